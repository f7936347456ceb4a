import Foundation
import GRDB
import LiveCollectionsRecording

extension ScenarioStore {
    /// Stores `recording` as a new run, in one write transaction: the run and
    /// all its rows are stored, or nothing is.
    ///
    /// - Parameters:
    ///   - label: A name to find the run by later (a branch, `nightly`), or nil.
    ///   - packageVersion: The version of the package that produced the recording.
    ///   - sourceRevision: `git describe` of the checkout that produced it, if any.
    ///   - recordedAt: When the recording was made; stored to the millisecond.
    /// - Returns: The new run's identifier.
    /// - Throws: ``StoreError/Kind/invalidRecording`` if the steps' indices do
    ///   not strictly increase (they key the step rows and give their order).
    public func record(
        _ recording: ScenarioRecording, label: String?, packageVersion: String, sourceRevision: String? = nil, recordedAt: Date
    ) throws(StoreError) -> RunID {
        try record(recording, label: label, packageVersion: packageVersion, sourceRevision: sourceRevision, recordedAt: recordedAt, injecting: nil)
    }

    /// ``record(_:label:packageVersion:sourceRevision:recordedAt:)`` with a
    /// test hook that fails the transaction after a number of rows.
    package func record(
        _ recording: ScenarioRecording, label: String?, packageVersion: String, sourceRevision: String? = nil, recordedAt: Date,
        injecting fault: InsertionFault?
    ) throws(StoreError) -> RunID {
        try checkStepIndices(of: recording)
        let run = RunRecord(recording, label: label, packageVersion: packageVersion, sourceRevision: sourceRevision, recordedAt: recordedAt)
        return try write { db in
            var inserter = RowInserter(failingAfter: fault)
            return try Self.insert(recording, as: run, db, &inserter)
        }
    }

    /// The recording of `run`, equal to the one recorded.
    ///
    /// - Throws: ``StoreError/Kind/unknownRun``.
    public func recording(of run: RunID) throws(StoreError) -> ScenarioRecording {
        let path = path
        return try read { db in try Self.storedRun(run, db, path: path).recording }
    }

    /// The `run` row of `run`.
    private static func runRecord(_ run: RunID, _ db: Database, path: String?) throws -> RunRecord {
        guard let record = try RunRecord.fetchOne(db, key: run.rawValue) else {
            throw StoreError.unknownRun(run, path: path)
        }
        return record
    }

    /// What the store knows about `run`, without its steps.
    ///
    /// - Throws: ``StoreError/Kind/unknownRun``.
    public func summary(of run: RunID) throws(StoreError) -> RunSummary {
        let path = path
        return try read { db in
            guard let record = try RunRecord.fetchOne(db, key: run.rawValue) else {
                throw StoreError.unknownRun(run, path: path)
            }
            let isGolden = try GoldenRecord.filter { $0.runId == run.rawValue }.fetchCount(db) > 0
            return record.summary(id: run.rawValue, isGolden: isGolden)
        }
    }

    /// The runs, oldest first (by identifier), optionally only those of one
    /// scenario and/or with one label. No match is an empty list.
    public func runs(scenario: String? = nil, label: String? = nil) throws(StoreError) -> [RunSummary] {
        try read { db in
            var request = RunRecord.order { $0.id }
            if let scenario { request = request.filter { $0.scenario == scenario } }
            if let label { request = request.filter { $0.label == label } }
            return try Self.summaries(of: request.fetchAll(db), db)
        }
    }

    /// The newest run of each scenario among the runs labelled `label`,
    /// sorted by scenario. Newest means the latest `recordedAt`; runs recorded
    /// at the same millisecond are ordered by identifier.
    ///
    /// - Throws: ``StoreError/Kind/unknownLabel`` if no run has that label.
    public func latestRuns(label: String) throws(StoreError) -> [RunSummary] {
        let path = path
        return try read { db in
            let labelled = try RunRecord.filter { $0.label == label }.fetchAll(db)
            guard !labelled.isEmpty else { throw StoreError.unknownLabel(label, path: path) }
            return try Self.summaries(of: RunRecord.newestOfEachScenario(labelled), db)
        }
    }

    /// Copies `run` from `other` (either backend) into this store, with its
    /// recording and its metadata (label, package version, time, outcome),
    /// in one transaction. Golden status is not copied.
    ///
    /// - Returns: The copy's identifier in this store.
    /// - Throws: ``StoreError/Kind/unknownRun`` if `other` has no such run.
    public func importRun(_ run: RunID, from other: any RunStore) throws(StoreError) -> RunID {
        try copy(run, from: other) { _, copy, _ in copy }
    }

    /// Copies `run` from `other` into this store, then runs `then` in the
    /// same transaction with the copy's identifier and scenario.
    func copy<Result>(
        _ run: RunID, from other: any RunStore, then: (Database, RunID, _ scenario: String) throws -> Result
    ) throws(StoreError) -> Result {
        let source = try other.storedRun(run)
        var copy = source.record
        copy.id = nil
        return try write { db in
            var inserter = RowInserter(failingAfter: nil)
            let id = try Self.insert(source.recording, as: copy, db, &inserter)
            return try then(db, id, copy.scenario)
        }
    }

    /// `run` as stored, to copy it into another store.
    ///
    /// - Throws: ``StoreError/Kind/unknownRun``.
    public func storedRun(_ run: RunID) throws(StoreError) -> StoredRun {
        let path = path
        let (record, recording) = try read { db in try Self.storedRun(run, db, path: path) }
        return StoredRun(record: record, recording: recording)
    }

    /// Stores a copy of `run` unless a run with the same fingerprint is
    /// here: the runs of the same scenario, label and time are the only
    /// candidates, and their fingerprints are compared, in the write
    /// transaction (SQLite's writes take turns, so two processes copying
    /// the same run store it once).
    ///
    /// - Complexity: O(k) reads of the k stored runs of the same scenario,
    ///   label and millisecond (almost always none), plus the copy.
    public func importOnce(_ run: StoredRun) throws(StoreError) -> (id: RunID, isNew: Bool) {
        let path = path
        var copy = run.record
        copy.id = nil
        return try write { db in
            let recordedAt: DatabaseValue = Timestamp.databaseValue(for: copy.recordedAt)
            let sameScenario: SQLExpression = RunRecord.Columns.scenario == copy.scenario
            let sameTime: SQLExpression = RunRecord.Columns.recordedAt == recordedAt
            let sameLabel: SQLExpression = RunRecord.Columns.label == copy.label
            let candidates = try RunRecord.filter(sameScenario && sameTime && sameLabel).fetchAll(db)
            for candidate in candidates {
                guard let id = candidate.id else { continue }
                let stored = try Self.storedRun(RunID(rawValue: id), db, path: path)
                if StoredRun(record: stored.run, recording: stored.recording).fingerprint == run.fingerprint {
                    return (RunID(rawValue: id), false)
                }
            }
            var inserter = RowInserter(failingAfter: nil)
            return (try Self.insert(run.recording, as: copy, db, &inserter), true)
        }
    }

    // MARK: - Rows

    /// Inserts `run` and the rows of `recording` under it.
    static func insert(_ recording: ScenarioRecording, as run: RunRecord, _ db: Database, _ inserter: inout RowInserter) throws -> RunID {
        var run = run
        try inserter.insert(&run, db)
        let runId = run.id ?? db.lastInsertedRowID
        try RecordingRows(recording, runId: runId).insert(db, through: &inserter)
        return RunID(rawValue: runId)
    }

    /// The `run` row of `run` and its recording.
    static func storedRun(_ run: RunID, _ db: Database, path: String?) throws -> (run: RunRecord, recording: ScenarioRecording) {
        guard let record = try RunRecord.fetchOne(db, key: run.rawValue) else {
            throw StoreError.unknownRun(run, path: path)
        }
        let rows = try RecordingRows(fetchingRun: run.rawValue, from: db)
        return (record, try rows.recording(of: record))
    }

    /// Summaries of `records`, in the same order, each saying whether it is golden.
    private static func summaries(of records: [RunRecord], _ db: Database) throws -> [RunSummary] {
        let goldenRunIds = try GoldenRecord.select({ $0.runId }, as: Int64.self).fetchSet(db)
        return records.compactMap { record in
            record.id.map { record.summary(id: $0, isGolden: goldenRunIds.contains($0)) }
        }
    }

    /// Fails unless step indices strictly increase, which keeps them unique
    /// and makes their order the order they are read back in.
    private func checkStepIndices(of recording: ScenarioRecording) throws(StoreError) {
        for (previous, step) in zip(recording.steps, recording.steps.dropFirst()) where step.index <= previous.index {
            throw StoreError.invalidRecording(
                "\(recording.scenario)",
                "step index \(step.index) follows step index \(previous.index); indices must increase",
                path: path)
        }
    }
}
