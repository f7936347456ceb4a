import GRDB
import LiveCollectionsRecording

extension ScenarioStore {
    /// Makes `run` the golden run of its scenario, replacing the previous
    /// golden run of that scenario, if any. The previous golden run stays in
    /// the store; ``replaceGolden(with:from:)`` drops it.
    ///
    /// - Throws: ``StoreError/Kind/unknownRun``.
    public func markGolden(_ run: RunID) throws(StoreError) {
        let path = path
        try write { db in
            guard let scenario = try RunRecord.filter(key: run.rawValue).select({ $0.scenario }, as: String.self).fetchOne(db) else {
                throw StoreError.unknownRun(run, path: path)
            }
            try GoldenRecord(scenario: scenario, runId: run.rawValue).upsert(db)
        }
    }

    /// Copies `run` from `other` into this store and makes the copy its
    /// scenario's golden, dropping the golden run it supersedes, all in one
    /// transaction: afterwards the store holds one run per golden, and a
    /// failure leaves it as it was. Call ``compact()`` afterwards to give the
    /// freed space back, so the file does not grow with history.
    ///
    /// - Returns: The new golden run's identifier in this store, and the
    ///   identifier of the run it replaced, if any.
    /// - Throws: ``StoreError/Kind/unknownRun`` if `other` has no such run.
    public func replaceGolden(with run: RunID, from other: any RunStore) throws(StoreError) -> (golden: RunID, replaced: RunID?) {
        try copy(run, from: other) { db, golden, scenario in
            let previous = try GoldenRecord.fetchOne(db, key: scenario)
            try GoldenRecord(scenario: scenario, runId: golden.rawValue).upsert(db)
            guard let previous else { return (golden, nil) }
            try RunRecord.deleteOne(db, key: previous.runId)
            return (golden, RunID(rawValue: previous.runId))
        }
    }

    /// Removes the goldens of `scenarios` and their runs, in one transaction.
    /// Scenarios without a golden are ignored.
    ///
    /// - Returns: The golden runs removed, by scenario.
    @discardableResult
    public func removeGoldens(of scenarios: [String]) throws(StoreError) -> [String: RunID] {
        try write { db in
            var removed: [String: RunID] = [:]
            for scenario in scenarios {
                guard let golden = try GoldenRecord.fetchOne(db, key: scenario) else { continue }
                try golden.delete(db)
                let stillGolden = try GoldenRecord.filter { $0.runId == golden.runId }.fetchCount(db) > 0
                if !stillGolden { try RunRecord.deleteOne(db, key: golden.runId) }
                removed[scenario] = RunID(rawValue: golden.runId)
            }
            return removed
        }
    }

    /// Gives the space of deleted rows back to the file system (`VACUUM`,
    /// then, for a file in WAL mode, a checkpoint that empties the
    /// write-ahead log), so that a file whose runs were replaced is no
    /// larger than the runs it holds.
    public func compact() throws(StoreError) {
        do {
            try database.vacuum()
            // Nothing to do without a write-ahead log.
            try database.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        } catch {
            throw StoreError(error, path: path, waited: busyTimeout)
        }
    }

    /// The golden run of every scenario that has one, by scenario name.
    public func goldens() throws(StoreError) -> [String: RunID] {
        try read { db in
            let records = try GoldenRecord.fetchAll(db)
            return Dictionary(uniqueKeysWithValues: records.map { ($0.scenario, RunID(rawValue: $0.runId)) })
        }
    }

    /// The golden run of `scenario`, its recording and the package version
    /// that recorded it, read in one transaction (so another process
    /// replacing that golden meanwhile cannot remove the run between the
    /// reads), or nil if it has none.
    public func goldenRun(of scenario: String) throws(StoreError) -> (run: RunID, recording: ScenarioRecording, packageVersion: String)? {
        let path = path
        return try read { db -> (run: RunID, recording: ScenarioRecording, packageVersion: String)? in
            guard let golden = try GoldenRecord.fetchOne(db, key: scenario) else { return nil }
            let run = RunID(rawValue: golden.runId)
            let stored = try Self.storedRun(run, db, path: path)
            return (run, stored.recording, stored.run.packageVersion)
        }
    }

    /// The golden run of `scenario`, or nil if it has none.
    public func golden(for scenario: String) throws(StoreError) -> RunID? {
        try read { db in
            try GoldenRecord.fetchOne(db, key: scenario).map { RunID(rawValue: $0.runId) }
        }
    }
}
