import GRDB
import LiveCollectionsRecording

/// A recording as rows of the tables below `run`: its steps, the deltas,
/// decisions, view events and view states of each step, and its final state.
struct RecordingRows {
    var steps: [StepRow]
    var deltas: [DeltaRow]
    var decisions: [DecisionRow]
    var events: [ViewEventRow]
    var stepViewStates: [StepViewStateRow]
    var finalStates: [FinalStateRow]

    /// The rows of `recording` stored under run `runId`.
    init(_ recording: ScenarioRecording, runId: Int64) {
        steps = recording.steps.map {
            StepRow(runId: runId, stepIndex: $0.index, atMilliseconds: $0.at, action: $0.action)
        }
        deltas = recording.steps.flatMap { step in
            step.deltas.enumerated().map { ordinal, record in
                DeltaRow(entry: StepEntry(runId: runId, stepIndex: step.index, ordinal: ordinal, atMilliseconds: record.at),
                         source: record.source, delta: record.delta)
            }
        }
        decisions = recording.steps.flatMap { step in
            step.decisions.enumerated().map { ordinal, record in
                DecisionRow(entry: StepEntry(runId: runId, stepIndex: step.index, ordinal: ordinal, atMilliseconds: record.at),
                            source: record.source, style: record.style, reason: record.reason)
            }
        }
        events = recording.steps.flatMap { Self.eventRows($0.events, views: $0.views, runId: runId, stepIndex: $0.index) }
        // A view state is stored as changes from the previous step's state
        // of the same view (same position, same name) when that is shorter;
        // the final state likewise from the last step's. Every state is
        // hashed once (it is also the next step's base), then stored and
        // written as JSON: each state's work on its own, on several threads.
        var places: [ViewStatePlace] = []
        var previous: (index: Int, first: Int, count: Int) = (StepRecord.setupIndex, 0, 0)
        for step in recording.steps {
            let first = places.count
            for (ordinal, state) in step.views.enumerated() {
                places.append(ViewStatePlace(
                    stepIndex: step.index, ordinal: ordinal, state: state,
                    base: ordinal < previous.count ? previous.first + ordinal : nil, baseStep: previous.index))
            }
            previous = (step.index, first, step.views.count)
        }
        for (ordinal, state) in recording.finalState.enumerated() {
            places.append(ViewStatePlace(
                stepIndex: nil, ordinal: ordinal, state: state,
                base: ordinal < previous.count ? previous.first + ordinal : nil, baseStep: previous.index))
        }
        // A state that is its base's very arrays (a view no batch changed
        // since, or the final state, which is the last step's) is stored as
        // a copy of it, without hashing; its hashes, should another state
        // be stored from it, are its base's.
        let copies = places.map { place in
            place.base.map { Self.isCopy(place.state, of: places[$0].state) } ?? false
        }
        let roots = places.indices.filter { !copies[$0] }.map { places[$0].state }
        let rootHashes = roots.concurrentMap { HashedView($0) }
        var hashed: [HashedView?] = Array(repeating: nil, count: places.count)
        for (index, root) in places.indices.filter({ !copies[$0] }).enumerated() { hashed[root] = rootHashes[index] }
        for index in places.indices where copies[index] {
            hashed[index] = places[index].base.flatMap { hashed[$0] }
        }
        let hashes = hashed
        let stored = places.enumerated().map { ($0, $1) }.concurrentMap { index, place in
            let hashed = hashes
            let sections: StoredSections = if copies[index] {
                .copying(place.state.sections, fromStep: place.baseStep)
            } else if let own = hashed[index] {
                own.stored(base: place.base.flatMap { hashed[$0] }, baseStep: place.baseStep)
            } else {
                .whole(place.state.sections)
            }
            return (sections: sections, text: SectionsJSON.encode(sections))
        }
        stepViewStates = places.indices.compactMap { index in
            places[index].stepIndex.map { stepIndex in
                StepViewStateRow(
                    runId: runId, stepIndex: stepIndex, viewOrdinal: places[index].ordinal, view: places[index].state.view,
                    sections: stored[index].sections, text: stored[index].text)
            }
        }
        finalStates = places.indices.filter { places[$0].stepIndex == nil }.map { index in
            FinalStateRow(
                runId: runId, viewOrdinal: places[index].ordinal, view: places[index].state.view,
                sections: stored[index].sections, text: stored[index].text)
        }
    }

    /// The rows of one step's `events`: one per run of consecutive events
    /// with the same time, view and batch, ended early by an event after
    /// which the view's state is recorded; numbered from 0. A recorded state
    /// equal to what the view shows at the end of the step (`views`) is only
    /// flagged.
    ///
    /// Each run is found first and its events gathered at once, so that no
    /// row's events grow one by one: a batch of thousands of moves is one run.
    ///
    /// - Complexity: O(events + size of the states recorded after them).
    static func eventRows(_ events: [EventRecord], views: [RecordedViewState], runId: Int64, stepIndex: Int) -> [ViewEventRow] {
        let stepEnd = Dictionary(views.map { ($0.view, $0.sections) }, uniquingKeysWith: { _, last in last })
        var rows: [ViewEventRow] = []
        var start = events.startIndex
        while start < events.endIndex {
            let first = events[start]
            var end = start
            while events[end].shows == nil, end + 1 < events.endIndex,
                  events[end + 1].at == first.at, events[end + 1].view == first.view, events[end + 1].batch == first.batch {
                end += 1
            }
            let shows = events[end].shows
            let atStepEnd = shows != nil && stepEnd[first.view] == shows
            rows.append(ViewEventRow(
                entry: StepEntry(runId: runId, stepIndex: stepIndex, ordinal: rows.count, atMilliseconds: first.at),
                view: first.view, batch: first.batch,
                kinds: events[start...end].map(\.kind), shows: atStepEnd ? nil : shows, showsStepEnd: atStepEnd))
            start = end + 1
        }
        return rows
    }

    /// Where a view state goes: its step (nil for the final state), its
    /// position among the step's views, and the place of the state it may
    /// be stored as changes from (the previous step's view at the same
    /// position).
    private struct ViewStatePlace {
        let stepIndex: Int?
        let ordinal: Int
        let state: RecordedViewState
        let base: Int?
        let baseStep: Int
    }

    /// Whether `state` is `base`'s view with, section by section, the very
    /// same arrays (not only equal ones): found without reading a cell.
    private static func isCopy(_ state: RecordedViewState, of base: RecordedViewState) -> Bool {
        guard state.view == base.view, state.sections.count == base.sections.count else { return false }
        return zip(state.sections, base.sections).allSatisfy { section, baseSection in
            section.count == baseSection.count
                && section.withUnsafeBufferPointer { a in baseSection.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
        }
    }

    /// A view's state, its cells hashed for ``StoredSections``.
    private struct HashedView {
        let name: String
        let state: StoredSections.HashedState

        init(_ view: RecordedViewState) {
            name = view.view
            state = StoredSections.HashedState(view.sections)
        }

        /// The state as stored: as changes from `base` if it is the same view's.
        func stored(base: HashedView?, baseStep: Int) -> StoredSections {
            guard let base, base.name == name else { return .whole(state.sections) }
            return StoredSections.encoding(state, base: base.state, baseStep: baseStep)
        }
    }

    /// The rows given, each table's in its key order.
    init(
        steps: [StepRow], deltas: [DeltaRow], decisions: [DecisionRow], events: [ViewEventRow],
        stepViewStates: [StepViewStateRow], finalStates: [FinalStateRow]
    ) {
        self.steps = steps
        self.deltas = deltas
        self.decisions = decisions
        self.events = events
        self.stepViewStates = stepViewStates
        self.finalStates = finalStates
    }

    /// Reads the rows of run `runId`, each table in its key order.
    init(fetchingRun runId: Int64, from db: Database) throws {
        steps = try StepRow.fetchAll(db, run: runId)
        deltas = try DeltaRow.fetchAll(db, run: runId)
        decisions = try DecisionRow.fetchAll(db, run: runId)
        events = try ViewEventRow.fetchAll(db, run: runId)
        stepViewStates = try StepViewStateRow.fetchAll(db, run: runId)
        finalStates = try FinalStateRow.fetchAll(db, run: runId)
    }

    /// The number of rows.
    var count: Int {
        steps.count + deltas.count + decisions.count + events.count + stepViewStates.count + finalStates.count
    }

    /// Inserts every row, steps first (the other step rows refer to them).
    func insert(_ db: Database, through inserter: inout RowInserter) throws {
        try inserter.insert(steps, db)
        try inserter.insert(deltas, db)
        try inserter.insert(decisions, db)
        try inserter.insert(events, db)
        try inserter.insert(stepViewStates, db)
        try inserter.insert(finalStates, db)
    }

    /// The recording these rows and `run` stand for.
    ///
    /// - Throws: ``StoredSections/Unresolvable`` when a view state stored as
    ///   changes names a base state the run does not have.
    func recording(of run: RunRecord) throws(StoredSections.Unresolvable) -> ScenarioRecording {
        let deltasByStep = Dictionary(grouping: deltas, by: \.entry.stepIndex)
        let decisionsByStep = Dictionary(grouping: decisions, by: \.entry.stepIndex)
        let eventsByStep = Dictionary(grouping: events, by: \.entry.stepIndex)
        // Rows come in step order, so a base state is resolved before the
        // states stored as changes from it.
        var statesByStep: [Int: [RecordedViewState]] = [:]
        for row in stepViewStates {
            let base = Self.base(of: row.sections, ordinal: row.viewOrdinal, in: statesByStep)
            let state = RecordedViewState(view: row.view, sections: try row.sections.resolved(base: base))
            statesByStep[row.stepIndex, default: []].append(state)
        }
        let stepRecords = steps.map { (step: StepRow) -> StepRecord in
            let deltas: [DeltaRecord] = (deltasByStep[step.stepIndex] ?? []).map {
                DeltaRecord(at: $0.entry.atMilliseconds, source: $0.source, delta: $0.delta)
            }
            let decisions: [DecisionRecord] = (decisionsByStep[step.stepIndex] ?? []).map {
                DecisionRecord(at: $0.entry.atMilliseconds, source: $0.source, style: $0.style, reason: $0.reason)
            }
            let views = statesByStep[step.stepIndex] ?? []
            let events = Self.events(of: eventsByStep[step.stepIndex] ?? [], views: views)
            return StepRecord(
                index: step.stepIndex, at: step.atMilliseconds, action: step.action,
                deltas: deltas, decisions: decisions, events: events, views: views
            )
        }
        return ScenarioRecording(
            scenario: run.scenario, title: run.title, contentHash: run.contentHash,
            outcome: run.replayOutcome, steps: stepRecords,
            finalState: try finalStates.map { (row: FinalStateRow) throws(StoredSections.Unresolvable) -> RecordedViewState in
                let base = Self.base(of: row.sections, ordinal: row.viewOrdinal, in: statesByStep)
                return RecordedViewState(view: row.view, sections: try row.sections.resolved(base: base))
            },
            viewStyles: run.viewStyles)
    }

    /// The events of a step's rows, what their views show after them
    /// restored (from `views`, what the step's views show at its end, where
    /// only flagged).
    private static func events(of rows: [ViewEventRow], views: [RecordedViewState]) -> [EventRecord] {
        let end = Dictionary(views.map { ($0.view, $0.sections) }, uniquingKeysWith: { _, last in last })
        var events: [EventRecord] = []
        events.reserveCapacity(rows.reduce(0) { $0 + $1.kinds.count })
        for row in rows {
            for kind in row.kinds {
                events.append(EventRecord(at: row.entry.atMilliseconds, view: row.view, batch: row.batch, kind: kind))
            }
            if row.showsStepEnd {
                events[events.count - 1].shows = end[row.view]
            } else if let shows = row.shows {
                events[events.count - 1].shows = shows
            }
        }
        return events
    }

    /// The sections of the state `sections` are changes from, if they are
    /// changes and the step has a state at `ordinal`.
    private static func base(of sections: StoredSections, ordinal: Int, in states: [Int: [RecordedViewState]]) -> [[String]]? {
        guard case .changes(let step, _) = sections else { return nil }
        return states[step]?.element(at: ordinal)?.sections
    }
}

/// Inserts rows one by one, and in tests fails on purpose after a given
/// number of rows, to show that a half-written run leaves nothing behind.
struct RowInserter {
    /// Rows left before the injected failure; nil: never fail.
    private var remainingBeforeFailure: Int?

    init(failingAfter fault: InsertionFault?) {
        remainingBeforeFailure = fault?.afterRows
    }

    /// Inserts `rows` (of one table) through one statement of every
    /// column, or throws the injected failure.
    mutating func insert<Row: RecordingRow>(_ rows: [Row], _ db: Database) throws {
        guard !rows.isEmpty else { return }
        let columns = Array(Row.Columns.allCases)
        let statement = try db.cachedStatement(sql: """
            INSERT INTO \(Row.databaseTableName.quotedDatabaseIdentifier) \
            (\(columns.map(\.name.quotedDatabaseIdentifier).joined(separator: ", "))) \
            VALUES (\(databaseQuestionMarks(count: columns.count)))
            """)
        for row in rows {
            try countRow()
            try statement.execute(arguments: StatementArguments(row, columns))
        }
    }

    /// Inserts `row` and stores the id SQLite assigned in it, or throws the
    /// injected failure.
    mutating func insert(_ row: inout some MutablePersistableRecord, _ db: Database) throws {
        try countRow()
        try row.insert(db)
    }

    private mutating func countRow() throws {
        guard let remaining = remainingBeforeFailure else { return }
        guard remaining > 0 else {
            throw DatabaseError(resultCode: .SQLITE_IOERR, message: "injected failure (test hook)")
        }
        remainingBeforeFailure = remaining - 1
    }
}

private extension StatementArguments {
    /// The values of `row` in `columns`, in order, made by GRDB's array
    /// literal. GRDB's initializer from any sequence is not inlinable, so
    /// from this module it runs as unspecialized generic code, which costs
    /// more per value than binding it; the array literal runs the same
    /// initializer compiled for arrays. The store's tables have 4 to 9
    /// columns.
    init<Row: RecordingRow>(_ row: Row, _ c: [Row.Columns]) {
        switch c.count {
        case 4: self = [row[c[0]], row[c[1]], row[c[2]], row[c[3]]]
        case 5: self = [row[c[0]], row[c[1]], row[c[2]], row[c[3]], row[c[4]]]
        case 6: self = [row[c[0]], row[c[1]], row[c[2]], row[c[3]], row[c[4]], row[c[5]]]
        case 7: self = [row[c[0]], row[c[1]], row[c[2]], row[c[3]], row[c[4]], row[c[5]], row[c[6]]]
        case 8: self = [row[c[0]], row[c[1]], row[c[2]], row[c[3]], row[c[4]], row[c[5]], row[c[6]], row[c[7]]]
        case 9: self = [row[c[0]], row[c[1]], row[c[2]], row[c[3]], row[c[4]], row[c[5]], row[c[6]], row[c[7]], row[c[8]]]
        default: self.init(c.map { row[$0] })
        }
    }
}

/// A test hook: fail a recording's write transaction after `afterRows` rows
/// (the `run` row counts as one). Not public API.
package struct InsertionFault: Sendable {
    /// The number of rows inserted before the failure.
    package var afterRows: Int

    /// Fails after `afterRows` rows.
    package init(afterRows: Int) {
        self.afterRows = afterRows
    }
}

private extension Array {
    /// The element at `index`, or nil outside the array.
    func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
