import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

// Rules (1-15) and normalisations (N1-N3) are numbered as in
// docs/uikit-batch-rules.md.

/// Index paths in error messages read as the event log writes them, `[0, 0]`,
/// inside UIKit's own wording.
@Suite("Index paths in messages")
struct IndexPathMessageTests {
    private struct Letter: UniquelyIdentifiable, CustomStringConvertible {
        let id: String
        var uniqueID: String { id }
        var description: String { id }
    }

    private func letters(_ text: String) -> [Letter] {
        text.map { Letter(id: String($0)) }
    }

    private func failure(_ delta: IndexDelta, _ source: String, _ target: String) -> String? {
        do {
            try DeltaReplay.replay(delta, from: letters(source), to: letters(target), style: .collection)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aRejectedReplayNamesTheIndexPathAsTheLogDoes() {
        // A move from an index the same batch deletes: UIKit's rule 4.
        let delta = IndexDelta(deletions: [0], moves: [IndexPair(source: 0, target: 1)])
        #expect(failure(delta, "abc", "cb") == "batch 1 was rejected: NSInternalInconsistencyException: "
            + "attempt to perform a delete and a move from the same index path ([0, 0])")
    }

    @Test func aReplayThatDoesNotLandNamesTheIndexPathAsTheLogDoes() {
        // A delta that forgets the swap leaves the view showing the old order.
        #expect(failure(IndexDelta(), "ab", "ba") == "the view does not show the target data after all batches: "
            + "display mismatch: the view displays a at index path ([0, 0]) but the data source holds b")
    }

    @Test func theLogAndTheRejectionWriteAPathAlike() {
        let view = RecordingView(style: .collection, dataSource: SectionedArrayDataSource(sections: [[RecordingViewItem(id: "a", content: "a")]]))
        view.reloadData()
        try? view.performBatchUpdates {
            view.deleteCells([IndexPath(itemIndex: 0, sectionIndex: 0)])
            view.reloadCells([IndexPath(itemIndex: 0, sectionIndex: 0)])
        }
        #expect(view.events.map(\.description) == [
            "reloadData", "beginBatch", "deleteItems [[0, 0]]", "reloadItems [[0, 0]]",
            "rejected: attempt to delete and reload the same index path ([0, 0])",
        ])
    }
}
