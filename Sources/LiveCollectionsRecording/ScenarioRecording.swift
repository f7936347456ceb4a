/// Everything one replay of a scenario produced: per step, the deltas
/// calculated, the animation styles chosen and the view events, then the
/// data every view displays at the end. Plain data, compared field by field
/// against a golden recording.
public struct ScenarioRecording: Hashable, Sendable, Codable {
    /// The scenario's name: its file name without `.json`, e.g. `07-carousels`.
    public var scenario: String
    /// The scenario's title.
    public var title: String
    /// The fingerprint of the scenario file's bytes: FNV-1a, 64 bits, as 16 lowercase hex digits.
    public var contentHash: String
    /// Whether the replay passed.
    public var outcome: ReplayOutcome
    /// The setup (``StepRecord/setupIndex``), then one record per step, in order.
    public var steps: [StepRecord]
    /// What every view displays when the replay ends.
    public var finalState: [RecordedViewState]
    /// Which kind of view each view of the replay stood in for, by name:
    /// how its batches are applied when the recording is drawn. Empty for
    /// a run stored before styles were recorded.
    public var viewStyles: [String: RecordingViewStyle]

    /// Creates a recording.
    public init(
        scenario: String, title: String, contentHash: String, outcome: ReplayOutcome, steps: [StepRecord], finalState: [RecordedViewState],
        viewStyles: [String: RecordingViewStyle] = [:]
    ) {
        self.scenario = scenario
        self.title = title
        self.contentHash = contentHash
        self.outcome = outcome
        self.steps = steps
        self.finalState = finalState
        self.viewStyles = viewStyles
    }

    /// The number of deltas, decisions, events and view states recorded.
    public var recordCount: Int {
        steps.reduce(0) { $0 + $1.deltas.count + $1.decisions.count + $1.events.count + $1.views.count } + finalState.count
    }
}

/// How a replay ended.
public enum ReplayOutcome: Hashable, Sendable, Codable {
    /// Every batch passed UIKit's rules and every view shows its data.
    case passed
    /// A batch was rejected (UIKit's message) or a view did not show its data.
    case failed(String)

    /// `passed`, or `failed: <message>`.
    public var text: String {
        switch self {
        case .passed: "passed"
        case .failed(let message): "failed: \(message)"
        }
    }
}

/// What happened during one step: from the step's time until the next
/// step's time (the last step: until nothing is left to run).
public struct StepRecord: Hashable, Sendable, Codable {
    /// The index of the record of what building the objects did, before the
    /// first step.
    public static let setupIndex = -1

    /// The step's position in the scenario, from 0; ``setupIndex`` for the setup.
    public var index: Int
    /// The step's virtual time in milliseconds.
    public var at: Int
    /// A one-line summary of the step, e.g. `update table [3, 1, 4]`.
    public var action: String
    /// The deltas calculated, in order.
    public var deltas: [DeltaRecord]
    /// The animation styles chosen, in order.
    public var decisions: [DecisionRecord]
    /// The view events, reload hand-offs and completions, in order.
    public var events: [EventRecord]
    /// What every view displays at the end of the step (when the next step
    /// begins, or when the replay settles).
    public var views: [RecordedViewState]

    /// Creates a step record.
    public init(
        index: Int, at: Int, action: String,
        deltas: [DeltaRecord] = [], decisions: [DecisionRecord] = [], events: [EventRecord] = [], views: [RecordedViewState] = []
    ) {
        self.index = index
        self.at = at
        self.action = action
        self.deltas = deltas
        self.decisions = decisions
        self.events = events
        self.views = views
    }
}

/// One delta a data object calculated.
public struct DeltaRecord: Hashable, Sendable, Codable {
    /// Virtual time in milliseconds.
    public var at: Int
    /// The data object, e.g. `table`, `section 1`, `carousel c2`.
    public var source: String
    /// The delta in the library's notation (`IndexDelta(...)` or `SectionDelta(...)`).
    public var delta: String

    /// Creates a delta record.
    public init(at: Int, source: String, delta: String) {
        self.at = at
        self.source = source
        self.delta = delta
    }
}

/// The animation style a data object chose, and why.
public struct DecisionRecord: Hashable, Sendable, Codable {
    /// Virtual time in milliseconds.
    public var at: Int
    /// The data object.
    public var source: String
    /// `preciseAnimations`, `reloadSections`, `reloadData` or `none`.
    public var style: String
    /// The reason (`AnimationReason` raw value).
    public var reason: String

    /// Creates a decision record.
    public init(at: Int, source: String, style: String, reason: String) {
        self.at = at
        self.source = source
        self.style = style
        self.reason = reason
    }
}

/// What one view displays at the end of a replay.
public struct RecordedViewState: Hashable, Sendable, Codable {
    /// The view.
    public var view: String
    /// Per section, the displayed items as `id` or `id(content)`.
    public var sections: [[String]]

    /// Creates a view state.
    public init(view: String, sections: [[String]]) {
        self.view = view
        self.sections = sections
    }
}
