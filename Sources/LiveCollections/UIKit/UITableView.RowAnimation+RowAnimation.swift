#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UITableView.RowAnimation: RowAnimationConvertible {
    /// UIKit's row animation of the same name as `animation`.
    public init(_ animation: LiveCollections.RowAnimation) {
        self = Self.pairs.first { $0.library == animation }?.uikit ?? .automatic
    }

    /// The library's animation of the same name; `.automatic` for one the
    /// library does not name.
    public var rowAnimation: LiveCollections.RowAnimation {
        Self.pairs.first { $0.uikit == self }?.library ?? .automatic
    }

    /// Each animation the library names, with UIKit's of that name.
    private static var pairs: [(library: LiveCollections.RowAnimation, uikit: UITableView.RowAnimation)] {
        [(.fade, .fade), (.right, .right), (.left, .left), (.top, .top), (.bottom, .bottom), (.none, .none), (.middle, .middle), (.automatic, .automatic)]
    }
}
#endif
