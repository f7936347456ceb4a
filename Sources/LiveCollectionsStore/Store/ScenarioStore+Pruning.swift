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
            try db.execute(
                sql: """
                    DELETE FROM run WHERE id IN (
                        SELECT id FROM (
                            SELECT id, ROW_NUMBER() OVER (
                                PARTITION BY scenario, label ORDER BY recordedAt DESC, id DESC
                            ) AS newness
                            FROM run
                        )
                        WHERE newness > ?
                    ) AND id NOT IN (SELECT runId FROM golden)
                    """,
                arguments: [max(count, 0)])
            return db.changesCount
        }
    }
}
