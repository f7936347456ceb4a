import LiveCollectionsScenarios

/// A recorded run to document, with the scenario it replayed.
public struct DocumentedRun: Sendable {
    /// The scenario file, for its title, description and kind.
    public let scenario: Scenario
    /// What the run recorded.
    public let recording: ScenarioRecording
    /// The run, as the tool names it, e.g. `#7`.
    public let run: String
    /// Where the run is stored, e.g. `Scenarios/goldens.sqlite`.
    public let store: String
    /// Why the run's verification failed, when it did (it differs from its
    /// golden); nil when it matches or is the golden.
    public let verificationFailure: String?

    /// Creates a run to document.
    public init(scenario: Scenario, recording: ScenarioRecording, run: String, store: String, verificationFailure: String? = nil) {
        self.scenario = scenario
        self.recording = recording
        self.run = run
        self.store = store
        self.verificationFailure = verificationFailure
    }

    /// Why no picture is drawn for this run, if none is: a rejected batch or
    /// a failed verification would make pictures of animations that never
    /// happened, or not as recorded.
    var problem: String? {
        if case .failed(let message) = recording.outcome {
            return "This run failed: \(message). No pictures are drawn: the animation they would show never happened."
        }
        if let verificationFailure {
            return "This run does not match its golden: \(verificationFailure). No pictures are drawn: they would not show the verified behaviour."
        }
        return nil
    }
}
