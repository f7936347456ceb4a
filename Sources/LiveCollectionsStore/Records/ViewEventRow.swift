import Foundation
import GRDB
import LiveCollectionsRecording

/// A row of the `viewCall` table: a run of consecutive events of one step
/// that share their time, view and batch, as typed values (schema 7; before
/// it, their texts in `viewEvent`). A batch of thousands of moves is one
/// row, not thousands.
///
/// What the view shows after the row's last event, if recorded, is in
/// ``shows``, or, when it is what the view shows at the end of the step (the
/// common case: a view's last batch of a step), only flagged in
/// ``showsStepEnd``, so a view's state is not stored twice.
struct ViewEventRow: Equatable {
    /// Its step, its position among the step's runs of events, and their time.
    var entry: StepEntry
    var view: String
    var batch: Int?
    /// The events, in order.
    var kinds: [EventRecord.Kind]
    /// What the view shows after the last event, when recorded and not
    /// what it shows at the end of the step.
    var shows: [[String]]?
    /// Whether what the view shows after the last event is what it shows at
    /// the end of the step.
    var showsStepEnd: Bool
}

extension ViewEventRow: StepEntryRow {
    static let databaseTableName = "viewCall"

    /// The table's columns.
    enum Columns: String, StepEntryColumns {
        case runId, stepIndex, ordinal, atMilliseconds, view, batch
        /// ``kinds``, as JSON text (``StoredEvents``).
        case events
        /// ``shows``, as JSON text (``SectionsJSON``), or NULL.
        case shows
        case showsStepEnd
    }

    /// - Throws: `RowDecodingError`, or ``SectionsJSON/Malformed`` when
    ///   `events` or `shows` is not what the store writes.
    init(row: Row, columns: ColumnIndexes<Columns>) throws {
        entry = try StepEntry(row: row, columns: columns)
        view = try row.decode(Columns.view, at: columns)
        batch = try row.decode(Columns.batch, at: columns)
        kinds = try StoredEvents.decode(row.decode(Columns.events, at: columns))
        shows = try (row.decode(Columns.shows, at: columns) as String?).map(SectionsJSON.decode)
        showsStepEnd = try row.decode(Columns.showsStepEnd, at: columns)
    }

    subscript(_ column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .runId, .stepIndex, .ordinal, .atMilliseconds: entry[column]
        case .view: view
        case .batch: batch
        case .events: StoredEvents.encode(kinds)
        case .shows: shows.map(SectionsJSON.encode)
        case .showsStepEnd: showsStepEnd
        }
    }

}
