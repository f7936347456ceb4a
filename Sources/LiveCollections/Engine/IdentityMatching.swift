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
    /// that are not in the source are checked for repeats among themselves
    /// in a second, smaller set.
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
        var insertions: [Int] = []
        let repeated: Bool = sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
            targetToSource.withUnsafeMutableBufferPointer { targetToSource in
                changed.withUnsafeMutableBufferPointer { changed in
                    for j in 0..<targetCount {
                        guard let i = positions[targetID(j)] else {
                            insertions.append(j)
                            continue
                        }
                        guard sourceToTarget[i] < 0 else { return true }
                        sourceToTarget[i] = j
                        targetToSource[j] = i
                        if isChanged(i, j) { changed[i] = true }
                    }
                    return false
                }
            }
        }
        guard !repeated else { return nil }
        if insertions.count > 1 {
            var inserted = Set<ID>(minimumCapacity: insertions.count)
            for j in insertions where !inserted.insert(targetID(j)).inserted {
                return nil
            }
        }
        return IdentityMatching(sourceToTarget: sourceToTarget, targetToSource: targetToSource, changed: changed)
    }
}
