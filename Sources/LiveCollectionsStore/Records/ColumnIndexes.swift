import GRDB

/// Where each of a record's columns is in the rows of one statement, found
/// by name once for all of them: GRDB's lookup by name, made for every
/// value of every row, costs about as much as reading the value.
struct ColumnIndexes<Columns: ColumnExpression & CaseIterable & Equatable> {
    private let columns: [Columns]
    private let indexes: [Int?]

    /// Where the columns are in the rows of `statement` (nowhere, for a
    /// column it does not select).
    init(_ statement: Statement) {
        columns = Array(Columns.allCases)
        indexes = columns.map { statement.index(ofColumn: $0.name) }
    }

    private init() {
        columns = []
        indexes = []
    }

    /// No column found yet: each value is looked up by name (in a row read
    /// on its own).
    static var byName: Self { Self() }

    /// The index of `column` in the statement's rows, if known.
    subscript(_ column: Columns) -> Int? {
        columns.firstIndex(of: column).flatMap { indexes[$0] }
    }
}

extension Row {
    /// The value of `column`, at its index in `indexes` if known, else found
    /// by name. A missing column, or a value of another type (a damaged
    /// store), throws instead of trapping.
    func decode<Value: DatabaseValueConvertible & StatementColumnConvertible, Columns>(
        _ column: Columns, at indexes: ColumnIndexes<Columns>
    ) throws -> Value {
        guard let index = indexes[column] else { return try decode(Value.self, forColumn: column) }
        return try decode(Value.self, atIndex: index)
    }
}
