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
    /// The fingerprint of the scenario file's bytes when it was run: FNV-1a, 64 bits, as 16 lowercase hex digits.
    public var contentHash: String
    /// The version of the package that produced the run.
    public var packageVersion: String
    /// `git describe` of the checkout the package ran from when it recorded
    /// the run (e.g. `v0.2.0-3-g1a2b3c4-dirty`), or nil when it did not run
    /// from a checkout.
    public var sourceRevision: String?
    /// The label the run was recorded under (e.g. a branch or `nightly`), if any.
    public var label: String?
    /// When the run was recorded, to the millisecond.
    public var recordedAt: Date
    /// Whether the replay passed.
    public var outcome: ReplayOutcome
    /// Whether this run is the golden run of its scenario.
    public var isGolden: Bool

    /// The version that recorded the run, with its source revision when
    /// known: `0.2.0 (v0.2.0-3-g1a2b3c4)`.
    public var recordedBy: String {
        sourceRevision.map { "\(packageVersion) (\($0))" } ?? packageVersion
    }

    /// Creates a summary.
    public init(
        id: RunID, scenario: String, title: String, contentHash: String, packageVersion: String,
        sourceRevision: String? = nil, label: String?, recordedAt: Date, outcome: ReplayOutcome, isGolden: Bool
    ) {
        self.id = id
        self.scenario = scenario
        self.title = title
        self.contentHash = contentHash
        self.packageVersion = packageVersion
        self.sourceRevision = sourceRevision
        self.label = label
        self.recordedAt = recordedAt
        self.outcome = outcome
        self.isGolden = isGolden
    }
}
