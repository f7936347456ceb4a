/// The animation a table view is asked to use for an operation, as
/// `UITableView.RowAnimation` names it. The recording view only records it.
public enum RowAnimation: String, Sendable, Codable {
    /// The cells fade in or out.
    case fade
    /// The cells slide in from or out to the right.
    case right
    /// The cells slide in from or out to the left.
    case left
    /// The cells slide in from or out to the top.
    case top
    /// The cells slide in from or out to the bottom.
    case bottom
    /// No animation.
    case none
    /// The view keeps the cells centred while animating.
    case middle
    /// The view picks an animation.
    case automatic
}
