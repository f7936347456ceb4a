import LiveCollections

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

    /// Describes `view` as it is: a table (``DeltaUpdatableView/isTableView``,
    /// true for a `UITableView`) or a collection view, and the duration of
    /// its batches. Read it on the view's context (the main queue for a
    /// UIKit view).
    public init(_ view: some BatchUpdatableView) {
        self.init(style: view.isTableView ? .table : .collection, animationMilliseconds: Int((view.batchAnimationDuration * 1000).rounded()))
    }
}
