import Foundation
import LiveCollectionsRecording
import LiveCollectionsStore

extension ScenarioTool {
    /// `report --label L`: the merged result of every shard that recorded
    /// under `label` (a CI run, a version), read from the working database,
    /// usually the shared one: for each scenario of the directory, every
    /// run under the label, whether its replay passed, and, when the golden
    /// store has its golden, whether it matches it. A scenario fails when
    /// any of its runs does, so a later passing run (another fleet, a job
    /// run again under the same label) never hides a failed one; with
    /// `newestOnly`, only the newest run of each scenario counts, and the
    /// summary says so.
    ///
    /// Prints one line per problem: a scenario with no run under the label
    /// (its shard did not run or did not record), each run whose replay
    /// failed or that differs from its golden, a scenario without a golden
    /// (when there is a golden store).
    ///
    /// - Returns: whether there was no problem.
    public func report(label: String, newestOnly: Bool = false) throws(CommandFailure) -> Bool {
        let names = try scenarioNames()
        guard !names.isEmpty else { throw CommandFailure("\(paths.scenarios): no scenario files (NN-name.json) found") }
        let working = try workingStore(create: false)
        let labelled = try store { () throws(StoreError) in
            let runs = newestOnly ? try working.latestRuns(label: label) : try working.runs(scenario: nil, label: label)
            guard !runs.isEmpty else { throw StoreError.unknownLabel(label, path: working.location) }
            return runs
        }
        let runs = Dictionary(grouping: labelled, by: \.scenario)
        let goldens = FileManager.default.fileExists(atPath: paths.goldens) ? try readGoldens() : nil
        let goldenRuns = try goldens.map { goldens throws(CommandFailure) in try store { () throws(StoreError) in try goldens.goldens() } } ?? [:]

        var rows: [ScenarioConsole.Row] = []
        var problems: [String] = []
        var counts = (passed: 0, failed: 0, missing: 0)
        for name in names {
            guard let scenarioRuns = runs[name], let newest = scenarioRuns.last else {
                counts.missing += 1
                rows.append(ScenarioConsole.Row([name, "-", "-", "no run"], tone: .bad))
                problems.append("\(name): no run labelled \(label) in \(paths.databaseDisplay) (did its shard run? `scenarios verify --shard i/n --label \(label)` records it)")
                continue
            }
            let found = try self.problems(of: scenarioRuns, name: name, goldens: goldens, golden: goldenRuns[name], working: working)
            problems += found.map(\.line)
            // The row shows the first failing run, else the newest.
            let shown = found.first?.run.flatMap { id in scenarioRuns.first { $0.id == id } } ?? newest
            let runText = shown.id.description + (scenarioRuns.count > 1 ? " (\(Self.count(scenarioRuns.count, "run")))" : "")
            if found.isEmpty {
                counts.passed += 1
                rows.append(ScenarioConsole.Row([name, runText, shown.recordedBy, "passed"], tone: .good))
            } else {
                counts.failed += 1
                rows.append(ScenarioConsole.Row([name, runText, shown.recordedBy, "failed"], tone: .bad))
            }
        }
        let unknown = Set(runs.keys).subtracting(names).sorted()
        console.table(header: ["scenario", "run", "recorded by", "result"], rows: rows)
        problems.forEach(console.line)
        let extra = unknown.isEmpty ? "" : "; \(Self.count(unknown.count, "run")) of scenarios not in \(paths.scenarios) ignored"
        let which = newestOnly ? " (the newest run of each scenario only, --newest-only)" : ""
        console.line("label \(label)\(which): \(Self.count(names.count, "scenario")): \(counts.passed) passed, \(counts.failed) failed, \(counts.missing) without a run\(extra)")
        return problems.isEmpty
    }

    /// The problems of a scenario's runs under a label, oldest run first:
    /// each run that failed or differs from `golden` (read once), or, when
    /// the golden store has no golden for it, that alone.
    private func problems(
        of runs: [RunSummary], name: String, goldens: ScenarioStore?, golden: RunID?, working: any RunStore
    ) throws(CommandFailure) -> [(run: RunID?, line: String)] {
        var problems: [(run: RunID?, line: String)] = []
        var expected: ScenarioRecording?
        for run in runs {
            if case .failed(let message) = run.outcome {
                problems.append((run.id, "\(name): run \(run.id) failed: \(message)"))
                continue
            }
            guard let goldens else { continue }
            guard let golden else {
                problems.append((nil, "\(name): no golden in \(paths.goldens) to compare run \(run.id) with"))
                break
            }
            let comparison = try store { () throws(StoreError) in
                let recording: ScenarioRecording
                if let expected {
                    recording = expected
                } else {
                    recording = try goldens.recording(of: golden)
                }
                expected = recording
                return RecordingComparison(expected: recording, actual: try working.recording(of: run.id))
            }
            if !comparison.isMatch {
                problems.append((run.id, "\(name): run \(run.id) differs from \(RunReference.golden(name)) (`scenarios diff golden:\(name) \(RunReference.working(run.id))` shows how)"))
            }
        }
        return problems
    }
}
