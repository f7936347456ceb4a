import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

// Rules (1-15) and normalisations (N1-N3) are numbered as in
// docs/uikit-batch-rules.md.

/// Rules 6-9: inserts, and moves into inserted sections.
@Suite("Batch update rules 6-9 (inserts)")
struct BatchUpdateInsertRuleTests {
    @Test("rule 6: inserted section beyond the sections after the update", arguments: bothStyles)
    func insertSectionOutOfBounds(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d")
        f.expectRejection(.insertSectionOutOfBounds, "attempt to insert section 3 but there are only 3 sections after the update") {
            f.set("a b", "c d", "e")
            f.view.insertSectionIndexes(3)
        }
    }

    @Test("rule 7: inserted item in a section that does not exist after the update", arguments: bothStyles)
    func insertItemSectionOutOfBounds(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        let expected = switch style {
        case .table: "attempt to insert row 0 into section 5, but there are only 1 sections after the update"
        case .collection: "attempt to insert item 0 into section 5, but there are only 1 sections after the update"
        }
        f.expectRejection(.insertItemOutOfBounds, expected) {
            f.set("a b c d e f g")
            f.view.insertCells([path(5, 0)])
        }
    }

    @Test("rule 7: inserted item beyond the section's items after the update", arguments: bothStyles)
    func insertItemOutOfBounds(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d")
        let expected = switch style {
        case .table: "attempt to insert row 3 into section 1, but there are only 3 rows in section 1 after the update"
        case .collection: "attempt to insert item 3 into section 1, but there are only 3 items in section 1 after the update"
        }
        f.expectRejection(.insertItemOutOfBounds, expected) {
            f.set("a b", "c d x")
            f.view.insertCells([path(1, 3)])
        }
    }

    @Test("rule 8: insert and move to the same index path", arguments: bothStyles)
    func insertAndMoveItem(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        f.expectRejection(.insertAndMove, "attempt to perform an insert and a move to the same index path ([0, 2])") {
            f.set("b c a x d e f")
            f.view.insertCells([path(0, 2)])
            f.view.moveCell(path(0, 0), path(0, 2))
        }
    }

    @Test("rule 8: insert and move to the same section", arguments: bothStyles)
    func insertAndMoveSection(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d")
        f.expectRejection(.insertAndMove, "attempt to perform an insert and a move to the same section (0)") {
            f.set("x", "c d", "a b")
            f.view.insertSectionIndexes(0)
            f.view.moveSection(1, toSection: 0)
        }
    }

    @Test("rule 9: the collection view raises for an item moved into an inserted section")
    func moveIntoInsertedSectionCollection() {
        let f = Fixture(.collection, "a b c", "d e")
        f.expectRejection(.moveIntoInsertedSection, "cannot move an item into a newly inserted section (1)") {
            f.set("b c", "a", "d e")
            f.view.insertSectionIndexes(1)
            f.view.moveCell(path(0, 0), path(1, 0))
        }
    }

    @Test("rule 9: before iOS 16.4 the table view silently reloads all data")
    func moveIntoInsertedSectionTable() throws {
        let f = Fixture(.table, release: .iOS16_3, "a b c", "d e")
        try f.view.performBatchUpdates {
            f.set("b c", "a", "d e")
            f.view.insertSectionIndexes(1)
            f.view.moveCell(path(0, 0), path(1, 0))
        }
        #expect(f.view.events.last == .fallbackToReloadData("cannot move a row into a newly inserted section (1)"))
        #expect(f.view.fallbackCount == 1)
        #expect(f.view.rejections.isEmpty)
        #expect(f.shown == ["b c", "a", "d e"])
        #expect(f.showsData)
    }
}
