import GRDB

/// A row of the `viewEvent` table: one view event during a step.
struct ViewEventRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "viewEvent"

    var runId: Int64
    var stepIndex: Int
    /// The event's position among its step's events, from 0.
    var ordinal: Int
    var atMilliseconds: Int
    var view: String
    var text: String
}
