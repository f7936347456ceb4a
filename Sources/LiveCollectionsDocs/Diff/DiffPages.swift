import Foundation
import LiveCollectionsScenarios

/// The visual diff of two sides (two runs, two labels, a run and its
/// golden): an `index.html` with a line per scenario (same, changed, or
/// missing on one side), and for each changed scenario a page with both
/// runs' steps side by side, each with its step pictures and its recorded
/// lines (deltas, animation styles, view calls, what the views show), the
/// lines one side does not share highlighted. The pictures are SVG files
/// beside the page, named after the scenario (``ScenarioFiles``). The same
/// comparisons always give the same bytes.
public enum DiffPages {
    /// Every file, by path relative to the output folder.
    ///
    /// - Complexity: O(*s* · *l*²) for *s* steps of at most *l* lines, plus
    ///   the pictures.
    public static func files(first: String, second: String, comparisons: [ScenarioComparison]) -> [String: Data] {
        let sorted = comparisons.sorted { $0.scenario < $1.scenario }
        var files = ["index.html": Data(DiffIndexHTML.render(first: first, second: second, comparisons: sorted).utf8)]
        for comparison in sorted where comparison.result == .changed {
            files.merge(page(for: comparison, first: first, second: second)) { $1 }
        }
        return files
    }

    /// The link a scenario's page starts with.
    public struct BackLink: Sendable, Equatable {
        /// Where it goes, as written in the page.
        public var href: String
        /// Its text.
        public var text: String
        /// Whether it opens in the whole window (`target="_top"`), for a
        /// page shown in a frame of another page.
        public var opensWindow: Bool

        /// A link.
        public init(href: String, text: String, opensWindow: Bool = false) {
            self.href = href
            self.text = text
            self.opensWindow = opensWindow
        }

        /// To the `index.html` beside the page.
        public static let index = BackLink(href: "index.html", text: "← all scenarios")
    }

    /// The page of one scenario and its pictures (also for a scenario that
    /// is the same: `verify` can show a mismatch with it), starting with
    /// the link `back` (to the `index.html` beside it unless told).
    public static func page(for comparison: ScenarioComparison, first: String, second: String, back: BackLink = .index) -> [String: Data] {
        var files: [String: Data] = [:]
        let names = ScenarioFiles(comparison.scenario)
        var sides: [DiffPageHTML.Side] = []
        for (prefix, label, run) in [("first", first, comparison.first), ("second", second, comparison.second)] {
            guard let run else {
                sides.append(DiffPageHTML.Side(label: label, run: nil, pictures: [:]))
                continue
            }
            sides.append(pictures(of: run, label: label, prefix: prefix, names: names, into: &files))
        }
        files[names.html] = Data(DiffPageHTML.render(scenario: comparison.scenario, first: sides[0], second: sides[1], back: back).utf8)
        return files
    }

    /// The page of a run that has nothing to be compared with (a new
    /// scenario's run): `NAME.html` with its steps, their pictures (in
    /// `NAME/`) and recorded lines, in the look of the diff pages, `note`
    /// under its heading; and its player `NAME/player.html`
    /// (``ScenarioPlayerHTML``), linked from the page. The same run always
    /// gives the same bytes.
    ///
    /// - Complexity: O(*s* · *l*) for *s* steps of at most *l* lines, plus
    ///   the pictures.
    package static func page(scenario: String, label: String, run: ComparedRun, note: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let names = ScenarioFiles(scenario)
        let side = pictures(of: run, label: label, prefix: "run", names: names, into: &files)
        let player = names.picture("player.html")
        files[player] = Data(ScenarioPlayerHTML.render(
            title: "\(scenario) · \(label)", description: run.recording.title, recording: run.recording,
            animationMilliseconds: run.animationMilliseconds).utf8)
        let links = [DiffPageHTML.Link(text: "Play the steps as an animation", path: player)]
        files[names.html] = Data(DiffPageHTML.render(scenario: scenario, run: side, note: note, links: links).utf8)
        return files
    }

    /// The side of `run` labelled `label`, its step pictures written to
    /// `files` as `NAME/PREFIX-STEP-VIEW.svg`.
    private static func pictures(
        of run: ComparedRun, label: String, prefix: String, names: ScenarioFiles, into files: inout [String: Data]
    ) -> DiffPageHTML.Side {
        let drawings = RecordingPictures(run.recording, defaultDuration: run.animationMilliseconds)
        var pictures: [Int: [(view: String, path: String)]] = [:]
        for (position, step) in run.recording.steps.enumerated() {
            for picture in drawings.pictures(at: position) {
                let path = names.picture("\(prefix)-\(RecordingPictures.fileName(step, picture.view))")
                let title = "\(label) · \(ScenarioPage.title(of: step)) at \(step.at) ms"
                files[path] = Data(StepPictureSVG.render(picture, title: title).utf8)
                pictures[position, default: []].append((picture.view, path))
            }
        }
        return DiffPageHTML.Side(label: label, run: run, pictures: pictures)
    }
}
