import LiveCollectionsScenarios
import LiveCollectionsStore

extension ScenarioTool {
    /// Judges one replay against its golden (read and compared as it
    /// replayed) and its text golden, recording what `mode` allows.
    func verify(
        _ scenario: Scenario,
        replay: ReplayAgainstGolden,
        goldens: GoldenStores,
        working: any RunStore,
        mode: RecordMode
    ) throws(CommandFailure) -> ScenarioVerification {
        let (name, recording, run) = (scenario.name, replay.recording, replay.run)
        let this = RunReference.working(run)
        let golden = RunReference.golden(name)
        let thisReplay = "  this replay: \(this) in \(paths.databaseDisplay)"
        func result(_ verdict: Verdict, _ lines: [String], _ mismatch: Mismatch? = nil) -> ScenarioVerification {
            ScenarioVerification(scenario: name, file: scenario.file, verdict: verdict, lines: lines, mismatch: mismatch)
        }

        if case .failed(let message) = recording.outcome {
            return result(.failedReplay, ["\(name): the replay failed: \(message)", thisReplay, "  to see it: \(command) show \(this)"])
        }
        guard let (_, expected) = replay.golden, let comparison = replay.comparison else {
            guard mode.recordsMissing else {
                return result(.noGolden, [
                    "\(name): no golden in \(paths.goldens)", thisReplay,
                    "  to record it: \(command) approve \(this) (or verify --record missing)",
                ])
            }
            let warning = try goldens.record(run, from: working, recording: recording)
            return result(.recorded, [
                "\(name): recorded a new golden (\(golden) in \(paths.goldens), text in \(goldenTexts.path(of: name))); check it, then verify again",
            ] + [warning].compactMap { $0 })
        }

        // Both recordings as text, written only for a mismatch.
        func mismatch() -> Mismatch {
            Mismatch(
                expected: RecordingText.document(of: expected), expectedName: golden.description,
                actual: RecordingText.document(of: recording), actualName: "run \(this)",
                runs: MismatchedRuns(golden: expected, new: recording, comparison: comparison, animationMilliseconds: scenario.view?.animationMilliseconds ?? 300))
        }
        let scenarioFileOnly = comparison.isMatch && comparison.scenarioFileChanged && mode.recordsAll
        if (!comparison.isMatch && mode.recordsFailed) || scenarioFileOnly {
            let warning = try goldens.record(run, from: working, recording: recording)
            let why = comparison.isMatch ? " (the scenario file changed, the replay did not)" : ""
            return result(.rerecorded, [
                "\(name): re-recorded its golden from run \(this)\(why): \(golden) in \(paths.goldens), text in \(goldenTexts.path(of: name))",
            ] + [warning].compactMap { $0 } + comparison.report, comparison.isMatch ? nil : mismatch())
        }
        guard comparison.isMatch else {
            return result(.changed, [
                "\(name): does not match its golden",
                "  golden: \(golden) in \(paths.goldens)",
                thisReplay,
                "  to see both: \(command) diff \(golden) \(this)",
                "  to accept the change: \(command) approve \(this) (or verify --record failed)",
            ] + comparison.report, mismatch())
        }
        return try checkText(of: scenario, golden: expected, mode: mode, result: result)
    }

    /// The text golden of a scenario whose replay matched its golden.
    private func checkText(
        of scenario: Scenario, golden expected: ScenarioRecording, mode: RecordMode,
        result: (Verdict, [String], Mismatch?) -> ScenarioVerification
    ) throws(CommandFailure) -> ScenarioVerification {
        let name = scenario.name
        let golden = RunReference.golden(name)
        let file = goldenTexts.path(of: name)
        switch goldenTexts.state(of: name, golden: expected) {
        case .current:
            return result(.matched, [], nil)
        case .missing where mode.recordsMissing, .differs where mode.recordsFailed:
            let warning = try goldenTexts.write(name, golden: expected)
            return result(.rewroteText, ["\(file): wrote the text of \(golden) (\(paths.goldens)); commit it"] + [warning].compactMap { $0 }, nil)
        case .missing:
            return result(.staleText, [
                "\(file): missing: every golden in \(paths.goldens) is committed as text too",
                "  to write it from \(golden): \(command) verify --record missing \(name)",
            ], nil)
        case .differs:
            let committed = (goldenTexts.read(name) ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return result(.staleText, [
                "\(file): does not match \(golden) in \(paths.goldens): edited by hand, or not rewritten when the golden changed",
                "  goldens change through `scenarios approve`; to rewrite the text from \(golden): \(command) verify --record failed \(name)",
            ], Mismatch(
                expected: RecordingText.document(of: expected), expectedName: golden.description,
                actual: committed.last == "" ? Array(committed.dropLast()) : committed, actualName: file))
        }
    }
}
