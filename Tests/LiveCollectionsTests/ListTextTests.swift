import Foundation
@testable import LiveCollections
import LiveCollectionsTesting
import Testing

/// The list text of deltas and events is what an array's description writes
/// (index pairs aside: the log writes `2->1`).
@Suite struct ListTextTests {
    @Test func integersAndPairsReadAsTheirArrayDescription() {
        let integers = [0, -3, 42, Int.max, Int.min]
        let pairs = [IndexPair(source: 2, target: 1), IndexPair(source: 0, target: 30)]
        #expect(integers.listText == integers.description)
        #expect([Int]().listText == [Int]().description)
        #expect(pairs.listText == "[2->1, 0->30]")
        let path = IndexPath(itemIndex: 4, sectionIndex: 1)
        #expect(path.listText == path.description)
        #expect([path, IndexPath(itemIndex: 0, sectionIndex: 0)].listText == "[[1, 4], [0, 0]]")
    }

    @Test func deltaTextsKeepTheirNotation() {
        let delta = IndexDelta(deletions: [0, 1], insertions: [4], reloads: [IndexPair(source: 2, target: 1)], moves: [IndexPair(source: 3, target: 0)])
        #expect(delta.logText == "IndexDelta(deletions: [0, 1], insertions: [4], reloads: [2->1], moves: [3->0])")
        let paths = IndexPathDelta(
            deletions: [IndexPath(itemIndex: 1, sectionIndex: 0)], insertions: [],
            reloads: [], moves: [IndexPathPair(source: IndexPath(itemIndex: 2, sectionIndex: 0), target: IndexPath(itemIndex: 0, sectionIndex: 1))]
        )
        #expect(paths.logText == "IndexPathDelta(deletions: [[0, 1]], insertions: [], reloads: [], moves: [[0, 2]->[1, 0]])")
    }

    /// Random lists, malformed index paths (other lengths) included, read as
    /// their `description`s.
    @Test func randomListsReadAsTheirDescription() {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var random = generator
        func number() -> Int {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: Int.random(in: -9...9, using: &random)
            case 1: Int.random(in: Int.min...Int.max, using: &random)
            default: Int.random(in: 0...200_000, using: &random)
            }
        }
        func path() -> IndexPath {
            IndexPath(indexes: (0..<[2, 2, 2, 0, 1, 3][Int.random(in: 0..<6, using: &random)]).map { _ in number() })
        }
        for round in 0..<300 {
            let context = "seed \(generator.seed), round \(round)"
            let count = Int.random(in: 0...30, using: &random)
            let integers = (0..<count).map { _ in number() }
            let lists = (0..<count % 4).map { _ in (0..<Int.random(in: 0...3, using: &random)).map { _ in number() } }
            let paths = (0..<count).map { _ in path() }
            let pairs = (0..<count).map { _ in IndexPair(source: number(), target: number()) }
            let pathPairs = (0..<count).map { _ in IndexPathPair(source: path(), target: path()) }
            #expect(integers.listText == integers.description, "\(context)")
            #expect(lists.listText == lists.description, "\(context)")
            #expect(paths.listText == paths.description, "\(context)")
            #expect(paths.map(\.listText) == paths.map(\.description), "\(context)")
            #expect(pairs.listText == "[" + pairs.map { "\($0.source)->\($0.target)" }.joined(separator: ", ") + "]", "\(context)")
            #expect(pathPairs.listText == "[" + pathPairs.map { "\($0.source)->\($0.target)" }.joined(separator: ", ") + "]", "\(context)")
        }
    }
}
