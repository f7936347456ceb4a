import Foundation
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
        mode: RecordMode,
        artifacts: String? = nil
    ) throws(CommandFailure) -> ScenarioVerification {
        let (name, recording, run) = (scenario.name, replay.recording, replay.run)
        let this = RunReference.working(run)
        let golden = RunReference.golden(name)
        let thisReplay = "  this replay: \(this) in \(paths.databaseDisplay)" + (inCI ? " (on this CI machine, gone with it)" : "")
        let word = ToolInvocation.shellWord(name)
        func result(_ verdict: Verdict, _ lines: [String], _ mismatch: Mismatch? = nil) -> ScenarioVerification {
            ScenarioVerification(scenario: name, file: scenario.file, verdict: verdict, lines: lines, mismatch: mismatch)
        }

        if case .failed(let message) = recording.outcome {
            let see = inCI
                ? "  to see it on your machine (a replay is the same everywhere): \(invocation.command("verify", word))"
                : "  to see it: \(invocation.command("show", this.description))"
            return result(.failedReplay, ["\(name): the replay failed: \(message)", thisReplay, see])
        }
        guard let (_, expected) = replay.golden, let comparison = replay.comparison else {
            guard mode.recordsMissing else {
                return result(.noGolden, ["\(name): no golden in \(paths.goldens)", thisReplay] + accepting(
                    name, run: this, artifacts: artifacts, record: "--record missing", what: "to record it"))
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
        let otherVersion = replay.goldenVersion.flatMap { $0 == PackageVersion.current ? nil : $0 }
        let sameReplay = comparison.isMatch && (comparison.scenarioFileChanged || otherVersion != nil) && mode.recordsAll
        if (!comparison.isMatch && mode.recordsFailed) || sameReplay {
            let warning = try goldens.record(run, from: working, recording: recording)
            let why = !comparison.isMatch ? ""
                : comparison.scenarioFileChanged ? " (the scenario file changed, the replay did not)"
                : " (recorded by version \(otherVersion ?? "?"); this version records the same)"
            return result(.rerecorded, [
                "\(name): re-recorded its golden from run \(this)\(why): \(golden) in \(paths.goldens), text in \(goldenTexts.path(of: name))",
            ] + [warning].compactMap { $0 } + comparison.report, comparison.isMatch ? nil : mismatch())
        }
        guard comparison.isMatch else {
            return result(.changed, [
                "\(name): does not match its golden",
                "  golden: \(golden) in \(paths.goldens)",
                thisReplay,
            ] + (inCI ? [] : ["  to see both: \(invocation.command("diff", golden.description, this.description))"])
              + accepting(name, run: this, artifacts: artifacts, record: "--record failed", what: "to accept the change")
              + comparison.report, mismatch())
        }
        return try checkText(of: scenario, golden: expected, mode: mode, result: result)
    }

    /// The commands that accept a new or changed replay, one per line
    /// (`  to accept the change: COMMAND`). Here: approving the working run,
    /// or re-recording. In CI, where the working run dies with the
    /// machine: approving it from the uploaded artifacts folder (downloaded
    /// under its own name into a checkout of the commit; on GitHub Actions
    /// with the `gh` command that downloads it), or replaying on the
    /// reader's machine, where the replay is the same.
    private func accepting(_ name: String, run: RunReference, artifacts: String?, record: String, what: String) -> [String] {
        let word = ToolInvocation.shellWord(name)
        let rerecord = invocation.command("verify", record, word)
        guard inCI else {
            return ["  \(what): \(invocation.command("approve", run.description))", "  or: \(rerecord)"]
        }
        var lines: [String] = []
        if let artifacts {
            let folder = URL(fileURLWithPath: artifacts).lastPathComponent
            let dir = ToolInvocation.shellWord(folder.isEmpty || folder == "/" ? "DIR" : folder)
            if let download = GitHubAnnotation.artifactDownload(name: dir, environment: environment) {
                lines.append("  to download this job's artifact \(dir) into a checkout of this commit: \(download)")
            } else {
                lines.append("  this job's artifact \(dir) holds this run: download it as \(dir) into a checkout of this commit")
            }
            lines.append("  \(what), from the artifact: \(invocation.command("approve", "--from", dir, word))")
        } else {
            lines.append("  this job wrote no artifacts (verify --artifacts DIR, uploaded) to accept this very run from")
        }
        lines.append("  or, on your machine (a replay is the same everywhere): \(rerecord)")
        return lines
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
                "  to write it from \(golden): \(invocation.command("verify", "--record", "missing", ToolInvocation.shellWord(name)))",
            ], nil)
        case .differs:
            let committed = (goldenTexts.read(name) ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return result(.staleText, [
                "\(file): does not match \(golden) in \(paths.goldens): edited by hand, or not rewritten when the golden changed",
                "  goldens change through `scenarios approve`; to rewrite the text from \(golden): \(invocation.command("verify", "--record", "failed", ToolInvocation.shellWord(name)))",
            ], Mismatch(
                expected: RecordingText.document(of: expected), expectedName: golden.description,
                actual: committed.last == "" ? Array(committed.dropLast()) : committed, actualName: file))
        }
    }
}
