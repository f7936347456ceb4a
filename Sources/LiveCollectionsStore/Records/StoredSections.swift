import LiveCollectionsSupport

/// A view state as the `sections` column of `stepViewState` and `finalState`
/// holds it: whole, or as its changes from the same view's state at an
/// earlier step of the same run.
///
/// A view of 100,000 items is stored at every step, and a step changes a
/// few of its cells. Stored as changes, a state restates only the cells
/// that are not where the earlier state had them; the rest are ranges of
/// that state.
///
/// In the column (JSON, see ``SectionsJSON``):
/// - whole: `[["1(Alien)", "2"], []]`, per section the cells;
/// - changes: `{"changesFrom": 3, "sections": [[[0, 0, 120], "7(Heat)", [0, 121, 5]], []]}`,
///   per section a list of pieces: a string is one cell, `[section, start,
///   count]` the cells `start..<start + count` of that section of the base
///   state, the state of the same view (same position among the step's views)
///   at step `changesFrom`.
enum StoredSections: Equatable {
    case whole([[String]])
    case changes(fromStep: Int, sections: [[Piece]])

    /// One piece of a section stored as changes.
    enum Piece: Equatable {
        /// One cell, written out.
        case cell(String)
        /// Cells `start..<start + count` of section `section` of the base state.
        case copy(section: Int, start: Int, count: Int)
    }

    /// Why stored changes could not be applied.
    struct Unresolvable: Error, CustomStringConvertible {
        let description: String
    }

    /// A view state and the hash of each of its cells (``hash(_:)``), so
    /// that a run's states are hashed once each, not again as the base of
    /// the next.
    struct HashedState {
        let sections: [[String]]
        let hashes: [[Int]]

        /// Hashes every cell of `sections`.
        ///
        /// - Complexity: O(total length of the cells).
        init(_ sections: [[String]]) {
            self.sections = sections
            hashes = sections.map { cells in
                // An empty section gets a literal: an empty array built with
                // `unsafeUninitializedCapacity` writes its count into the
                // empty-array singleton, shared by every thread hashing
                // states at once (a data race the thread sanitizer reports).
                guard !cells.isEmpty else { return [] }
                // Read in place, not copied out one by one (a copy of a
                // cell's string retains it).
                return cells.withUnsafeBufferPointer { cells in
                    [Int](unsafeUninitializedCapacity: cells.count) { hashes, initialized in
                        for index in cells.indices { hashes[index] = StoredSections.hash(cells[index]) }
                        initialized = cells.count
                    }
                }
            }
        }
    }

    /// `state`, stored as changes from `base` (the same view's state at
    /// step `baseStep`) when that is shorter, otherwise whole.
    ///
    /// Each section is read left to right. A cell equal to the base cell
    /// after the previous copy extends that copy. Otherwise the cell is
    /// looked for among the next ``window`` base cells (cells deleted since
    /// the base), then among the base's anchors (every ``anchorSpacing``th
    /// cell, in a hash table built on the first miss), and a copy starts
    /// where it is found; a cell found nowhere is written out. So an
    /// inserted cell costs one written cell, deleted cells nothing, and after
    /// a block of moved cells the copies find their place again within
    /// ``anchorSpacing`` cells; a moved cell that is not an anchor is
    /// written out. Every cell of both states is hashed once (``hash(_:)``)
    /// and cells are compared by hash first: most comparisons are of unequal
    /// cells (the window after a deletion, the cells of a moved block), and
    /// two strings of the same length are otherwise compared byte by byte.
    /// Cells of equal hash are compared as strings; those equal to their
    /// base cell are usually the same string (the recording view keeps a
    /// cell's text), compared without reading their bytes.
    ///
    /// Repeated cells (non-unique data) copy from whichever equal cell is
    /// found first; any equal cell gives the same state back. The result
    /// depends only on the two states' texts and positions.
    ///
    /// - Complexity: O(cells of `state` × ``window`` + cells of `base`),
    ///   expected; the cells' bytes are read once to hash them, then again
    ///   only for cells of equal hash.
    static func encoding(_ state: HashedState, base hashedBase: HashedState?, baseStep: Int) -> StoredSections {
        let sections = state.sections
        guard let hashedBase, hashedBase.sections.contains(where: { !$0.isEmpty }) else { return .whole(sections) }
        let (base, baseHashes) = (hashedBase.sections, hashedBase.hashes)
        var anchors: Anchors?
        defer { anchors?.table.deallocate() }
        var pieces: [[Piece]] = []
        pieces.reserveCapacity(sections.count)
        var pieceCount = 0
        var cellCount = 0
        for (sectionIndex, cells) in sections.enumerated() {
            cellCount += cells.count
            let hashes = state.hashes[sectionIndex]
            var sectionPieces: [Piece] = []
            var next = (section: sectionIndex, item: 0)
            var index = 0
            while index < cells.count {
                let cell = cells[index]
                let cellHash = hashes[index]
                var start: (section: Int, item: Int)?
                if next.section < base.count {
                    let source = base[next.section]
                    let sourceHashes = baseHashes[next.section]
                    var item = next.item
                    let end = min(source.count, next.item + window + 1)
                    while item < end, sourceHashes[item] != cellHash || source[item] != cell { item += 1 }
                    if item < end { start = (next.section, item) }
                }
                if start == nil {
                    if anchors == nil { anchors = Anchors(base, hashes: baseHashes) }
                    start = anchors?.location(of: cell, hash: cellHash)
                }
                guard let start else {
                    sectionPieces.append(.cell(cell))
                    index += 1
                    continue
                }
                let source = base[start.section]
                let sourceHashes = baseHashes[start.section]
                var count = 1
                while index + count < cells.count, start.item + count < source.count,
                    sourceHashes[start.item + count] == hashes[index + count], source[start.item + count] == cells[index + count]
                {
                    count += 1
                }
                sectionPieces.append(.copy(section: start.section, start: start.item, count: count))
                index += count
                next = (start.section, start.item + count)
            }
            pieceCount += sectionPieces.count
            pieces.append(sectionPieces)
        }
        // A piece costs about as much as a cell written out: changes pay
        // when they have fewer pieces than the state has cells.
        guard pieceCount < cellCount else { return .whole(sections) }
        return .changes(fromStep: baseStep, sections: pieces)
    }

    /// How many base cells after the previous copy a cell is looked for
    /// among before the anchors.
    static let window = 8

    /// One base cell in this many is an anchor.
    static let anchorSpacing = 16

    /// The anchors of a base state (every ``anchorSpacing``th cell of each
    /// section, from its first), found by their text: the first of equal
    /// anchors. The table's memory is freed by its owner.
    private struct Anchors {
        let base: [[String]]
        /// The section and item of each anchor, by anchor number.
        let locations: [(section: Int, item: Int)]
        let table: PositionTable

        /// Files every anchor of `base`, whose cells hash to `hashes`.
        ///
        /// - Complexity: O(cells / ``anchorSpacing``), expected.
        init(_ base: [[String]], hashes: [[Int]]) {
            self.base = base
            var locations: [(section: Int, item: Int)] = []
            locations.reserveCapacity(base.reduce(0) { $0 + $1.count } / anchorSpacing + base.count)
            for (section, cells) in base.enumerated() {
                for item in stride(from: 0, to: cells.count, by: anchorSpacing) {
                    locations.append((section, item))
                }
            }
            self.locations = locations
            table = PositionTable(capacity: locations.count)
            for (anchor, location) in locations.enumerated() {
                let cell = base[location.section][location.item]
                _ = table.insert(anchor, hash: hashes[location.section][location.item]) { self.cell($0) == cell }
            }
        }

        /// The first anchor equal to `cell`, whose hash is `hash`, if any.
        func location(of cell: String, hash: Int) -> (section: Int, item: Int)? {
            let anchor = table.position(hash: hash) { self.cell($0) == cell }
            return anchor < 0 ? nil : locations[anchor]
        }

        private func cell(_ anchor: Int) -> String {
            base[locations[anchor].section][locations[anchor].item]
        }
    }

    /// A hash of the text's UTF-8 bytes, eight at a time (the last eight
    /// overlapping the others when the length is not a multiple), spread by
    /// MurmurHash3's finaliser: compared before two cells' texts, and the
    /// key of the anchors' table. Not `hashValue`: SipHash does more work per
    /// byte than this needs, and its per-process seed would make the
    /// encoding differ between runs; this one is the same on every run. It need not resist chosen collisions (they cost
    /// time, never a wrong copy: equal hashes are compared as strings);
    /// equal texts always hash alike, which is all the encoding relies on.
    @inline(__always)
    static func hash(_ text: String) -> Int {
        // Read in place: a copy of the string to read would retain and
        // release it, and the states hashed at once on several threads
        // share most of their cells' strings.
        text.utf8.withContiguousStorageIfAvailable(hash(bytes:)) ?? Array(text.utf8).withUnsafeBufferPointer(hash(bytes:))
    }

    /// ``hash(_:)`` of a text's UTF-8 bytes.
    private static func hash(bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        var bits = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
        func mix(_ word: UInt64) {
            bits = (bits ^ word) &* 0xFF51_AFD7_ED55_8CCD
            bits ^= bits >> 29
        }
        if let start = bytes.baseAddress {
            let raw = UnsafeRawPointer(start)
            if count < 8 {
                var word: UInt64 = 0
                for offset in 0..<count { word = word << 8 | UInt64(raw.load(fromByteOffset: offset, as: UInt8.self)) }
                mix(word)
            } else {
                var offset = 0
                while offset + 8 <= count {
                    mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    offset += 8
                }
                // The last eight bytes, overlapping the words before.
                if offset < count { mix(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) }
            }
        }
        var spread = (bits ^ (bits >> 33)) &* 0xFF51_AFD7_ED55_8CCD
        spread = (spread ^ (spread >> 33)) &* 0xC4CE_B9FE_1A85_EC53
        return Int(Int64(bitPattern: spread ^ (spread >> 33)))
    }

    /// `sections` stored as a copy of the state of the same view at step
    /// `fromStep`, which they are: each section one copied range.
    static func copying(_ sections: [[String]], fromStep: Int) -> StoredSections {
        .changes(fromStep: fromStep, sections: sections.indices.map { index in
            sections[index].isEmpty ? [] : [.copy(section: index, start: 0, count: sections[index].count)]
        })
    }

    /// The state these sections stand for, given the base state when they
    /// are changes.
    ///
    /// - Throws: ``Unresolvable`` when they are changes and `base` is nil or
    ///   lacks a copied range.
    /// - Complexity: O(cells of the state).
    func resolved(base: [[String]]?) throws(Unresolvable) -> [[String]] {
        switch self {
        case .whole(let sections):
            return sections
        case let .changes(fromStep, sections):
            guard let base else {
                throw Unresolvable(description: "stored as changes from step \(fromStep), which has no state of this view")
            }
            return try sections.map { (pieces: [Piece]) throws(Unresolvable) -> [String] in
                // A section copied whole is the base's own array: no cell
                // copied, and compared with it at once.
                if pieces.count == 1, case let .copy(section, 0, count) = pieces[0], base.indices.contains(section),
                   count == base[section].count, count > 0 {
                    return base[section]
                }
                var cells: [String] = []
                cells.reserveCapacity(pieces.reduce(0) { total, piece in
                    if case .copy(_, _, let count) = piece { total + max(0, count) } else { total + 1 }
                })
                for piece in pieces {
                    switch piece {
                    case .cell(let cell):
                        cells.append(cell)
                    case let .copy(section, start, count):
                        guard base.indices.contains(section), start >= 0, count > 0, start <= base[section].count - count else {
                            throw Unresolvable(description:
                                "copies \(count) cells from \(start) in section \(section) of step \(fromStep), which that state does not have")
                        }
                        cells.append(contentsOf: base[section][start..<(start + count)])
                    }
                }
                return cells
            }
        }
    }
}
