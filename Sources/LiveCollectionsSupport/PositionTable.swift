/// A set of positions in a data set, found again by their identifier's hash:
/// the index the core's identity matching builds over the source.
///
/// Open addressing with linear probing over a power-of-two number of
/// buckets, at least twice the number of positions. An entry is 0 when
/// empty, otherwise `position + 1` in its low bits and the hash's bits above
/// them, so that a probe compares identifiers only when those hash bits
/// agree. The caller compares identifiers (`isSame`), so the table holds no
/// identifier itself. Its memory is a plain allocation, freed by its owner
/// (``deallocate()``), so that a probe pays no uniqueness or bounds check.
///
/// Also the index of the store's view states stored as changes. Inlinable
/// throughout: it is on the engine's hot path, called from the core's
/// inlinable matching.
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
