import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

// Rules (1-15) and normalisations (N1-N3) are numbered as in
// docs/uikit-batch-rules.md.

/// UIKit's silent normalisation before the checks: N1 (reloads), N2 (operations
/// inside deleted or inserted sections), N3 (duplicates).
@Suite("Batch normalisation N1-N3")
struct BatchNormalisationTests {
    @Test("N1: a reload's insert half is shifted by the deletes and inserts before it", arguments: bothStyles)
    func reloadShift(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b c d e f")
        // Delete `a` (before 0), insert `x` (after 1), reload `d` (before 3 -> after 3).
        f.expectApplied(["b x c d(d2) e f"]) {
            f.set("b x c d(d2) e f")
            f.view.deleteCells([path(0, 0)])
            f.view.insertCells([path(0, 1)])
            f.view.reloadCells([path(0, 3)])
        }
        try f.view.verifyDisplaysDataSource()
    }

    @Test("N1: only reloaded cells get fresh content; other changed cells stay stale", arguments: bothStyles)
    func reloadRefreshesOnlyReloadedCells(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c")
        f.expectApplied(["a b(b2) c"]) {
            f.set("a(a2) b(b2) c")
            f.view.reloadCells([path(0, 1)])
        }
        #expect(throws: BatchUpdateError(
            rule: .displayMismatch, style: style,
            message: "the view displays a at index path ([0, 0]) but the data source holds a(a2)"
        )) {
            try f.view.verifyDisplaysDataSource()
        }
    }

    @Test("N1: a reloaded section is shown fresh from the data source", arguments: bothStyles)
    func reloadSection(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b", "c d", "e")
        f.expectApplied(["b", "x y z", "e"]) {
            f.set("b", "x y z", "e")
            f.view.deleteCells([path(0, 0)])
            f.view.reloadSectionIndexes(1)
        }
        try f.view.verifyDisplaysDataSource()
    }

    @Test("N2: item deletes inside a deleted section are dropped", arguments: bothStyles)
    func itemDeletesInDeletedSection(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d")
        // Item 5 does not exist in section 1; rule 3 would reject it were it kept.
        f.expectApplied(["a b"]) {
            f.set("a b")
            f.view.deleteSectionIndexes(1)
            f.view.deleteCells([path(1, 0), path(1, 5)])
        }
    }

    @Test("N2: item inserts inside an inserted section are dropped", arguments: bothStyles)
    func itemInsertsInInsertedSection(style: RecordingViewStyle) {
        let f = Fixture(style, "a b")
        // Item 9 does not exist in the new section; rule 7 would reject it were it kept.
        f.expectApplied(["a b", "x y"]) {
            f.set("a b", "x y")
            f.view.insertSectionIndexes(1)
            f.view.insertCells([path(1, 0), path(1, 9)])
        }
    }

    @Test("N3: exact duplicate moves are dropped", arguments: bothStyles)
    func duplicateMoves(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        f.expectApplied(["a b d e f c"]) {
            f.set("a b d e f c")
            f.view.moveCell(path(0, 2), path(0, 5))
            f.view.moveCell(path(0, 2), path(0, 5))
        }
    }

    @Test("N3: the table view drops duplicate identical deletes and inserts")
    func tableDuplicateDeletesAndInserts() {
        let f = Fixture(.table, "a b c d e f")
        f.expectApplied(["a b c d e"]) {
            f.set("a b c d e")
            f.view.deleteCells([path(0, 5)])
            f.view.deleteCells([path(0, 5)])
        }
        f.expectApplied(["a b c d e x"]) {
            f.set("a b c d e x")
            f.view.insertCells([path(0, 5), path(0, 5)])
        }
        f.expectApplied(["b c d e x"]) {
            f.set("b c d e x")
            f.view.deleteSectionIndexes(0)
            f.view.deleteSectionIndexes(0)
            f.view.insertSectionIndexes(0)
        }
    }

    @Test("N3: the collection view counts duplicate deletes twice, so rule 14 rejects them (iOS 16.3)")
    func collectionDuplicateDeletes() {
        let f = Fixture(.collection, release: .iOS16_3, "a b c d e f")
        let expected = "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section "
            + "after the update (5) must be equal to the number of items contained in that section before the update (6), plus "
            + "or minus the number of items inserted or deleted from that section (0 inserted, 2 deleted) and plus or minus the "
            + "number of items moved into or out of that section (0 moved in, 0 moved out)."
        f.expectRejection(.itemCount, expected) {
            f.set("a b c d e")
            f.view.deleteCells([path(0, 5)])
            f.view.deleteCells([path(0, 5)])
        }
    }

    @Test("N3: the collection view counts duplicate deletes twice, and iOS 16.4 lists both")
    func collectionDuplicateDeletes16_4() {
        let f = Fixture(.collection, release: .iOS16_4, "a b c d e f")
        let expected = "Invalid batch updates detected: the number of sections and/or items returned by the data source before "
            + "and/or after performing the batch updates are inconsistent with the updates.\n"
            + "Data source before updates = { 1 section with item counts: [6] }\n"
            + "Data source after updates = { 1 section with item counts: [5] }\n"
            + "Updates = [\n\tDelete item (0 - 5),\n\tDelete item (0 - 5)\n]"
        f.expectRejection(.itemCount, expected) {
            f.set("a b c d e")
            f.view.deleteCells([path(0, 5)])
            f.view.deleteCells([path(0, 5)])
        }
    }

    @Test("N3: collection duplicates whose counts happen to add up are still caught (display mismatch)")
    func collectionDuplicateDeletesMatchingCounts() {
        let f = Fixture(.collection, "a b c d e f")
        f.expectRejection(
            .displayMismatch,
            "after the batch the view would display 5 items in section 0 but the data source has 4"
        ) {
            f.set("a b c d")
            f.view.deleteCells([path(0, 5), path(0, 5)])
        }
    }
}
