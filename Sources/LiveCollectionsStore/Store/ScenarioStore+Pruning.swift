import GRDB

extension ScenarioStore {
    /// Deletes all but the newest `count` runs of each scenario and label
    /// (runs without a label form their own group), in one transaction.
    /// Newest means the latest `recordedAt`, then the highest identifier.
    /// Golden runs are never deleted.
    ///
    /// - Parameter count: The runs to keep per scenario and label; zero (or
    ///   less) keeps none but the golden runs.
    /// - Complexity: O(n log n) for n stored runs, plus the rows deleted.
    /// - Returns: The number of runs deleted.
    @discardableResult
    public func pruneRuns(keepingNewest count: Int) throws(StoreError) -> Int {
        try write { db in
            try db.execute(literal: """
                DELETE FROM \(RunRecord.self) WHERE \(Run.id) IN (
                    SELECT \(Run.id) FROM (
                        SELECT \(Run.id), ROW_NUMBER() OVER (
                            PARTITION BY \(Run.scenario), \(Run.label) ORDER BY \(Run.recordedAt) DESC, \(Run.id) DESC
                        ) AS newness
                        FROM \(RunRecord.self)
                    )
                    WHERE newness > \(max(count, 0))
                ) AND \(Run.id) NOT IN (SELECT \(Golden.runId) FROM \(GoldenRecord.self))
                """)
            return db.changesCount
        }
    }

    /// Deletes all but the newest `count` runs of each of `scenarios` among
    /// the runs labelled `label` (`nil`: the runs without a label), in one
    /// transaction: the retention to apply after recording runs of those
    /// scenarios under that label, so that a working database does not
    /// grow with every recording. Runs of other scenarios and other labels
    /// are not touched, and golden runs are never deleted (they count
    /// among the newest). Newest means as in ``pruneRuns(keepingNewest:)``.
    ///
    /// The space of the deleted runs is not given back to the file system
    /// (``compact()`` does that, at the cost of rewriting the file); SQLite
    /// reuses it for the runs recorded next, so a file pruned after each
    /// recording stops growing once it holds `count` runs of each scenario.
    ///
    /// - Parameters:
    ///   - count: The runs to keep per scenario; zero (or less) keeps none
    ///     but the golden runs.
    ///   - scenarios: The scenarios to prune; repeated names count once.
    ///   - label: The label of the runs to prune, or `nil` for the runs without one.
    /// - Complexity: O(k log k) for the k stored runs of `scenarios` with
    ///   `label` (found through the index on scenario), plus the rows deleted.
    /// - Returns: The number of runs deleted.
    @discardableResult
    public func pruneRuns(keepingNewest count: Int, of scenarios: some Sequence<String>, label: String?) throws(StoreError) -> Int {
        let scenarios = Set(scenarios).sorted()
        return try write { db in
            // The index on scenario, not the one on label, which SQLite
            // would otherwise pick: most runs have no label.
            let statement = try db.cachedStatement(literal: """
                DELETE FROM \(RunRecord.self) WHERE \(Run.id) IN (
                    SELECT \(Run.id) FROM \(RunRecord.self) INDEXED BY run_on_scenario WHERE \(Run.scenario) = ? AND \(Run.label) IS ?
                    ORDER BY \(Run.recordedAt) DESC, \(Run.id) DESC LIMIT -1 OFFSET ?
                ) AND \(Run.id) NOT IN (SELECT \(Golden.runId) FROM \(GoldenRecord.self))
                """)
            var deleted = 0
            for scenario in scenarios {
                try statement.execute(arguments: [scenario, label, max(count, 0)])
                deleted += db.changesCount
            }
            return deleted
        }
    }
}

/// The columns of `run`, in the SQL above.
private typealias Run = RunRecord.Columns
/// The columns of `golden`, in the SQL above.
private typealias Golden = GoldenRecord.Columns
