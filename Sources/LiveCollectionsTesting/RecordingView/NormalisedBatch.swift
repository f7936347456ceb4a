import LiveCollectionsRecording
import Foundation
import LiveCollections

/// A batch after UIKit's silent normalisation (N1-N3 of
/// `docs/uikit-batch-rules.md`), ready
/// for the rule checks. Every list is sorted so that the first reported
/// violation does not depend on call order.
struct NormalisedBatch {
    /// The operations as called (rule 1 compares raw reloads and deletes).
    let raw: PendingBatch
    /// Item deletes, including the delete half of every reload (paths before).
    let itemDeletes: [IndexPath]
    /// Item inserts, including the insert half of every reload (paths after).
    let itemInserts: [IndexPath]
    /// Item moves without exact duplicates.
    let itemMoves: [IndexPathPair]
    /// Section deletes, including reloaded sections (indexes before).
    let sectionDeletes: [Int]
    /// Section inserts, including the shifted index of reloaded sections (indexes after).
    let sectionInserts: [Int]
    /// Section moves without exact duplicates.
    let sectionMoves: [IndexPair]
    /// ``sectionDeletes`` as a set, for membership tests.
    let deletedSections: Set<Int>
    /// ``sectionInserts`` as a set, likewise.
    let insertedSections: Set<Int>
    /// Each item reload kept by N1: its path before and the path its new
    /// cell takes after.
    let itemReloads: [IndexPathPair]
    /// Each section reload: its index before and after.
    let sectionReloads: [IndexPair]

    /// Normalises `raw` for `style`.
    ///
    /// - N1: a reload of `p` becomes delete `p` + insert `p'`, `p'` being `p`
    ///   shifted down by the explicit deletes before it and up by the explicit
    ///   inserts before it (moves ignored); the section part of an item path is
    ///   shifted the same way by the section deletes and inserts. Section
    ///   reloads likewise. An item reload inside a deleted or reloaded section
    ///   is dropped whole (both halves), as its section is replaced anyway.
    /// - N2: item deletes inside deleted sections and item inserts inside
    ///   inserted sections are dropped.
    /// - N3: exact duplicate moves are dropped; the table view also drops
    ///   identical duplicate reloads, deletes and inserts, while the collection
    ///   view keeps them (they then count twice).
    ///
    /// - Complexity: O(n log n) in the number of operations.
    init(_ raw: PendingBatch, style: RecordingViewStyle) {
        self.raw = raw
        let dedupe = style.dropsDuplicateDeletesAndInserts
        func uniq<T: Hashable>(_ values: [T]) -> [T] { dedupe ? values.uniqued() : values }

        // N1, sections.
        let reloadedSections = uniq(raw.sectionReloads)
        let (rawSectionDeletes, rawSectionInserts) = (raw.sectionDeletes.sorted(), raw.sectionInserts.sorted())
        let reloadedSectionTargets = reloadedSections.map {
            Self.shift($0, sortedDeletes: rawSectionDeletes, sortedInserts: rawSectionInserts)
        }
        let sectionDeletes = uniq(raw.sectionDeletes + reloadedSections).sorted()
        let sectionInserts = uniq(raw.sectionInserts + reloadedSectionTargets).sorted()
        let deletedSections = Set(sectionDeletes)
        let insertedSections = Set(sectionInserts)

        sectionReloads = zip(reloadedSections, reloadedSectionTargets).map { IndexPair(source: $0, target: $1) }

        // N1, items.
        var reloadDeletes: [IndexPath] = []
        var reloadInserts: [IndexPath] = []
        let reloads = uniq(raw.itemReloads)
        if !reloads.isEmpty {
            let explicitDeletes = uniq(raw.itemDeletes)
            let explicitInserts = uniq(raw.itemInserts)
            // Per section, sorted once: deletes by old section, inserts by new section.
            let deletesBySection = Dictionary(grouping: explicitDeletes, by: \.checkedSectionIndex).mapValues { $0.map(\.checkedItemIndex).sorted() }
            let insertsBySection = Dictionary(grouping: explicitInserts, by: \.checkedSectionIndex).mapValues { $0.map(\.checkedItemIndex).sorted() }
            for path in reloads where !deletedSections.contains(path.checkedSectionIndex) {
                let section = Self.shift(path.checkedSectionIndex, sortedDeletes: sectionDeletes, sortedInserts: sectionInserts)
                let item = Self.shift(
                    path.checkedItemIndex,
                    sortedDeletes: deletesBySection[path.checkedSectionIndex] ?? [],
                    sortedInserts: insertsBySection[section] ?? []
                )
                reloadDeletes.append(path)
                reloadInserts.append(IndexPath(itemIndex: item, sectionIndex: section))
            }
        }

        itemReloads = zip(reloadDeletes, reloadInserts).map { IndexPathPair(source: $0, target: $1) }

        // N2 and N3.
        itemDeletes = (raw.itemDeletes + reloadDeletes)
            .filter { !deletedSections.contains($0.checkedSectionIndex) }
            .sortedPaths(unique: dedupe)
        itemInserts = (raw.itemInserts + reloadInserts)
            .filter { !insertedSections.contains($0.checkedSectionIndex) }
            .sortedPaths(unique: dedupe)
        itemMoves = raw.itemMoves.sortedUniquePairs()
        self.sectionDeletes = sectionDeletes
        self.sectionInserts = sectionInserts
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        sectionMoves = raw.sectionMoves.uniqued().sorted { ($0.source, $0.target) < ($1.source, $1.target) }
    }

    /// Where a surviving index `index` lands: down by one per delete before it
    /// (indexes before the batch), then up by one per insert at or before its
    /// running position (indexes after the batch, ascending).
    ///
    /// - Complexity: O(log d + i), both lists sorted ascending.
    static func shift(_ index: Int, sortedDeletes deletes: [Int], sortedInserts inserts: [Int]) -> Int {
        var shifted = index - deletes.partitioningIndex { $0 >= index }
        for insert in inserts {
            guard insert <= shifted else { break }
            shifted += 1
        }
        return shifted
    }
}

extension Array where Element: Comparable {
    /// The first index whose element satisfies `isAbove`, which must be
    /// false, then true, along the (sorted) array.
    func partitioningIndex(where isAbove: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isAbove(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

extension Array where Element == IndexPath {
    /// The paths in ascending order (`IndexPath`'s), without repeats when
    /// `unique`. Two-index paths are sorted as their ``IndexPath/indexPair``;
    /// a list with any other path is sorted as `IndexPath`s.
    ///
    /// - Complexity: O(n log n).
    func sortedPaths(unique: Bool) -> [IndexPath] {
        var pairs = compactMap(\.indexPair)
        guard pairs.count == count else {
            return unique ? uniqued().sorted() : sorted()
        }
        pairs.sort { ($0.section, $0.item) < ($1.section, $1.item) }
        var result: [IndexPath] = []
        result.reserveCapacity(pairs.count)
        var previous: (section: Int, item: Int)?
        for pair in pairs {
            if unique, let previous, previous == pair { continue }
            result.append(IndexPath(itemIndex: pair.item, sectionIndex: pair.section))
            previous = pair
        }
        return result
    }
}

extension Array where Element == IndexPathPair {
    /// The moves without repeats, ordered by source then target path, as
    /// `sortedPaths(unique:)` does for paths.
    ///
    /// - Complexity: O(n log n).
    func sortedUniquePairs() -> [IndexPathPair] {
        guard let quads = sortedIndexQuadruples(map { ($0.source, $0.target) }) else {
            return uniqued().sorted { ($0.source, $0.target) < ($1.source, $1.target) }
        }
        var result: [IndexPathPair] = []
        result.reserveCapacity(quads.count)
        var previous: (Int, Int, Int, Int)?
        for quad in quads {
            if let previous, previous == quad { continue }
            result.append(IndexPathPair(source: IndexPath(itemIndex: quad.1, sectionIndex: quad.0), target: IndexPath(itemIndex: quad.3, sectionIndex: quad.2)))
            previous = quad
        }
        return result
    }
}

extension Array where Element: Hashable {
    /// The elements without repeats, first occurrence kept, order preserved.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
