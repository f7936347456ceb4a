import LiveCollectionsScenarios

/// What the documentation folder's index says of one documented scenario,
/// kept once its files are written (without its recording or its data).
public struct DocumentedScenario: Hashable, Sendable {
    /// The scenario's name, e.g. `07-carousels`.
    public let name: String
    /// Its title.
    public let title: String
    /// Its kind, e.g. `carousels`.
    public let kind: String
    /// `passed`, `failed` or `does not match its golden`.
    public let outcome: String
    /// Whether it has a player page (none for a run with a problem).
    public let hasPlayer: Bool
    /// How much its pages would draw.
    public let size: DrawingSize
    /// Whether its pages sum up each step instead of drawing it (its size
    /// is above the limit).
    public let isSummarized: Bool

    /// What the index says of `run`.
    init(_ run: DocumentedRun, size: DrawingSize, isSummarized: Bool) {
        name = run.scenario.name
        title = run.scenario.title
        kind = run.scenario.kind.rawValue
        outcome = switch (run.recording.outcome, run.verificationFailure) {
        case (.failed, _): "failed"
        case (.passed, .some): "does not match its golden"
        case (.passed, .none): "passed"
        }
        hasPlayer = run.problem == nil
        self.size = size
        self.isSummarized = isSummarized
    }

    /// The scenario's files in the folder, relative to it: its Markdown
    /// page, and its player when it has one.
    public var files: [String] {
        let files = ScenarioFiles(name)
        return hasPlayer ? [files.markdown, files.html] : [files.markdown]
    }
}
