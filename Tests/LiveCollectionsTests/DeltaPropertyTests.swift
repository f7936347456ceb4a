import Foundation
import Testing
import LiveCollections
import LiveCollectionsTesting

/// Random pairs of data sets, every delta replayed through the recording
/// view. The run's seed is printed with any failure; set
/// `LIVECOLLECTIONS_SEED` to that number to replay the same cases.
@Suite("Delta properties (seeded)")
struct DeltaPropertyTests {
    @Test func randomItemPairsLandWithMinimalMoves() {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var data = RandomData(generator: generator)
        let shapes = UpdateShape.allCases
        var failures = 0
        for index in 0..<10_000 where failures < 5 {
            let shape = shapes[index % shapes.count]
            let (source, target) = data.pair(shape)
            let delta = IndexDelta(from: source, to: target)
            let context = "seed \(generator.seed), case \(index) (\(shape)): \(source) -> \(target): \(delta)"
            let style: RecordingViewStyle = index.isMultiple(of: 2) ? .table : .collection
            do {
                try DeltaReplay.replay(delta, from: source, to: target, style: style)
            } catch {
                failures += 1
                Issue.record("\(error) — \(context)")
                continue
            }
            let sourcePositions = Dictionary(uniqueKeysWithValues: source.enumerated().map { ($1.id, $0) })
            let survivors = target.compactMap { sourcePositions[$0.id] }
            let minimumMoves = survivors.count - longestIncreasingSubsequenceLength(survivors)
            let changed = target.enumerated().compactMap { j, item in
                sourcePositions[item.id].flatMap { source[$0] != item ? IndexPair(source: $0, target: j) : nil }
            }
            if delta.moves.count != minimumMoves || Set(delta.reloads) != Set(changed) || delta.reloads.count != changed.count {
                failures += 1
                Issue.record("moves \(delta.moves.count) (minimum \(minimumMoves)), reloads \(delta.reloads) (expected \(changed)) — \(context)")
            }
        }
    }

    @Test func randomSectionedPairsLandWithMinimalMoves() {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var data = RandomData(generator: generator)
        var failures = 0
        for index in 0..<2_000 where failures < 5 {
            let source = data.sections()
            let target = data.sectionedTarget(from: source)
            let calculation = SectionDeltaCalculation(from: source, to: target)
            let context = "seed \(generator.seed), case \(index): \(source) -> \(target): \(calculation.delta)"
            let style: RecordingViewStyle = index.isMultiple(of: 2) ? .table : .collection
            do {
                try DeltaReplay.replay(calculation.delta, from: source, to: target, style: style)
            } catch {
                failures += 1
                Issue.record("\(error) — \(context)")
                continue
            }
            let expected = minimumMoves(from: source, to: target)
            let delta = calculation.delta
            if calculation.isFullReplacement || delta.sectionDelta.moves.count != expected.sections || delta.itemDelta.moves.count != expected.items {
                failures += 1
                Issue.record("section moves \(delta.sectionDelta.moves.count) (minimum \(expected.sections)), item moves \(delta.itemDelta.moves.count) (minimum \(expected.items)) — \(context)")
            }
        }
    }

    /// The fewest section and item moves for the staging of `SectionDelta`,
    /// computed independently: surviving sections outside a longest
    /// increasing run move; within a surviving section, staying items outside
    /// a longest increasing run move; items changing between two surviving
    /// or newly inserted sections always move.
    func minimumMoves(from source: [TestSection], to target: [TestSection]) -> (sections: Int, items: Int) {
        let sourceSection = Dictionary(uniqueKeysWithValues: source.enumerated().map { ($1.id, $0) })
        let targetIDs = Set(target.map(\.id))
        let survivingSections = target.compactMap { sourceSection[$0.id] }
        let sectionMoves = survivingSections.count - longestIncreasingSubsequenceLength(survivingSections)

        var home: [Int: (section: Int, row: Int)] = [:]
        for (s, section) in source.enumerated() {
            for (row, item) in section.items.enumerated() { home[item.id] = (s, row) }
        }
        var itemMoves = 0
        for section in target {
            var stayingRows: [Int] = []
            for item in section.items {
                guard let (s, row) = home[item.id], targetIDs.contains(source[s].id) else { continue }
                if source[s].id == section.id { stayingRows.append(row) } else { itemMoves += 1 }
            }
            itemMoves += stayingRows.count - longestIncreasingSubsequenceLength(stayingRows)
        }
        return (sectionMoves, itemMoves)
    }
}
