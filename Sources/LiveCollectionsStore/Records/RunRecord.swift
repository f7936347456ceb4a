import Foundation
import GRDB
import LiveCollectionsRecording

/// A row of the `run` table: one replay of one scenario and its metadata.
struct RunRecord {
    /// How the replay ended, as stored in the `outcome` column.
    enum Outcome: String {
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
    /// Stored to the millisecond (``Timestamp``), so that copies keep it
    /// exactly.
    var recordedAt: Date
    var outcome: Outcome
    /// Set exactly when `outcome` is `failed`.
    var failureMessage: String?
    /// The style of each view, by name, as a JSON object (empty for runs
    /// stored before styles were recorded).
    var viewStyles: [String: RecordingViewStyle]
}

extension RunRecord: StoreRow {
    static let databaseTableName = "run"

    /// The table's columns.
    enum Columns: String, ColumnExpression, CaseIterable {
        case id, scenario, contentHash, packageVersion, sourceRevision, label, title, recordedAt, outcome, failureMessage, viewStyles
    }

    /// A value of the row this version cannot read (a damaged store).
    struct Unreadable: Error, CustomStringConvertible {
        let column: Columns
        let value: String
        var description: String { "run.\(column.rawValue) holds \(value), which this version cannot read" }
    }

    init(row: Row, columns: ColumnIndexes<Columns>) throws {
        id = try row.decode(Columns.id, at: columns)
        scenario = try row.decode(Columns.scenario, at: columns)
        contentHash = try row.decode(Columns.contentHash, at: columns)
        packageVersion = try row.decode(Columns.packageVersion, at: columns)
        sourceRevision = try row.decode(Columns.sourceRevision, at: columns)
        label = try row.decode(Columns.label, at: columns)
        title = try row.decode(Columns.title, at: columns)
        let stored: DatabaseValue = row[Columns.recordedAt]
        guard let recordedAt = Timestamp.date(from: stored) else { throw Unreadable(column: .recordedAt, value: stored.description) }
        self.recordedAt = recordedAt
        let outcome: String = try row.decode(Columns.outcome, at: columns)
        guard let known = Outcome(rawValue: outcome) else { throw Unreadable(column: .outcome, value: outcome) }
        self.outcome = known
        failureMessage = try row.decode(Columns.failureMessage, at: columns)
        let styles: String = try row.decode(Columns.viewStyles, at: columns)
        do {
            viewStyles = try Self.databaseJSONDecoder(for: Columns.viewStyles.rawValue)
                .decode([String: RecordingViewStyle].self, from: Data(styles.utf8))
        } catch {
            throw Unreadable(column: .viewStyles, value: styles)
        }
    }

    subscript(_ column: Columns) -> (any DatabaseValueConvertible)? {
        switch column {
        case .id: id
        case .scenario: scenario
        case .contentHash: contentHash
        case .packageVersion: packageVersion
        case .sourceRevision: sourceRevision
        case .label: label
        case .title: title
        case .recordedAt: Timestamp.databaseValue(for: recordedAt)
        case .outcome: outcome.rawValue
        case .failureMessage: failureMessage
        case .viewStyles: Self.viewStylesText(viewStyles)
        }
    }

    /// `styles` as the column holds them: a JSON object, keys sorted, as
    /// GRDB writes a `Codable` value.
    private static func viewStylesText(_ styles: [String: RecordingViewStyle]) -> String? {
        let encoder = databaseJSONEncoder(for: Columns.viewStyles.rawValue)
        return (try? encoder.encode(styles)).flatMap { String(data: $0, encoding: .utf8) }
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
