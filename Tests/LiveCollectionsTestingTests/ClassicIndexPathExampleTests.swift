import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// The classic index-path examples on one section showing `a b c d e f`.
@Suite("Classic index-path examples")
struct ClassicIndexPathExampleTests {
    @Test("insert 3 at the end", arguments: bothStyles)
    func insertAtEnd(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        f.expectApplied(["a b c d e f g h i"]) {
            f.set("a b c d e f g h i")
            f.view.insertCells([path(0, 6), path(0, 7), path(0, 8)])
        }
    }

    @Test("delete 3 at the end", arguments: bothStyles)
    func deleteAtEnd(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        f.expectApplied(["a b c"]) {
            f.set("a b c")
            f.view.deleteCells([path(0, 3), path(0, 4), path(0, 5)])
        }
    }

    @Test("update (reload) item 2: new content, same identity", arguments: bothStyles)
    func reloadItem(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b c d e f")
        f.expectApplied(["a b c(c2) d e f"]) {
            f.set("a b c(c2) d e f")
            f.view.reloadCells([path(0, 2)])
        }
        try f.view.verifyDisplaysDataSource()
    }

    @Test("a content change without a reload leaves a stale cell that verifyDisplaysDataSource catches", arguments: bothStyles)
    func missingReload(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        // Identities are unchanged, so the batch itself is accepted...
        f.expectApplied(["a b c d e f"]) {
            f.set("a b c(c2) d e f")
        }
        // ...but the cell still shows the old content.
        #expect(throws: BatchUpdateError(
            rule: .displayMismatch, style: style,
            message: "the view displays c at index path ([0, 2]) but the data source holds c(c2)"
        )) {
            try f.view.verifyDisplaysDataSource()
        }
    }

    @Test("move c to the end", arguments: bothStyles)
    func moveToEnd(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b c d e f")
        f.expectApplied(["a b d e f c"]) {
            f.set("a b d e f c")
            f.view.moveCell(path(0, 2), path(0, 5))
        }
        try f.view.verifyDisplaysDataSource()
    }

    @Test("delete 3 at the start and insert 3 at the end in one batch", arguments: bothStyles)
    func deleteStartInsertEnd(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b c d e f")
        f.expectApplied(["d e f g h i"]) {
            f.set("d e f g h i")
            f.view.deleteCells([path(0, 0), path(0, 1), path(0, 2)])
            f.view.insertCells([path(0, 3), path(0, 4), path(0, 5)])
        }
        try f.view.verifyDisplaysDataSource()
    }

    @Test("the crash: inserts at 6, 7, 8 with deletes at 0, 1, 2 are rejected, the view unchanged", arguments: bothStyles)
    func insertsInBeforeSpaceCrash(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        let expected = switch style {
        case .collection: "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update"
        case .table: "attempt to insert row 6 into section 0, but there are only 6 rows in section 0 after the update"
        }
        f.expectRejection(.insertItemOutOfBounds, expected) {
            f.set("d e f g h i")
            f.view.insertCells([path(0, 6), path(0, 7), path(0, 8)])
            f.view.deleteCells([path(0, 0), path(0, 1), path(0, 2)])
        }
        #expect(f.shown == ["a b c d e f"])
    }

    @Test("the corrected form, inserts at 3, 4, 5 with deletes at 0, 1, 2, lands on the data", arguments: bothStyles)
    func correctedCrash(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b c d e f")
        f.expectApplied(["d e f g h i"]) {
            f.set("d e f g h i")
            f.view.insertCells([path(0, 3), path(0, 4), path(0, 5)])
            f.view.deleteCells([path(0, 0), path(0, 1), path(0, 2)])
        }
        #expect(f.view.rejections.isEmpty)
        try f.view.verifyDisplaysDataSource()
    }
}
