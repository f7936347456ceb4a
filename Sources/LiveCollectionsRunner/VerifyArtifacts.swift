import Foundation
import LiveCollectionsDocs
import LiveCollectionsRecording

/// `verify --artifacts DIR`: for each mismatch, the golden's text, the new
/// text and their unified diff, in a folder ready to upload from CI:
/// `DIR/NAME/golden.txt`, `DIR/NAME/new.txt`, `DIR/NAME/diff.txt`, and
/// when both sides are runs the visual diff page `DIR/NAME.html` (the page
/// `diff --html` writes) with its pictures in `DIR/NAME/`; for each run
/// that differs from its golden or has none, the run itself,
/// `DIR/NAME/run.json` (``RunArtifact``), which `review --from DIR`
/// accepts on another machine without replaying it (and `new.txt` for a
/// run without a golden); NAME being the
/// scenario's file name as every generated folder writes it
/// (`ScenarioFiles`: `07-carousels` as it is, any other character
/// percent-encoded), so the page and the texts share one folder. The
/// folder is a ``GeneratedFolder``: replaced whole by each run, refused if
/// it holds files the tool did not write.
enum VerifyArtifacts {
    /// The files of the folder, by relative path.
    static func files(for results: [ScenarioVerification], runs: [String: RunArtifact]) throws(CommandFailure) -> [String: Data] {
        var files: [String: Data] = [:]
        for (scenario, run) in runs {
            files[RunArtifact.path(of: scenario)] = try run.encoded()
            if results.contains(where: { $0.scenario == scenario && $0.mismatch == nil }) {
                files["\(ScenarioFiles(scenario).stem)/new.txt"] = text(RecordingText.document(of: run.recording))
            }
        }
        for result in results {
            guard let mismatch = result.mismatch else { continue }
            let folder = ScenarioFiles(result.scenario).stem
            let diff = LineDiff.unified(
                from: mismatch.expected, to: mismatch.actual,
                oldName: "\(result.scenario)/golden.txt (\(mismatch.expectedName))",
                newName: "\(result.scenario)/new.txt (\(mismatch.actualName))")
            files["\(folder)/golden.txt"] = text(mismatch.expected)
            files["\(folder)/new.txt"] = text(mismatch.actual)
            files["\(folder)/diff.txt"] = text(diff)
            if let runs = mismatch.runs {
                // The same visual diff page as `diff --html`: NAME.html, its pictures in NAME/.
                let pair = ScenarioComparison(
                    scenario: result.scenario,
                    first: ComparedRun(run: mismatch.expectedName, recording: runs.golden, animationMilliseconds: runs.animationMilliseconds),
                    second: ComparedRun(run: mismatch.actualName, recording: runs.new, animationMilliseconds: runs.animationMilliseconds))
                files.merge(DiffPages.page(for: pair, first: "golden", second: "new")) { $1 }
            }
        }
        return files
    }

    /// The folder at `path`.
    static func folder(_ path: String) -> GeneratedFolder {
        GeneratedFolder(path: path, generator: "scenarios verify --artifacts")
    }

    private static func text(_ lines: [String]) -> Data {
        Data((lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n").utf8)
    }
}
