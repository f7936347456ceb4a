// Warns on iOS: `UITableViewCell.CellStyle` is not frozen either.
import UIKit

func hasDetail(_ style: UITableViewCell.CellStyle) -> Bool {
    switch style {
    case .default: false
    case .value1, .value2, .subtitle: true
    }
}
