import Testing
import LiveCollections
import LiveCollectionsTesting

/// An identifier whose hash takes only `spread` values: identifiers that
/// differ share hash values, so the engine's index must tell them apart by
/// `==` alone.
struct CollidingID: Hashable, Sendable, CustomStringConvertible {
    let value: Int
    let spread: Int

    static func == (lhs: CollidingID, rhs: CollidingID) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value % spread) }
    var description: String { "\(value)" }
}

/// A ``TestItem`` under a ``CollidingID``.
struct CollidingItem: UniquelyIdentifiable, Sendable, CustomStringConvertible {
    typealias RawType = CollidingItem
    let item: TestItem
    let spread: Int

    var uniqueID: CollidingID { CollidingID(value: item.id, spread: spread) }
    var description: String { item.description }
    static func == (lhs: CollidingItem, rhs: CollidingItem) -> Bool { lhs.item == rhs.item }
}

/// The engine's identifier index (an open-addressing table keyed by hash)
/// gives the same deltas when hashes collide, and still finds every repeat.
@Suite("Colliding hashes (seeded)")
struct CollidingHashTests {
    @Test(arguments: [1, 3, 64])
    func deltasDoNotDependOnHashes(spread: Int) throws {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var data = RandomData(generator: generator)
        let shapes = UpdateShape.allCases
        var failures = 0
        for index in 0..<1_000 where failures < 5 {
            let shape = shapes[index % shapes.count]
            let (source, target) = data.pair(shape)
            let expected = IndexDelta(from: source, to: target)
            let collidingSource = source.map { CollidingItem(item: $0, spread: spread) }
            let collidingTarget = target.map { CollidingItem(item: $0, spread: spread) }
            let calculation = DeltaCalculation(from: collidingSource, to: collidingTarget)
            let context = "seed \(generator.seed), case \(index) (\(shape)), hash spread \(spread): \(source) -> \(target)"
            guard calculation.delta == expected, calculation.duplicates == nil else {
                failures += 1
                Issue.record("\(calculation.delta) (duplicates \(String(describing: calculation.duplicates))), expected \(expected) — \(context)")
                continue
            }
            do {
                try DeltaReplay.replay(calculation.delta, from: collidingSource, to: collidingTarget, style: index.isMultiple(of: 2) ? .table : .collection)
            } catch {
                failures += 1
                Issue.record("\(error) — \(context)")
            }
        }
    }

    @Test func repeatsAreFoundAmongCollidingIdentifiers() {
        func items(_ ids: [Int]) -> [CollidingItem] { ids.map { CollidingItem(item: TestItem(id: $0), spread: 1) } }
        // Every identifier hashes alike; only 7 repeats in the source, 9 among
        // the target's insertions, 2 among its survivors.
        let inSource = DeltaCalculation(from: items([1, 7, 2, 7]), to: items([1]))
        #expect(inSource.duplicates == DuplicateIdentifiers(source: [CollidingID(value: 7, spread: 1)], target: []))
        let amongInsertions = DeltaCalculation(from: items([1, 2]), to: items([9, 1, 8, 9]))
        #expect(amongInsertions.duplicates == DuplicateIdentifiers(source: [], target: [CollidingID(value: 9, spread: 1)]))
        let amongSurvivors = DeltaCalculation(from: items([1, 2]), to: items([2, 1, 2]))
        #expect(amongSurvivors.duplicates == DuplicateIdentifiers(source: [], target: [CollidingID(value: 2, spread: 1)]))
        let unique = DeltaCalculation(from: items([1, 2, 3]), to: items([3, 4, 1, 5]))
        #expect(unique.duplicates == nil)
        #expect(unique.delta == IndexDelta(deletions: [1], insertions: [1, 3], moves: [IndexPair(source: 2, target: 0)]))
    }

    /// Data sets far larger than the random pairs, so that the index grows
    /// through many sizes: the delta lands on the target and moves the
    /// fewest items.
    @Test func largeDataSetsLandWithMinimalMoves() throws {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var random = generator
        try generator.reportingSeed {
            for size in [1_000, 20_000] {
                let source = (0..<size).map { TestItem(id: $0) }
                var target = source.filter { _ in Int.random(in: 0..<10, using: &random) != 0 }
                    .map { Int.random(in: 0..<10, using: &random) == 0 ? TestItem(id: $0.id, version: 1) : $0 }
                target.insert(contentsOf: (size..<size + size / 10).map { TestItem(id: $0) }, at: Int.random(in: 0...target.count, using: &random))
                let block = target.count / 3..<target.count / 2
                target[block].shuffle(using: &random)
                let delta = IndexDelta(from: source, to: target)
                let context = "seed \(generator.seed), size \(size)"
                try DeltaReplay.replay(delta, from: source, to: target, style: .table)
                let sourcePositions = Dictionary(uniqueKeysWithValues: source.enumerated().map { ($1.id, $0) })
                let survivors = target.compactMap { sourcePositions[$0.id] }
                #expect(delta.moves.count == survivors.count - patienceLength(survivors), "\(context)")
                #expect(delta.deletions.count == size - survivors.count, "\(context)")
                #expect(delta.insertions.count == size / 10, "\(context)")
            }
        }
    }

    /// The length of a longest increasing subsequence (patience sorting, an
    /// independent implementation for sizes the quadratic check cannot take).
    private func patienceLength(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for value in values {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }
}
