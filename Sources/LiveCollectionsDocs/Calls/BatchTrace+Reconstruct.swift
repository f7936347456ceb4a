extension BatchTrace {
    /// The state before `batch` with the rows of its unknown sections worked
    /// out from the state after it, when that is known; nil when nothing
    /// could be filled in. The rows are recorded in ``resolvedSections`` so
    /// every panel showing those sections shows them.
    ///
    /// A section the batch kept (at `destinations[old]`) had, before it: the
    /// rows the batch deleted, reloaded or moved out, at the paths the calls
    /// name, and the survivors, in order, in the other places. Survivors and
    /// moved rows keep their cells, so their identities and contents come
    /// from after the batch; deleted rows were never recorded.
    ///
    /// - Complexity: O(*n* + *c*) for *n* rows and *c* calls.
    mutating func reconstruct(before: State, after: State, batch: RecordedBatch, destinations: [Int: Int]) -> [SectionSlot]? {
        guard var before, let after else { return nil }
        let calls = batch.calls.map(\.call)
        var changed = false
        for (old, slot) in before.enumerated() where rows(of: slot) == nil {
            guard let new = destinations[old], after.indices.contains(new), let newRows = rows(of: after[new]) else { continue }
            var leaving: [Int: Int?] = [:]  // row before -> its token after (nil: not recorded)
            var pinned = Set<Int>()
            for call in calls {
                switch call {
                case let .deleteItems(paths):
                    for path in paths where path.section == old { leaving[path.row] = .some(nil) }
                case let .reloadItems(paths):
                    for path in paths where path.section == old { leaving[path.row] = .some(nil) }
                case let .moveItem(from, to):
                    if to.section == new { pinned.insert(to.row) }
                    guard from.section == old else { continue }
                    let target = after.indices.contains(to.section) ? rows(of: after[to.section]) : nil
                    leaving[from.row] = .some(target.flatMap { $0.indices.contains(to.row) ? $0[to.row] : nil })
                case let .insertItems(paths):
                    for path in paths where path.section == new { pinned.insert(path.row) }
                default:
                    continue
                }
            }
            // A reload's cell comes back at its shifted place: that place is pinned too.
            let reloadedAfter = calls.flatMap { call -> [Position] in
                guard case let .reloadItems(paths) = call else { return [] }
                return paths.filter { $0.section == old }
            }
            let inserted = calls.flatMap { call -> [Int] in
                guard case let .insertItems(paths) = call else { return [] }
                return paths.filter { $0.section == new }.map(\.row)
            }
            let deleted = calls.flatMap { call -> [Int] in
                guard case let .deleteItems(paths) = call else { return [] }
                return paths.filter { $0.section == old }.map(\.row)
            }
            for path in reloadedAfter {
                pinned.insert(Self.shift(path.row, deletes: deleted, inserts: inserted))
            }
            let survivors = newRows.enumerated().filter { !pinned.contains($0.offset) }.map(\.element)
            let count = survivors.count + leaving.count
            guard leaving.keys.allSatisfy({ (0..<count).contains($0) }) else { continue }
            var remaining = survivors[...]
            let rebuilt = (0..<count).map { row -> Int in
                if let known = leaving[row] { return known ?? token(nil) }
                return remaining.popFirst() ?? token(nil)
            }
            resolvedSections[slot.token] = rebuilt
            before[old].rows = rebuilt
            changed = true
        }
        return changed ? before : nil
    }

    /// `state` with the rows worked out for its unknown sections.
    func filled(_ state: State) -> State {
        state.map { $0.map { SectionSlot(token: $0.token, rows: rows(of: $0)) } }
    }

    /// A section's rows: its own, or those worked out for it.
    func rows(of slot: SectionSlot) -> [Int]? {
        slot.rows ?? resolvedSections[slot.token]
    }
}
