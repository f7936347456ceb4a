import GRDB

extension ScenarioStore {
    /// Makes `run` the golden run of its scenario, replacing the previous
    /// golden run of that scenario, if any.
    ///
    /// - Throws: ``StoreError/Kind/unknownRun``.
    public func markGolden(_ run: RunID) throws(StoreError) {
        let path = path
        try write { db in
            guard let scenario = try String.fetchOne(db, sql: "SELECT scenario FROM run WHERE id = ?", arguments: [run.rawValue]) else {
                throw StoreError.unknownRun(run, path: path)
            }
            try GoldenRecord(scenario: scenario, runId: run.rawValue).upsert(db)
        }
    }

    /// The golden run of every scenario that has one, by scenario name.
    public func goldens() throws(StoreError) -> [String: RunID] {
        try read { db in
            let records = try GoldenRecord.fetchAll(db)
            return Dictionary(uniqueKeysWithValues: records.map { ($0.scenario, RunID(rawValue: $0.runId)) })
        }
    }

    /// The golden run of `scenario`, or nil if it has none.
    public func golden(for scenario: String) throws(StoreError) -> RunID? {
        try read { db in
            try GoldenRecord.fetchOne(db, key: scenario).map { RunID(rawValue: $0.runId) }
        }
    }
}
