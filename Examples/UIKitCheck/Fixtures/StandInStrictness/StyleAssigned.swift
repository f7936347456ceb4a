// Does not compile on iOS: a table's `style` is read-only
// (`var style: UITableView.Style { get }`); it is chosen at creation.
import UIKit

@MainActor func makeGrouped(_ table: UITableView) {
    table.style = .grouped
}
