import LiveCollectionsSupport

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

    /// Matches identifiers through one hash index of the source: each source
    /// identifier is hashed and entered once, then each target identifier is
    /// hashed and looked up once. Target identifiers that are not in the
    /// source are checked for repeats among themselves in a second, smaller
    /// index, reusing the hashes already computed.
    ///
    /// The index is an open-addressing table (linear probing, at most half
    /// full) of 64-bit entries, each holding a source position and the high
    /// bits of its identifier's hash, so that a probe reads one entry and
    /// compares identifiers (through `sourceID`) only when those bits agree.
    /// A `Dictionary` from identifier to position would store the
    /// identifiers and the positions in two arrays and so read two places in
    /// memory for each lookup; on large data sets that second cache miss is
    /// most of the matching's time.
    ///
    /// - Returns: `nil` as soon as an identifier repeats on either side.
    /// - Complexity: O(n + m) expected hash operations and O(n + m) space
    ///   (a table of 2n to 4n entries of 8 bytes). Hashes are the
    ///   identifiers' `hashValue` (seeded per process by `Hasher`), spread
    ///   by `PositionTable.hash(_:)`; the result never depends on the
    ///   table's layout.
    @inlinable
    static func match<ID: Hashable>(
        sourceCount: Int,
        targetCount: Int,
        sourceID: (Int) -> ID,
        targetID: (Int) -> ID,
        isChanged: (_ source: Int, _ target: Int) -> Bool
    ) -> IdentityMatching? {
        let table = PositionTable(capacity: sourceCount)
        defer { table.deallocate() }
        for i in 0..<sourceCount {
            let id = sourceID(i)
            guard table.insert(i, hash: PositionTable.hash(id), isSame: { sourceID($0) == id }) else { return nil }
        }
        var sourceToTarget = [Int](repeating: -1, count: sourceCount)
        var targetToSource = [Int](repeating: -1, count: targetCount)
        var changed = [Bool](repeating: false, count: sourceCount)
        var insertions: [(position: Int, hash: Int)] = []
        let repeated: Bool = sourceToTarget.withUnsafeMutableBufferPointer { sourceToTarget in
            targetToSource.withUnsafeMutableBufferPointer { targetToSource in
                changed.withUnsafeMutableBufferPointer { changed in
                    for j in 0..<targetCount {
                        let id = targetID(j)
                        let hash = PositionTable.hash(id)
                        let i = table.position(hash: hash, isSame: { sourceID($0) == id })
                        guard i >= 0 else {
                            insertions.append((j, hash))
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
            let inserted = PositionTable(capacity: insertions.count)
            defer { inserted.deallocate() }
            // Positions in `insertions`, not in the target: the table sizes its
            // position bits for `insertions.count`.
            for (k, (j, hash)) in insertions.enumerated() {
                let id = targetID(j)
                guard inserted.insert(k, hash: hash, isSame: { targetID(insertions[$0].position) == id }) else { return nil }
            }
        }
        return IdentityMatching(sourceToTarget: sourceToTarget, targetToSource: targetToSource, changed: changed)
    }
}
