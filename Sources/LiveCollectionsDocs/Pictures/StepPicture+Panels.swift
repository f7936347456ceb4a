import Foundation
import LiveCollections
import LiveCollectionsRecording
import LiveCollectionsTesting

extension StepPicture {
    /// The panels of one view's moments in one step: per moment the view
    /// before and after it as recorded, and every call as marks on what it
    /// names. How a batch moved the cells comes from the testing module's
    /// batch semantics (``BatchSemantics/trail(recorded:style:before:after:)``),
    /// the implementation the recording view applies batches with.
    ///
    /// - Parameters:
    ///   - style: the view's style; nil for a run recorded without styles,
    ///     whose marks are placed where the calls name them, without arrows
    ///     followed through the batch.
    ///   - defaultDuration: how long a batch animates when its completion
    ///     was not recorded.
    /// - Complexity: O(*n* + *c* log *c*) per moment for *n* cells and *c*
    ///   calls.
    static func panels(of moments: [RecordedMoment], style: RecordingViewStyle?, defaultDuration: Int) -> [Panel] {
        var batches = 0
        return moments.map { moment in
            if moment.kind == .batch { batches += 1 }
            let title = switch moment.kind {
            case .batch: "batch \(moment.batch ?? batches)"
            case .reloadData: "reloadData"
            case .handOff: "manual reloads"
            }
            var placement = PanelPlacement(moment: moment)
            var notes = moment.notes
            switch moment.kind {
            case .handOff: placement.placeHandOffs()
            case .reloadData: placement.viewMark = moment.calls.first.map { Mark(event: $0.event, operand: 0, kind: .reloadData) }
            case .batch:
                if let note = placement.placeBatch(style: style) { notes.append(note) }
            }
            switch moment.ending {
            case .applied: break
            case .fallbackToReloadData(let reason): notes.append("the table view reloaded all data instead: \(reason)")
            case .rejected(let message): notes.append("rejected: \(message)")
            case .open: notes.append("the batch did not end")
            }
            let animates = moment.kind == .batch && moment.ending == .applied
            let duration = moment.completedAt.map { $0 - moment.at } ?? (animates ? defaultDuration : 0)
            let before = moment.kind == .handOff ? nil : placement.column(moment.before, rows: placement.beforeRows, sections: placement.beforeSections, mark: nil)
            let after = moment.kind == .handOff
                ? placement.column(moment.before, rows: placement.beforeRows, sections: [:], mark: nil)
                : placement.column(moment.after, rows: placement.afterRows, sections: placement.afterSections, mark: placement.viewMark)
            return Panel(
                title: title, kind: moment.kind, at: moment.at, duration: max(0, duration), completionRecorded: moment.completedAt != nil,
                notes: notes, before: before, after: after, arrows: placement.arrows, unplaced: placement.unplaced, sources: placement.sources)
        }
    }
}

/// Where the marks of one moment go, and the roles of what they name.
private struct PanelPlacement {
    typealias Mark = StepPicture.Mark
    typealias Marked = (role: StepPicture.Role, mark: Mark?)

    let moment: RecordedMoment
    var beforeRows: [Position: Marked] = [:]
    var afterRows: [Position: Marked] = [:]
    var beforeSections: [Int: Marked] = [:]
    var afterSections: [Int: Marked] = [:]
    var arrows: [StepPicture.Arrow] = []
    var unplaced: [Mark] = []
    var viewMark: Mark?
    var sources: [Position: Position] = [:]

    init(moment: RecordedMoment) {
        self.moment = moment
    }

    private static func contains(_ state: [[String]]?, _ position: Position) -> Bool {
        guard let state, state.indices.contains(position.section) else { return false }
        return state[position.section].indices.contains(position.row)
    }

    private static func contains(_ state: [[String]]?, section: Int) -> Bool {
        state?.indices.contains(section) ?? false
    }

    /// The rows handed to the reload delegate, on the view as it was.
    mutating func placeHandOffs() {
        for handOff in moment.handOffs {
            for (operand, path) in handOff.rows.enumerated() {
                let label = handOff.to.count == handOff.rows.count ? handOff.to[operand] : nil
                let mark = Mark(event: handOff.event, operand: operand, kind: .handOff, label: label)
                let position = Position(path)
                if Self.contains(moment.before, position) {
                    beforeRows[position] = (.handedOff, mark)
                } else {
                    unplaced.append(mark)
                }
            }
        }
    }

    /// Places a batch's calls: what they name before the batch on the view
    /// before it; what they name after it on the view after it, followed
    /// through the batch when it was applied. Returns a note when the
    /// recorded calls do not lead from the state before to the state after.
    mutating func placeBatch(style: RecordingViewStyle?) -> String? {
        var note: String?
        var trail: BatchSemantics.Trail?
        let reloadsAll = moment.calls.contains { $0.call == .reloadData }
        if moment.ending == .applied, !reloadsAll, let style, let before = moment.before, let after = moment.after {
            do throws(BatchUpdateError) {
                trail = try BatchSemantics.trail(recorded: moment.calls.map(\.call), style: style, before: before, after: after)
            } catch {
                note = "the recorded calls do not lead to the recorded state: \(error.message)"
            }
        }
        for call in moment.calls {
            place(call, followed: trail != nil)
        }
        if reloadsAll, let call = moment.calls.first(where: { $0.call == .reloadData }) {
            viewMark = Mark(event: call.event, operand: 0, kind: .reloadData)
        }
        if case .fallbackToReloadData(let reason) = moment.ending, let event = moment.endingEvent {
            viewMark = Mark(event: event, operand: 0, kind: .fallback, label: reason)
        }
        if let trail { follow(trail) }
        return note
    }

    /// The marks of one call, at the positions it names.
    private mutating func place(_ call: RecordedMoment.Call, followed: Bool) {
        let (before, after) = (moment.before, moment.after)
        func mark(_ operand: Int, _ kind: Mark.Kind) -> Mark { Mark(event: call.event, operand: operand, kind: kind) }
        func onRow(_ paths: [IndexPath], _ state: [[String]]?, _ role: StepPicture.Role, _ kind: Mark.Kind, into rows: inout [Position: Marked]) {
            for (operand, path) in paths.enumerated() {
                let position = Position(path)
                if Self.contains(state, position) { rows[position] = (role, mark(operand, kind)) } else { unplaced.append(mark(operand, kind)) }
            }
        }
        func onSection(_ indexes: [Int], _ state: [[String]]?, _ role: StepPicture.Role, _ kind: Mark.Kind, into sections: inout [Int: Marked]) {
            for (operand, index) in indexes.enumerated() {
                if Self.contains(state, section: index) { sections[index] = (role, mark(operand, kind)) } else { unplaced.append(mark(operand, kind)) }
            }
        }
        switch call.call {
        case .deleteItems(let paths, _): onRow(paths, before, .deleted, .deleteItem, into: &beforeRows)
        case .reloadItems(let paths, _): onRow(paths, before, .reloaded, .reloadItem, into: &beforeRows)
        case .insertItems(let paths, _): onRow(paths, after, .inserted, .insertItem, into: &afterRows)
        case .deleteSections(let indexes, _): onSection(indexes, before, .deleted, .deleteSection, into: &beforeSections)
        case .reloadSections(let indexes, _): onSection(indexes, before, .reloaded, .reloadSection, into: &beforeSections)
        case .insertSections(let indexes, _): onSection(indexes, after, .inserted, .insertSection, into: &afterSections)
        case let .moveItem(from, to):
            let (source, target) = (Position(from), Position(to))
            guard Self.contains(before, source), Self.contains(after, target) else { return unplaced.append(mark(0, .moveItem)) }
            beforeRows[source] = (.moved, nil)
            afterRows[target] = (.moved, nil)
            arrows.append(StepPicture.Arrow(from: source, to: target, isSection: false, mark: mark(0, .moveItem)))
            if followed { sources[target] = source }
        case let .moveSection(from, to):
            guard Self.contains(before, section: from), Self.contains(after, section: to) else { return unplaced.append(mark(0, .moveSection)) }
            beforeSections[from] = (.moved, nil)
            afterSections[to] = (.moved, nil)
            arrows.append(StepPicture.Arrow(
                from: Position(section: from, row: 0), to: Position(section: to, row: 0), isSection: true, mark: mark(0, .moveSection)))
        case .reloadData, .beginBatch, .endBatch, .rejected, .fallbackToReloadData, .animationsCompleted:
            return
        }
    }

    /// What the batch did to what no call names after it: where reloaded
    /// rows and sections went, and where every cell came from.
    private mutating func follow(_ trail: BatchSemantics.Trail) {
        for reload in trail.sectionReloads where afterSections[reload.target] == nil {
            afterSections[reload.target] = (.refreshed, nil)
        }
        for reload in trail.itemReloads {
            let target = Position(reload.target)
            if afterRows[target] == nil { afterRows[target] = (.refreshed, nil) }
            sources[target] = Position(reload.source)
        }
        for (section, cells) in trail.cellOrigins.enumerated() {
            for (row, origin) in cells.enumerated() {
                guard let origin else { continue }
                sources[Position(section: section, row: row)] = Position(origin)
            }
        }
    }

    /// One column: `state`'s sections and rows with their roles and marks;
    /// a row in a section that leaves or arrives whole is carried with it.
    func column(_ state: [[String]]?, rows: [Position: Marked], sections: [Int: Marked], mark: Mark?) -> StepPicture.Column {
        guard let state else { return StepPicture.Column(sections: nil, mark: mark) }
        let drawn = state.enumerated().map { index, texts -> StepPicture.Section in
            let (sectionRole, sectionMark) = sections[index] ?? (.unchanged, nil)
            let inherited: StepPicture.Role = switch sectionRole {
            case .deleted, .reloaded: .carriedOut
            case .inserted, .refreshed: .carriedIn
            default: .unchanged
            }
            let drawnRows = texts.enumerated().map { row, text in
                let item = Item(text)
                let (role, mark) = rows[Position(section: index, row: row)] ?? (inherited, nil)
                return StepPicture.Row(id: item.id, text: item.text, role: role, mark: mark)
            }
            return StepPicture.Section(index: index, rows: drawnRows, role: sectionRole, mark: sectionMark)
        }
        return StepPicture.Column(sections: drawn, mark: mark)
    }
}
