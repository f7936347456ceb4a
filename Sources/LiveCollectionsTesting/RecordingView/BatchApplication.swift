import Foundation
import LiveCollections

/// Applies a batch that passed rules 1-14 to the displayed cells, the way a
/// view moves its cells around: survivors and moved cells keep their old
/// identity *and* old content (a view does not refresh cells it was not asked
/// to reload); inserted cells and inserted (or reloaded) sections are fetched
/// from the data source.
struct BatchApplication {
    /// Where the cells shown anew come from: the data source's cell at an
    /// index path (to name it in a message), its cells at some items of a
    /// section (inserted and reloaded cells) and a whole section (inserted
    /// and reloaded sections).
    struct CellSource {
        let cell: (IndexPath) -> DisplayedItem
        let cells: (_ items: [Int], _ section: Int) -> [DisplayedItem]
        let section: (Int) -> [DisplayedItem]

        /// Cells read from `sections`, the data source read whole.
        static func reading(_ sections: [[DisplayedItem]]) -> CellSource {
            let empty = DisplayedItem(id: "", content: "")
            return CellSource(
                cell: { sections[checked: $0.sectionIndex]?[checked: $0.itemIndex] ?? empty },
                cells: { items, section in items.map { sections[checked: section]?[checked: $0] ?? empty } },
                section: { sections.indices.contains($0) ? sections[$0] : [] })
        }
    }

    let batch: NormalisedBatch
    let mapping: SectionMapping
    let style: RecordingViewStyle
    /// What the view shows before the batch.
    let before: [[ShownCell]]
    /// The identities the data source holds at the end of the batch.
    let after: [[String]]
    /// The data source's cells, for the cells shown anew.
    let cells: CellSource

    private static let subject = "after the batch the view would display"

    /// The cells shown after the batch, checked by identity against the data
    /// source (rule 15).
    ///
    /// For each section from old section `o`: deleted and moved-out cells are
    /// removed, inserted and moved-in cells pinned at their destinations, and
    /// the remaining slots filled with the surviving cells in old order.
    /// Repeated operations (the collection view keeps duplicates) count once
    /// here: a slot is pinned once, a cell leaves once.
    ///
    /// - Complexity: O(number of cells + number of operations), with flat
    ///   arrays per section (no set or optional cell per slot).
    /// - Throws: ``BatchUpdateError/Rule/displayMismatch`` when the operations
    ///   do not add up to the data source's counts (possible only with
    ///   duplicate operations) or a cell would show another item than the data
    ///   source holds at its index path.
    func apply() throws(BatchUpdateError) -> [[ShownCell]] {
        guard mapping.isConsistent else {
            throw mismatch(
                "after the batch the section operations do not add up: \(mapping.survivorCount) surviving sections "
                    + "for \(mapping.freeSlotCount) free places (duplicate section deletes or inserts?)"
            )
        }
        let deleted = Self.itemIndexes(batch.itemDeletes)
        let movedOut = Self.itemIndexes(batch.itemMoves.map(\.source))
        let inserted = Self.itemIndexes(batch.itemInserts)
        let movedIn = Dictionary(grouping: batch.itemMoves, by: \.target.sectionIndex)

        var result: [[ShownCell]] = []
        result.reserveCapacity(mapping.origins.count)
        for (new, origin) in mapping.origins.enumerated() {
            let fresh = after[checked: new] ?? []
            guard case let .old(old) = origin else {
                result.append(cells.section(new).map(ShownCell.init))
                continue
            }
            var slots = Slots(count: fresh.count)
            for item in inserted[new, default: []] {
                slots.pinInsert(at: item)
            }
            for move in movedIn[new, default: []] where slots.isFree(move.target.itemIndex) {
                guard let cell = before[checked: move.source.sectionIndex]?[checked: move.source.itemIndex] else { continue }
                slots.pin(cell, at: move.target.itemIndex)
            }
            let survivors = before[checked: old] ?? []
            var leaving = [Bool](repeating: false, count: survivors.count)
            var leavingCount = 0
            for list in [deleted[old, default: []], movedOut[old, default: []]] {
                for item in list where leaving.indices.contains(item) && !leaving[item] {
                    leaving[item] = true
                    leavingCount += 1
                }
            }
            let survivorCount = survivors.count - leavingCount
            guard slots.pinnedCount + survivorCount == fresh.count else {
                throw mismatch(
                    "\(Self.subject) \(slots.pinnedCount + survivorCount) \(style.itemsWord) in section \(new) "
                        + "but the data source has \(fresh.count)"
                )
            }
            let insertedCells = cells.cells(slots.insertedItems, new)
            result.append(slots.filled(inserting: insertedCells, survivors: survivors, leaving: leaving))
        }
        let comparison = DisplayComparison(subject: Self.subject, style: style)
        if let error = comparison.firstDifference(displayed: result, expectedIdentities: after, holding: cells.cell) {
            throw error
        }
        return result
    }

    /// The item indexes of `paths`, by section, in the paths' order.
    private static func itemIndexes(_ paths: [IndexPath]) -> [Int: [Int]] {
        var indexes: [Int: [Int]] = [:]
        for path in paths {
            indexes[path.sectionIndex, default: []].append(path.itemIndex)
        }
        return indexes
    }

    private func mismatch(_ message: String) -> BatchUpdateError {
        BatchUpdateError(rule: .displayMismatch, style: style, message: message)
    }
}

/// The slots of one section after a batch: which are pinned (by an insert,
/// or by a moved cell) and which are left for the surviving cells.
private struct Slots {
    /// Per slot: ``free``, the index of its cell in `moved`, or for an
    /// inserted cell `firstInserted - k`, k its index in ``insertedItems``.
    private var pins: [Int]
    /// The cells moved into pinned slots.
    private var moved: [ShownCell] = []
    /// The slots pinned by inserts, in the order they were pinned.
    private(set) var insertedItems: [Int] = []
    /// How many slots are pinned.
    private(set) var pinnedCount = 0

    private static let free = -1
    private static let firstInserted = -2

    init(count: Int) {
        pins = [Int](repeating: Self.free, count: count)
    }

    /// Whether `index` is a slot and nothing is pinned there yet.
    func isFree(_ index: Int) -> Bool {
        pins.indices.contains(index) && pins[index] == Self.free
    }

    /// Pins the data source's cell at `index` (an insert); ignored for a
    /// pinned slot or an index out of range.
    mutating func pinInsert(at index: Int) {
        guard isFree(index) else { return }
        pins[index] = Self.firstInserted - insertedItems.count
        insertedItems.append(index)
        pinnedCount += 1
    }

    /// Pins `cell` at `index`, which must be free.
    mutating func pin(_ cell: ShownCell, at index: Int) {
        pins[index] = moved.count
        moved.append(cell)
        pinnedCount += 1
    }

    /// The section's cells: inserted slots from `inserting` (the data
    /// source's cells at ``insertedItems``, in that order; their texts
    /// written now), moved cells at their slots, the other slots filled in
    /// order with the cells of `survivors` not marked in `leaving` (an empty
    /// cell should they run out, which the count check before rules out).
    ///
    /// - Complexity: O(slots + survivors).
    func filled(inserting: [DisplayedItem], survivors: [ShownCell], leaving: [Bool]) -> [ShownCell] {
        var cells: [ShownCell] = []
        cells.reserveCapacity(pins.count)
        var next = 0
        for pin in pins {
            switch pin {
            case ...Self.firstInserted:
                cells.append(ShownCell(inserting[checked: Self.firstInserted - pin] ?? DisplayedItem(id: "", content: "")))
            case Self.free:
                while next < survivors.count, leaving[next] { next += 1 }
                if next < survivors.count {
                    cells.append(survivors[next])
                    next += 1
                } else {
                    cells.append(ShownCell(DisplayedItem(id: "", content: "")))
                }
            default:
                cells.append(moved[pin])
            }
        }
        return cells
    }
}
