import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

// Rules (1-15) and normalisations (N1-N3) are numbered as in
// docs/uikit-batch-rules.md.

/// Rules 1-5: reloads, deletes, and moves out of deleted sections.
@Suite("Batch update rules 1-5 (deletes)")
struct BatchUpdateDeleteRuleTests {
    @Test("rule 1: delete and reload of the same index path", arguments: bothStyles)
    func deleteAndReloadItem(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        f.expectRejection(.deleteAndReload, "attempt to delete and reload the same index path ([0, 3])") {
            f.set("a b c e f")
            f.view.reloadCells([path(0, 3)])
            f.view.deleteCells([path(0, 3)])
        }
    }

    @Test("rule 1: delete and reload of the same section", arguments: bothStyles)
    func deleteAndReloadSection(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d")
        f.expectRejection(.deleteAndReload, "attempt to delete and reload the same section (1)") {
            f.set("a b")
            f.view.deleteSectionIndexes(1)
            f.view.reloadSectionIndexes(1)
        }
    }

    @Test("rule 2: deleted section beyond the sections before the update", arguments: bothStyles)
    func deleteSectionOutOfBounds(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d")
        f.expectRejection(.deleteSectionOutOfBounds, "attempt to delete section 2, but there are only 2 sections before the update") {
            f.set("a b")
            f.view.deleteSectionIndexes(2)
        }
    }

    @Test("rule 2: a reloaded section counts as deleted", arguments: bothStyles)
    func reloadSectionOutOfBounds(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d")
        f.expectRejection(.deleteSectionOutOfBounds, "attempt to delete section 5, but there are only 2 sections before the update") {
            f.view.reloadSectionIndexes(5)
        }
    }

    @Test("rule 3: deleted item in a section that does not exist", arguments: bothStyles)
    func deleteItemSectionOutOfBounds(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d")
        let expected = switch style {
        case .table: "attempt to delete row 0 from section 2, but there are only 2 sections before the update"
        case .collection: "attempt to delete item 0 from section 2, but there are only 2 sections before the update"
        }
        f.expectRejection(.deleteItemOutOfBounds, expected) {
            f.view.deleteCells([path(2, 0)])
        }
    }

    @Test("rule 3: deleted item beyond the section's items", arguments: bothStyles)
    func deleteItemOutOfBounds(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        let expected = switch style {
        case .table: "attempt to delete row 6 from section 0 which only contains 6 rows before the update"
        case .collection: "attempt to delete item 6 from section 0 which only contains 6 items before the update"
        }
        f.expectRejection(.deleteItemOutOfBounds, expected) {
            f.set("a b c d e")
            f.view.deleteCells([path(0, 6)])
        }
    }

    @Test("rule 3: a reload counts as a delete (N1)", arguments: bothStyles)
    func reloadItemOutOfBounds(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        let expected = switch style {
        case .table: "attempt to delete row 7 from section 0 which only contains 6 rows before the update"
        case .collection: "attempt to delete item 7 from section 0 which only contains 6 items before the update"
        }
        f.expectRejection(.deleteItemOutOfBounds, expected) {
            f.view.reloadCells([path(0, 7)])
        }
    }

    @Test("rule 4: delete and move from the same index path", arguments: bothStyles)
    func deleteAndMoveItem(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        f.expectRejection(.deleteAndMove, "attempt to perform a delete and a move from the same index path ([0, 1])") {
            f.set("a c d b e")
            f.view.deleteCells([path(0, 1)])
            f.view.moveCell(path(0, 1), path(0, 3))
        }
    }

    @Test("rule 4: a reloaded path counts as deleted", arguments: bothStyles)
    func reloadAndMoveItem(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        f.expectRejection(.deleteAndMove, "attempt to perform a delete and a move from the same index path ([0, 1])") {
            f.set("a c d b(b2) e f")
            f.view.reloadCells([path(0, 1)])
            f.view.moveCell(path(0, 1), path(0, 3))
        }
    }

    @Test("rule 4: delete and move of the same section", arguments: bothStyles)
    func deleteAndMoveSection(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d", "e")
        f.expectRejection(.deleteAndMove, "attempt to perform a delete and a move from the same section (1)") {
            f.set("c d", "a b")
            f.view.deleteSectionIndexes(1)
            f.view.moveSection(1, toSection: 0)
        }
    }

    @Test("rule 5: the collection view raises for an item moved out of a deleted section")
    func moveFromDeletedSectionCollection() {
        let f = Fixture(.collection, "a b c", "d e")
        f.expectRejection(.moveFromDeletedSection, "cannot move an item from a deleted section (0)") {
            f.set("b d e")
            f.view.deleteSectionIndexes(0)
            f.view.moveCell(path(0, 1), path(0, 0))
        }
    }

    @Test("rule 5: the collection view raises for an item moved out of a reloaded section")
    func moveFromReloadedSectionCollection() {
        let f = Fixture(.collection, "a b c", "d e")
        f.expectRejection(.moveFromDeletedSection, "cannot move an item from a deleted section (0)") {
            f.set("a c", "b d e")
            f.view.reloadSectionIndexes(0)
            f.view.moveCell(path(0, 1), path(1, 0))
        }
    }

    @Test("rule 5: before iOS 16.4 the table view silently reloads all data")
    func moveFromDeletedSectionTable() throws {
        let f = Fixture(.table, release: .iOS16_3, "a b c", "d e")
        var completions: [Bool] = []
        try f.view.performBatchUpdates({
            f.set("b d e")
            f.view.deleteSectionIndexes(0)
            f.view.moveCell(path(0, 1), path(0, 0))
        }, completion: { completions.append($0) })
        #expect(Array(f.view.events.suffix(2)) == [
            .fallbackToReloadData("cannot move a row from a deleted section (0)"), .animationsCompleted(true),
        ])
        #expect(f.view.fallbackCount == 1)
        #expect(f.view.rejections.isEmpty)
        #expect(completions == [true])
        #expect(f.shown == ["b d e"])
        #expect(f.showsData)
        try f.view.verifyDisplaysDataSource()
    }
}
