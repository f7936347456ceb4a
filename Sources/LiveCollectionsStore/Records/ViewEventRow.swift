import GRDB

/// A row of the `viewEvent` table: a run of consecutive view events of one
/// step that share their time and view (schema 5; before it, one event per
/// row). A batch of thousands of moves is one row, not thousands.
struct ViewEventRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "viewEvent"

    var runId: Int64
    var stepIndex: Int
    /// The run's position among its step's runs of events, from 0.
    var ordinal: Int
    var atMilliseconds: Int
    var view: String
    /// The events' texts, in order (stored as a JSON array of strings).
    var texts: [String]
}
