/// The view a captured data object drives, as the scenario needs it: its
/// style and how long one batch of animations takes.
public struct CapturedView: Hashable, Sendable {
    /// `UITableView` or `UICollectionView`.
    public enum Style: String, Hashable, Sendable {
        case table, collection
    }

    /// The view's style.
    public var style: Style
    /// How long one batch of animations takes (UIKit's default is about 300).
    public var animationMilliseconds: Int

    /// Describes the view.
    public init(style: Style, animationMilliseconds: Int = 300) {
        self.style = style
        self.animationMilliseconds = animationMilliseconds
    }
}
