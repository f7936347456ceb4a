import Foundation
import LiveCollectionsDocs
import LiveCollectionsRecording
import LiveCollectionsSupport

/// `verify --artifacts DIR`: for each mismatch, the golden's text, the new
/// text and their unified diff, in a folder ready to upload from CI:
/// `DIR/NAME/golden.txt`, `DIR/NAME/new.txt`, `DIR/NAME/diff.txt`, and
/// when both sides are runs the visual diff page `DIR/NAME.html` (the page
/// `diff --html` writes) with its pictures in `DIR/NAME/`; for each run
/// that differs from its golden or has none, the run itself,
/// `DIR/NAME/run.json` (``RunArtifact``), which `review --from DIR`
/// accepts on another machine (and for a run without a golden `new.txt`
/// and the page of the run alone, `DIR/NAME.html`, with its pictures and
/// its player `DIR/NAME/player.html`); and when anything did not match,
/// `DIR/index.html` (``ArtifactsIndex``), a line per such scenario linked
/// to its page, and how to accept the runs. NAME is the scenario's file
/// name as every generated folder writes it (`ScenarioFiles`:
/// `07-carousels` as it is, any other character percent-encoded), so the
/// page and the texts share one folder. The folder is a
/// ``GeneratedFolder``: replaced whole by each run, refused if it holds
/// files the tool did not write.
struct VerifyArtifacts {
    /// What `verify` found, in its own words (`15 scenarios: 14 matched, 1
    /// changed`), the index's first line.
    let summary: String
    /// How the index's commands run the tool (``ToolInvocation``).
    let invocation: ToolInvocation
    let paths: ToolPaths
    /// The folder, as the user named it.
    let folder: String

    /// A run to write: as `review --from` reads it, and how long its
    /// scenario's batches animate (for its pictures).
    struct Run {
        let artifact: RunArtifact
        let animationMilliseconds: Int
    }

    /// The files of the folder, by relative path.
    func files(for results: [ScenarioVerification], runs: [String: Run]) throws(CommandFailure) -> [String: Data] {
        var files: [String: Data] = [:]
        for (scenario, run) in runs {
            files[RunArtifact.path(of: scenario)] = try run.artifact.encoded()
            if results.contains(where: { $0.scenario == scenario && $0.mismatch == nil }) {
                let recording = run.artifact.recording
                files["\(ScenarioFiles(scenario).stem)/new.txt"] = Self.text(RecordingText.document(of: recording))
                files.merge(DiffPages.page(
                    scenario: scenario, label: "CI run \(run.artifact.run)",
                    run: ComparedRun(run: "\(run.artifact.run)", recording: recording, animationMilliseconds: run.animationMilliseconds),
                    note: "A new scenario: no golden yet. Accepting it records this run as its golden.")) { $1 }
            }
        }
        for result in results {
            guard let mismatch = result.mismatch else { continue }
            let folder = ScenarioFiles(result.scenario).stem
            let diff = ScenarioLineDiff.unified(
                from: mismatch.expected, to: mismatch.actual,
                oldName: "\(result.scenario)/golden.txt (\(mismatch.expectedName))",
                newName: "\(result.scenario)/new.txt (\(mismatch.actualName))")
            files["\(folder)/golden.txt"] = Self.text(mismatch.expected)
            files["\(folder)/new.txt"] = Self.text(mismatch.actual)
            files["\(folder)/diff.txt"] = Self.text(diff)
            if let runs = mismatch.runs {
                // The same visual diff page as `diff --html`: NAME.html, its pictures in NAME/.
                let pair = ScenarioComparison(
                    scenario: result.scenario,
                    first: ComparedRun(run: mismatch.expectedName, recording: runs.golden, animationMilliseconds: runs.animationMilliseconds),
                    second: ComparedRun(run: mismatch.actualName, recording: runs.new, animationMilliseconds: runs.animationMilliseconds))
                files.merge(DiffPages.page(for: pair, first: "golden", second: "new")) { $1 }
            }
        }
        let entries = results.compactMap { entry(for: $0, runs: runs, files: files) }
        if !entries.isEmpty {
            files["index.html"] = Data(ArtifactsIndex.html(summary: summary, notes: notes(runs: runs), entries: entries).utf8)
        }
        return files
    }

    /// The folder at `path`.
    static func folder(_ path: String) -> GeneratedFolder {
        GeneratedFolder(path: path, generator: "scenarios verify --artifacts")
    }

    /// The index's line for `result`, nil for a match: what changed in the
    /// words `review --list` uses (``PendingChange/summary``) for a run to
    /// accept, else the first line `verify` printed for it; linked to its
    /// page, or else to its text diff, when the folder holds one.
    private func entry(for result: ScenarioVerification, runs: [String: Run], files: [String: Data]) -> ArtifactsIndex.Entry? {
        let kind: ArtifactsIndex.Entry.Kind
        switch result.verdict {
        case .matched: return nil
        case .changed, .rerecorded, .staleText, .rewroteText: kind = .changed
        case .noGolden, .recorded: kind = .new
        case .failedReplay, .notLoaded, .obsolete, .obsoleteReported: kind = .failed
        }
        let names = ScenarioFiles(result.scenario)
        let run = runs[result.scenario]
        let recording = result.mismatch?.runs?.new ?? run?.artifact.recording
        let summary: String
        if let recording, result.verdict == .changed || result.verdict == .noGolden || result.verdict == .rerecorded {
            let golden = result.mismatch?.runs
            summary = PendingChange(
                scenario: result.scenario, kind: golden == nil ? .new : .changed,
                origin: .artifact(path: RunArtifact.path(of: result.scenario), run: run?.artifact.run ?? 0),
                golden: golden?.golden, recording: recording, comparison: golden?.comparison, refusal: nil,
                animationMilliseconds: golden?.animationMilliseconds ?? run?.animationMilliseconds ?? 300
            ).summary
        } else {
            let headline = result.lines.first ?? result.verdict.text
            summary = headline.hasPrefix("\(result.scenario): ") ? String(headline.dropFirst(result.scenario.count + 2)) : headline
        }
        let page = [names.html, "\(names.stem)/diff.txt"].first { files[$0] != nil }
        return ArtifactsIndex.Entry(
            scenario: result.scenario, title: recording?.title ?? "", result: result.verdict.text, kind: kind, summary: summary, page: page)
    }

    /// How to accept the runs of the folder, where they were downloaded.
    private func notes(runs: [String: Run]) -> [ArtifactsIndex.Note] {
        guard let example = runs.keys.min() else {
            return [.heading("Accepting the runs"), .text("No run here can be accepted: fix what failed, then verify again.")]
        }
        let name = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
        let dir = ToolInvocation.shellWord(name.isEmpty || name == "/" ? "DIR" : name)
        return [
            .heading("Accepting the runs"),
            .text("To make these runs the goldens, download this folder as \(dir) into a checkout of the commit CI ran, and there review each change in turn (add --serve to review them on a page):"),
            .command(invocation.command("review", "--from", dir)),
            .text("or accept one scenario's run (its name, or a prefix of one name):"),
            .command(invocation.command("approve", "--from", dir, ToolInvocation.shellWord(example))),
            .text("Then commit \(paths.goldens) and \(paths.goldenTexts)."),
        ]
    }

    private static func text(_ lines: [String]) -> Data {
        Data((lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n").utf8)
    }
}
