import GRDB

/// The rows of a recording, written and read column by column through one
/// cached statement per table. A recording at scale has tens of thousands of
/// rows (one per view event) and view states of 100,000 strings; GRDB's
/// `Codable` records build a dictionary per row and go through
/// `JSONEncoder`, which costs more than the replay itself.
protocol StatementRow {
    /// The table.
    static var databaseTableName: String { get }
    /// The columns, in the order of ``statementArguments`` and of
    /// ``init(columns:)``; the first is `runId`.
    static var columns: [String] { get }
    /// The columns that order a run's rows (its key after `runId`).
    static var order: [String] { get }
    /// The columns' values.
    var statementArguments: StatementArguments { get }
    /// A row read from the columns, in order.
    init(columns row: Row) throws
}

extension StatementRow {
    /// `INSERT INTO table (columns) VALUES (?, ...)`.
    static var insertSQL: String {
        "INSERT INTO \(databaseTableName) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))"
    }

    /// The rows of run `runId`, in ``order``.
    static func fetchAll(_ db: Database, runId: Int64) throws -> [Self] {
        var rows: [Self] = []
        let cursor = try Row.fetchCursor(db.cachedStatement(sql: selectSQL(columns)), arguments: [runId])
        while let row = try cursor.next() { rows.append(try Self(columns: row)) }
        return rows
    }

    private static func selectSQL(_ selected: [String]) -> String {
        "SELECT \(selected.joined(separator: ", ")) FROM \(databaseTableName) WHERE runId = ? ORDER BY \(order.joined(separator: ", "))"
    }
}

extension Row {
    /// The value of column `index`; a value of another type (a damaged
    /// store) throws instead of trapping.
    func value<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ index: Int) throws -> Value {
        try decode(Value.self, atIndex: index)
    }
}

extension StepRow: StatementRow {
    static let columns = ["runId", "stepIndex", "atMilliseconds", "action"]
    static let order = ["stepIndex"]
    var statementArguments: StatementArguments { [runId, stepIndex, atMilliseconds, action] }
    init(columns row: Row) throws {
        try self.init(runId: row.value(0), stepIndex: row.value(1), atMilliseconds: row.value(2), action: row.value(3))
    }
}

extension DeltaRow: StatementRow {
    static let columns = ["runId", "stepIndex", "ordinal", "atMilliseconds", "source", "delta"]
    static let order = ["stepIndex", "ordinal"]
    var statementArguments: StatementArguments { [runId, stepIndex, ordinal, atMilliseconds, source, delta] }
    init(columns row: Row) throws {
        try self.init(
            runId: row.value(0), stepIndex: row.value(1), ordinal: row.value(2),
            atMilliseconds: row.value(3), source: row.value(4), delta: row.value(5)
        )
    }
}

extension DecisionRow: StatementRow {
    static let columns = ["runId", "stepIndex", "ordinal", "atMilliseconds", "source", "style", "reason"]
    static let order = ["stepIndex", "ordinal"]
    var statementArguments: StatementArguments { [runId, stepIndex, ordinal, atMilliseconds, source, style, reason] }
    init(columns row: Row) throws {
        try self.init(
            runId: row.value(0), stepIndex: row.value(1), ordinal: row.value(2),
            atMilliseconds: row.value(3), source: row.value(4), style: row.value(5), reason: row.value(6)
        )
    }
}

extension ViewEventRow: StatementRow {
    static let columns = ["runId", "stepIndex", "ordinal", "atMilliseconds", "view", "batch", "events", "shows", "showsStepEnd"]
    static let order = ["stepIndex", "ordinal"]
    var statementArguments: StatementArguments {
        [runId, stepIndex, ordinal, atMilliseconds, view, batch, StoredEvents.encode(kinds), shows.map(SectionsJSON.encode), showsStepEnd]
    }
    init(columns row: Row) throws {
        let shows: String? = row.hasNull(atIndex: 7) ? nil : try row.value(7) as String
        try self.init(
            runId: row.value(0), stepIndex: row.value(1), ordinal: row.value(2), atMilliseconds: row.value(3), view: row.value(4),
            batch: row.hasNull(atIndex: 5) ? nil : row.value(5) as Int, kinds: StoredEvents.decode(row.value(6)),
            shows: shows.map(SectionsJSON.decode), showsStepEnd: row.value(8))
    }
}

extension StepViewStateRow: StatementRow {
    static let columns = ["runId", "stepIndex", "viewOrdinal", "view", "sections"]
    static let order = ["stepIndex", "viewOrdinal"]
    var statementArguments: StatementArguments { [runId, stepIndex, viewOrdinal, view, text] }
    init(columns row: Row) throws {
        let text: String = try row.value(4)
        try self.init(
            runId: row.value(0), stepIndex: row.value(1),
            viewOrdinal: row.value(2), view: row.value(3), sections: SectionsJSON.decodeStored(text), text: text
        )
    }
}

extension FinalStateRow: StatementRow {
    static let columns = ["runId", "viewOrdinal", "view", "sections"]
    static let order = ["viewOrdinal"]
    var statementArguments: StatementArguments { [runId, viewOrdinal, view, text] }
    init(columns row: Row) throws {
        let text: String = try row.value(3)
        try self.init(
            runId: row.value(0), viewOrdinal: row.value(1),
            view: row.value(2), sections: SectionsJSON.decodeStored(text), text: text
        )
    }
}
