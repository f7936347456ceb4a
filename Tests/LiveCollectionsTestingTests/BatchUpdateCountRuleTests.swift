import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

// Rules (1-15) and normalisations (N1-N3) are numbered as in
// docs/uikit-batch-rules.md.

/// Rules 13 and 14: section and item counts.
@Suite("Batch update rules 13-14 (counts)")
struct BatchUpdateCountRuleTests {
    @Test("rule 13: a section appears without being inserted", arguments: bothStyles)
    func sectionCount(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d")
        let view = style == .table ? "table view" : "collection view"
        let expected = "Invalid update: invalid number of sections.  The number of sections contained in the \(view) after the update (3) "
            + "must be equal to the number of sections contained in the \(view) before the update (2), plus or minus the number "
            + "of sections inserted or deleted (0 inserted, 0 deleted)."
        f.expectRejection(.sectionCount, expected) {
            f.set("a b", "c d", "e")
        }
    }

    @Test("rule 13: a reloaded section counts as one deleted and one inserted", arguments: bothStyles)
    func sectionCountWithReload(style: RecordingViewStyle) {
        let f = Fixture(style, "a b", "c d")
        let view = style == .table ? "table view" : "collection view"
        let expected = "Invalid update: invalid number of sections.  The number of sections contained in the \(view) after the update (1) "
            + "must be equal to the number of sections contained in the \(view) before the update (2), plus or minus the number "
            + "of sections inserted or deleted (1 inserted, 1 deleted)."
        f.expectRejection(.sectionCount, expected) {
            f.set("x")
            f.view.reloadSectionIndexes(0)
        }
    }

    @Test("rule 14: an item disappears without being deleted", arguments: bothStyles)
    func itemCount(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        let expected = switch style {
        case .table:
            "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the "
                + "update (5) must be equal to the number of rows contained in that section before the update (6), plus or minus "
                + "the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number "
                + "of rows moved into or out of that section (0 moved in, 0 moved out)."
        case .collection:
            "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the "
                + "update (5) must be equal to the number of items contained in that section before the update (6), plus or minus "
                + "the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number "
                + "of items moved into or out of that section (0 moved in, 0 moved out)."
        }
        f.expectRejection(.itemCount, expected) {
            f.set("a b c d e")
        }
    }

    @Test("rule 14: moves between sections count in and out; the new section index is reported", arguments: bothStyles)
    func itemCountWithMoves(style: RecordingViewStyle) {
        // Section 0 is deleted, so old section 1 is new section 0 and old 2 is new 1.
        let f = Fixture(style, "x", "a b c", "d e")
        let rows = style == .table ? "rows" : "items"
        let expected = "Invalid update: invalid number of \(rows) in section 1.  The number of \(rows) contained in an existing "
            + "section after the update (3) must be equal to the number of \(rows) contained in that section before the update (2), "
            + "plus or minus the number of \(rows) inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus "
            + "the number of \(rows) moved into or out of that section (1 moved in, 0 moved out)."
        f.expectRejection(.itemCount, expected) {
            // The last section gains `a` (moved in) and `y` (inserted) but the
            // data also loses `e`, which is not deleted: 3 items instead of 4.
            f.set("b c", "a d y")
            f.view.deleteSectionIndexes(0)
            f.view.moveCell(path(1, 0), path(1, 0))
            f.view.insertCells([path(1, 2)])
        }
    }

    @Test("rule 14: a move inside a section that itself moves counts neither in nor out", arguments: bothStyles)
    func moveInsideMovedSection(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b", "c d")
        f.expectApplied(["c d", "b a"]) {
            f.set("c d", "b a")
            f.view.moveSection(0, toSection: 1)
            f.view.moveCell(path(0, 0), path(1, 1))
        }
        try f.view.verifyDisplaysDataSource()

        // The same kind of batch with an unannounced extra item: the message
        // reports no move in or out for the moved section.
        let g = Fixture(style, "a b", "c d")
        let rows = style == .table ? "rows" : "items"
        let expected = "Invalid update: invalid number of \(rows) in section 1.  The number of \(rows) contained in an existing "
            + "section after the update (3) must be equal to the number of \(rows) contained in that section before the update (2), "
            + "plus or minus the number of \(rows) inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus "
            + "the number of \(rows) moved into or out of that section (0 moved in, 0 moved out)."
        g.expectRejection(.itemCount, expected) {
            g.set("c d", "b a z")
            g.view.moveSection(0, toSection: 1)
            g.view.moveCell(path(0, 0), path(1, 1))
        }
    }
}
