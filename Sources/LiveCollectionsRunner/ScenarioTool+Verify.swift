import Foundation
import LiveCollectionsScenarios
import LiveCollectionsStore

extension ScenarioTool {
    /// What `verify` found for one scenario.
    enum Verdict: Equatable {
        case matched, changed, noGolden, recorded, rerecorded, failedReplay

        var text: String {
            switch self {
            case .matched: "matched"
            case .changed: "changed"
            case .noGolden: "no golden"
            case .recorded: "recorded new golden"
            case .rerecorded: "re-recorded golden"
            case .failedReplay: "replay failed"
            }
        }

        var passes: Bool { self == .matched }
    }

    /// `verify`: replays the scenarios, records each run in the working
    /// database, and compares it with its golden; `mode` says which goldens
    /// may be written.
    ///
    /// - Returns: whether every scenario matched its golden (a recorded
    ///   golden does not pass: look at it, then verify again).
    public func verify(names: [String], mode: RecordMode) throws(CommandFailure) -> Bool {
        let scenarios = try scenarios(named: names)
        let goldens = try goldenStore(create: mode.recordsMissing)
        let working = try workingStore(create: true)
        var verdicts: [(String, Verdict)] = []
        for (index, scenario) in scenarios.enumerated() {
            let (recording, run) = try replayAndRecord(scenario, in: working, label: nil)
            let verdict = try verify(scenario, recording: recording, run: run, goldens: goldens, working: working, mode: mode)
            console.progress("[\(index + 1)/\(scenarios.count)] \(scenario.name): \(verdict.text)")
            verdicts.append((scenario.name, verdict))
        }
        let rows = verdicts.map { [$0.0, $0.1.passes ? console.good($0.1.text) : console.bad($0.1.text)] }
        Console.table(header: ["scenario", "result"], rows: rows).forEach(console.line)
        let counts = Dictionary(grouping: verdicts.map(\.1.text), by: { $0 }).mapValues(\.count)
        let order = [Verdict.matched, .changed, .failedReplay, .noGolden, .recorded, .rerecorded].map(\.text)
        let summary = order.compactMap { text in counts[text].map { "\($0) \(text)" } }.joined(separator: ", ")
        console.line("\(Self.count(scenarios.count, "scenario")): \(summary)")
        return verdicts.allSatisfy { $0.1.passes }
    }

    private func verify(
        _ scenario: Scenario,
        recording: ScenarioRecording,
        run: RunID,
        goldens: ScenarioStore,
        working: ScenarioStore,
        mode: RecordMode
    ) throws(CommandFailure) -> Verdict {
        let where_ = "  this replay: run \(run) in \(paths.database)"
        if case .failed(let message) = recording.outcome {
            console.line("\(scenario.name): the replay failed: \(message)")
            console.line(where_)
            return .failedReplay
        }
        guard let golden = try store({ () throws(StoreError) in try goldens.golden(for: scenario.name) }) else {
            guard mode.recordsMissing else {
                console.line("\(scenario.name): no golden in \(paths.goldens)")
                console.line(where_)
                console.line("  to record it: scenarios approve \(run.rawValue) (or verify --record missing)")
                return .noGolden
            }
            let recorded = try approve(run, from: working, into: goldens)
            console.line("\(scenario.name): recorded a new golden (run \(recorded) in \(paths.goldens)); check it, then verify again")
            return .recorded
        }
        let expected = try store { () throws(StoreError) in try goldens.recording(of: golden) }
        let comparison = RecordingComparison(expected: expected, actual: recording)
        if mode.recordsAll || (!comparison.isMatch && mode.recordsFailed) {
            guard !comparison.isMatch || mode.recordsAll else { return .matched }
            let recorded = try approve(run, from: working, into: goldens)
            console.line("\(scenario.name): re-recorded its golden (run \(recorded) in \(paths.goldens))")
            comparison.report.forEach(console.line)
            return .rerecorded
        }
        guard !comparison.isMatch else { return .matched }
        console.line("\(scenario.name): does not match its golden")
        console.line("  golden: run \(golden) in \(paths.goldens)")
        console.line(where_)
        console.line("  to accept the change: scenarios approve \(run.rawValue) (or verify --record failed)")
        comparison.report.forEach(console.line)
        return .changed
    }

    /// Copies `run` from `working` into `goldens` as its scenario's golden.
    func approve(_ run: RunID, from working: ScenarioStore, into goldens: ScenarioStore) throws(CommandFailure) -> RunID {
        try store { () throws(StoreError) in
            let copy = try goldens.importRun(run, from: working)
            try goldens.markGolden(copy)
            return copy
        }
    }

    /// `approve RUN`: the working run becomes its scenario's golden.
    public func approve(_ text: String) throws(CommandFailure) {
        let run = try runID(text)
        let working = try workingStore(create: false)
        let summary = try store { () throws(StoreError) in try working.summary(of: run) }
        let goldens = try goldenStore(create: true)
        let copy = try approve(run, from: working, into: goldens)
        console.line("approved run \(run) of \(summary.scenario): it is now the golden (run \(copy) in \(paths.goldens))")
    }
}
