import Foundation

/// Takes over the reloads of some items, instead of letting the view reload
/// their cells: a table of carousels reloads a carousel by updating its own
/// `CollectionData`, not by replacing the table row.
///
/// Called on the view's context, after the view's own reload batch.
public protocol CollectionDataManualReloadDelegate: AnyObject {
    /// Whether the delegate reloads the item moving `source -> target` itself.
    func willHandleReload(at indexPathPair: IndexPathPair) -> Bool

    /// Reloads the claimed items. Call `indexPathCompletion` once for every
    /// target index path when its reload has finished; the update's
    /// completion fires only after all of them.
    func reloadItems(at indexPairs: [IndexPathPair], indexPathCompletion: @escaping (IndexPath) -> Void)
}
