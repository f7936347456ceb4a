import Foundation
import LiveCollectionsScenarios

/// Writes a documentation folder from recorded runs: an index page, one
/// Markdown page per scenario, an SVG picture per step and view that
/// received calls (drawn from those calls, batch by batch), and an HTML page
/// per scenario that plays the recorded batches. The same runs always give
/// the same bytes. Each scenario's files are named after it
/// (``ScenarioFiles``), so every file stays in the folder whatever the name
/// holds.
///
/// A scenario whose pages would draw more cells than a limit
/// (``DrawingSize``) is not drawn: its page and its player say so and sum up
/// each step instead, and it gets no pictures.
///
/// A caller that writes many scenarios documents them one at a time
/// (``write(_:drawingLimit:to:)``), keeping only what the index needs
/// (``DocumentedScenario``), then writes the index (``index(of:)``); so it
/// holds one scenario's recording and files at a time.
public enum DocsGenerator {
    /// Every file of the folder, by path relative to it.
    ///
    /// - Parameter drawingLimit: the most cells a scenario's pages draw
    ///   (``DrawingSize/limit`` unless a test gives another).
    public static func files(for runs: [DocumentedRun], drawingLimit: Int = DrawingSize.limit) -> [String: Data] {
        var files: [String: Data] = [:]
        var scenarios: [DocumentedScenario] = []
        for run in runs {
            scenarios.append(write(run, drawingLimit: drawingLimit) { path, data in files[path] = data })
        }
        let index = index(of: scenarios)
        files[index.path] = index.data
        return files
    }

    /// Makes the files of one scenario's run and hands each to `write` (its
    /// path relative to the folder, and its bytes) as soon as it is made: the
    /// Markdown page, then the pictures, then the player.
    ///
    /// - Parameter drawingLimit: the most cells the pages draw; above it
    ///   they sum up each step instead (``DrawingSize``).
    /// - Returns: what the index says of the scenario.
    /// - Complexity: O(*c* + *e*) for *c* cells drawn and *e* events when
    ///   drawn; O(*s* + *e*) for *s* recorded sections when summed up.
    public static func write<Failure: Error>(
        _ run: DocumentedRun, drawingLimit: Int = DrawingSize.limit, to write: (String, Data) throws(Failure) -> Void
    ) throws(Failure) -> DocumentedScenario {
        let size = DrawingSize(of: run)
        let documented = run.documentedSteps
        if size.isAbove(drawingLimit) {
            let page = ScenarioSummaryPage(documented, size: size, limit: drawingLimit)
            try write(page.files.markdown, Data((page.markdown() + run.compactSummary).utf8))
            if let player = page.html() { try write(page.files.html, Data(player.utf8)) }
        } else {
            // A generated scenario's page shows its first ticks, then a summary.
            let page = ScenarioPage(documented)
            try write(page.files.markdown, Data((page.markdown() + run.compactSummary).utf8))
            for (path, svg) in page.pictures() { try write(path, Data(svg.utf8)) }
            if let player = page.player() { try write(page.files.html, Data(player.utf8)) }
        }
        return DocumentedScenario(run, size: size, isSummarized: size.isAbove(drawingLimit))
    }

    /// The folder's index page, listing `scenarios` by name.
    public static func index(of scenarios: [DocumentedScenario]) -> (path: String, data: Data) {
        ("README.md", Data(IndexPage.markdown(for: scenarios.sorted { $0.name < $1.name }).utf8))
    }
}
