import Foundation
import LiveCollectionsScenarios

/// Writes a documentation folder from recorded runs: an index page, one
/// Markdown page per scenario, an SVG picture per step and view that
/// received calls (drawn from those calls, batch by batch), and an HTML page
/// per scenario that plays the recorded batches. The same runs always give
/// the same bytes. Each scenario's files are named after it
/// (``ScenarioFiles``), so every file stays in the folder whatever the name
/// holds.
public enum DocsGenerator {
    /// Every file of the folder, by path relative to it.
    public static func files(for runs: [DocumentedRun]) -> [String: Data] {
        var files: [String: Data] = [:]
        let sorted = runs.sorted { $0.scenario.name < $1.scenario.name }
        files["README.md"] = Data(IndexPage.markdown(for: sorted).utf8)
        for run in sorted {
            // A generated scenario's page shows its first ticks, then a summary.
            let page = ScenarioPage(run.documentedSteps)
            files[page.files.markdown] = Data((page.markdown() + run.compactSummary).utf8)
            for (path, svg) in page.pictures() { files[path] = Data(svg.utf8) }
            if let player = page.player() { files[page.files.html] = Data(player.utf8) }
        }
        return files
    }
}
