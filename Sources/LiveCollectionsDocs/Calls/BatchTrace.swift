/// Follows one view's rows through the batches it received in a step, the
/// way a view moves its cells (UIKit's rules, as the recording view applies
/// them), and turns every call into marks on the rows and sections it names.
///
/// Rows are followed by token: a row that survives a batch keeps its token
/// (and content: a view does not refresh a cell it was not told to reload);
/// an inserted or reloaded row gets a new one, whose identity and content are
/// only known when it is still on screen at the end of the step (the
/// recording stores what each view shows at the end of each step, not after
/// each batch). A section a batch inserts (its rows come from the data
/// source) and a later batch of the step changes is worked out backwards
/// from the end: survivors and moved rows keep their cells. What cannot be
/// known (a row deleted before it was ever recorded) is left nil and drawn
/// as not recorded.
struct BatchTrace {
    /// One section of the state between two batches.
    struct SectionSlot: Hashable {
        /// Stays the same while no call changes the section's rows.
        var token: Int
        /// Row tokens; nil when the section's rows are not known.
        var rows: [Int]?
    }

    /// The sections between two batches; nil when not known.
    typealias State = [SectionSlot]?

    private struct Token {
        var id: String?
        var text: String?
        /// The row a reload replaced.
        var predecessor: Int?
    }

    /// Where each call's marks go, and the roles of what they name.
    struct Placement {
        var beforeRows: [Position: (StepPicture.Role, StepPicture.Mark?)] = [:]
        var afterRows: [Position: (StepPicture.Role, StepPicture.Mark?)] = [:]
        var beforeSections: [Int: (StepPicture.Role, StepPicture.Mark?)] = [:]
        var afterSections: [Int: (StepPicture.Role, StepPicture.Mark?)] = [:]
        var arrows: [StepPicture.Arrow] = []
        var unplaced: [StepPicture.Mark] = []
        var viewMark: StepPicture.Mark?
        /// Where each section before the batch went (old index to new), for a
        /// batch that was followed.
        var destinations: [Int: Int] = [:]
    }

    private var tokens: [Token] = []
    private var sectionCount = 0
    var resolvedSections: [Int: [Int]] = [:]

    /// The panels of `batches`, from what the view showed before the step
    /// (`start`, nil for a view that did not exist) to what it shows at the
    /// end (`end`).
    ///
    /// - Complexity: O(*b* · (*n* + *c* log *c*)) for *b* batches, *n* rows and
    ///   *c* calls per batch.
    static func panels(start: [[String]]?, end: [[String]]?, batches: [RecordedBatch], defaultDuration: Int) -> [StepPicture.Panel] {
        var trace = BatchTrace()
        var states: [State] = [start.map { trace.fresh($0.map { $0.map(Item.init) }) }]
        var placements: [Placement] = []
        for batch in batches {
            let (after, placement) = trace.apply(batch, to: states[states.count - 1])
            states.append(after)
            placements.append(placement)
        }
        if let end {
            trace.align(&states[states.count - 1], with: end.map { $0.map(Item.init) })
        }
        // Sections whose rows only the data source knew (inserted by one batch,
        // changed by the next) are worked out backwards from the known end.
        for index in batches.indices.reversed() where batches[index].kind == .batch && batches[index].ending == .applied {
            if let rebuilt = trace.reconstruct(before: states[index], after: states[index + 1], batch: batches[index], destinations: placements[index].destinations) {
                var placement = Placement()
                placements[index] = trace.place(batches[index], on: rebuilt, into: &placement).1
            }
        }
        // Hand-offs name rows of the state at their time, which may only now be known.
        for index in batches.indices where batches[index].kind == .handOff && !placements[index].unplaced.isEmpty {
            placements[index] = trace.apply(batches[index], to: trace.filled(states[index])).1
        }
        var panels: [StepPicture.Panel] = []
        var counted = 0
        for (index, batch) in batches.enumerated() {
            let placement = placements[index]
            if batch.kind == .batch { counted += 1 }
            let title = switch batch.kind {
            case .batch: "batch \(counted)"
            case .reloadData: "reloadData"
            case .handOff: "manual reloads"
            }
            var notes = batch.notes
            switch batch.ending {
            case .applied: break
            case .fallbackToReloadData(let reason): notes.append("the table view reloaded all data instead: \(reason)")
            case .rejected(let message): notes.append("rejected: \(message)")
            case .open: notes.append("the batch did not end")
            }
            let animates = batch.kind == .batch && batch.ending == .applied
            let duration = batch.completedAt.map { $0 - batch.at } ?? (animates ? defaultDuration : 0)
            let before = batch.kind == .handOff ? nil : trace.column(states[index], rows: placement.beforeRows, sections: placement.beforeSections, mark: nil, after: false)
            let afterRows = batch.kind == .handOff ? placement.beforeRows : placement.afterRows
            let after = trace.column(states[index + 1], rows: afterRows, sections: placement.afterSections, mark: placement.viewMark, after: true)
            panels.append(StepPicture.Panel(
                title: title, kind: batch.kind, at: batch.at, duration: max(0, duration), completionRecorded: batch.completedAt != nil, notes: notes,
                before: before, after: after, arrows: placement.arrows, unplaced: placement.unplaced,
                sources: trace.sources(from: states[index], to: states[index + 1])
            ))
        }
        return panels
    }

    // MARK: Tokens

    mutating func token(_ item: Item?, predecessor: Int? = nil) -> Int {
        tokens.append(Token(id: item?.id, text: item?.text, predecessor: predecessor))
        return tokens.count - 1
    }

    mutating func sectionToken() -> Int {
        sectionCount += 1
        return sectionCount - 1
    }

    private mutating func fresh(_ sections: [[Item]]) -> [SectionSlot] {
        sections.map { items in SectionSlot(token: sectionToken(), rows: items.map { token($0) }) }
    }

    /// Gives the tokens of the last state the identities and contents the
    /// recording shows at the end of the step, when the shapes agree.
    private mutating func align(_ state: inout State, with end: [[Item]]) {
        guard let sections = state else {
            state = fresh(end)
            return
        }
        guard sections.count == end.count,
              zip(sections, end).allSatisfy({ $0.rows == nil || $0.rows?.count == $1.count }) else { return }
        var aligned = sections
        for (index, items) in end.enumerated() {
            guard let rows = sections[index].rows else {
                let rows = items.map { token($0) }
                aligned[index].rows = rows
                resolvedSections[sections[index].token] = rows
                continue
            }
            for (row, item) in zip(rows, items) where tokens[row].text == nil {
                tokens[row].id = item.id
                tokens[row].text = item.text
            }
        }
        state = aligned
    }

    /// For each row of `after` that was in `before` (itself, or the row a
    /// reload replaced), its position in `before`.
    private func sources(from before: State, to after: State) -> [Position: Position] {
        guard let before, let after else { return [:] }
        var positions: [Int: Position] = [:]
        for (section, slot) in before.enumerated() {
            for (row, token) in (slot.rows ?? resolvedSections[slot.token] ?? []).enumerated() {
                positions[token] = Position(section: section, row: row)
            }
        }
        var sources: [Position: Position] = [:]
        for (section, slot) in after.enumerated() {
            for (row, token) in (slot.rows ?? resolvedSections[slot.token] ?? []).enumerated() {
                if let source = positions[token] ?? tokens[token].predecessor.flatMap({ positions[$0] }) {
                    sources[Position(section: section, row: row)] = source
                }
            }
        }
        return sources
    }

    // MARK: Columns

    private func row(_ token: Int, role: StepPicture.Role, mark: StepPicture.Mark?) -> StepPicture.Row {
        let value = tokens[token]
        let id = value.id ?? value.predecessor.flatMap { tokens[$0].id }
        return StepPicture.Row(id: id, text: value.text, role: role, mark: mark)
    }

    private func column(
        _ state: State, rows: [Position: (StepPicture.Role, StepPicture.Mark?)],
        sections: [Int: (StepPicture.Role, StepPicture.Mark?)], mark: StepPicture.Mark?, after: Bool
    ) -> StepPicture.Column {
        guard let state else { return StepPicture.Column(sections: nil, mark: mark) }
        let drawn = state.enumerated().map { index, slot -> StepPicture.Section in
            let (sectionRole, sectionMark) = sections[index] ?? (.unchanged, nil)
            let inherited: StepPicture.Role = switch sectionRole {
            case .deleted, .reloaded: .carriedOut
            case .inserted, .refreshed: .carriedIn
            default: .unchanged
            }
            let tokens = slot.rows ?? resolvedSections[slot.token]
            let drawnRows = tokens.map { tokens in
                tokens.enumerated().map { offset, token in
                    let (role, mark) = rows[Position(section: index, row: offset)] ?? (inherited, nil)
                    return row(token, role: role, mark: mark)
                }
            }
            return StepPicture.Section(index: index, rows: drawnRows, role: sectionRole, mark: sectionMark)
        }
        return StepPicture.Column(sections: drawn, mark: mark)
    }
}
