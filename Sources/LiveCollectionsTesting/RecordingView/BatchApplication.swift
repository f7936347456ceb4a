import LiveCollectionsRecording
import Foundation
import LiveCollections

/// A cell of a view as batch semantics move it: the identity of the item it
/// shows (checked against the data source after a batch) and its text (named
/// in a message). The recording view's cells are ``ShownCell``s; the
/// documentation's pictures apply recorded batches to cells that also
/// remember where they were before the batch.
package protocol BatchCell {
    /// A cell loaded from the data source now (inserted or reloaded).
    init(_ item: RecordingViewItem)
    /// The identity of the item shown.
    var id: String { get }
    /// The item as text, as ``RecordingViewItem/description`` writes it.
    var text: String { get }
}

/// Where the cells shown anew come from: the data source's cell at an
/// index path (to name it in a message), its cells at some items of a
/// section (inserted and reloaded cells) and a whole section (inserted
/// and reloaded sections).
package struct BatchCellSource {
    let cell: (IndexPath) -> RecordingViewItem
    let cells: (_ items: [Int], _ section: Int) -> [RecordingViewItem]
    let section: (Int) -> [RecordingViewItem]

    /// Cells read from `sections`, the data source read whole.
    package static func reading(_ sections: [[RecordingViewItem]]) -> BatchCellSource {
        let empty = RecordingViewItem(id: "", content: "")
        return BatchCellSource(
            cell: { sections[checked: $0.checkedSectionIndex]?[checked: $0.checkedItemIndex] ?? empty },
            cells: { items, section in items.map { sections[checked: section]?[checked: $0] ?? empty } },
            section: { sections.indices.contains($0) ? sections[$0] : [] })
    }
}

/// Applies a batch that passed rules 1-14 (`docs/uikit-batch-rules.md`) to
/// the displayed cells, the way a
/// view moves its cells around: survivors and moved cells keep their old
/// identity *and* old content (a view does not refresh cells it was not asked
/// to reload); inserted cells and inserted (or reloaded) sections are fetched
/// from the data source.
struct BatchApplication<Cell: BatchCell> {
    let batch: NormalisedBatch
    let mapping: SectionMapping
    let style: RecordingViewStyle
    /// The identities the data source holds at the end of the batch.
    let after: [[String]]
    /// The data source's cells, for the cells shown anew.
    let cells: BatchCellSource

    private static var subject: String { "after the batch the view would display" }

    /// What one section after the batch is made of.
    private enum Plan {
        /// An inserted (or reloaded) section: the data source's cells.
        case fresh([Cell])
        /// A section from old section `old`: its slots, the old cells that
        /// leave it, and the data source's cells for its inserted slots.
        case old(Int, Slots<Cell>, leaving: [Bool], inserting: [RecordingViewItem])
    }

    /// Applies the batch to `sections`, what the view shows before it: on
    /// return, what the view shows after it, checked by identity against
    /// the data source (rule 15); when it throws, `sections` is unchanged.
    ///
    /// For each section from old section `o`: deleted and moved-out cells are
    /// removed, inserted and moved-in cells pinned at their destinations, and
    /// the remaining slots filled with the surviving cells in old order.
    /// Repeated operations (the collection view keeps duplicates) count once
    /// here: a slot is pinned once, a cell leaves once.
    ///
    /// Everything is checked before anything changes; then each old
    /// section's cells are rearranged in place, surviving cells moved rather
    /// than copied (a view of 100,000 cells keeps most of them through a
    /// batch, and copying each meant counting references to its strings).
    ///
    /// - Complexity: O(number of cells + number of operations), with flat
    ///   arrays per section (no set or optional cell per slot).
    /// - Throws: ``BatchUpdateError/Rule/displayMismatch`` when the operations
    ///   do not add up to the data source's counts (possible only with
    ///   duplicate operations) or a cell would show another item than the data
    ///   source holds at its index path.
    func apply(to sections: inout [[Cell]]) throws(BatchUpdateError) {
        guard mapping.isConsistent else {
            throw mismatch(
                "after the batch the section operations do not add up: \(mapping.survivorCount) surviving sections "
                    + "for \(mapping.freeSlotCount) free places (duplicate section deletes or inserts?)"
            )
        }
        let plans = try plans(from: sections)
        if let error = firstDifference(plans, from: sections) { throw error }
        // An old section is the origin of one new section, but for a batch
        // this application was not checked against (a section moved twice):
        // then each use but the last gets a copy.
        var uses: [Int: Int] = [:]
        for case let .old(old, _, _, _) in plans { uses[old, default: 0] += 1 }
        var result: [[Cell]] = []
        result.reserveCapacity(plans.count)
        for plan in plans {
            switch plan {
            case .fresh(let cells):
                result.append(cells)
            case let .old(old, slots, leaving, inserting):
                var cells: [Cell] = []
                uses[old, default: 0] -= 1
                if sections.indices.contains(old) {
                    // Taken out of `sections`, so that it is rearranged in place.
                    if uses[old, default: 0] > 0 { cells = sections[old] } else { swap(&cells, &sections[old]) }
                }
                slots.fill(&cells, inserting: inserting, leaving: leaving)
                result.append(cells)
            }
        }
        sections = result
    }

    /// Every section's plan, its counts checked, read from `sections` as
    /// they are (moved cells are copied out before any section changes).
    private func plans(from sections: [[Cell]]) throws(BatchUpdateError) -> [Plan] {
        let deleted = Self.itemIndexes(batch.itemDeletes)
        let movedOut = Self.itemIndexes(batch.itemMoves.map(\.source))
        let inserted = Self.itemIndexes(batch.itemInserts)
        let movedIn = Dictionary(grouping: batch.itemMoves, by: \.target.checkedSectionIndex)

        var plans: [Plan] = []
        plans.reserveCapacity(mapping.origins.count)
        for (new, origin) in mapping.origins.enumerated() {
            let fresh = after[checked: new] ?? []
            guard case let .old(old) = origin else {
                plans.append(.fresh(cells.section(new).map(Cell.init)))
                continue
            }
            var slots = Slots<Cell>(count: fresh.count)
            for item in inserted[new, default: []] {
                slots.pinInsert(at: item)
            }
            for move in movedIn[new, default: []] where slots.isFree(move.target.checkedItemIndex) {
                guard let cell = sections[checked: move.source.checkedSectionIndex]?[checked: move.source.checkedItemIndex] else { continue }
                slots.pin(cell, at: move.target.checkedItemIndex)
            }
            let survivorCount = sections[checked: old]?.count ?? 0
            var leaving = [Bool](repeating: false, count: survivorCount)
            var leavingCount = 0
            for list in [deleted[old, default: []], movedOut[old, default: []]] {
                for item in list where leaving.indices.contains(item) && !leaving[item] {
                    leaving[item] = true
                    leavingCount += 1
                }
            }
            guard slots.pinnedCount + survivorCount - leavingCount == fresh.count else {
                throw mismatch(
                    "\(Self.subject) \(slots.pinnedCount + survivorCount - leavingCount) \(style.itemsWord) in section \(new) "
                        + "but the data source has \(fresh.count)"
                )
            }
            plans.append(.old(old, slots, leaving: leaving, inserting: cells.cells(slots.insertedItems, new)))
        }
        return plans
    }

    /// The first cell the plans would show with another identity than the
    /// data source holds at its index path (or the first count that
    /// differs), in index-path order, found without building the sections.
    private func firstDifference(_ plans: [Plan], from sections: [[Cell]]) -> BatchUpdateError? {
        let comparison = DisplayComparison(subject: Self.subject, style: style)
        let counts = plans.map { plan in
            switch plan {
            case .fresh(let cells): cells.count
            case .old(_, let slots, _, _): slots.count
            }
        }
        return comparison.firstDifference(displayedCounts: counts, expectedCounts: after.map(\.count), holding: cells.cell) { section in
            let expected = after[section]
            switch plans[section] {
            case .fresh(let cells):
                return cells.indices.first { cells[$0].id != expected[$0] }.map { ($0, cells[$0].text) }
            case let .old(old, slots, leaving, inserting):
                return slots.firstDifference(from: expected, survivors: sections[checked: old] ?? [], leaving: leaving, inserting: inserting)
            }
        }
    }

    /// The item indexes of `paths`, by section, in the paths' order.
    private static func itemIndexes(_ paths: [IndexPath]) -> [Int: [Int]] {
        var indexes: [Int: [Int]] = [:]
        for path in paths {
            indexes[path.checkedSectionIndex, default: []].append(path.checkedItemIndex)
        }
        return indexes
    }

    private func mismatch(_ message: String) -> BatchUpdateError {
        BatchUpdateError(rule: .displayMismatch, style: style, message: message)
    }
}

/// The slots of one section after a batch: which are pinned (by an insert,
/// or by a moved cell) and which are left for the surviving cells.
private struct Slots<Cell: BatchCell> {
    /// Per slot: ``free``, the index of its cell in `moved`, or for an
    /// inserted cell `firstInserted - k`, k its index in ``insertedItems``.
    private var pins: [Int]
    /// The cells moved into pinned slots.
    private var moved: [Cell] = []
    /// The slots pinned by inserts, in the order they were pinned.
    private(set) var insertedItems: [Int] = []
    /// How many slots are pinned.
    private(set) var pinnedCount = 0

    private static var free: Int { -1 }
    private static var firstInserted: Int { -2 }

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
    mutating func pin(_ cell: Cell, at index: Int) {
        pins[index] = moved.count
        moved.append(cell)
        pinnedCount += 1
    }

    /// The number of slots.
    var count: Int { pins.count }

    /// The first slot whose cell would have another identity than
    /// `expected` holds there, and the text that cell shows: inserted slots
    /// show the data source's cells from `inserting`, moved cells their
    /// slots, free slots the cells of `survivors` not marked in `leaving`, in
    /// order (as ``fill(_:inserting:leaving:)`` places them; an empty cell
    /// should they run out). `expected` has a cell per slot.
    ///
    /// - Complexity: O(slots + survivors), no cell copied.
    func firstDifference(
        from expected: [String], survivors: [Cell], leaving: [Bool], inserting: [RecordingViewItem]
    ) -> (item: Int, text: String)? {
        var next = 0
        for (slot, pin) in pins.enumerated() where slot < expected.count {
            switch pin {
            case ...Self.firstInserted:
                let item = inserting[checked: Self.firstInserted - pin] ?? RecordingViewItem(id: "", content: "")
                if item.id != expected[slot] { return (slot, item.description) }
            case Self.free:
                while next < survivors.count, leaving[next] { next += 1 }
                guard next < survivors.count else {
                    if !expected[slot].isEmpty { return (slot, "") }
                    continue
                }
                if survivors[next].id != expected[slot] { return (slot, survivors[next].text) }
                next += 1
            default:
                if moved[pin].id != expected[slot] { return (slot, moved[pin].text) }
            }
        }
        return nil
    }

    /// Makes `cells`, the section's cells before the batch, its cells after
    /// it, in place: the cells marked in `leaving` are dropped, the others
    /// keep their order in the free slots, inserted slots get the data
    /// source's cells from `inserting` (at ``insertedItems``, in that order;
    /// their texts written now) and moved cells their slots.
    ///
    /// Surviving cells are swapped into place, never copied; the free slots
    /// must be as many as the surviving cells (the count check before).
    ///
    /// - Complexity: O(slots + cells).
    func fill(_ cells: inout [Cell], inserting: [RecordingViewItem], leaving: [Bool]) {
        // The surviving cells, in order, at the front; the leaving ones
        // dropped. (A buffer's `swapAt` moves the two cells; an array's
        // copies them, counting references to their strings.)
        let kept = cells.withUnsafeMutableBufferPointer { cells in
            var kept = 0
            for index in cells.indices where !(leaving[checked: index] ?? false) {
                cells.swapAt(kept, index)
                kept += 1
            }
            return kept
        }
        cells.removeLast(cells.count - kept)
        // From the last slot back: a free slot takes the last survivor not
        // yet placed, a pinned slot its cell. Slots after the survivors
        // start as empty cells (no string to count references of).
        let empty = Cell(RecordingViewItem(id: "", content: ""))
        if pins.count > kept {
            cells.append(contentsOf: repeatElement(empty, count: pins.count - kept))
        }
        cells.withUnsafeMutableBufferPointer { cells in
            var survivor = kept - 1
            for slot in pins.indices.reversed() where slot < cells.count {
                let pin = pins[slot]
                switch pin {
                case ...Self.firstInserted:
                    cells[slot] = Cell(inserting[checked: Self.firstInserted - pin] ?? RecordingViewItem(id: "", content: ""))
                case Self.free:
                    guard survivor >= 0 else { continue }
                    cells.swapAt(slot, survivor)
                    survivor -= 1
                default:
                    cells[slot] = moved[pin]
                }
            }
        }
        if cells.count > pins.count { cells.removeLast(cells.count - pins.count) }
    }
}
