import LiveCollectionsRecording
import Foundation
import LiveCollections

/// Checks a normalised batch against UIKit's rules 1-14
/// (`docs/uikit-batch-rules.md`), in that order, as `release` checks them;
/// the first failure wins. Within a rule, section forms are checked
/// before item forms and operations in ascending index order, so the reported
/// violation never depends on call order.
struct BatchValidator {
    /// What a valid batch leads to.
    enum Outcome {
        /// Apply the batch with this section mapping.
        case apply(SectionMapping)
        /// The view reloads all data instead (a table view for rules 5 and 9,
        /// a collection view off screen for rules 13 and 14, before iOS 16.4); the reason text.
        case reloadData(String)
    }

    let batch: NormalisedBatch
    let style: RecordingViewStyle
    /// The release whose fallbacks and words apply.
    let release: UIKitRelease
    /// Whether the view is on screen (in a window).
    let onScreen: Bool
    /// Item counts before the batch, per section (`C0`; `S0` is its count).
    let before: [Int]
    /// Item counts reported by the data source at the end of the batch (`C1`).
    let after: [Int]

    /// Runs every check.
    ///
    /// - Complexity: O(n log n) in the number of operations, plus O(S0 + S1).
    func validate() throws(BatchUpdateError) -> Outcome {
        try checkDeleteAndReload()
        try checkDeletes()
        try checkDeleteAndMove()
        if let section = batch.itemMoves.first(where: { batch.deletedSections.contains($0.source.checkedSectionIndex) })?.source.checkedSectionIndex {
            let error = BatchUpdateError.moveFromDeletedSection(section, style)
            guard !style.fallsBackToReloadData(in: release) else { return .reloadData(error.message) }
            throw error
        }
        try checkInserts()
        try checkInsertAndMove()
        if let section = batch.itemMoves.first(where: { batch.insertedSections.contains($0.target.checkedSectionIndex) })?.target.checkedSectionIndex {
            let error = BatchUpdateError.moveIntoInsertedSection(section, style)
            guard !style.fallsBackToReloadData(in: release) else { return .reloadData(error.message) }
            throw error
        }
        try checkMoveBounds()
        try checkMoveConflicts()
        if let mismatch = sectionCountMismatch() { return try countMismatch(mismatch) }
        let mapping = SectionMapping(sectionsBefore: before.count, sectionsAfter: after.count, batch: batch)
        if let mismatch = itemCountMismatch(mapping) { return try countMismatch(mismatch) }
        return .apply(mapping)
    }

    /// Rules 13 and 14 as `release` enforces them: before iOS 16.4 a
    /// collection view off screen reloads all data and any other view raises
    /// `mismatch`; from iOS 16.4 every view raises, in the words of
    /// ``BatchUpdateError/invalidBatchUpdates(_:before:after:batch:_:)``
    /// where those are attested for the batch's operations, else `mismatch`'s.
    private func countMismatch(_ mismatch: BatchUpdateError) throws(BatchUpdateError) -> Outcome {
        switch release {
        case .iOS16_3:
            guard style == .collection, !onScreen else { throw mismatch }
            return .reloadData(mismatch.message)
        case .iOS16_4:
            throw BatchUpdateError.invalidBatchUpdates(mismatch.rule, before: before, after: after, batch: batch, style) ?? mismatch
        }
    }

    /// Rule 1, on the operations as called.
    private func checkDeleteAndReload() throws(BatchUpdateError) {
        let reloadedSections = Set(batch.raw.sectionReloads)
        if let section = batch.raw.sectionDeletes.filter(reloadedSections.contains).min() {
            throw .deleteAndReload(section: section, style)
        }
        let reloaded = Set(batch.raw.itemReloads)
        if let path = batch.raw.itemDeletes.filter(reloaded.contains).min() {
            throw .deleteAndReload(path, style)
        }
    }

    /// Rules 2 and 3.
    private func checkDeletes() throws(BatchUpdateError) {
        if let section = batch.sectionDeletes.first(where: { !before.indices.contains($0) }) {
            throw .deleteSection(section, sectionsBefore: before.count, style)
        }
        for path in batch.itemDeletes {
            guard let count = before[checked: path.checkedSectionIndex] else {
                throw .deleteItem(path, sectionsBefore: before.count, style)
            }
            guard (0..<count).contains(path.checkedItemIndex) else {
                throw .deleteItem(path, itemsBefore: count, style)
            }
        }
    }

    /// Rule 4.
    private func checkDeleteAndMove() throws(BatchUpdateError) {
        if let move = batch.sectionMoves.first(where: { batch.deletedSections.contains($0.source) }) {
            throw .deleteAndMove(section: move.source, style)
        }
        let deleted = PathSet(batch.itemDeletes)
        if let move = batch.itemMoves.first(where: { deleted.contains($0.source) }) {
            throw .deleteAndMove(move.source, style)
        }
    }

    /// Rules 6 and 7.
    private func checkInserts() throws(BatchUpdateError) {
        if let section = batch.sectionInserts.first(where: { !after.indices.contains($0) }) {
            throw .insertSection(section, sectionsAfter: after.count, style)
        }
        for path in batch.itemInserts {
            guard let count = after[checked: path.checkedSectionIndex] else {
                throw .insertItem(path, sectionsAfter: after.count, style)
            }
            guard (0..<count).contains(path.checkedItemIndex) else {
                throw .insertItem(path, itemsAfter: count, style)
            }
        }
    }

    /// Rule 8.
    private func checkInsertAndMove() throws(BatchUpdateError) {
        // The move with the smallest destination among those into an
        // insertion (the first of them in call order on a tie).
        if let move = batch.sectionMoves.filter({ batch.insertedSections.contains($0.target) }).min(by: { $0.target < $1.target }) {
            throw .insertAndMove(section: move.target, style)
        }
        let inserted = PathSet(batch.itemInserts)
        if let move = batch.itemMoves.filter({ inserted.contains($0.target) }).min(by: { $0.target < $1.target }) {
            throw .insertAndMove(move.target, style)
        }
    }

    /// Rules 10 and 11.
    private func checkMoveBounds() throws(BatchUpdateError) {
        for move in batch.sectionMoves {
            guard before.indices.contains(move.source) else {
                throw .moveSection(move.source, sectionsBefore: before.count, style)
            }
            guard after.indices.contains(move.target) else {
                throw .moveSection(move.source, to: move.target, sectionsAfter: after.count, style)
            }
        }
        for move in batch.itemMoves {
            let (source, target) = (move.source, move.target)
            guard let countBefore = before[checked: source.checkedSectionIndex] else {
                throw .moveItem(source, sectionsBefore: before.count, style)
            }
            guard (0..<countBefore).contains(source.checkedItemIndex) else {
                throw .moveItem(source, itemsBefore: countBefore, style)
            }
            guard let countAfter = after[checked: target.checkedSectionIndex] else {
                throw .moveItem(source, to: target, sectionsAfter: after.count, style)
            }
            guard (0..<countAfter).contains(target.checkedItemIndex) else {
                throw .moveItem(source, to: target, itemsAfter: countAfter, style)
            }
        }
    }

    /// Rule 12: one source to two destinations, then two sources to one
    /// destination; sections before items.
    private func checkMoveConflicts() throws(BatchUpdateError) {
        if let (source, targets) = Self.firstConflict(batch.sectionMoves.map { ($0.source, $0.target) }) {
            throw .moveSectionToBoth(source, targets.0, targets.1, style)
        }
        if let (target, sources) = Self.firstConflict(batch.sectionMoves.map { ($0.target, $0.source) }) {
            throw .moveBothSections(sources.0, sources.1, to: target, style)
        }
        if let (source, targets) = Self.firstPathConflict(batch.itemMoves.map { ($0.source, $0.target) }) {
            throw .moveToBoth(source, targets.0, targets.1, style)
        }
        if let (target, sources) = Self.firstPathConflict(batch.itemMoves.map { ($0.target, $0.source) }) {
            throw .moveBoth(sources.0, sources.1, to: target, style)
        }
    }

    /// The smallest key paired with two different values, and its two smallest values.
    ///
    /// - Complexity: O(n log n): the pairs sorted, then one scan.
    static func firstConflict<K: Comparable, V: Comparable>(_ pairs: [(K, V)]) -> (K, (V, V))? {
        let sorted = pairs.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        for (first, second) in zip(sorted, sorted.dropFirst()) where first.0 == second.0 && first.1 != second.1 {
            return (first.0, (first.1, second.1))
        }
        return nil
    }

    /// ``firstConflict(_:)`` for index paths, sorted as integers
    /// (``sortedIndexQuadruples(_:)``) when every path has two indexes.
    ///
    /// - Complexity: O(n log n).
    static func firstPathConflict(_ pairs: [(IndexPath, IndexPath)]) -> (IndexPath, (IndexPath, IndexPath))? {
        guard let quads = sortedIndexQuadruples(pairs) else { return firstConflict(pairs) }
        for (first, second) in zip(quads, quads.dropFirst())
        where (first.0, first.1) == (second.0, second.1) && (first.2, first.3) != (second.2, second.3) {
            let key = IndexPath(itemIndex: first.1, sectionIndex: first.0)
            return (key, (IndexPath(itemIndex: first.3, sectionIndex: first.2), IndexPath(itemIndex: second.3, sectionIndex: second.2)))
        }
        return nil
    }

    /// Rule 13 (section moves count zero), in the older words.
    private func sectionCountMismatch() -> BatchUpdateError? {
        let inserted = batch.sectionInserts.count
        let deleted = batch.sectionDeletes.count
        guard after.count == before.count + inserted - deleted else {
            return .sectionCount(after: after.count, before: before.count, inserted: inserted, deleted: deleted, style)
        }
        return nil
    }

    /// Rule 14, for every section after the batch that comes from an old one.
    /// A move counts as in/out only when its source section's new index
    /// differs from its destination section. In the older words.
    private func itemCountMismatch(_ mapping: SectionMapping) -> BatchUpdateError? {
        let insertedIn = Dictionary(grouping: batch.itemInserts, by: \.checkedSectionIndex).mapValues(\.count)
        let deletedFrom = Dictionary(grouping: batch.itemDeletes, by: \.checkedSectionIndex).mapValues(\.count)
        let crossing = batch.itemMoves.filter { mapping.destination(of: $0.source.checkedSectionIndex) != $0.target.checkedSectionIndex }
        let movedIn = Dictionary(grouping: crossing, by: \.target.checkedSectionIndex).mapValues(\.count)
        let movedOut = Dictionary(grouping: crossing, by: \.source.checkedSectionIndex).mapValues(\.count)
        for (new, origin) in mapping.origins.enumerated() {
            guard case let .old(old) = origin, let countBefore = before[checked: old], let countAfter = after[checked: new] else {
                continue
            }
            let counts = (
                inserted: insertedIn[new, default: 0], deleted: deletedFrom[old, default: 0],
                movedIn: movedIn[new, default: 0], movedOut: movedOut[old, default: 0]
            )
            guard countAfter == countBefore + counts.inserted - counts.deleted + counts.movedIn - counts.movedOut else {
                return .itemCount(
                    section: new, after: countAfter, before: countBefore, inserted: counts.inserted, deleted: counts.deleted,
                    movedIn: counts.movedIn, movedOut: counts.movedOut, style
                )
            }
        }
        return nil
    }
}
