import Foundation
import Testing
import LiveCollections
import LiveCollectionsTesting

@Suite("IndexDelta: one section")
struct IndexDeltaTests {
    /// Calculates the delta, replays it through both view styles and returns it.
    func delta<T: UniquelyIdentifiable>(_ source: [T], _ target: [T]) throws -> IndexDelta {
        let delta = IndexDelta(from: source, to: target)
        for style in [RecordingViewStyle.table, .collection] {
            try DeltaReplay.replay(delta, from: source, to: target, style: style)
        }
        return delta
    }

    @Test func moveOneItemForwardGivesOneMove() throws {
        let delta = try delta(letters("ABCDE"), letters("BCADE"))
        #expect(delta == IndexDelta(moves: [IndexPair(source: 0, target: 2)]))
    }

    @Test func moveOneItemToTheEndGivesOneMove() throws {
        let delta = try delta(letters("abcdef"), letters("abdefc"))
        #expect(delta == IndexDelta(moves: [IndexPair(source: 2, target: 5)]))
    }

    @Test func insertionsAndDeletionsAloneNeverMove() throws {
        let delta = try delta(letters("abcdef"), letters("xbcyefz"))
        #expect(delta.moves.isEmpty)
        #expect(delta.deletions == [0, 3])
        #expect(delta.insertions == [0, 3, 6])
        #expect(delta.reloads.isEmpty)
    }

    @Test func noChangeIsEmpty() throws {
        let delta = try delta(letters("abc"), letters("abc"))
        #expect(delta == .empty)
        #expect(!delta.hasChanges)
        #expect(delta.changeCount == 0)
    }

    @Test func emptyToFullAndFullToEmpty() throws {
        #expect(try delta([String](), letters("abc")) == IndexDelta(insertions: [0, 1, 2]))
        #expect(try delta(letters("abc"), [String]()) == IndexDelta(deletions: [0, 1, 2]))
    }

    @Test func reloadsAreExactlyTheChangedSurvivors() throws {
        let source = (0..<6).map { TestItem(id: $0) }
        var target = source
        target[2].version = 1
        target[4].version = 3
        let delta = try delta(source, target)
        #expect(delta == IndexDelta(reloads: [IndexPair(source: 2, target: 2), IndexPair(source: 4, target: 4)]))
    }

    @Test func movedAndChangedItemIsInMovesAndReloads() throws {
        let source = (0..<5).map { TestItem(id: $0) }
        var target = Array(source.dropFirst()) + [TestItem(id: 0, version: 1)]
        target[1].version = 2  // id 2 changes but does not move
        let delta = try delta(source, target)
        #expect(delta.moves == [IndexPair(source: 0, target: 4)])
        #expect(delta.reloads == [IndexPair(source: 2, target: 1), IndexPair(source: 0, target: 4)])
        #expect(delta.changeCount == 3)
    }

    /// As the original's initialiser: deletions and insertions ascending,
    /// reloads and moves by source descending, whatever order they are
    /// given in; so `==` does not depend on the order a delta was written.
    @Test func aDeltaKeepsItsPartsInTheOriginalsOrder() {
        let written = IndexDelta(
            deletions: [4, 1, 3], insertions: [2, 0],
            reloads: [IndexPair(source: 0, target: 0), IndexPair(source: 5, target: 2), IndexPair(source: 2, target: 1)],
            moves: [IndexPair(source: 2, target: 1), IndexPair(source: 6, target: 0)])
        #expect(written.deletions == [1, 3, 4])
        #expect(written.insertions == [0, 2])
        #expect(written.reloads == [IndexPair(source: 5, target: 2), IndexPair(source: 2, target: 1), IndexPair(source: 0, target: 0)])
        #expect(written.moves == [IndexPair(source: 6, target: 0), IndexPair(source: 2, target: 1)])
        let reordered = IndexDelta(
            deletions: [3, 4, 1], insertions: [0, 2],
            reloads: [IndexPair(source: 2, target: 1), IndexPair(source: 0, target: 0), IndexPair(source: 5, target: 2)],
            moves: [IndexPair(source: 6, target: 0), IndexPair(source: 2, target: 1)])
        #expect(written == reordered)
        #expect(written.hashValue == reordered.hashValue)
    }

    /// The engine's deltas are in that order too, and a delta read back
    /// from JSON written in another order is put in it.
    @Test func calculatedAndDecodedDeltasAreInTheOriginalsOrder() throws {
        let source = (0..<8).map { TestItem(id: $0) }
        var target = Array(source.reversed())
        target[3].version = 1
        target[6].version = 1
        let calculated = try delta(source, target)
        #expect(calculated.moves.map(\.source) == calculated.moves.map(\.source).sorted(by: >))
        #expect(calculated.reloads.map(\.source) == [4, 1])
        let json = #"{"deletions":[2,0],"insertions":[1,0],"reloads":[],"moves":[{"source":1,"target":3},{"source":3,"target":1}]}"#
        let decoded = try JSONDecoder().decode(IndexDelta.self, from: Data(json.utf8))
        #expect(decoded.deletions == [0, 2] && decoded.insertions == [0, 1])
        #expect(decoded.moves == [IndexPair(source: 3, target: 1), IndexPair(source: 1, target: 3)])
    }

    @Test func reversalMovesAllButOne() throws {
        let source = Array(0..<8)
        let delta = try delta(source, source.reversed())
        #expect(delta.moves.count == 7)
        #expect(delta.deletions.isEmpty && delta.insertions.isEmpty && delta.reloads.isEmpty)
    }

    @Test func duplicateIdentifiersAreReportedAndReplaceEverything() throws {
        let source = letters("ABAC")
        let target = letters("CBDD")
        let calculation = DeltaCalculation(from: source, to: target)
        #expect(calculation.isFullReplacement)
        #expect(calculation.duplicates == DuplicateIdentifiers(source: ["A"], target: ["D"]))
        #expect(calculation.delta == IndexDelta(deletions: [0, 1, 2, 3], insertions: [0, 1, 2, 3]))
        for style in [RecordingViewStyle.table, .collection] {
            try DeltaReplay.replay(calculation.delta, from: source, to: target, style: style)
        }
    }

    @Test func duplicateNewIdentifierIsCaught() {
        // "X" is not in the source: the repeat is among insertions.
        let calculation = DeltaCalculation(from: letters("ab"), to: letters("aXbX"))
        #expect(calculation.duplicates == DuplicateIdentifiers(source: [], target: ["X"]))
    }

    @Test func uniqueDataReportsNoDuplicates() {
        let calculation = DeltaCalculation(from: letters("ab"), to: letters("ba"))
        #expect(!calculation.isFullReplacement)
        #expect(calculation.duplicates == nil)
    }

    /// As the original library prints them: its `IndexPair` writes
    /// `(source, target)`; its deltas and `IndexPathPair` are Swift's
    /// default. The recording keeps its own notation (`logText`).
    @Test func descriptionsAreTheOriginalsAndTheLogKeepsItsNotation() {
        let delta = IndexDelta(deletions: [0], insertions: [4], reloads: [IndexPair(source: 2, target: 1)], moves: [IndexPair(source: 3, target: 0)])
        #expect(String(describing: delta) == "IndexDelta(deletions: [0], insertions: [4], reloads: [(2, 1)], moves: [(3, 0)])")
        #expect(IndexPair(source: 2, target: 1).debugDescription == "(2, 1)")
        #expect(delta.logText == "IndexDelta(deletions: [0], insertions: [4], reloads: [2->1], moves: [3->0])")
        let pair = IndexPathPair(source: IndexPath(itemIndex: 2, sectionIndex: 0), target: IndexPath(itemIndex: 0, sectionIndex: 1))
        #expect(String(describing: pair) == "IndexPathPair(source: [0, 2], target: [1, 0])")
        let paths = IndexPathDelta(deletions: [IndexPath(itemIndex: 1, sectionIndex: 0)], moves: [pair])
        #expect(String(describing: paths)
            == "IndexPathDelta(deletions: [[0, 1]], insertions: [], reloads: [], moves: [LiveCollections.IndexPathPair(source: [0, 2], target: [1, 0])])")
    }

    @Test func collectionDataCalculatesWithoutChangingItsItems() {
        let data = CollectionData(letters("abc"))
        let delta = data.calculateDelta(letters("cab"))
        #expect(delta == IndexDelta(moves: [IndexPair(source: 2, target: 0)]))
        #expect(data.items == letters("abc"))
        #expect(data.count == 3 && !data.isEmpty && data[1] == "b" && data.section == 0)
    }

    struct Movie: UniquelyIdentifiable, Sendable {
        typealias RawType = Movie
        let id: Int
        var title: String
        var uniqueID: Int { id }
    }

    @Test func theReadmeExampleSaysWhatItPrints() throws {
        let before = [Movie(id: 1, title: "Alien"), Movie(id: 2, title: "Brazil"), Movie(id: 3, title: "Cars")]
        let after = [Movie(id: 2, title: "Brazil"), Movie(id: 3, title: "Cars 2"), Movie(id: 1, title: "Alien"), Movie(id: 4, title: "Dune")]
        let delta = IndexDelta(from: before, to: after)
        #expect(String(describing: delta) == "IndexDelta(deletions: [], insertions: [3], reloads: [(2, 1)], moves: [(0, 2)])")
        try DeltaReplay.replay(delta, from: before, to: after, style: .table)
    }

    @Test func theReadmeLiveExampleSaysWhatItPrints() {
        let before = [Movie(id: 1, title: "Alien"), Movie(id: 2, title: "Brazil"), Movie(id: 3, title: "Cars")]
        let after = [Movie(id: 2, title: "Brazil"), Movie(id: 3, title: "Cars 2"), Movie(id: 1, title: "Alien"), Movie(id: 4, title: "Dune")]
        let scheduler = VirtualTimeScheduler()
        let movies = CollectionData(before, scheduler: scheduler)
        let dataSource = CollectionDataSource([movies])
        let table = RecordingView(style: .table, dataSource: dataSource, scheduler: scheduler)
        movies.view = table
        movies.update(after)
        scheduler.run()
        #expect(table.timedEvents.map(\.description) == [
            "t=0ms reloadData",
            "t=0ms beginBatch",
            "t=0ms moveItem [0, 0] -> [0, 2]",
            "t=0ms insertItems [[0, 3]] fade",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms reloadItems [[0, 1]] fade",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
        ])
        #expect(table.rejections.isEmpty)
    }
}
