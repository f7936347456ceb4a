import Foundation
import LiveCollections
import LiveCollectionsTesting

/// The manual reload delegate of a single-section scenario whose steps say
/// which items it claims (`manualReloads`, as a capture writes what the
/// app's delegate answered): it claims the reload of an item whose movie
/// id the last such step named, records the hand-off as the reload
/// delegate's event, updates the claimed cells the view shows as an app's
/// delegate does (without telling UIKit), and completes each claimed
/// reload at once.
final class ReplayReloadDelegate: CollectionDataManualReloadDelegate, @unchecked Sendable {
    /// The movie ids claimed from now on.
    var claimed: Set<Int> = []
    /// The movie id of the item at a path of the data shown now (the
    /// library asks before the update swaps the data).
    var movieID: (IndexPath) -> Int? = { _ in nil }
    /// The view whose cells it updates.
    weak var view: RecordingView?
    private let recorder: ReplayRecorder

    init(recorder: ReplayRecorder) {
        self.recorder = recorder
    }

    nonisolated func willHandleReload(at indexPathPair: IndexPathPair) -> Bool {
        movieID(indexPathPair.source).map(claimed.contains) ?? false
    }

    nonisolated func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        recorder.event(.handOff(rows: indexPaths, of: "view", to: ["app"]), view: "reload delegate")
        view?.reconfigureShownCells(at: indexPaths)
        for path in indexPaths { indexPathCompletion(path) }
    }
}

/// The deletion notification delegate of a scenario that has one
/// (`"deletionDelegate": true`): records the items each update deleted,
/// named as the recording names them.
final class ReplayDeletionDelegate<Item: UniquelyIdentifiable>: CollectionDataDeletionNotificationDelegate, @unchecked Sendable {
    private let recorder: ReplayRecorder
    private let name: (Item) -> String

    init(recorder: ReplayRecorder, name: @escaping (Item) -> String) {
        self.recorder = recorder
        self.name = name
    }

    nonisolated func didDeleteItems(_ items: [Item]) {
        recorder.event(.didDeleteItems(items.map(name)), view: "deletion delegate")
    }
}

extension ReplayContext {
    /// Gives `data`, shown by `view`, the manual reload delegate
    /// `delegate`, which finds the movie an index path names (in the data
    /// shown when the library asks) through `movieID`.
    func attach<Data: UpdatingDataObject>(
        _ delegate: ReplayReloadDelegate, to data: Data, view: RecordingView, movieID: @escaping (IndexPath) -> Int?
    ) {
        delegate.movieID = movieID
        delegate.view = view
        data.reloadDelegate = delegate
    }

    /// Gives `data` a deletion notification delegate that records the
    /// items each update deleted under `deletion delegate`, named as the
    /// recording names them (inline items by identifier and content).
    func attachDeletionDelegate<Data: UpdatingDataObject>(to data: Data) where Data.DataType: UniquelyIdentifiable {
        let isInline = scenario.isInline
        let delegate = ReplayDeletionDelegate<Data.DataType>(recorder: recorder) { [weak self] item in
            guard let id = item.uniqueID as? Int else { return String(describing: item.uniqueID) }
            return isInline ? self?.catalog[id]?.title ?? String(id) : String(id)
        }
        retained.append(delegate)
        data.setDeletionNotificationDelegate(delegate)
    }
}
