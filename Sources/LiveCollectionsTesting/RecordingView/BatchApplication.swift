import Foundation
import LiveCollections

/// Applies a batch that passed rules 1-14 to the displayed cells, the way a
/// view moves its cells around: survivors and moved cells keep their old
/// identity *and* old content (a view does not refresh cells it was not asked
/// to reload); inserted cells and inserted (or reloaded) sections are fetched
/// from the data source.
struct BatchApplication {
    let batch: NormalisedBatch
    let mapping: SectionMapping
    let style: RecordingViewStyle
    /// What the view shows before the batch.
    let before: [[DisplayedItem]]
    /// What the data source holds at the end of the batch.
    let after: [[DisplayedItem]]

    private static let subject = "after the batch the view would display"

    /// The cells shown after the batch, checked by identity against the data
    /// source (rule 15).
    ///
    /// For each section from old section `o`: deleted and moved-out cells are
    /// removed, inserted and moved-in cells pinned at their destinations, and
    /// the remaining slots filled with the surviving cells in old order.
    ///
    /// - Complexity: O(number of cells + number of operations).
    /// - Throws: ``BatchUpdateError/Rule/displayMismatch`` when the operations
    ///   do not add up to the data source's counts (possible only with
    ///   duplicate operations) or a cell would show another item than the data
    ///   source holds at its index path.
    func apply() throws(BatchUpdateError) -> [[DisplayedItem]] {
        guard mapping.isConsistent else {
            throw mismatch(
                "after the batch the section operations do not add up: \(mapping.survivorCount) surviving sections "
                    + "for \(mapping.freeSlotCount) free places (duplicate section deletes or inserts?)"
            )
        }
        let deleted = Dictionary(grouping: batch.itemDeletes, by: \.sectionIndex).mapValues { Set($0.map(\.itemIndex)) }
        let movedOut = Dictionary(grouping: batch.itemMoves, by: \.source.sectionIndex).mapValues { Set($0.map(\.source.itemIndex)) }
        let inserted = Dictionary(grouping: batch.itemInserts, by: \.sectionIndex).mapValues { Set($0.map(\.itemIndex)) }
        let movedIn = Dictionary(grouping: batch.itemMoves, by: \.target.sectionIndex)

        var result: [[DisplayedItem]] = []
        for (new, origin) in mapping.origins.enumerated() {
            let fresh = after[checked: new] ?? []
            guard case let .old(old) = origin else {
                result.append(fresh)
                continue
            }
            var slots = [DisplayedItem?](repeating: nil, count: fresh.count)
            var pinned = 0
            for item in inserted[new, default: []] where slots.indices.contains(item) && slots[item] == nil {
                slots[item] = fresh[item]
                pinned += 1
            }
            for move in movedIn[new, default: []] where slots.indices.contains(move.target.itemIndex) {
                guard slots[move.target.itemIndex] == nil,
                      let cell = before[checked: move.source.sectionIndex]?[checked: move.source.itemIndex]
                else { continue }
                slots[move.target.itemIndex] = cell
                pinned += 1
            }
            let leaving = deleted[old, default: []].union(movedOut[old, default: []])
            let survivors = (before[checked: old] ?? []).enumerated().filter { !leaving.contains($0.offset) }.map(\.element)
            guard pinned + survivors.count == fresh.count else {
                throw mismatch(
                    "\(Self.subject) \(pinned + survivors.count) \(style.itemsWord) in section \(new) "
                        + "but the data source has \(fresh.count)"
                )
            }
            var remaining = survivors[...]
            result.append(slots.map { slot in slot ?? remaining.popFirst() ?? DisplayedItem(id: "", content: "") })
        }
        let comparison = DisplayComparison(subject: Self.subject, style: style, comparesContent: false)
        if let error = comparison.firstDifference(displayed: result, expected: after) {
            throw error
        }
        return result
    }

    private func mismatch(_ message: String) -> BatchUpdateError {
        BatchUpdateError(rule: .displayMismatch, style: style, message: message)
    }
}
