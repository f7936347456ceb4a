import LiveCollectionsStore

extension ScenarioTool {
    /// `prune --keep N`: keeps the newest `keep` runs of each scenario and
    /// label in the working database and removes the others.
    public func prune(keep: Int) throws(CommandFailure) {
        let working = try workingStore(mode: .mustExist)
        let removed = try store { () throws(StoreError) in
            let removed = try working.pruneRuns(keepingNewest: keep)
            // A file gives the space back; PostgreSQL's autovacuum does that itself.
            if removed > 0, let file = working as? ScenarioStore { try file.compact() }
            return removed
        }
        console.line("removed \(Self.count(removed, "run")) from \(paths.databaseDisplay), keeping the newest \(keep) of each scenario and label")
    }
}
