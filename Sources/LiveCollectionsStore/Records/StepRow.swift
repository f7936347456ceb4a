import GRDB

/// A row of the `step` table: one step of a run.
struct StepRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "step"

    var runId: Int64
    /// `StepRecord.index`: the step's position in the scenario.
    var stepIndex: Int
    var atMilliseconds: Int
    var action: String
}
