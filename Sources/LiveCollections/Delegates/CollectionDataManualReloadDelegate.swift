import Foundation

/// Takes over the reloads of some items, instead of letting the view reload
/// their cells: a table of carousels reloads a carousel by updating its own
/// `CollectionData`, not by replacing the table row.
///
/// Called on the view's context, after the view's own reload batch.
///
/// The requirements are main-actor isolated, as the view controllers that
/// adopt the protocol are: a main-actor type conforms as written in a Swift 6
/// app, with or without Xcode's default main-actor isolation. The protocol
/// itself is not, so a type off the main actor (a test's) adopts it with
/// nonisolated methods.
public protocol CollectionDataManualReloadDelegate: AnyObject {
    /// Whether the delegate reloads the item moving `source -> target` itself.
    @MainActor
    func willHandleReload(at indexPathPair: IndexPathPair) -> Bool

    /// Reloads the claimed items, given by their index paths after the
    /// update (the pairs' targets), where the data source now has them. Call
    /// `indexPathCompletion` once for every one of them when its reload has
    /// finished, best on the view's context (any thread is safe; the update's
    /// completion then runs on the thread of the last call); the update's
    /// completion fires only after all of them.
    @MainActor
    func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void)
}
