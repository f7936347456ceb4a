#if canImport(UIKit)
import UIKit

extension UITableView.RowAnimation {
    /// UIKit's row animation of the same name as `animation`.
    public init(_ animation: LiveCollections.RowAnimation) {
        switch animation {
        case .fade: self = .fade
        case .right: self = .right
        case .left: self = .left
        case .top: self = .top
        case .bottom: self = .bottom
        case .none: self = .none
        case .middle: self = .middle
        case .automatic: self = .automatic
        }
    }
}
#endif
