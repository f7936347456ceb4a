extension BatchTrace {
    typealias Mark = StepPicture.Mark

    /// The state after `batch` and where its marks go.
    ///
    /// Sections: deleted (and reloaded) ones leave, moved and inserted (and
    /// reloaded, at their shifted index) ones are pinned at their destination,
    /// the others fill the remaining places in their old order. Rows likewise
    /// within each surviving section; a reloaded row is a delete of its old
    /// path and an insert at its shifted path (UIKit's normalisation).
    ///
    /// - Complexity: O(*n* + *c* log *c*) for *n* rows and *c* calls.
    mutating func apply(_ batch: RecordedBatch, to state: State) -> (State, Placement) {
        var placement = Placement()
        if batch.kind == .handOff {
            for call in batch.calls {
                guard case let .handOff(paths, names) = call.call else { continue }
                for (operand, path) in paths.enumerated() {
                    let label = names.count == paths.count ? "carousel \(names[operand])" : nil
                    let mark = Mark(event: call.event, operand: operand, kind: .handOff, label: label)
                    if Self.contains(state, path) {
                        placement.beforeRows[path] = (.handedOff, mark)
                    } else {
                        placement.unplaced.append(mark)
                    }
                }
            }
            return (state, placement)
        }
        if batch.calls.contains(where: { $0.call == .reloadData }) || Self.fellBack(batch) {
            for call in batch.calls where call.call == .reloadData {
                placement.viewMark = Mark(event: call.event, operand: 0, kind: .reloadData)
            }
            if case .fallbackToReloadData(let reason) = batch.ending {
                // The batch's calls were received, then the table reloaded everything.
                var marked = place(batch, on: state, into: &placement).1
                marked.viewMark = batch.endingEvent.map { Mark(event: $0, operand: 0, kind: .fallback, label: reason) }
                return (nil, marked)
            }
            return (nil, placement)
        }
        if case .rejected = batch.ending {
            return (state, place(batch, on: state, into: &placement).1)
        }
        return place(batch, on: state, into: &placement)
    }

    private static func fellBack(_ batch: RecordedBatch) -> Bool {
        if case .fallbackToReloadData = batch.ending { return true }
        return false
    }

    private static func contains(_ state: State, _ position: Position) -> Bool {
        guard let state, state.indices.contains(position.section), let rows = state[position.section].rows else { return false }
        return rows.indices.contains(position.row)
    }

    /// Places the batch's calls and computes the state after it.
    mutating func place(_ batch: RecordedBatch, on state: State, into placement: inout Placement) -> (State, Placement) {
        var sectionDeletes: [(Int, Mark)] = []
        var sectionInserts: [(Int, Mark)] = []
        var sectionReloads: [(Int, Mark)] = []
        var sectionMoves: [(from: Int, to: Int, mark: Mark)] = []
        var itemDeletes: [(Position, Mark)] = []
        var itemInserts: [(Position, Mark)] = []
        var itemReloads: [(Position, Mark)] = []
        var itemMoves: [(from: Position, to: Position, mark: Mark)] = []
        for call in batch.calls {
            let event = call.event
            switch call.call {
            case let .deleteSections(indexes):
                sectionDeletes += indexes.enumerated().map { ($1, Mark(event: event, operand: $0, kind: .deleteSection)) }
            case let .insertSections(indexes):
                sectionInserts += indexes.enumerated().map { ($1, Mark(event: event, operand: $0, kind: .insertSection)) }
            case let .reloadSections(indexes):
                sectionReloads += indexes.enumerated().map { ($1, Mark(event: event, operand: $0, kind: .reloadSection)) }
            case let .moveSection(from, to):
                sectionMoves.append((from, to, Mark(event: event, operand: 0, kind: .moveSection)))
            case let .deleteItems(paths):
                itemDeletes += paths.enumerated().map { ($1, Mark(event: event, operand: $0, kind: .deleteItem)) }
            case let .insertItems(paths):
                itemInserts += paths.enumerated().map { ($1, Mark(event: event, operand: $0, kind: .insertItem)) }
            case let .reloadItems(paths):
                itemReloads += paths.enumerated().map { ($1, Mark(event: event, operand: $0, kind: .reloadItem)) }
            case let .moveItem(from, to):
                itemMoves.append((from, to, Mark(event: event, operand: 0, kind: .moveItem)))
            case .reloadData, .handOff:
                continue
            }
        }
        guard let before = state else {
            placement.unplaced = batch.calls.flatMap { call in
                (0..<call.call.operandCount).map { Mark(event: call.event, operand: $0, kind: Self.kind(of: call.call)) }
            }
            return (nil, placement)
        }

        // Sections.
        let oldDeletes = sectionDeletes.map(\.0) + sectionReloads.map(\.0)
        let reloadTargets = sectionReloads.map { Self.shift($0.0, deletes: sectionDeletes.map(\.0), inserts: sectionInserts.map(\.0)) }
        let newInserts = sectionInserts.map(\.0) + reloadTargets
        for (index, mark) in sectionDeletes {
            if before.indices.contains(index) { placement.beforeSections[index] = (.deleted, mark) } else { placement.unplaced.append(mark) }
        }
        for (index, mark) in sectionReloads {
            if before.indices.contains(index) { placement.beforeSections[index] = (.reloaded, mark) } else { placement.unplaced.append(mark) }
        }
        let count = before.count - Set(oldDeletes).count + Set(newInserts).count
        var origins = [Int?](repeating: nil, count: max(0, count))
        var pinned = Set<Int>()
        for (index, mark) in sectionInserts {
            guard origins.indices.contains(index) else {
                placement.unplaced.append(mark)
                continue
            }
            pinned.insert(index)
            placement.afterSections[index] = (.inserted, mark)
        }
        for target in reloadTargets where origins.indices.contains(target) {
            pinned.insert(target)
            placement.afterSections[target] = (.refreshed, nil)
        }
        for move in sectionMoves {
            guard origins.indices.contains(move.to), before.indices.contains(move.from) else {
                placement.unplaced.append(move.mark)
                continue
            }
            origins[move.to] = move.from
            pinned.insert(move.to)
            placement.beforeSections[move.from] = (.moved, nil)
            placement.afterSections[move.to] = (.moved, nil)
            placement.arrows.append(.init(from: Position(section: move.from, row: 0), to: Position(section: move.to, row: 0), isSection: true, mark: move.mark))
        }
        let leaving = Set(oldDeletes).union(sectionMoves.map(\.from))
        var survivors = before.indices.filter { !leaving.contains($0) }[...]
        for index in origins.indices where !pinned.contains(index) {
            origins[index] = survivors.popFirst()
        }
        for (new, old) in origins.enumerated() {
            if let old { placement.destinations[old] = new }
        }
        let consistent = survivors.isEmpty && origins.indices.allSatisfy { pinned.contains($0) || origins[$0] != nil }

        // Rows.
        let deletedSections = Set(oldDeletes)
        let insertedSections = Set(newInserts)
        var reloadInserts: [(Position, Int)] = []  // target, predecessor token
        var leavingRows: [Int: Set<Int>] = [:]
        for (path, mark) in itemDeletes {
            guard Self.contains(state, path) else { placement.unplaced.append(mark); continue }
            placement.beforeRows[path] = (.deleted, mark)
            leavingRows[path.section, default: []].insert(path.row)
        }
        for (path, mark) in itemReloads {
            guard Self.contains(state, path), let rows = before[path.section].rows else { placement.unplaced.append(mark); continue }
            placement.beforeRows[path] = (.reloaded, mark)
            guard !deletedSections.contains(path.section) else { continue }
            leavingRows[path.section, default: []].insert(path.row)
            let section = Self.shift(path.section, deletes: oldDeletes, inserts: newInserts)
            let row = Self.shift(
                path.row,
                deletes: itemDeletes.filter { $0.0.section == path.section }.map(\.0.row),
                inserts: itemInserts.filter { $0.0.section == section }.map(\.0.row)
            )
            reloadInserts.append((Position(section: section, row: row), rows[path.row]))
        }
        for move in itemMoves {
            guard Self.contains(state, move.from) else { placement.unplaced.append(move.mark); continue }
            placement.beforeRows[move.from] = (.moved, nil)
            leavingRows[move.from.section, default: []].insert(move.from.row)
        }

        guard consistent else {
            placement.unplaced += itemInserts.map(\.1) + itemMoves.map(\.mark)
            return (nil, placement)
        }
        var after: [SectionSlot] = []
        for (index, origin) in origins.enumerated() {
            guard let origin, !insertedSections.contains(index) else {
                after.append(SectionSlot(token: sectionToken(), rows: nil))
                continue
            }
            let old = before[origin]
            let pins = itemInserts.filter { $0.0.section == index }.count
                + reloadInserts.filter { $0.0.section == index }.count
                + itemMoves.filter { $0.to.section == index }.count
            guard pins > 0 || leavingRows[origin] != nil else {
                // Untouched: the same section (and the same rows, known or not).
                after.append(old)
                continue
            }
            guard let oldRows = old.rows else {
                // Changed rows of a section whose rows are not known yet: another section.
                after.append(SectionSlot(token: sectionToken(), rows: nil))
                continue
            }
            let survivingRows = oldRows.enumerated().filter { !(leavingRows[origin]?.contains($0.offset) ?? false) }.map(\.element)
            var slots = [Int?](repeating: nil, count: survivingRows.count + pins)
            for (path, mark) in itemInserts where path.section == index {
                guard slots.indices.contains(path.row), slots[path.row] == nil else { placement.unplaced.append(mark); continue }
                slots[path.row] = token(nil)
                placement.afterRows[path] = (.inserted, mark)
            }
            for (path, predecessor) in reloadInserts where path.section == index && slots.indices.contains(path.row) && slots[path.row] == nil {
                slots[path.row] = token(nil, predecessor: predecessor)
                placement.afterRows[path] = (.refreshed, nil)
            }
            for move in itemMoves where move.to.section == index {
                guard slots.indices.contains(move.to.row), slots[move.to.row] == nil,
                      let source = before[move.from.section].rows?[move.from.row] else { placement.unplaced.append(move.mark); continue }
                slots[move.to.row] = source
                placement.afterRows[move.to] = (.moved, nil)
                placement.arrows.append(.init(from: move.from, to: move.to, isSection: false, mark: move.mark))
            }
            var remaining = survivingRows[...]
            let rows = slots.map { $0 ?? remaining.popFirst() }
            guard rows.allSatisfy({ $0 != nil }), remaining.isEmpty else {
                after.append(SectionSlot(token: sectionToken(), rows: nil))
                continue
            }
            after.append(SectionSlot(token: sectionToken(), rows: rows.compactMap { $0 }))
        }
        // Moves into sections whose rows are not known cannot be placed.
        let placedMoves = Set(placement.arrows.map(\.mark))
        for move in itemMoves where !placedMoves.contains(move.mark) && !placement.unplaced.contains(move.mark) {
            placement.unplaced.append(move.mark)
        }
        for (path, mark) in itemInserts where placement.afterRows[path]?.1 != mark && !placement.unplaced.contains(mark) {
            placement.unplaced.append(mark)
        }
        return (after, placement)
    }

    static func kind(of call: RecordedCall) -> Mark.Kind {
        switch call {
        case .deleteItems: .deleteItem
        case .insertItems: .insertItem
        case .reloadItems: .reloadItem
        case .moveItem: .moveItem
        case .deleteSections: .deleteSection
        case .insertSections: .insertSection
        case .reloadSections: .reloadSection
        case .moveSection: .moveSection
        case .reloadData: .reloadData
        case .handOff: .handOff
        }
    }

    /// Where a surviving index lands: down by one per delete before it, then
    /// up by one per insert at or before its running position.
    static func shift(_ index: Int, deletes: [Int], inserts: [Int]) -> Int {
        var shifted = index - Set(deletes).count(where: { $0 < index })
        for insert in Set(inserts).sorted() where insert <= shifted {
            shifted += 1
        }
        return shifted
    }
}
