import Foundation
import LiveCollections
import LiveCollectionsRecording

/// The operations, under UIKit's collection-view names (no animation, logged
/// as `nil`) and table-view names (animation logged).
///
/// Inside a batch an operation is only recorded; outside any batch it is a
/// one-operation batch applied at once, whose rejection (if any) is logged in
/// ``RecordingView/events`` and ``RecordingView/rejections``.
/// Index spaces are UIKit's: deletes and reloads use indexes before the batch,
/// inserts indexes after it, a move's source before and its destination after.
extension RecordingView {
    // MARK: Collection-view names

    /// Inserts items at `indexPaths` (after the batch), like `UICollectionView.insertItems(at:)`.
    public func insertItems(at indexPaths: [IndexPath]) {
        record(.insertItems(indexPaths, nil))
    }

    /// Deletes the items at `indexPaths` (before the batch), like `UICollectionView.deleteItems(at:)`.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record(.deleteItems(indexPaths, nil))
    }

    /// Reloads the items at `indexPaths` (before the batch), like `UICollectionView.reloadItems(at:)`.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record(.reloadItems(indexPaths, nil))
    }

    /// Moves the item at `indexPath` (before) to `newIndexPath` (after), like `UICollectionView.moveItem(at:to:)`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.moveItem(from: indexPath, to: newIndexPath))
    }

    /// Inserts `sections` (after the batch), like `UICollectionView.insertSections(_:)`.
    public func insertSections(_ sections: IndexSet) {
        record(.insertSections(Array(sections), nil))
    }

    /// Deletes `sections` (before the batch), like `UICollectionView.deleteSections(_:)`.
    public func deleteSections(_ sections: IndexSet) {
        record(.deleteSections(Array(sections), nil))
    }

    /// Reloads `sections` (before the batch), like `UICollectionView.reloadSections(_:)`.
    public func reloadSections(_ sections: IndexSet) {
        record(.reloadSections(Array(sections), nil))
    }

    /// Moves `section` (before) to `newSection` (after), like `moveSection(_:toSection:)` of both views.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record(.moveSection(from: section, to: newSection))
    }

    // MARK: Table-view names

    /// Inserts rows at `indexPaths` (after the batch), like `UITableView.insertRows(at:with:)`.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(.insertItems(indexPaths, animation))
    }

    /// Deletes the rows at `indexPaths` (before the batch), like `UITableView.deleteRows(at:with:)`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(.deleteItems(indexPaths, animation))
    }

    /// Reloads the rows at `indexPaths` (before the batch), like `UITableView.reloadRows(at:with:)`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(.reloadItems(indexPaths, animation))
    }

    /// Moves the row at `indexPath` (before) to `newIndexPath` (after), like `UITableView.moveRow(at:to:)`.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveItem(at: indexPath, to: newIndexPath)
    }

    /// Inserts `sections` (after the batch), like `UITableView.insertSections(_:with:)`.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(.insertSections(Array(sections), animation))
    }

    /// Deletes `sections` (before the batch), like `UITableView.deleteSections(_:with:)`.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(.deleteSections(Array(sections), animation))
    }

    /// Reloads `sections` (before the batch), like `UITableView.reloadSections(_:with:)`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(.reloadSections(Array(sections), animation))
    }
}
