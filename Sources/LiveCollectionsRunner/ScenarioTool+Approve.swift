import Foundation
import LiveCollectionsRecording
import LiveCollectionsScenarios
import LiveCollectionsStore

extension ScenarioTool {
    /// `approve RUN`: the working run becomes its scenario's golden, in one
    /// transaction that also drops the golden run it replaces; its text
    /// golden is rewritten and the goldens file compacted, so it does not
    /// grow with history. A failed run is refused, and so is a run
    /// recorded from another version of its scenario file than the one in
    /// the scenario directory (the next `verify` would fail). A run that
    /// records the same as its golden changes nothing: one line says it is
    /// already the golden.
    public func approve(_ reference: RunReference) throws(CommandFailure) {
        guard case .working(let run) = reference else {
            throw CommandFailure("\(reference) is a golden already; approve names a working run, as `scenarios verify` prints it")
        }
        try repairGoldenWrites()
        let working = try workingStore(create: false)
        let summary = try store { () throws(StoreError) in try working.summary(of: run) }
        if case .failed(let message) = summary.outcome {
            throw CommandFailure(
                "run \(run) of \(summary.scenario) failed, so it cannot be a golden: \(message) "
                    + "(see it with `scenarios show \(reference)`; fix the replay, then verify again and approve the new run)")
        }
        try checkCurrent(summary, reference: reference)
        try goldenTexts.checkWritable(summary.scenario)
        let recording = try store { () throws(StoreError) in try working.recording(of: run) }
        if try isGolden(recording, run: run) { return }
        let goldens = try writableGoldens()
        let (replaced, warnings) = try writeGoldens(texts: [(summary.scenario, recording)]) { () throws(CommandFailure) in
            try store { () throws(StoreError) in try goldens.replaceGolden(with: run, from: working).replaced }
        }
        try store { () throws(StoreError) in try goldens.compact() }
        let golden = RunReference.golden(summary.scenario)
        console.line("approved run \(run) of \(summary.scenario): it is now \(golden) in \(paths.goldens)"
            + (replaced == nil ? "" : ", replacing the previous golden"))
        console.line("  its text: \(goldenTexts.path(of: summary.scenario)) (commit both files)")
        warnings.forEach(console.line)
    }

    /// Whether `recording` is already its scenario's golden: equal to the
    /// golden's recording, scenario file included. Then the goldens file is
    /// left byte for byte as it is (only a missing or stale text golden is
    /// written), and one line says so.
    private func isGolden(_ recording: ScenarioRecording, run: RunID) throws(CommandFailure) -> Bool {
        let name = recording.scenario
        guard FileManager.default.fileExists(atPath: paths.goldens) else { return false }
        let goldens = try readGoldens()
        guard let golden = try store({ () throws(StoreError) in try goldens.goldenRun(of: name) })?.recording else { return false }
        let comparison = RecordingComparison(expected: golden, actual: recording)
        guard comparison.isMatch, !comparison.scenarioFileChanged else { return false }
        var text = ""
        if goldenTexts.state(of: name, golden: golden) != .current {
            if let warning = try goldenTexts.write(name, golden: golden) { console.line(warning) }
            text = " but its text, now written to \(goldenTexts.path(of: name))"
        }
        console.line("run \(run) of \(name) is already the golden (\(RunReference.golden(name)) in \(paths.goldens) records the same): nothing changed\(text)")
        return true
    }

    /// Refuses a run whose scenario file is gone or has changed since it
    /// was recorded (its fingerprint is not the file's).
    private func checkCurrent(_ summary: RunSummary, reference: RunReference) throws(CommandFailure) {
        let file = "\(paths.scenarios)/\(summary.scenario).json"
        guard try scenarioNames().contains(summary.scenario) else {
            throw CommandFailure("run \(reference) of \(summary.scenario) cannot be a golden: \(file) no longer exists (check --scenarios)")
        }
        let scenario: Scenario
        do {
            scenario = try ScenarioLoader.load(fileAt: URL(fileURLWithPath: file), displayPath: file)
        } catch {
            throw CommandFailure(error)
        }
        guard scenario.contentHash == summary.contentHash else {
            throw CommandFailure(
                "run \(reference) of \(summary.scenario) was recorded from another version of \(file) "
                    + "(scenario file \(summary.contentHash), now \(scenario.contentHash)), so the next verify would fail: "
                    + "verify it again and approve the new run")
        }
    }
}
