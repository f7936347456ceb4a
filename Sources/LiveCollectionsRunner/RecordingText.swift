import LiveCollectionsScenarios

/// A recording as lines of text, step by step: what `show` prints and what
/// `verify` and `diff` compare.
public enum RecordingText {
    /// The heading of a step: `step 3 at 2100 ms: update [...]`, or `setup`.
    public static func heading(of step: StepRecord) -> String {
        step.index == StepRecord.setupIndex ? "setup" : "step \(step.index) at \(step.at) ms: \(step.action)"
    }

    /// The lines of one step, without its heading: deltas, then decisions,
    /// then events, each with its virtual time and source, then what each
    /// view shows at the end of the step.
    public static func lines(of step: StepRecord) -> [String] {
        step.deltas.map { "delta \($0.at) ms \($0.source): \($0.delta)" }
            + step.decisions.map { "animation \($0.at) ms \($0.source): \($0.style) (\($0.reason))" }
            + step.events.map { "event \($0.at) ms \($0.view): \($0.text)" }
            + step.views.map { "shows \($0.view): \(text(of: $0.sections))" }
    }

    /// Sections as `[a, b] [c]`.
    static func text(of sections: [[String]]) -> String {
        sections.map { "[" + $0.joined(separator: ", ") + "]" }.joined(separator: " ")
    }

    /// The lines of the end of a replay: its outcome and what each view shows.
    public static func endLines(of recording: ScenarioRecording) -> [String] {
        ["outcome: \(recording.outcome.text)"]
            + recording.finalState.map { "final \($0.view): \(text(of: $0.sections))" }
    }

    /// The whole recording, as `show` prints it.
    public static func document(of recording: ScenarioRecording) -> [String] {
        var lines = ["\(recording.scenario): \(recording.title)"]
        for step in recording.steps {
            lines.append(heading(of: step))
            lines += self.lines(of: step).map { "  " + $0 }
        }
        return lines + endLines(of: recording)
    }
}
