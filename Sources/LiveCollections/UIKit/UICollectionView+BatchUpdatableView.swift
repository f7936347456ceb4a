#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A collection view as LiveCollections drives it, as in the original
/// library: `collectionData.view = collectionView` animates each update with
/// the collection view's own batch calls.
///
/// Every call of the library maps to one UIKit call: a batch to
/// `performBatchUpdates(_:completion:)`, item operations to
/// `deleteItems(at:)`, `insertItems(at:)`, `reloadItems(at:)` and
/// `moveItem(at:to:)`, section operations to `deleteSections(_:)`,
/// `insertSections(_:)`, `reloadSections(_:)` and `moveSection(_:toSection:)`
/// (row animations are a table's; a collection view has none). A collection
/// view out of a window (`window == nil`) is reloaded instead of animated,
/// and one without a `dataSource` is told nothing, as the original does.
///
/// The library calls its views on their data objects' view context, the
/// main queue by default where UIKit exists; the conformance is
/// `@preconcurrency`, so a call from elsewhere stops at the main actor's
/// isolation check instead of touching UIKit off the main thread.
extension UICollectionView: @preconcurrency BatchUpdatableView {
    /// Whether the collection view is in a window (`window != nil`).
    public var isVisibleOnScreen: Bool { window != nil }

    /// Whether the collection view has a data source (`dataSource != nil`).
    public var hasDataSource: Bool { dataSource != nil }

    /// `performBatchUpdates(_:completion:)`, which runs `updates` before it
    /// returns.
    public func performAnimatedBatch(_ updates: () -> Void, completion: @escaping (Bool) -> Void) {
        // UIKit's header declares the block `NS_NOESCAPE`; Swift imports an
        // optional block as escaping all the same, hence the cast.
        withoutActuallyEscaping(updates) { updates in
            performBatchUpdates(updates, completion: completion)
        }
    }

    /// `deleteItems(at:)`; collection views have no row animation.
    public func deleteItems(at indexPaths: [IndexPath], animation: LiveCollections.RowAnimation) {
        deleteItems(at: indexPaths)
    }

    /// `insertItems(at:)`.
    public func insertItems(at indexPaths: [IndexPath], animation: LiveCollections.RowAnimation) {
        insertItems(at: indexPaths)
    }

    /// `reloadItems(at:)`.
    public func reloadItems(at indexPaths: [IndexPath], animation: LiveCollections.RowAnimation) {
        reloadItems(at: indexPaths)
    }

    /// `deleteSections(_:)`.
    public func deleteSections(_ sections: IndexSet, animation: LiveCollections.RowAnimation) {
        deleteSections(sections)
    }

    /// `insertSections(_:)`.
    public func insertSections(_ sections: IndexSet, animation: LiveCollections.RowAnimation) {
        insertSections(sections)
    }

    /// `reloadSections(_:)`.
    public func reloadSections(_ sections: IndexSet, animation: LiveCollections.RowAnimation) {
        reloadSections(sections)
    }
}
#endif
