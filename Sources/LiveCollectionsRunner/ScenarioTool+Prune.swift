import LiveCollectionsStore

extension ScenarioTool {
    /// `prune --keep N`: keeps the newest `keep` runs of each scenario and
    /// label in the working database and removes the others.
    public func prune(keep: Int) throws(CommandFailure) {
        let working = try workingStore(mode: .mustExist)
        let removed = try store { () throws(StoreError) in
            let removed = try working.pruneRuns(keepingNewest: keep)
            if removed > 0 { try working.compact() }
            return removed
        }
        console.line("removed \(Self.count(removed, "run")) from \(paths.database), keeping the newest \(keep) of each scenario and label")
    }
}
