import Foundation
import GRDB
import LiveCollectionsRecording
import LiveCollectionsSupport

/// One run as a store holds it, its metadata and its recording, read to be
/// copied into another store (``RunStore/importOnce(_:)``).
public struct StoredRun: Sendable {
    /// The `run` row (its `id` is the source store's).
    var record: RunRecord
    /// The recording.
    public let recording: ScenarioRecording
    /// The run's identity across stores: FNV-1a (64 bits, 16 hex digits) of
    /// its metadata (scenario, file hash, versions, label, time to the
    /// millisecond, outcome, view styles) and of every row the store keeps
    /// for its recording, in the store's one encoding. Two copies of a run
    /// have the same fingerprint; the identifier is not part of it.
    public let fingerprint: String

    init(record: RunRecord, recording: ScenarioRecording) {
        self.record = record
        self.recording = recording
        self.fingerprint = Self.fingerprint(of: record, recording: recording)
    }

    /// The run's summary in its source store.
    public var summary: RunSummary {
        record.summary(id: record.id ?? 0, isGolden: false)
    }

    private static func fingerprint(of run: RunRecord, recording: ScenarioRecording) -> String {
        var hash = FNV1a64()
        let recordedAt = Timestamp.databaseValue(for: run.recordedAt)
        let styles = run.viewStyles.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        for field in [run.scenario, run.contentHash, run.packageVersion, run.sourceRevision, run.label, run.title,
                      "\(recordedAt)", run.outcome.rawValue, run.failureMessage] + styles.map(Optional.some) {
            hash.combine(field)
        }
        let rows = RecordingRows(recording, runId: 0)
        func combine<Row: RecordingRow>(_ rows: [Row]) {
            hash.combine(Row.databaseTableName)
            for row in rows {
                for column in Row.Columns.allCases { hash.combine(row[column]?.databaseValue ?? .null) }
            }
        }
        combine(rows.steps)
        combine(rows.deltas)
        combine(rows.decisions)
        combine(rows.events)
        combine(rows.stepViewStates)
        combine(rows.finalStates)
        return hash.hex
    }
}

/// FNV-1a, 64 bits, over the fields of a run: each field is its kind, its
/// length and its bytes, so that no two sequences of fields collide by
/// moving a boundary.
extension FNV1a64 {
    mutating func combine(_ text: String?) {
        guard let text else { return combine(bytes: [0]) }
        combine(bytes: [1])
        combine(bytes: withUnsafeBytes(of: UInt64(text.utf8.count).littleEndian, Array.init))
        combine(bytes: text.utf8)
    }

    mutating func combine(_ value: DatabaseValue) {
        switch value.storage {
        case .null: combine(bytes: [2])
        case .int64(let number):
            combine(bytes: [3])
            combine(bytes: withUnsafeBytes(of: number.littleEndian, Array.init))
        case .double(let number):
            combine(bytes: [4])
            combine(bytes: withUnsafeBytes(of: number.bitPattern.littleEndian, Array.init))
        case .string(let text): combine(text)
        case .blob(let data):
            combine(bytes: [5])
            combine(bytes: withUnsafeBytes(of: UInt64(data.count).littleEndian, Array.init))
            combine(bytes: data)
        }
    }
}
