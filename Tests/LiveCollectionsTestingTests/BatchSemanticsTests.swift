import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

// Rules (1-15) and normalisations (N1-N3) are numbered as in
// docs/uikit-batch-rules.md.

/// How batches are gathered, checked and applied, beyond the single rules.
@Suite("Batch semantics")
struct BatchSemanticsTests {
    @Test("the first failing rule wins: rule 3 before rule 7", arguments: bothStyles)
    func firstRuleWinsDeleteBeforeInsert(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c")
        let expected = switch style {
        case .table: "attempt to delete row 9 from section 0 which only contains 3 rows before the update"
        case .collection: "attempt to delete item 9 from section 0 which only contains 3 items before the update"
        }
        f.expectRejection(.deleteItemOutOfBounds, expected) {
            f.set("a b")
            f.view.insertCells([path(0, 7)])  // breaks rule 7
            f.view.deleteCells([path(0, 9)])  // breaks rule 3
        }
    }

    @Test("the first failing rule wins: rule 1 before rule 14", arguments: bothStyles)
    func firstRuleWinsReloadBeforeCounts(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c")
        f.expectRejection(.deleteAndReload, "attempt to delete and reload the same index path ([0, 1])") {
            f.set("a b c d e")  // breaks rule 14
            f.view.deleteCells([path(0, 1)])
            f.view.reloadCells([path(0, 1)])
        }
    }

    @Test("nested performBatchUpdates merge into the outermost batch", arguments: bothStyles)
    func nestedBatchesMerge(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b c")
        var completions: [String] = []
        try f.view.performBatchUpdates({
            f.set("b c d")
            f.view.deleteCells([path(0, 0)])
            // Alone, this inner batch would break rule 14; merged, it is fine.
            try? f.view.performBatchUpdates({
                f.view.insertCells([path(0, 2)])
            }, completion: { completions.append("inner \($0)") })
            #expect(completions.isEmpty, "nothing completes before the outermost batch ends")
        }, completion: { completions.append("outer \($0)") })
        #expect(completions == ["outer true", "inner true"])
        #expect(f.shown == ["b c d"])
        #expect(f.view.events.filter { $0 == .beginBatch }.count == 1)
        #expect(f.view.events.filter { $0 == .endBatch }.count == 1)
    }

    @Test("nested beginUpdates/endUpdates merge, also with performBatchUpdates inside", arguments: bothStyles)
    func nestedBeginEndMerge(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b c")
        f.view.beginUpdates()
        f.set("x b c d")
        f.view.beginUpdates()
        f.view.reloadCells([path(0, 0)])
        try f.view.endUpdates()
        #expect(f.shown == ["a b c"], "the inner endUpdates applies nothing")
        try f.view.performBatchUpdates {
            f.view.insertCells([path(0, 3)])
        }
        #expect(f.shown == ["a b c"])
        try f.view.endUpdates()
        #expect(f.shown == ["x b c d"])
        #expect(f.view.events.map(\.description).first == "beginBatch")
        #expect(f.view.events.last == .endBatch)
    }

    @Test("endUpdates without beginUpdates does nothing", arguments: bothStyles)
    func unbalancedEndUpdates(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b c")
        try f.view.endUpdates()
        #expect(f.view.events.isEmpty)
    }

    @Test("the order of calls inside a batch does not matter", arguments: bothStyles)
    func callOrderIrrelevant(style: RecordingViewStyle) {
        let target = ["c x", "b a y"]
        let operations: [(RecordingView) -> Void] = [
            { $0.deleteCells([path(0, 1)]) },
            { $0.moveCell(path(0, 0), path(1, 1)) },
            { $0.moveCell(path(1, 0), path(0, 0)) },
            { $0.insertCells([path(0, 1), path(1, 2)]) },
            { $0.moveSection(0, toSection: 1) },
        ]
        for order in [[0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [2, 4, 0, 3, 1]] {
            let f = Fixture(style, "a d b", "c")
            f.expectApplied(target) {
                f.set("c x", "b a y")
                for index in order { operations[index](f.view) }
            }
        }
        // A rejected batch reports the same violation whatever the order.
        var messages: Set<String> = []
        for order in [[0, 1], [1, 0]] {
            let f = Fixture(style, "a b c")
            try? f.view.performBatchUpdates {
                f.set("a b c")
                let calls: [() -> Void] = [
                    { f.view.moveCell(path(0, 0), path(0, 9)) },
                    { f.view.moveCell(path(0, 7), path(0, 0)) },
                ]
                for index in order { calls[index]() }
            }
            messages.formUnion(f.view.rejections.map(\.message))
        }
        #expect(messages.count == 1)
    }

    @Test("a section move combined with item moves between sections lands on the data", arguments: bothStyles)
    func sectionMoveWithItemMoves(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b", "c d", "e")
        // Old section 0 moves to the end; `c` moves into it, `b` out of it.
        f.expectApplied(["d b", "e", "c a"]) {
            f.set("d b", "e", "c a")
            f.view.moveSection(0, toSection: 2)
            f.view.moveCell(path(1, 0), path(2, 0))
            f.view.moveCell(path(0, 1), path(0, 1))
        }
        try f.view.verifyDisplaysDataSource()
    }

    @Test("moved cells keep their old content until reloaded", arguments: bothStyles)
    func movedCellsKeepContent(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b c")
        f.expectApplied(["b c a"]) {
            f.set("b c a(a2)")
            f.view.moveCell(path(0, 0), path(0, 2))
        }
        #expect(throws: BatchUpdateError.self) { try f.view.verifyDisplaysDataSource() }
        f.expectApplied(["b c a(a2)"]) {
            f.view.reloadCells([path(0, 2)])
        }
        try f.view.verifyDisplaysDataSource()
    }

    @Test("display mismatch: right counts, move declared to the wrong destination", arguments: bothStyles)
    func wrongMoveDestination(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c d e f")
        f.expectRejection(
            .displayMismatch,
            "after the batch the view would display c at index path ([0, 4]) but the data source holds f"
        ) {
            f.set("a b d e f c")
            f.view.moveCell(path(0, 2), path(0, 4))
        }
        #expect(f.shown == ["a b c d e f"])
        #expect(f.view.rejections.first?.description
            == "display mismatch: after the batch the view would display c at index path ([0, 4]) "
            + "but the data source holds f")
    }

    @Test("display mismatch: a data change with no operations at all", arguments: bothStyles)
    func unannouncedSwap(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c")
        f.expectRejection(
            .displayMismatch,
            "after the batch the view would display a at index path ([0, 0]) but the data source holds b"
        ) {
            f.set("b a c")
        }
    }

    @Test("a view that never loaded loads before the update closure runs", arguments: bothStyles)
    func firstLoadBeforeClosure(style: RecordingViewStyle) throws {
        let source = SectionedArrayDataSource(items: ["a", "b"])
        let view = RecordingView(style: style, dataSource: source)
        try view.performBatchUpdates {
            source.sections = [cells("a b c")]
            view.insertCells([path(0, 2)])
        }
        #expect(view.displayedSections == [cells("a b c")])
    }

    @Test("an operation on a view that never loaded, after the data changed, is UIKit's classic crash", arguments: bothStyles)
    func firstLoadImplicitOperation(style: RecordingViewStyle) {
        let source = SectionedArrayDataSource(items: ["a", "b"])
        let view = RecordingView(style: style, dataSource: source)
        source.sections = [cells("a b c")]
        view.insertCells([path(0, 2)])
        #expect(view.rejections.map(\.rule) == [.itemCount])
        #expect(view.displayedSections == [cells("a b c")])
    }

    @Test("an operation outside a batch is applied at once; a rejected one is logged, not thrown", arguments: bothStyles)
    func implicitBatches(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c")
        f.set("a b c d")
        f.view.insertCells([path(0, 3)])
        #expect(f.shown == ["a b c d"])
        #expect(f.view.rejections.isEmpty)
        f.view.deleteCells([path(0, 9)])
        #expect(f.shown == ["a b c d"])
        #expect(f.view.rejections.map(\.rule) == [.deleteItemOutOfBounds])
        #expect(f.view.events.last == .rejected(f.view.rejections[0].message))
    }

    @Test("reloadData inside a batch drops its operations and shows the data", arguments: bothStyles)
    func reloadDataInsideBatch(style: RecordingViewStyle) throws {
        let f = Fixture(style, "a b c")
        try f.view.performBatchUpdates {
            f.set("z")
            f.view.deleteCells([path(0, 9)])
            f.view.reloadData()
        }
        #expect(f.showsData)
        #expect(f.view.rejections.isEmpty)
    }

    @Test("malformed or negative index paths are rejected, never trapped on", arguments: bothStyles)
    func malformedIndexPaths(style: RecordingViewStyle) {
        let f = Fixture(style, "a b c")
        f.view.insertCells([IndexPath(indexes: [0])])
        f.view.deleteCells([IndexPath()])
        f.view.moveCell(IndexPath(indexes: [0, 1, 2]), path(0, 0))
        f.view.reloadCells([path(0, -1)])
        f.view.deleteSectionIndexes(7)
        #expect(f.view.rejections.map(\.rule) == [
            .insertItemOutOfBounds, .deleteItemOutOfBounds, .moveItemOutOfBounds, .deleteItemOutOfBounds, .deleteSectionOutOfBounds,
        ])
        #expect(f.shown == ["a b c"])
    }

    @Test("a view without a data source shows nothing", arguments: bothStyles)
    func noDataSource(style: RecordingViewStyle) throws {
        let view = RecordingView(style: style)
        #expect(view.numberOfSections == 0)
        #expect(view.numberOfItems(inSection: 3) == 0)
        try view.performBatchUpdates {}
        try view.verifyDisplaysDataSource()
    }
}
