#if canImport(UIKit) && !os(watchOS)
import UIKit

extension TableViewAnimationModel {
    /// The original library's initialiser, with UIKit's row animations: rows
    /// deleted, inserted and reloaded with these; sections with the
    /// original's defaults (``defaultSectionAnimations``).
    public init(
        deleteAnimation: UITableView.RowAnimation,
        insertAnimation: UITableView.RowAnimation,
        reloadAnimation: UITableView.RowAnimation
    ) {
        self.init(
            deleteAnimation: deleteAnimation.rowAnimation,
            insertAnimation: insertAnimation.rowAnimation,
            reloadAnimation: reloadAnimation.rowAnimation
        )
    }
}

extension CollectionData {
    /// The original library's `setTableView(_:rowAnimations:sectionReloadAnimation:)`,
    /// with UIKit's animation for a reload of the section.
    public func setTableView(
        _ tableView: UITableView,
        rowAnimations: TableViewAnimationModel,
        sectionReloadAnimation: UITableView.RowAnimation
    ) {
        setTableView(tableView, rowAnimations: rowAnimations, sectionReloadAnimation: sectionReloadAnimation.rowAnimation)
    }
}
#endif
