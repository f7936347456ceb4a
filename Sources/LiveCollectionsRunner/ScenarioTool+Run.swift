import Foundation
import LiveCollectionsScenarios
import LiveCollectionsStore

extension ScenarioTool {
    /// `list`: every scenario with its kind, step count, whether it has a
    /// golden (`show golden:NAME` prints it) and title.
    public func list() throws(CommandFailure) {
        let scenarios = try scenarios(named: [])
        let goldens = try committedGoldens()
        let rows = scenarios.map { scenario in
            [scenario.name, scenario.kind.rawValue, "\(scenario.steps.count)", goldens[scenario.name] == nil ? "none" : "yes", scenario.title]
        }
        Console.table(header: ["scenario", "kind", "steps", "golden", "title"], rows: rows).forEach(console.line)
    }

    /// `run` / `record`: replays the scenarios and records each run in the
    /// working database under `label`.
    ///
    /// - Returns: whether every replay passed.
    public func run(names: [String], label: String?) throws(CommandFailure) -> Bool {
        let scenarios = try scenarios(named: names)
        let store = try workingStore(create: true)
        var rows: [[String]] = []
        var passed = 0
        for (index, scenario) in scenarios.enumerated() {
            let (recording, run) = try replayAndRecord(scenario, in: store, label: label)
            let outcome = recording.outcome == .passed ? console.good("passed") : console.bad(recording.outcome.text)
            if recording.outcome == .passed { passed += 1 }
            console.progress("[\(index + 1)/\(scenarios.count)] \(scenario.name): \(recording.outcome.text) (run \(run))")
            rows.append([scenario.name, run.description, "\(recording.recordCount)", outcome])
        }
        Console.table(header: ["scenario", "run", "records", "outcome"], rows: rows).forEach(console.line)
        let failed = scenarios.count - passed
        let labelText = label.map { " labelled \($0)" } ?? ""
        console.line("\(Self.count(scenarios.count, "run")) recorded\(labelText) in \(paths.database): \(passed) passed, \(failed) failed")
        try pruneWorkingRuns(store, of: scenarios, label: label)
        return failed == 0
    }
}
