import Foundation
import LiveCollections

/// The operations of one (outermost) batch exactly as they were called,
/// before any normalisation. Call order is irrelevant to UIKit, so this is a
/// bag of operations per kind.
struct PendingBatch {
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
