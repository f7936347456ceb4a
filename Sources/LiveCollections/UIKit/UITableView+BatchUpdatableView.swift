#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A table view as LiveCollections drives it, as in the original library:
/// `collectionData.view = tableView` animates each update with the table's
/// own batch calls.
///
/// Every call of the library maps to one UIKit call: a batch to
/// `performBatchUpdates(_:completion:)`, item operations to
/// `deleteRows(at:with:)`, `insertRows(at:with:)`, `reloadRows(at:with:)` and
/// `moveRow(at:to:)`, section operations to `deleteSections(_:with:)`,
/// `insertSections(_:with:)`, `reloadSections(_:with:)` and
/// `moveSection(_:toSection:)`, with the row animations of
/// ``BatchUpdatableView/rowAnimations(forSection:)`` (a table adopting
/// ``TableViewRowAnimationProviding`` or ``TableViewSectionAnimationProviding``
/// names its own). A table out of a window (`window == nil`) is reloaded
/// instead of animated, and one without a `dataSource` is told nothing, as
/// the original does.
///
/// The library calls its views on their data objects' view context, the
/// main queue by default where UIKit exists; the conformance is
/// `@preconcurrency`, so a call from elsewhere stops at the main actor's
/// isolation check instead of touching UIKit off the main thread.
extension UITableView: @preconcurrency BatchUpdatableView {
    /// Whether the table is in a window (`window != nil`).
    public var isVisibleOnScreen: Bool { window != nil }

    /// Whether the table has a data source (`dataSource != nil`).
    public var hasDataSource: Bool { dataSource != nil }

    /// True: a table view.
    public var isTableView: Bool { true }

    /// `performBatchUpdates(_:completion:)`, which runs `updates` before it
    /// returns.
    public func performAnimatedBatch(_ updates: () -> Void, completion: @escaping (Bool) -> Void) {
        // UIKit's header declares the block `NS_NOESCAPE`; Swift imports an
        // optional block as escaping all the same, hence the cast.
        withoutActuallyEscaping(updates) { updates in
            performBatchUpdates(updates, completion: completion)
        }
    }

    /// `deleteRows(at:with:)`.
    public func deleteItems(at indexPaths: [IndexPath], animation: LiveCollections.RowAnimation) {
        deleteRows(at: indexPaths, with: UITableView.RowAnimation(animation))
    }

    /// `insertRows(at:with:)`.
    public func insertItems(at indexPaths: [IndexPath], animation: LiveCollections.RowAnimation) {
        insertRows(at: indexPaths, with: UITableView.RowAnimation(animation))
    }

    /// `reloadRows(at:with:)`.
    public func reloadItems(at indexPaths: [IndexPath], animation: LiveCollections.RowAnimation) {
        reloadRows(at: indexPaths, with: UITableView.RowAnimation(animation))
    }

    /// `moveRow(at:to:)`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveRow(at: indexPath, to: newIndexPath)
    }

    /// `deleteSections(_:with:)`.
    public func deleteSections(_ sections: IndexSet, animation: LiveCollections.RowAnimation) {
        deleteSections(sections, with: UITableView.RowAnimation(animation))
    }

    /// `insertSections(_:with:)`.
    public func insertSections(_ sections: IndexSet, animation: LiveCollections.RowAnimation) {
        insertSections(sections, with: UITableView.RowAnimation(animation))
    }

    /// `reloadSections(_:with:)`.
    public func reloadSections(_ sections: IndexSet, animation: LiveCollections.RowAnimation) {
        reloadSections(sections, with: UITableView.RowAnimation(animation))
    }
}
#endif
