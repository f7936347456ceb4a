import LiveCollections

/// Where every section after a batch comes from (the mapping of rule 14 in
/// `docs/uikit-batch-rules.md`,
/// `o -> n`): deleted sections are dropped, moved and inserted sections are
/// pinned at their destinations, and the other slots are filled with the
/// surviving sections in their old order.
struct SectionMapping {
    /// The origin of one section after the batch.
    enum Origin: Equatable {
        /// The section before the batch at this index.
        case old(Int)
        /// An inserted (or reloaded) section, shown fresh from the data source.
        case inserted
        /// No section was left to fill this slot: the section operations do
        /// not add up (only possible with the collection view's duplicates).
        case unfilled
    }

    /// The origin of each section after the batch (`S1` entries).
    let origins: [Origin]
    /// The index after the batch of each section before it; nil when deleted
    /// or left without a slot (`S0` entries).
    let destinations: [Int?]
    /// The number of sections that survive the batch without being moved.
    let survivorCount: Int
    /// The number of slots left for them.
    let freeSlotCount: Int

    /// Whether every slot is filled and every survivor placed.
    var isConsistent: Bool { survivorCount == freeSlotCount }

    /// Builds the mapping of a batch that passed rules 1-13 (out-of-range
    /// indexes are ignored rather than trapped on).
    ///
    /// - Complexity: O(S0 + S1 + number of section operations).
    init(sectionsBefore: Int, sectionsAfter: Int, batch: NormalisedBatch) {
        var origins = [Origin?](repeating: nil, count: max(0, sectionsAfter))
        for move in batch.sectionMoves where origins.indices.contains(move.target) {
            origins[move.target] = .old(move.source)
        }
        for insert in batch.sectionInserts where origins.indices.contains(insert) {
            origins[insert] = .inserted
        }
        let leaving = Set(batch.sectionDeletes).union(batch.sectionMoves.map(\.source))
        var survivors = (0..<max(0, sectionsBefore)).filter { !leaving.contains($0) }[...]
        survivorCount = survivors.count
        freeSlotCount = origins.count(where: { $0 == nil })
        self.origins = origins.map { origin in
            if let origin { return origin }
            guard let survivor = survivors.popFirst() else { return .unfilled }
            return .old(survivor)
        }
        var destinations = [Int?](repeating: nil, count: max(0, sectionsBefore))
        for (new, origin) in self.origins.enumerated() {
            if case let .old(old) = origin, destinations.indices.contains(old) {
                destinations[old] = new
            }
        }
        self.destinations = destinations
    }

    /// The index after the batch of section `old`, or nil.
    func destination(of old: Int) -> Int? {
        destinations[checked: old] ?? nil
    }
}
