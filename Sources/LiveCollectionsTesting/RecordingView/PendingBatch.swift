import Foundation
import LiveCollections
import LiveCollectionsRecording

/// The operations of one (outermost) batch exactly as they were called,
/// before any normalisation. Call order is irrelevant to UIKit, so this is a
/// bag of operations per kind.
package struct PendingBatch {
    /// Item deletes, paths before the batch.
    var itemDeletes: [IndexPath] = []
    /// Item inserts, paths after the batch.
    var itemInserts: [IndexPath] = []
    /// Item reloads, paths before the batch.
    var itemReloads: [IndexPath] = []
    /// Item moves, `before -> after`.
    var itemMoves: [IndexPathPair] = []
    /// Section deletes, indexes before the batch.
    var sectionDeletes: [Int] = []
    /// Section inserts, indexes after the batch.
    var sectionInserts: [Int] = []
    /// Section reloads, indexes before the batch.
    var sectionReloads: [Int] = []
    /// Section moves, `before -> after`.
    var sectionMoves: [IndexPair] = []
    /// Whether `reloadData()` was called inside the batch: the batch then ends
    /// by showing the data source as it is, without checking the operations.
    var reloadsAllData = false
}

extension PendingBatch {
    /// The batch of `calls`, in order: the operations among them (a batch's
    /// `beginBatch`, end and completion, and a `reloadData` inside it, do
    /// not change the operations; the `reloadData` makes the batch reload
    /// all data).
    package init(_ calls: some Sequence<RecordedEvent>) {
        self.init()
        for call in calls { add(call) }
    }

    /// Adds the operation `call` names, as the view does when it receives it.
    ///
    /// - Complexity: O(number of paths or sections in `call`).
    package mutating func add(_ call: RecordedEvent) {
        switch call {
        case let .deleteItems(paths, _): itemDeletes += paths
        case let .insertItems(paths, _): itemInserts += paths
        case let .reloadItems(paths, _): itemReloads += paths
        case let .moveItem(from, to): itemMoves.append(IndexPathPair(source: from, target: to))
        case let .deleteSections(sections, _): sectionDeletes += sections
        case let .insertSections(sections, _): sectionInserts += sections
        case let .reloadSections(sections, _): sectionReloads += sections
        case let .moveSection(from, to): sectionMoves.append(IndexPair(source: from, target: to))
        case .reloadData: self = PendingBatch(reloadsAllData: true)
        case .beginBatch, .endBatch, .rejected, .fallbackToReloadData, .animationsCompleted: break
        }
    }

    /// Whether the batch holds no operation: applied, it leaves every
    /// cell as it was.
    var isEmpty: Bool {
        !reloadsAllData && itemDeletes.isEmpty && itemInserts.isEmpty && itemReloads.isEmpty && itemMoves.isEmpty
            && sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionReloads.isEmpty && sectionMoves.isEmpty
    }

    private init(reloadsAllData: Bool) {
        self.reloadsAllData = reloadsAllData
    }
}
