import LiveCollectionsScenarios

/// How much a scenario's pages would draw, decided from its recording
/// before anything is drawn: the cells of every view state the pages show.
/// Those are each view at the end of the setup and of every step (the page
/// lists them before → after), each view after each batch or `reloadData`
/// of a step (its picture and its player draw that column, after the batch
/// and again before the next), and each view at the end. Everything a page
/// writes per cell (a row in a picture and in the player, an item in a
/// list, an index path in a call) grows with this count, so the files of a
/// scenario are about proportional to it.
///
/// A scenario above ``limit`` is not drawn: its Markdown page and its
/// player sum up each step instead, counting what it did, and say why.
public struct DrawingSize: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The cells of the view states the pages would draw.
    public let cells: Int

    /// Creates a size of `cells` cells.
    public init(cells: Int) {
        self.cells = cells
    }

    /// The most cells a scenario's pages draw; above it, they sum up each
    /// step instead. A cell costs a few hundred bytes across the player
    /// (its row in the animated SVG of each batch) and the step pictures,
    /// so 20,000 cells keep a scenario's files to a few megabytes, of the
    /// order of the text goldens' own size warning (5 MB): pages a browser
    /// opens at once and a repository can hold. It is over ten times the
    /// largest committed scenario's size, so no committed page is summed up
    /// (a test checks it).
    public static let limit = 20_000

    /// The size of `run`'s pages: for a generated scenario, of the steps its
    /// page shows in full (the rest is summed up already).
    ///
    /// - Complexity: O(*s*) for *s* sections in the recorded view states
    ///   (a section's cells are counted by its length, not one by one).
    public init(of run: DocumentedRun) {
        let recording = run.documentedSteps.recording
        var cells = Self.cells(in: recording.finalState.map(\.sections))
        for step in recording.steps {
            cells += Self.cells(in: step.views.map(\.sections))
            guard step.index != StepRecord.setupIndex else { continue }
            cells += Self.cells(in: step.events.compactMap(\.shows))
        }
        self.cells = cells
    }

    /// Whether the pages would draw more than `limit` cells.
    public func isAbove(_ limit: Int) -> Bool {
        cells > limit
    }

    /// `1,000,000 cells`.
    public var description: String {
        StepSummary.count(cells, "cell")
    }

    /// Orders sizes by their cells.
    public static func < (lhs: DrawingSize, rhs: DrawingSize) -> Bool {
        lhs.cells < rhs.cells
    }

    private static func cells(in states: [[[String]]]) -> Int {
        states.reduce(0) { total, sections in sections.reduce(total) { $0 + $1.count } }
    }
}
