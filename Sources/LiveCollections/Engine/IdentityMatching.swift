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
    ///   by ``PositionTable/hash(_:)``; the result never depends on the
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

/// A set of positions in a data set, found again by their identifier's hash:
/// the index ``IdentityMatching`` builds over the source.
///
/// Open addressing with linear probing over a power-of-two number of
/// buckets, at least twice the number of positions. An entry is 0 when
/// empty, otherwise `position + 1` in its low bits and the hash's bits above
/// them, so that a probe compares identifiers only when those hash bits
/// agree. The caller compares identifiers (`isSame`), so the table holds no
/// identifier itself. Its memory is a plain allocation, freed by its owner
/// (``deallocate()``), so that a probe pays no uniqueness or bounds check.
///
/// Also the index of the store's view states stored as changes (package
/// API, not public).
@usableFromInline
package struct PositionTable {
    @usableFromInline let entries: UnsafeMutablePointer<UInt64>
    /// `buckets - 1`.
    @usableFromInline let bucketMask: Int
    /// The low bits that hold `position + 1`.
    @usableFromInline let positionMask: UInt64

    /// An empty table for positions `0..<capacity`.
    @inlinable
    package init(capacity: Int) {
        var positionBits = 1
        while positionBits < 62, (1 << positionBits) <= capacity { positionBits += 1 }
        positionMask = (1 << UInt64(positionBits)) - 1
        var buckets = 16
        while buckets / 2 < capacity, buckets < Int.max / 4 { buckets <<= 1 }
        bucketMask = buckets - 1
        entries = .allocate(capacity: buckets)
        entries.initialize(repeating: 0, count: buckets)
    }

    /// Frees the table's memory; the table must not be used after.
    @inlinable
    package func deallocate() { entries.deallocate() }

    /// The hash of `id` the table files it under: its `hashValue` through a
    /// 64-bit finaliser (MurmurHash3's), so that a type whose own
    /// `hashValue` is poorly spread (sequential, or multiples of a power of
    /// two) still fills the buckets evenly. The finaliser is a bijection:
    /// distinct hash values stay distinct.
    @inlinable
    package static func hash<ID: Hashable>(_ id: ID) -> Int {
        var bits = UInt64(UInt(bitPattern: id.hashValue))
        bits = (bits ^ (bits >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        bits = (bits ^ (bits >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return Int(Int64(bitPattern: bits ^ (bits >> 33)))
    }

    /// Files `position` (below the table's capacity) under `hash`, unless a position already filed there
    /// has the same identifier (`isSame(thatPosition)`).
    ///
    /// - Returns: false, filing nothing, when the identifier is already in.
    @inlinable
    package func insert(_ position: Int, hash: Int, isSame: (Int) -> Bool) -> Bool {
        assert(position >= 0 && UInt64(position) < positionMask, "position \(position) beyond the table's capacity")
        let high = UInt64(UInt(bitPattern: hash)) & ~positionMask
        var bucket = hash & bucketMask
        while true {
            let entry = entries[bucket]
            if entry == 0 {
                entries[bucket] = high | UInt64(position &+ 1)
                return true
            }
            if entry & ~positionMask == high, isSame(Int(entry & positionMask) &- 1) { return false }
            bucket = (bucket &+ 1) & bucketMask
        }
    }

    /// The position filed under `hash` whose identifier is the one asked
    /// for (`isSame(position)`), or -1.
    @inlinable
    package func position(hash: Int, isSame: (Int) -> Bool) -> Int {
        let high = UInt64(UInt(bitPattern: hash)) & ~positionMask
        var bucket = hash & bucketMask
        while true {
            let entry = entries[bucket]
            if entry == 0 { return -1 }
            if entry & ~positionMask == high {
                let position = Int(entry & positionMask) &- 1
                if isSame(position) { return position }
            }
            bucket = (bucket &+ 1) & bucketMask
        }
    }
}
