import Foundation
import LiveCollectionsRecording
import LiveCollectionsStore

extension ScenarioTool {
    /// `report --label L`: the merged result of every shard that recorded
    /// under `label` (a CI run, a version), read from the working database,
    /// usually the shared one: for each scenario of the directory, its
    /// newest run under the label, whether the replay passed, and, when the
    /// golden store has its golden, whether the run matches it.
    ///
    /// Prints one line per problem: a scenario with no run under the label
    /// (its shard did not run or did not record), a replay that failed, a run
    /// that differs from its golden, a scenario without a golden (when there
    /// is a golden store).
    ///
    /// - Returns: whether there was no problem.
    public func report(label: String) throws(CommandFailure) -> Bool {
        let names = try scenarioNames()
        guard !names.isEmpty else { throw CommandFailure("\(paths.scenarios): no scenario files (NN-name.json) found") }
        let working = try workingStore(create: false)
        let latest = try store { () throws(StoreError) in try working.latestRuns(label: label) }
        let runs = Dictionary(latest.map { ($0.scenario, $0) }, uniquingKeysWith: { $1 })
        let goldens = FileManager.default.fileExists(atPath: paths.goldens) ? try readGoldens() : nil
        let goldenRuns = try goldens.map { goldens throws(CommandFailure) in try store { () throws(StoreError) in try goldens.goldens() } } ?? [:]

        var rows: [Console.Row] = []
        var problems: [String] = []
        var counts = (passed: 0, failed: 0, missing: 0)
        for name in names {
            guard let run = runs[name] else {
                counts.missing += 1
                rows.append(Console.Row([name, "-", "-", "no run"], tone: .bad))
                problems.append("\(name): no run labelled \(label) in \(paths.databaseDisplay) (did its shard run? `scenarios verify --shard i/n --label \(label)` records it)")
                continue
            }
            var problem: String?
            if case .failed(let message) = run.outcome {
                problem = "\(name): run \(run.id) failed: \(message)"
            } else if let goldens {
                if let golden = goldenRuns[name] {
                    let comparison = try store { () throws(StoreError) in
                        RecordingComparison(expected: try goldens.recording(of: golden), actual: try working.recording(of: run.id))
                    }
                    if !comparison.isMatch {
                        problem = "\(name): run \(run.id) differs from \(RunReference.golden(name)) (`scenarios diff golden:\(name) \(run.id)` shows how)"
                    }
                } else {
                    problem = "\(name): no golden in \(paths.goldens) to compare run \(run.id) with"
                }
            }
            if let problem {
                counts.failed += 1
                problems.append(problem)
                rows.append(Console.Row([name, run.id.description, run.recordedBy, "failed"], tone: .bad))
            } else {
                counts.passed += 1
                rows.append(Console.Row([name, run.id.description, run.recordedBy, "passed"], tone: .good))
            }
        }
        let unknown = Set(runs.keys).subtracting(names).sorted()
        console.table(header: ["scenario", "run", "recorded by", "result"], rows: rows)
        problems.forEach(console.line)
        let extra = unknown.isEmpty ? "" : "; \(Self.count(unknown.count, "run")) of scenarios not in \(paths.scenarios) ignored"
        console.line("label \(label): \(Self.count(names.count, "scenario")): \(counts.passed) passed, \(counts.failed) failed, \(counts.missing) without a run\(extra)")
        return problems.isEmpty
    }
}
