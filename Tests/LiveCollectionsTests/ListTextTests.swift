import Foundation
@testable import LiveCollections
import Testing

/// The list text of deltas and events is what an array's description writes.
@Suite struct ListTextTests {
    @Test func integersAndPairsReadAsTheirArrayDescription() {
        let integers = [0, -3, 42, Int.max, Int.min]
        let pairs = [IndexPair(source: 2, target: 1), IndexPair(source: 0, target: 30)]
        #expect(integers.listText == integers.description)
        #expect([Int]().listText == [Int]().description)
        #expect(pairs.listText == pairs.description)
        #expect(pairs.listText == "[2->1, 0->30]")
        let path = IndexPath(item: 4, section: 1)
        #expect(path.listText == path.description)
        #expect([path, IndexPath(item: 0, section: 0)].listText == "[[1, 4], [0, 0]]")
    }

    @Test func deltaTextsKeepTheirNotation() {
        let delta = IndexDelta(deletions: [0, 1], insertions: [4], reloads: [IndexPair(source: 2, target: 1)], moves: [IndexPair(source: 3, target: 0)])
        #expect(delta.description == "IndexDelta(deletions: [0, 1], insertions: [4], reloads: [2->1], moves: [3->0])")
        let paths = IndexPathDelta(
            deletions: [IndexPath(item: 1, section: 0)], insertions: [],
            reloads: [], moves: [IndexPathPair(source: IndexPath(item: 2, section: 0), target: IndexPath(item: 0, section: 1))]
        )
        #expect(paths.description == "IndexPathDelta(deletions: [[0, 1]], insertions: [], reloads: [], moves: [[0, 2]->[1, 0]])")
    }
}
