import Foundation
import Testing
import LiveCollections
@testable import LiveCollectionsTesting

/// The batch normalisation sorts and dedupes paths as integer pairs; it must
/// give what sorting and deduping `IndexPath`s gives.
@Suite("Sorted paths (seeded)")
struct SortedPathsTests {
    @Test func pairsSortLikeIndexPaths() {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var random = generator
        for round in 0..<500 {
            let count = Int.random(in: 0...40, using: &random)
            var paths = (0..<count).map { _ in
                IndexPath(itemIndex: Int.random(in: -1...6, using: &random), sectionIndex: Int.random(in: -1...3, using: &random))
            }
            // Now and then a malformed path, which takes the IndexPath route.
            if round % 7 == 0 { paths.append(IndexPath(index: Int.random(in: 0...3, using: &random))) }
            let context = "seed \(generator.seed), round \(round): \(paths)"
            #expect(paths.sortedPaths(unique: false) == paths.sorted(), "\(context)")
            #expect(paths.sortedPaths(unique: true) == paths.uniqued().sorted(), "\(context)")

            let moves = (0..<count).map { index in
                IndexPathPair(source: paths[index % max(paths.count, 1)], target: IndexPath(itemIndex: Int.random(in: 0...3, using: &random), sectionIndex: 0))
            }
            let expected = moves.uniqued().sorted { ($0.source, $0.target) < ($1.source, $1.target) }
            #expect(moves.sortedUniquePairs() == expected, "\(context)")
        }
    }
}
