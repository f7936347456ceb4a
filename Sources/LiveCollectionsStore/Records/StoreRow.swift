import GRDB

/// A row of one of the store's tables: a GRDB record whose `Columns`
/// (GRDB's `TableRecord.Columns`) name every column of its table, read
/// column by column through them (by name in `init(row:)`; at indexes found
/// once per statement in ``RecordingRow/fetchAll(_:run:)``) and written
/// column by column (its subscript, which `encode(to:)` writes), so that
/// GRDB's own record methods work on it. Every table's rows go this one
/// way.
///
/// Written and read by hand rather than through `Codable`: the JSON columns
/// have their own reader and writer (``StoredEvents``, ``SectionsJSON``),
/// and `Codable` goes through a keyed container for every value.
protocol StoreRow: FetchableRecord, MutablePersistableRecord where Columns: ColumnExpression & CaseIterable & Equatable {
    /// A row read from `row`, its columns where `columns` says.
    init(row: Row, columns: ColumnIndexes<Columns>) throws

    /// The value stored in `column`.
    subscript(_ column: Columns) -> (any DatabaseValueConvertible)? { get }
}

extension StoreRow {
    init(row: Row) throws {
        try self.init(row: row, columns: .byName)
    }

    func encode(to container: inout PersistenceContainer) {
        for column in Columns.allCases {
            container[column] = self[column]
        }
    }
}

/// A row of a table that holds a recording below its `run` row (steps,
/// deltas, decisions, view events, view states).
///
/// ``RowInserter`` writes a run's rows of one table through one statement
/// of the same columns: GRDB's `insert` builds a container of the row's
/// values and prepares or looks up its statement for every row, which
/// costs more than SQLite's insert itself, and a run has thousands of rows.
protocol RecordingRow: StoreRow, PersistableRecord where Columns: RecordingColumns {
    /// The columns a run's rows are read back in order of, after
    /// ``RecordingColumns/runId``: the table's key below its run, for every
    /// backend.
    static var keyOrder: [Columns] { get }
}

/// The columns of a table below `run`: one of them names the run.
protocol RecordingColumns: ColumnExpression, CaseIterable, Equatable {
    /// The run the row belongs to.
    static var runId: Self { get }
}

extension RecordingRow {
    /// The request for the rows of run `runId`, in the table's key order.
    static func rows(ofRun runId: Int64) -> SQL {
        let order = keyOrder.map { SQL($0) }.joined(separator: ", ")
        return "SELECT * FROM \(Self.self) WHERE \(Columns.runId) = \(runId) ORDER BY \(order)"
    }

    /// The rows of run `runId`, in the table's key order: GRDB's
    /// `fetchAll`, through a statement prepared once per connection (the
    /// query interface prepares its statements anew), with each column
    /// found once for all the rows (see ``ColumnIndexes``).
    static func fetchAll(_ db: Database, run runId: Int64) throws -> [Self] {
        let statement = try db.cachedStatement(literal: rows(ofRun: runId))
        let columns = ColumnIndexes<Columns>(statement)
        let cursor = try Row.fetchCursor(statement)
        var rows: [Self] = []
        while let row = try cursor.next() {
            rows.append(try Self(row: row, columns: columns))
        }
        return rows
    }
}
