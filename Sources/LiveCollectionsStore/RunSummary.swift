import Foundation
import LiveCollectionsRecording

/// What a store knows about one run without its steps: which scenario, which
/// version of the scenario file and of the package, when, with which label,
/// how it ended, and whether it is its scenario's golden run.
public struct RunSummary: Hashable, Sendable {
    /// The run.
    public var id: RunID
    /// The scenario's name, e.g. `07-carousels`.
    public var scenario: String
    /// The scenario's title.
    public var title: String
    /// SHA-256 of the scenario file's bytes when it was run, lowercase hex.
    public var contentHash: String
    /// The version of the package that produced the run.
    public var packageVersion: String
    /// The label the run was recorded under (e.g. a branch or `nightly`), if any.
    public var label: String?
    /// When the run was recorded, to the millisecond.
    public var recordedAt: Date
    /// Whether the replay passed.
    public var outcome: ReplayOutcome
    /// Whether this run is the golden run of its scenario.
    public var isGolden: Bool

    /// Creates a summary.
    public init(
        id: RunID, scenario: String, title: String, contentHash: String, packageVersion: String,
        label: String?, recordedAt: Date, outcome: ReplayOutcome, isGolden: Bool
    ) {
        self.id = id
        self.scenario = scenario
        self.title = title
        self.contentHash = contentHash
        self.packageVersion = packageVersion
        self.label = label
        self.recordedAt = recordedAt
        self.outcome = outcome
        self.isGolden = isGolden
    }
}
