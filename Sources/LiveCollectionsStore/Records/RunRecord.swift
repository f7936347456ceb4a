import Foundation
import GRDB
import LiveCollectionsRecording

/// A row of the `run` table: one replay of one scenario and its metadata.
///
/// Read and written through `Codable` (one row per run): GRDB stores
/// ``viewStyles`` as JSON and ``recordedAt`` through the date strategies
/// below, which hand-written code would only repeat.
struct RunRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "run"

    /// The table's columns, which are also the record's coding keys.
    enum Columns: String, CodingKey, ColumnExpression {
        case id, scenario, contentHash, packageVersion, sourceRevision, label, title, recordedAt, outcome, failureMessage, viewStyles
    }

    private typealias CodingKeys = Columns

    /// How the replay ended, as stored in the `outcome` column.
    enum Outcome: String, Codable {
        case passed, failed
    }

    /// The row id; nil only before the row is inserted (SQLite assigns it).
    var id: Int64?
    var scenario: String
    var contentHash: String
    var packageVersion: String
    /// `git describe` of the checkout that recorded the run, if it ran from one.
    var sourceRevision: String?
    var label: String?
    var title: String
    var recordedAt: Date
    var outcome: Outcome
    /// Set exactly when `outcome` is `failed`.
    var failureMessage: String?
    /// The style of each view, by name, as a JSON object (empty for runs
    /// stored before styles were recorded).
    var viewStyles: [String: RecordingViewStyle]

    /// Stores dates to the millisecond, so that copies keep them exactly.
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .custom { Timestamp.databaseValue(for: $0) }
    }

    /// Reads dates stored by ``databaseDateEncodingStrategy(for:)``.
    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .custom { Timestamp.date(from: $0) }
    }

    /// Grabs the id SQLite assigned.
    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

extension RunRecord {
    /// A new run (not inserted yet) for `recording`.
    init(_ recording: ScenarioRecording, label: String?, packageVersion: String, sourceRevision: String?, recordedAt: Date) {
        self.id = nil
        self.scenario = recording.scenario
        self.contentHash = recording.contentHash
        self.packageVersion = packageVersion
        self.sourceRevision = sourceRevision
        self.label = label
        self.title = recording.title
        self.recordedAt = recordedAt
        self.viewStyles = recording.viewStyles
        switch recording.outcome {
        case .passed:
            self.outcome = .passed
            self.failureMessage = nil
        case .failed(let message):
            self.outcome = .failed
            self.failureMessage = message
        }
    }

    /// The outcome as the recording states it.
    var replayOutcome: ReplayOutcome {
        switch outcome {
        case .passed: .passed
        case .failed: .failed(failureMessage ?? "")
        }
    }

    /// The run's summary; `id` is the row id this record was read with.
    func summary(id: Int64, isGolden: Bool) -> RunSummary {
        RunSummary(
            id: RunID(rawValue: id), scenario: scenario, title: title, contentHash: contentHash,
            packageVersion: packageVersion, sourceRevision: sourceRevision, label: label, recordedAt: recordedAt,
            outcome: replayOutcome, isGolden: isGolden)
    }
}

extension RunRecord {
    /// The newest of `runs` for each scenario, sorted by scenario: the
    /// latest `recordedAt`, then the highest identifier.
    static func newestOfEachScenario(_ runs: [RunRecord]) -> [RunRecord] {
        Dictionary(grouping: runs, by: \.scenario).values.compactMap { runs in
            runs.max { ($0.recordedAt, $0.id ?? 0) < ($1.recordedAt, $1.id ?? 0) }
        }.sorted { $0.scenario < $1.scenario }
    }
}
