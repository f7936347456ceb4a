import LiveCollectionsScenarios

/// One side of a comparison: a recorded run of a scenario.
public struct ComparedRun: Hashable, Sendable {
    /// The run as the tool names it, e.g. `#41`.
    public let run: String
    /// What it recorded.
    public let recording: ScenarioRecording
    /// How long a batch animates when its completion was not recorded (the
    /// scenario's `animationMilliseconds`).
    public let animationMilliseconds: Int

    /// Creates one side.
    public init(run: String, recording: ScenarioRecording, animationMilliseconds: Int = 300) {
        self.run = run
        self.recording = recording
        self.animationMilliseconds = animationMilliseconds
    }
}

/// A scenario's runs on the two sides of a diff, either possibly missing.
public struct ScenarioComparison: Hashable, Sendable {
    /// How the two sides compare.
    public enum Result: Hashable, Sendable {
        /// Both recorded the same steps, outcome and final state.
        case same
        /// Both ran; something differs.
        case changed
        /// Only the second side ran it.
        case missingInFirst
        /// Only the first side ran it.
        case missingInSecond
    }

    /// The scenario's name, e.g. `07-carousels`.
    public let scenario: String
    /// The first (older) side.
    public let first: ComparedRun?
    /// The second (newer) side.
    public let second: ComparedRun?

    /// Creates a comparison.
    public init(scenario: String, first: ComparedRun?, second: ComparedRun?) {
        self.scenario = scenario
        self.first = first
        self.second = second
    }

    /// Same when every step (time, action, deltas, animation styles, events
    /// and what the views show), the outcome and the final state are equal:
    /// the parts `verify` and `diff` compare; the title and the scenario
    /// file's hash do not count.
    public var result: Result {
        guard let first else { return .missingInFirst }
        guard let second else { return .missingInSecond }
        let a = first.recording
        let b = second.recording
        return a.steps == b.steps && a.outcome == b.outcome && a.finalState == b.finalState ? .same : .changed
    }
}
