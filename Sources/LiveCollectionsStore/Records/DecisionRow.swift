import GRDB

/// A row of the `decision` table: one animation style chosen during a step.
struct DecisionRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "decision"

    var runId: Int64
    var stepIndex: Int
    /// The decision's position among its step's decisions, from 0.
    var ordinal: Int
    var atMilliseconds: Int
    var source: String
    var style: String
    var reason: String
}
