import Foundation
import LiveCollectionsRecording
import LiveCollectionsStore

/// One change waiting for review: a scenario whose newest run differs from
/// its golden or has no golden, or a golden whose scenario file is gone.
/// Accepting it does what `approve` does (or, for an obsolete golden, what
/// `goldens remove-obsolete` does for that one scenario); rejecting it
/// leaves everything as it is.
public struct PendingChange: Sendable {
    /// What changed.
    public enum Kind: String, Sendable {
        /// The newest run differs from the golden.
        case changed
        /// The scenario has runs but no golden.
        case new
        /// The golden's scenario file is gone.
        case obsolete
        /// A run file from CI that cannot be used: unreadable, malformed,
        /// misplaced or too large (``PendingChange/refusal`` says which).
        case unusable
    }

    /// Where the run under review comes from.
    public enum Origin: Sendable, Hashable {
        /// A run of the working database (or of a shared store's label).
        case run(RunID)
        /// A run recorded elsewhere, in a folder `verify --artifacts` wrote:
        /// the file, and the run's number where it was recorded.
        case artifact(path: String, run: Int64)
        /// No run: an obsolete golden.
        case none
    }

    /// The scenario's name.
    public let scenario: String
    public let kind: Kind
    public let origin: Origin
    /// The golden's recording, when there is a golden.
    public let golden: ScenarioRecording?
    /// The run's recording, when there is a run.
    public let recording: ScenarioRecording?
    /// The golden and the run compared, for a changed run: compared once,
    /// when the change is found.
    public let comparison: RecordingComparison?
    /// Why accepting it is refused (a failed replay, a run of another
    /// version of the scenario file or of the tool), or nil.
    public let refusal: String?
    /// The batch duration the scenario's pictures are drawn with.
    public let animationMilliseconds: Int
    /// For a run from an artifacts folder: the file's bytes as they were
    /// read when the change was found (and shown), and what they hold.
    /// Accepting decides about these bytes, and refuses when the file has
    /// changed since.
    var held: HeldArtifact? = nil

    /// A run file's bytes as read, and the run they hold.
    struct HeldArtifact: Sendable {
        let bytes: Data
        let artifact: RunArtifact
    }

    /// How the change names its run: `run 12`, `CI run 12`, or `-`.
    public var runName: String {
        if kind == .unusable { return "run.json" }
        return switch origin {
        case .run(let run): "run \(run.rawValue)"
        case .artifact(_, let run): "CI run \(run)"
        case .none: "-"
        }
    }

    /// What changed, in a few words: `2 steps differ`, `no golden yet`,
    /// `scenario file gone`; with why it cannot be accepted, if so.
    public var summary: String {
        let what: String
        switch kind {
        case .new:
            what = "new: no golden yet"
        case .obsolete:
            what = "obsolete: its scenario file is gone"
        case .unusable:
            what = "unusable CI run"
        case .changed:
            let differences = comparison?.differences ?? []
            let steps = differences.filter { !["scenario", "end of the replay", "view styles"].contains($0.place) }.count
            var parts: [String] = []
            if steps > 0 { parts.append(steps == 1 ? "1 step differs" : "\(steps) steps differ") }
            if differences.contains(where: { $0.place == "end of the replay" }) { parts.append("the end differs") }
            if differences.contains(where: { $0.place == "scenario" || $0.place == "view styles" }) { parts.append("the heading differs") }
            what = "changed: " + (parts.isEmpty ? "differs" : parts.joined(separator: ", "))
        }
        return refusal.map { "\(what) (cannot be accepted: \($0))" } ?? what
    }

    /// Whether accepting it would be refused.
    public var isAcceptable: Bool { refusal == nil }
}
