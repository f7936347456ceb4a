import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

// What differs by UIKit release: docs/uikit-batch-rules.md, "Releases".

/// The 16.4 heading of a count mismatch, for `style`.
private func heading(_ style: RecordingViewStyle) -> String {
    switch style {
    case .table:
        "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after "
            + "performing the batch updates are inconsistent with the updates."
    case .collection:
        "Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after "
            + "performing the batch updates are inconsistent with the updates."
    }
}

/// The older rule 14 text for one section without moves.
private func olderItemCount(_ style: RecordingViewStyle, after: Int, before: Int, inserted: Int, deleted: Int) -> String {
    let items = style == .table ? "rows" : "items"
    return "Invalid update: invalid number of \(items) in section 0.  The number of \(items) contained in an existing section after the "
        + "update (\(after)) must be equal to the number of \(items) contained in that section before the update (\(before)), plus or minus "
        + "the number of \(items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number "
        + "of \(items) moved into or out of that section (0 moved in, 0 moved out)."
}

/// Rules 13 and 14 and the fallbacks, per release.
@Suite("Batch update rules by UIKit release")
struct BatchUpdateReleaseTests {
    @Test("the newest release modelled is the default: iOS 16.4")
    func newestIsTheDefault() {
        #expect(UIKitRelease.newest == .iOS16_4)
        #expect(RecordingView(style: .collection).uikitRelease == .iOS16_4)
        #expect(UIKitRelease.allCases.map(\.rawValue) == ["iOS 16.3", "iOS 16.4"])
    }

    @Test("a count mismatch on a collection view, iOS 16.3: the older text")
    func collectionCountMismatch16_3() {
        let f = Fixture(.collection, release: .iOS16_3, "a b c")
        let expected = "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after "
            + "the update (2) must be equal to the number of items contained in that section before the update (3), plus or minus the "
            + "number of items inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of items "
            + "moved into or out of that section (0 moved in, 0 moved out)."
        f.expectRejection(.itemCount, expected) {
            f.set("a c")
            f.view.deleteItems(at: [path(0, 1)])
            f.view.insertItems(at: [path(0, 1)])
        }
    }

    @Test("a count mismatch on a collection view, iOS 16.4: counts before and after, and the updates")
    func collectionCountMismatch16_4() {
        let f = Fixture(.collection, release: .iOS16_4, "a b c")
        let expected = """
            Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after \
            performing the batch updates are inconsistent with the updates.
            Data source before updates = { 1 section with item counts: [3] }
            Data source after updates = { 1 section with item counts: [2] }
            Updates = [
            \tDelete item (0 - 1),
            \tInsert item (0 - 1)
            ]
            """
        f.expectRejection(.itemCount, expected) {
            f.set("a c")
            f.view.deleteItems(at: [path(0, 1)])
            f.view.insertItems(at: [path(0, 1)])
        }
    }

    @Test("a count mismatch on a table view, iOS 16.4: rows, deletes from the last to the first")
    func tableCountMismatch16_4() {
        let f = Fixture(.table, release: .iOS16_4, "a b c")
        let expected = heading(.table) + "\n"
            + "Data source before updates = { 1 section with row counts: [3] }\n"
            + "Data source after updates = { 1 section with row counts: [3] }\n"
            + "Updates = [\n\tDelete row (0 - 1),\n\tDelete row (0 - 0)\n]"
        f.expectRejection(.itemCount, expected) {
            f.view.deleteRows(at: [path(0, 0), path(0, 1)], with: .automatic)
        }
    }

    @Test("iOS 16.4 lists a reload as a delete and an insert", arguments: bothStyles)
    func reloadIsADeleteAndAnInsert(style: RecordingViewStyle) {
        let f = Fixture(style, release: .iOS16_4, "a b", "c")
        let word = style == .table ? "row" : "item"
        let expected = heading(style) + "\n"
            + "Data source before updates = { 2 sections with \(word) counts: [2, 1] }\n"
            + "Data source after updates = { 2 sections with \(word) counts: [3, 1] }\n"
            + "Updates = [\n\tDelete \(word) (0 - 1),\n\tInsert \(word) (0 - 1)\n]"
        f.expectRejection(.itemCount, expected) {
            f.set("a b x", "c")
            f.view.reloadCells([path(0, 1)])
        }
    }

    @Test("iOS 16.4: a section count mismatch has the same text, sections singular and plural", arguments: bothStyles)
    func sectionCountMismatch16_4(style: RecordingViewStyle) {
        let f = Fixture(style, release: .iOS16_4, "a b")
        let word = style == .table ? "row" : "item"
        let expected = heading(style) + "\n"
            + "Data source before updates = { 1 section with \(word) counts: [2] }\n"
            + "Data source after updates = { 2 sections with \(word) counts: [3, 1] }\n"
            + "Updates = [\n\tInsert \(word) (0 - 2)\n]"
        f.expectRejection(.sectionCount, expected) {
            f.set("a b c", "d")
            f.view.insertCells([path(0, 2)])
        }
    }

    @Test("iOS 16.4 keeps the older text where the notation of the batch's operations is not attested", arguments: bothStyles)
    func unattestedNotationKeepsTheOlderText(style: RecordingViewStyle) {
        // No operation at all: the empty update list's notation is not attested.
        let f = Fixture(style, release: .iOS16_4, "a b c")
        f.expectRejection(.itemCount, olderItemCount(style, after: 2, before: 3, inserted: 0, deleted: 0)) {
            f.set("a b")
        }
        // A move: "Move ..." is not attested.
        f.expectRejection(.itemCount, olderItemCount(style, after: 4, before: 3, inserted: 0, deleted: 0)) {
            f.set("b a c d")
            f.view.moveCell(path(0, 0), path(0, 1))
        }
    }

    @Test("iOS 16.4 raises the same text off screen", arguments: bothStyles)
    func offScreen16_4(style: RecordingViewStyle) {
        let f = Fixture(style, release: .iOS16_4, "a b c")
        f.view.isVisibleOnScreen = false
        let word = style == .table ? "row" : "item"
        let expected = heading(style) + "\n"
            + "Data source before updates = { 1 section with \(word) counts: [3] }\n"
            + "Data source after updates = { 1 section with \(word) counts: [1] }\n"
            + "Updates = [\n\tDelete \(word) (0 - 1)\n]"
        f.expectRejection(.itemCount, expected) {
            f.set("a")
            f.view.deleteCells([path(0, 1)])
        }
        #expect(f.view.fallbackCount == 0)
    }

    @Test("iOS 16.3: a collection view off screen reloads all data for a count mismatch")
    func collectionOffScreen16_3() throws {
        let f = Fixture(.collection, release: .iOS16_3, "a b c")
        f.view.isVisibleOnScreen = false
        var completions: [Bool] = []
        try f.view.performBatchUpdates({
            f.set("a")
            f.view.deleteItems(at: [path(0, 1)])
        }, completion: { completions.append($0) })
        #expect(Array(f.view.events.suffix(2)) == [
            .fallbackToReloadData(olderItemCount(.collection, after: 1, before: 3, inserted: 0, deleted: 1)), .animationsCompleted(true),
        ])
        #expect(f.view.fallbackCount == 1)
        #expect(f.view.rejections.isEmpty)
        #expect(completions == [true])
        #expect(f.shown == ["a"])
        #expect(f.showsData)
    }

    @Test("iOS 16.3: a table view off screen still raises for a count mismatch (no fallback is reported)")
    func tableOffScreen16_3() {
        let f = Fixture(.table, release: .iOS16_3, "a b c")
        f.view.isVisibleOnScreen = false
        f.expectRejection(.itemCount, olderItemCount(.table, after: 1, before: 3, inserted: 0, deleted: 1)) {
            f.set("a")
            f.view.deleteRows(at: [path(0, 1)], with: .automatic)
        }
    }

    @Test("iOS 16.4: the table view raises where it used to reload, rule 5")
    func formerFallbackRule5Raises() {
        let f = Fixture(.table, release: .iOS16_4, "a b c", "d e")
        f.expectRejection(.moveFromDeletedSection, "cannot move a row from a deleted section (0)") {
            f.set("b d e")
            f.view.deleteSectionIndexes(0)
            f.view.moveCell(path(0, 1), path(0, 0))
        }
        #expect(f.view.fallbackCount == 0)
    }

    @Test("iOS 16.4: the table view raises where it used to reload, rule 9")
    func formerFallbackRule9Raises() {
        let f = Fixture(.table, release: .iOS16_4, "a b c", "d e")
        f.expectRejection(.moveIntoInsertedSection, "cannot move a row into a newly inserted section (1)") {
            f.set("b c", "a", "d e")
            f.view.insertSectionIndexes(1)
            f.view.moveCell(path(0, 0), path(1, 0))
        }
        #expect(f.view.fallbackCount == 0)
    }

    @Test("rules 1-12 read the same in both releases", arguments: UIKitRelease.allCases)
    func otherRulesDoNotChange(release: UIKitRelease) {
        let f = Fixture(.collection, release: release, "a b")
        f.expectRejection(.deleteItemOutOfBounds, "attempt to delete item 5 from section 0 which only contains 2 items before the update") {
            f.view.deleteItems(at: [path(0, 5)])
        }
    }
}
