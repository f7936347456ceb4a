/// The result of diffing two data sets of one section: the delta, and the
/// duplicate identifiers that forced a full replacement, if any.
///
/// ## Algorithm
///
/// 1. Identifier matching through one hash table (source identifiers indexed,
///    one lookup per target identifier): deletions, insertions and surviving
///    pairs, and `==` on each surviving pair for reloads.
/// 2. Moves: the survivors, taken in target order, keep their relative order
///    along a longest increasing subsequence of their source positions
///    (patience sorting). Only the survivors outside it move, which is the
///    fewest moves that can reach the target: moving one item gives one move,
///    and insertions or deletions alone give none.
///
/// - Complexity: O(n + m) expected time for matching, O(k log k) for moves
///   (k survivors; O(k) when nothing moves), O(n + m) space. No quadratic path.
///
/// ## Duplicate identifiers
///
/// Identifiers must be unique on each side. If one repeats, the engine stops,
/// lists every repeated identifier in ``duplicates``, and returns a full
/// replacement in ``delta``: every old index deleted, every new index
/// inserted. That delta is valid for any view, so duplicates never crash; a
/// caller that would rather call `reloadData()` checks ``isFullReplacement``.
public struct DeltaCalculation<ID: Hashable> {
    /// The changes from the old data to the new data.
    public let delta: IndexDelta
    /// The repeated identifiers, when the data was not unique.
    public let duplicates: DuplicateIdentifiers<ID>?

    /// Whether duplicates forced ``delta`` to replace everything.
    public var isFullReplacement: Bool { duplicates != nil }

    /// Creates a calculation from its parts.
    public init(delta: IndexDelta, duplicates: DuplicateIdentifiers<ID>?) {
        self.delta = delta
        self.duplicates = duplicates
    }

    /// Diffs `source` (the data shown now) against `target` (the data to show).
    @inlinable
    public init<T: UniquelyIdentifiable>(from source: [T], to target: [T]) where T.UniqueIDType == ID {
        let matching = IdentityMatching.match(
            sourceCount: source.count,
            targetCount: target.count,
            sourceID: { source[$0].uniqueID },
            targetID: { target[$0].uniqueID },
            isChanged: { source[$0] != target[$1] }
        )
        if let matching {
            self.init(delta: IndexDelta(matching), duplicates: nil)
        } else {
            self.init(
                delta: .fullReplacement(sourceCount: source.count, targetCount: target.count),
                duplicates: DuplicateIdentifiers.find(source: source.lazy.map(\.uniqueID), target: target.lazy.map(\.uniqueID))
            )
        }
    }
}

extension DeltaCalculation: Sendable where ID: Sendable {}

extension IndexDelta {
    /// Diffs `source` against `target` as ``DeltaCalculation`` does, keeping
    /// only the delta (a full replacement when identifiers repeat).
    ///
    /// - Complexity: O(n + m) expected, plus O(k log k) for moves.
    @inlinable
    public init<T: UniquelyIdentifiable>(from source: [T], to target: [T]) {
        self = DeltaCalculation(from: source, to: target).delta
    }

    /// Every old index deleted and every new index inserted.
    public static func fullReplacement(sourceCount: Int, targetCount: Int) -> IndexDelta {
        IndexDelta(deletions: Array(0..<sourceCount), insertions: Array(0..<targetCount))
    }

    /// Builds the delta of a matching: deletions and insertions in index
    /// order, moves for the survivors outside a longest increasing
    /// subsequence, reloads for changed survivors; moves and reloads by
    /// source index, descending (the delta's order).
    @usableFromInline
    init(_ matching: IdentityMatching) {
        let sourceToTarget = matching.sourceToTarget
        let targetToSource = matching.targetToSource

        var insertions: [Int] = []
        var survivors: [Int] = []
        survivors.reserveCapacity(min(sourceToTarget.count, targetToSource.count))
        for (j, i) in targetToSource.enumerated() {
            if i < 0 { insertions.append(j) } else { survivors.append(i) }
        }

        var stays = [Bool](repeating: false, count: sourceToTarget.count)
        for (position, member) in longestIncreasingSubsequenceMembers(survivors).enumerated() where member {
            stays[survivors[position]] = true
        }

        var deletions: [Int] = []
        var moves: [IndexPair] = []
        var reloads: [IndexPair] = []
        for (i, j) in sourceToTarget.enumerated() {
            if j < 0 {
                deletions.append(i)
                continue
            }
            if !stays[i] { moves.append(IndexPair(source: i, target: j)) }
            if matching.changed[i] { reloads.append(IndexPair(source: i, target: j)) }
        }
        // Built by ascending source: reversed into the delta's order.
        self.init(ordered: deletions, insertions: insertions, reloads: reloads.reversed(), moves: moves.reversed())
        #if LIVECOLLECTIONS_INTERNAL_CHECKS
        checkInvariants(sourceCount: sourceToTarget.count, targetCount: targetToSource.count)
        #endif
    }

    #if LIVECOLLECTIONS_INTERNAL_CHECKS
    /// Debug builds: every old index is deleted or survives, every new one
    /// inserted or reached, and moves and reloads pair survivors only.
    func checkInvariants(sourceCount: Int, targetCount: Int) {
        let survivors = sourceCount - deletions.count
        assert(survivors == targetCount - insertions.count, "survivors differ: \(self)")
        assert(moves.count <= survivors && reloads.count <= survivors, "more moves or reloads than survivors: \(self)")
        assert(Set(deletions).isDisjoint(with: moves.map(\.source)), "a deleted index also moves: \(self)")
        assert(Set(insertions).isDisjoint(with: moves.map(\.target)), "an inserted index is also a move target: \(self)")
    }
    #endif
}
