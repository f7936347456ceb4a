import Foundation
import Testing
import LiveCollections
@testable import LiveCollectionsTesting

/// The recording view's fast paths (integer pairs instead of `IndexPath`s,
/// flat arrays instead of sets) must answer exactly as the plain code they
/// replace, malformed paths (other lengths, negative indexes) and repeated
/// operations included.
@Suite("Batch fast paths (seeded)")
struct BatchFastPathTests {
    @Test func pathConflictsAndSetsAnswerAsIndexPaths() {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var random = generator
        for round in 0..<500 {
            let count = Int.random(in: 0...30, using: &random)
            let malformed = round % 5 == 0
            let pairs = (0..<count).map { _ in (Self.randomPath(&random, malformed: malformed), Self.randomPath(&random, malformed: malformed)) }
            let context = "seed \(generator.seed), round \(round): \(pairs)"
            let fast = BatchValidator.firstPathConflict(pairs)
            let plain = BatchValidator.firstConflict(pairs)
            #expect(fast?.0 == plain?.0 && fast?.1.0 == plain?.1.0 && fast?.1.1 == plain?.1.1, "\(context)")

            let paths = pairs.map(\.0)
            let set = PathSet(paths)
            let plainSet = Set(paths)
            for probe in pairs.map(\.1) + paths {
                #expect(set.contains(probe) == plainSet.contains(probe), "\(context): \(probe)")
            }
        }
    }

    /// Random batches (valid or not, repeats included) applied to random
    /// cells give the same cells, or the same error, as the plain application.
    @Test func applicationAnswersAsThePlainOne() {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var random = generator
        var (applied, rejected) = (0, 0)
        for round in 0..<2_000 {
            let style: RecordingViewStyle = round % 2 == 0 ? .table : .collection
            let ids = (0..<40).map { String($0) }.shuffled(using: &random)
            var next = 0
            func section(_ length: Int) -> [RecordingViewItem] {
                (0..<length).map { _ in
                    defer { next = (next + 1) % ids.count }
                    return RecordingViewItem(id: ids[next], content: "c\(next)")
                }
            }
            var before = (0..<Int.random(in: 0...3, using: &random)).map { _ in section(Int.random(in: 0...6, using: &random)) }
            var after = (0..<Int.random(in: 0...3, using: &random)).map { _ in section(Int.random(in: 0...6, using: &random)) }
            var pending = PendingBatch()
            if round % 2 == 0 {
                // A batch that mostly adds up: one section, some cells deleted,
                // some moved explicitly, new ones inserted, the rest in order.
                let old = section(Int.random(in: 0...12, using: &random))
                let kept = old.indices.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
                let moved = kept.filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
                var order: [(cell: RecordingViewItem, old: Int?)] = kept.filter { !moved.contains($0) }.map { (old[$0], $0) }
                for index in moved { order.insert((old[index], index), at: Int.random(in: 0...order.count, using: &random)) }
                for fresh in 0..<Int.random(in: 0...4, using: &random) {
                    order.insert((RecordingViewItem(id: "new\(fresh)", content: "new"), nil), at: Int.random(in: 0...order.count, using: &random))
                }
                before = [old]
                after = [order.map(\.cell)]
                pending.itemDeletes = old.indices.filter { !kept.contains($0) }.map { path(0, $0) }
                for (position, entry) in order.enumerated() {
                    if let index = entry.old, moved.contains(index) {
                        pending.itemMoves.append(IndexPathPair(source: path(0, index), target: path(0, position)))
                    } else if entry.old == nil {
                        pending.itemInserts.append(path(0, position))
                    }
                }
                // Now and then a repeat, or an operation too many.
                if Int.random(in: 0..<4, using: &random) == 0, let delete = pending.itemDeletes.first { pending.itemDeletes.append(delete) }
                if Int.random(in: 0..<6, using: &random) == 0 { pending.itemInserts.append(path(0, Int.random(in: -1...12, using: &random))) }
            }
            for _ in 0..<(round % 2 == 0 ? 0 : Int.random(in: 0...8, using: &random)) {
                switch Int.random(in: 0..<7, using: &random) {
                case 0: pending.itemDeletes.append(Self.randomPath(&random, malformed: round % 9 == 0))
                case 1: pending.itemInserts.append(Self.randomPath(&random, malformed: round % 9 == 0))
                case 2: pending.itemReloads.append(Self.randomPath(&random, malformed: false))
                case 3, 4:
                    pending.itemMoves.append(IndexPathPair(source: Self.randomPath(&random, malformed: false), target: Self.randomPath(&random, malformed: false)))
                case 5:
                    // Unchecked here: a section moved twice, or from a section that is not there.
                    pending.sectionMoves.append(IndexPair(source: Int.random(in: -1...4, using: &random), target: Int.random(in: 0...3, using: &random)))
                default:
                    if Bool.random(using: &random) {
                        pending.sectionDeletes.append(Int.random(in: 0...3, using: &random))
                    } else {
                        pending.sectionInserts.append(Int.random(in: 0...3, using: &random))
                    }
                }
            }
            let batch = NormalisedBatch(pending, style: style)
            let mapping = SectionMapping(sectionsBefore: before.count, sectionsAfter: after.count, batch: batch)
            let application = BatchApplication<ShownCell>(
                batch: batch, mapping: mapping, style: style, after: after.map { $0.map(\.id) }, cells: .reading(after))
            let context = "seed \(generator.seed), round \(round): \(pending) before \(before) after \(after)"
            var shown = ShownCell.sections(before)
            let fast = Self.outcome { () throws(BatchUpdateError) in
                try application.apply(to: &shown)
                return Self.items(shown)
            }
            let plain = Self.outcome { () throws(BatchUpdateError) in try Self.plainApply(application, before: before, after: after) }
            #expect(fast == plain, "\(context)")
            // A batch that throws leaves the cells as they were.
            if case .failure = fast { #expect(Self.items(shown) == before, "\(context)") }
            // The application is the same for any kind of cell: here cells
            // that keep their item whole instead of its text.
            let generic = BatchApplication<ItemCell>(
                batch: batch, mapping: mapping, style: style, after: after.map { $0.map(\.id) }, cells: .reading(after))
            var itemCells = before.map { $0.map(ItemCell.init) }
            let other = Self.outcome { () throws(BatchUpdateError) in
                try generic.apply(to: &itemCells)
                return itemCells.map { $0.map(\.item) }
            }
            #expect(other == fast, "\(context)")
            if case .success(let sections) = plain, !batch.itemMoves.isEmpty || !batch.itemDeletes.isEmpty, !sections.isEmpty {
                applied += 1
            } else if case .failure = plain {
                rejected += 1
            }
        }
        // Both outcomes are exercised, applications with deletes or moves included.
        #expect(applied > 20 && rejected > 20, "seed \(generator.seed): \(applied) applied, \(rejected) rejected")
    }

    /// A batch the validator would refuse (a section moved to two places,
    /// and one moved from a section that is not there), applied as the
    /// plain application does: each use of the old section gets its cells,
    /// nothing traps.
    @Test func anOldSectionUsedTwiceGivesItsCellsToBoth() throws {
        let cells = ["a", "b"].map { RecordingViewItem(id: $0, content: $0.uppercased()) }
        for style in [RecordingViewStyle.table, .collection] {
            var pending = PendingBatch()
            pending.sectionMoves = [IndexPair(source: 0, target: 0), IndexPair(source: 0, target: 1), IndexPair(source: 7, target: 2)]
            let before = [cells]
            let after = [cells, cells, []]
            let batch = NormalisedBatch(pending, style: style)
            let mapping = SectionMapping(sectionsBefore: before.count, sectionsAfter: after.count, batch: batch)
            let application = BatchApplication<ShownCell>(
                batch: batch, mapping: mapping, style: style, after: after.map { $0.map(\.id) }, cells: .reading(after))
            var shown = ShownCell.sections(before)
            try application.apply(to: &shown)
            #expect(Self.items(shown) == after)
            #expect(try Self.plainApply(application, before: before, after: after) == after)
        }
    }

    /// A cell that holds its item whole: the application must move it as
    /// it moves the recording view's cells.
    private struct ItemCell: BatchCell {
        let item: RecordingViewItem

        init(_ item: RecordingViewItem) {
            self.item = item
        }

        var id: String { item.id }
        var text: String { item.description }
    }

    /// A path of two indexes in -1...5 (or, when `malformed`, now and then
    /// one of another length).
    private static func randomPath(_ random: inout SeededRandomNumberGenerator, malformed: Bool) -> IndexPath {
        let length = malformed ? [2, 2, 0, 1, 3][Int.random(in: 0..<5, using: &random)] : 2
        return IndexPath(indexes: (0..<length).map { _ in Int.random(in: -1...5, using: &random) })
    }

    /// The items of shown cells; their texts are each item's description
    /// (checked by the recording view's own tests).
    private static func items(_ sections: [[ShownCell]]) -> [[RecordingViewItem]] {
        sections.map { $0.map(\.item) }
    }

    private static func outcome(_ body: () throws(BatchUpdateError) -> [[RecordingViewItem]]) -> Result<[[RecordingViewItem]], BatchUpdateError> {
        do throws(BatchUpdateError) {
            return .success(try body())
        } catch {
            return .failure(error)
        }
    }

    /// The application as it was written before its fast path: sets of
    /// leaving and inserted indexes, a slot of optional cells per item.
    private static func plainApply(
        _ application: BatchApplication<ShownCell>, before: [[RecordingViewItem]], after: [[RecordingViewItem]]
    ) throws(BatchUpdateError) -> [[RecordingViewItem]] {
        let (batch, mapping, style) = (application.batch, application.mapping, application.style)
        let subject = "after the batch the view would display"
        func mismatch(_ message: String) -> BatchUpdateError {
            BatchUpdateError(rule: .displayMismatch, style: style, message: message)
        }
        guard mapping.isConsistent else {
            throw mismatch(
                "after the batch the section operations do not add up: \(mapping.survivorCount) surviving sections "
                    + "for \(mapping.freeSlotCount) free places (duplicate section deletes or inserts?)"
            )
        }
        let deleted = Dictionary(grouping: batch.itemDeletes, by: \.checkedSectionIndex).mapValues { Set($0.map(\.checkedItemIndex)) }
        let movedOut = Dictionary(grouping: batch.itemMoves, by: \.source.checkedSectionIndex).mapValues { Set($0.map(\.source.checkedItemIndex)) }
        let inserted = Dictionary(grouping: batch.itemInserts, by: \.checkedSectionIndex).mapValues { Set($0.map(\.checkedItemIndex)) }
        let movedIn = Dictionary(grouping: batch.itemMoves, by: \.target.checkedSectionIndex)

        var result: [[RecordingViewItem]] = []
        for (new, origin) in mapping.origins.enumerated() {
            let fresh = after[checked: new] ?? []
            guard case let .old(old) = origin else {
                result.append(fresh)
                continue
            }
            var slots = [RecordingViewItem?](repeating: nil, count: fresh.count)
            var pinned = 0
            for item in inserted[new, default: []] where slots.indices.contains(item) && slots[item] == nil {
                slots[item] = fresh[item]
                pinned += 1
            }
            for move in movedIn[new, default: []] where slots.indices.contains(move.target.checkedItemIndex) {
                guard slots[move.target.checkedItemIndex] == nil,
                      let cell = before[checked: move.source.checkedSectionIndex]?[checked: move.source.checkedItemIndex]
                else { continue }
                slots[move.target.checkedItemIndex] = cell
                pinned += 1
            }
            let leaving = deleted[old, default: []].union(movedOut[old, default: []])
            let survivors = (before[checked: old] ?? []).enumerated().filter { !leaving.contains($0.offset) }.map(\.element)
            guard pinned + survivors.count == fresh.count else {
                throw mismatch(
                    "\(subject) \(pinned + survivors.count) \(style.itemsWord) in section \(new) "
                        + "but the data source has \(fresh.count)"
                )
            }
            var remaining = survivors[...]
            result.append(slots.map { slot in slot ?? remaining.popFirst() ?? RecordingViewItem(id: "", content: "") })
        }
        let comparison = DisplayComparison(subject: subject, style: style)
        let identities = after.map { $0.map(\.id) }
        let difference = comparison.firstDifference(
            displayedCounts: result.map(\.count), expectedCounts: identities.map(\.count),
            holding: { after[$0.checkedSectionIndex][$0.checkedItemIndex] },
            firstDifferingItem: { section in
                result[section].indices.first { result[section][$0].id != identities[section][$0] }.map { ($0, result[section][$0].description) }
            })
        if let difference { throw difference }
        return result
    }
}
