/// How the items of two data sets correspond, by identifier: the raw material
/// of every delta.
///
/// `sourceToTarget[i]` is the new position of old item `i` (or -1 when it is
/// deleted), `targetToSource[j]` the old position of new item `j` (or -1 when it
/// is inserted), and `changed[i]` says whether surviving old item `i` differs
/// (`!=`) from its new version.
@usableFromInline
struct IdentityMatching: Sendable {
    @usableFromInline var sourceToTarget: [Int]
    @usableFromInline var targetToSource: [Int]
    @usableFromInline var changed: [Bool]

    @inlinable
    init(sourceToTarget: [Int], targetToSource: [Int], changed: [Bool]) {
        self.sourceToTarget = sourceToTarget
        self.targetToSource = targetToSource
        self.changed = changed
    }

    /// Matches identifiers with one hash table: the source identifiers are
    /// indexed, then each target identifier is looked up once. Identifiers
    /// that are not in the source are entered in the same table with a
    /// marker, so a repeated new identifier is caught by the same lookup.
    ///
    /// - Returns: `nil` as soon as an identifier repeats on either side.
    /// - Complexity: O(n + m) expected hash operations and O(n + m) space.
    @inlinable
    static func match<ID: Hashable>(
        sourceCount: Int,
        targetCount: Int,
        sourceID: (Int) -> ID,
        targetID: (Int) -> ID,
        isChanged: (_ source: Int, _ target: Int) -> Bool
    ) -> IdentityMatching? {
        var positions = [ID: Int](minimumCapacity: sourceCount)
        for i in 0..<sourceCount where positions.updateValue(i, forKey: sourceID(i)) != nil {
            return nil
        }
        var sourceToTarget = [Int](repeating: -1, count: sourceCount)
        var targetToSource = [Int](repeating: -1, count: targetCount)
        var changed = [Bool](repeating: false, count: sourceCount)
        for j in 0..<targetCount {
            let i = claimPosition(&positions[targetID(j), default: unseenInsertion])
            if i >= 0 {
                guard sourceToTarget[i] < 0 else { return nil }
                sourceToTarget[i] = j
                targetToSource[j] = i
                if isChanged(i, j) { changed[i] = true }
            } else if i == seenInsertion {
                return nil
            }
        }
        return IdentityMatching(sourceToTarget: sourceToTarget, targetToSource: targetToSource, changed: changed)
    }

    /// The value a new identifier gets the first time it is looked up.
    @usableFromInline static let unseenInsertion = -2
    /// The value it keeps afterwards, so that a second lookup finds a repeat.
    @usableFromInline static let seenInsertion = -3

    @inlinable @inline(__always)
    static func claimPosition(_ slot: inout Int) -> Int {
        let value = slot
        if value == unseenInsertion { slot = seenInsertion }
        return value
    }
}
