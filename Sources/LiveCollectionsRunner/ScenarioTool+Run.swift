import Foundation
import LiveCollectionsScenarios
import LiveCollectionsStore

extension ScenarioTool {
    /// `run` / `record`: replays the scenarios (of `shard` only, if given)
    /// and records each run in the working database under `label`.
    ///
    /// - Returns: whether every replay passed.
    public func run(names: [String], label: String?, shard: ScenarioShard? = nil) throws(CommandFailure) -> Bool {
        let loaded = try loadScenarios(named: names, shard: shard)
        let scenarios = loaded.compactMap(\.scenario)
        let store = try workingStore(create: true)
        var rows: [ScenarioConsole.Row] = []
        var passed = 0
        for (index, file) in loaded.enumerated() {
            guard let scenario = file.scenario else {
                console.progress("[\(index + 1)/\(loaded.count)] \(file.name): does not load")
                rows.append(ScenarioConsole.Row([file.name, "-", "-", "does not load"], tone: .bad))
                continue
            }
            let replay = try replayAgainstGolden(scenario, goldens: nil, in: store, label: label)
            let (recording, run) = (replay.recording, replay.run)
            let outcomePassed = recording.outcome == .passed
            if outcomePassed { passed += 1 }
            console.progress("[\(index + 1)/\(loaded.count)] \(scenario.name): \(recording.outcome.text) (run \(run))")
            rows.append(ScenarioConsole.Row([scenario.name, run.description, "\(recording.recordCount)", outcomePassed ? "passed" : recording.outcome.text], tone: outcomePassed ? .good : .bad))
        }
        console.table(header: ["scenario", "run", "records", "outcome"], rows: rows)
        let failed = scenarios.count - passed
        let labelText = label.map { " labelled \($0)" } ?? ""
        let unloaded = loaded.compactMap(\.error)
        unloaded.forEach { console.line($0.description) }
        let notLoaded = unloaded.isEmpty ? "" : "; \(Self.count(unloaded.count, "scenario file")) did not load"
        let shardText = shard.map { "shard \($0): " } ?? ""
        console.line("\(shardText)\(Self.count(scenarios.count, "run")) recorded\(labelText) in \(paths.databaseDisplay): \(passed) passed, \(failed) failed\(notLoaded)")
        try pruneWorkingRuns(store, of: scenarios, label: label)
        return failed == 0 && unloaded.isEmpty
    }
}
