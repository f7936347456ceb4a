import GRDB

/// A row of the `delta` table: one delta calculated during a step.
struct DeltaRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "delta"

    var runId: Int64
    var stepIndex: Int
    /// The delta's position among its step's deltas, from 0.
    var ordinal: Int
    var atMilliseconds: Int
    var source: String
    var delta: String
}
