import Foundation
import LiveCollections

/// The manual reload delegate of a single-section scenario whose steps say
/// which items it claims (`manualReloads`, as a capture writes what the
/// app's delegate answered): it claims the reload of an item whose movie
/// id the last such step named, records the hand-off as the reload
/// delegate's event, and completes each claimed reload at once.
final class ReplayReloadDelegate: CollectionDataManualReloadDelegate, @unchecked Sendable {
    /// The movie ids claimed from now on.
    var claimed: Set<Int> = []
    /// The movie id of the item at a path of the data shown now (the
    /// library asks before the update swaps the data).
    var movieID: (IndexPath) -> Int? = { _ in nil }
    private let recorder: ReplayRecorder

    init(recorder: ReplayRecorder) {
        self.recorder = recorder
    }

    nonisolated func willHandleReload(at indexPathPair: IndexPathPair) -> Bool {
        movieID(indexPathPair.source).map(claimed.contains) ?? false
    }

    nonisolated func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        recorder.event(.handOff(rows: indexPaths, of: "view", to: ["app"]), view: "reload delegate")
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
