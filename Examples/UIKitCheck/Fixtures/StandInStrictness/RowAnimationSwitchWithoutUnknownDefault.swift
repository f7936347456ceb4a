// Warns on iOS: UIKit's enums are not frozen, so a switch naming every
// known case still needs `@unknown default`.
import UIKit

func name(_ animation: UITableView.RowAnimation) -> String {
    switch animation {
    case .fade: "fade"
    case .right: "right"
    case .left: "left"
    case .top: "top"
    case .bottom: "bottom"
    case .none: "none"
    case .middle: "middle"
    case .automatic: "automatic"
    }
}
