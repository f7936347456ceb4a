import LiveCollectionsScenarios

/// What `verify` found for one scenario (or one obsolete golden): the
/// verdict, the lines that explain it, and for a mismatch the two texts.
/// The reports for CI (JUnit XML, GitHub annotations, artifacts) are all
/// made from these.
struct ScenarioVerification {
    /// The scenario's name.
    let scenario: String
    /// The file to point at: the scenario file, or for an obsolete golden
    /// the golden store.
    let file: String
    let verdict: Verdict
    /// What the run printed for it (empty for a match): a headline, then details.
    var lines: [String]
    /// The golden's text and the new text, when they differ.
    let mismatch: Mismatch?

    /// Whether it passes.
    var passes: Bool { verdict.passes }
}

/// What `verify` found for one scenario.
enum Verdict: Equatable {
    case matched, changed, noGolden, recorded, rerecorded, failedReplay, notLoaded, staleText, rewroteText, obsolete, obsoleteReported

    var text: String {
        switch self {
        case .matched: "matched"
        case .changed: "changed"
        case .noGolden: "no golden"
        case .recorded: "recorded new golden"
        case .rerecorded: "re-recorded golden"
        case .failedReplay: "replay failed"
        case .notLoaded: "not loaded"
        case .staleText: "stale text golden"
        case .rewroteText: "rewrote text golden"
        case .obsolete, .obsoleteReported: "obsolete golden"
        }
    }

    /// Matches pass; an obsolete golden passes outside `never` (it is reported).
    var passes: Bool { self == .matched || self == .obsoleteReported }

    /// The order of the summary line's counts (obsolete goldens are counted after them).
    static let summaryOrder: [Verdict] = [.matched, .changed, .failedReplay, .notLoaded, .noGolden, .staleText, .recorded, .rerecorded, .rewroteText]
}

/// Two texts that should have been the same: what `verify --artifacts`
/// writes for a mismatch.
struct Mismatch {
    /// The golden's lines, and where they come from (e.g. `golden:07-carousels`).
    let expected: [String]
    let expectedName: String
    /// The new lines, and where they come from (e.g. `run 12`).
    let actual: [String]
    let actualName: String
    /// The two recordings, when both are runs (not a hand-edited text
    /// golden), for the artifacts' visual diff page.
    var runs: MismatchedRuns? = nil
}

/// The golden's and the new run's recordings of a mismatch.
struct MismatchedRuns {
    let golden: ScenarioRecording
    let new: ScenarioRecording
    /// The two compared (``RecordingComparison``), as `verify` compared them.
    let comparison: RecordingComparison
    /// The scenario's batch duration (a batch without a recorded completion
    /// is drawn that long).
    let animationMilliseconds: Int
}
