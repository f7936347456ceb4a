// Warns on iOS: `UITableView.Style` is not frozen either.
import UIKit

func isGrouped(_ style: UITableView.Style) -> Bool {
    switch style {
    case .plain: false
    case .grouped, .insetGrouped: true
    }
}
