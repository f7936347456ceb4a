import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// The event log and the one-line texts of events, errors and cells.
@Suite("Recording view event log")
struct RecordingViewEventLogTests {
    @Test("a table-view batch is logged in call order with stable texts")
    func tableBatchLog() throws {
        let f = Fixture(.table, "a b c d e f")
        try f.view.performBatchUpdates {
            f.set("d e a x f")
            f.view.deleteRows(at: [path(0, 1), path(0, 2)], with: .fade)
            f.view.moveRow(at: path(0, 0), to: path(0, 2))
            f.view.insertRows(at: [path(0, 3)], with: .automatic)
        }
        #expect(f.view.events.map(\.description) == [
            "beginBatch",
            "deleteItems [[0, 1], [0, 2]] fade",
            "moveItem [0, 0] -> [0, 2]",
            "insertItems [[0, 3]] automatic",
            "endBatch",
        ])
        #expect(f.shown == ["d e a x f"])
    }

    @Test("collection-view operations are logged without animation")
    func collectionLog() throws {
        let f = Fixture(.collection, "a b", "c", "e")
        try f.view.performBatchUpdates {
            f.set("b(b2)", "e", "c", "y")
            f.view.moveSection(2, toSection: 1)
            f.view.insertSections(IndexSet([3]))
            f.view.deleteItems(at: [path(0, 0)])
            f.view.reloadItems(at: [path(0, 1)])
        }
        #expect(f.shown == ["b(b2)", "e", "c", "y"])
        #expect(f.view.events.map(\.description) == [
            "beginBatch",
            "moveSection 2 -> 1",
            "insertSections [3]",
            "deleteItems [[0, 0]]",
            "reloadItems [[0, 1]]",
            "endBatch",
        ])
    }

    @Test("section operations, reloads, rejections and fallbacks (iOS 16.3) have stable texts")
    func otherEventTexts() {
        let f = Fixture(.table, release: .iOS16_3, "a b", "c")
        f.view.reloadData()
        f.set("a b", "c", "d")
        f.view.insertSections(IndexSet([2]), with: .fade)
        f.view.deleteSections(IndexSet([5]), with: .left)
        f.set("c", "d")
        f.view.beginUpdates()
        f.view.deleteSections(IndexSet([0]), with: .none)
        f.view.moveRow(at: path(0, 1), to: path(0, 0))
        try? f.view.endUpdates()
        f.view.reloadSections(IndexSet([1]), with: .middle)
        #expect(f.view.events.map(\.description) == [
            "reloadData",
            "beginBatch",
            "insertSections [2] fade",
            "endBatch",
            "beginBatch",
            "deleteSections [5] left",
            "rejected: attempt to delete section 5, but there are only 3 sections before the update",
            "beginBatch",
            "deleteSections [0] none",
            "moveItem [0, 1] -> [0, 0]",
            "fallbackToReloadData: cannot move a row from a deleted section (0)",
            "beginBatch",
            "reloadSections [1] middle",
            "endBatch",
        ])
        #expect(f.view.fallbackCount == 1)
        #expect(f.view.rejections.map(\.description) == [
            "NSInternalInconsistencyException: attempt to delete section 5, but there are only 3 sections before the update"
        ])
    }

    @Test("clearEvents empties the log")
    func clearEvents() {
        let f = Fixture(.collection, "a")
        f.view.reloadData()
        #expect(!f.view.events.isEmpty)
        f.view.clearEvents()
        #expect(f.view.events.isEmpty)
    }

    @Test("events round-trip through Codable")
    func eventsCodable() throws {
        let events: [RecordedEvent] = [
            .beginBatch, .deleteItems([path(0, 1)], .fade), .insertItems([path(1, 0)], nil),
            .moveItem(from: path(0, 2), to: path(0, 5)), .moveSection(from: 1, to: 0), .rejected("x"), .endBatch,
        ]
        let data = try JSONEncoder().encode(events)
        #expect(try JSONDecoder().decode([RecordedEvent].self, from: data) == events)
    }

    @Test("a cell's text is its identity, with the content when it differs")
    func displayedItemDescription() {
        #expect(RecordingViewItem(id: "a", content: "a").description == "a")
        #expect(RecordingViewItem(id: "a", content: "a2").description == "a(a2)")
        #expect(RecordingViewItem(42) == RecordingViewItem(id: "42", content: "42"))
        let source = SectionedArrayDataSource(sections: [[1, 2], [3]])
        #expect(source.sections == [cells("1 2"), cells("3")])
    }

    @Test("every rule has its number; UIKit's rules read as the exception, ours as a mismatch")
    func errorDescriptions() {
        #expect(BatchUpdateError.Rule.allCases.map(\.rawValue) == Array(1...15))
        #expect(BatchUpdateError(rule: .itemCount, style: .table, message: "m").description == "NSInternalInconsistencyException: m")
        #expect(BatchUpdateError(rule: .displayMismatch, style: .table, message: "m").description == "display mismatch: m")
    }
}
