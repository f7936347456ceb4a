import LiveCollectionsScenarios

/// How two recordings of one scenario differ, step by step: what `verify`
/// shows against a golden and `diff` between two runs.
public struct RecordingComparison: Hashable, Sendable {
    /// One part of the recordings that differs.
    public struct Difference: Hashable, Sendable {
        /// Where: `step 3 at 2100 ms: update [...]`, or `end of the replay`.
        public let place: String
        /// The changed lines, `- expected` and `+ actual`.
        public let lines: [String]
    }

    /// Every differing part, in order; empty when the recordings match.
    public let differences: [Difference]
    /// Whether the scenario file changed between the two recordings.
    public let scenarioFileChanged: Bool

    /// Whether the recordings match.
    public var isMatch: Bool { differences.isEmpty }

    /// Compares `expected` (the golden, or the first run) with `actual`.
    ///
    /// - Complexity: O(s · l²) for s steps of at most l lines.
    public init(expected: ScenarioRecording, actual: ScenarioRecording) {
        var differences: [Difference] = []
        for index in 0..<max(expected.steps.count, actual.steps.count) {
            let old = expected.steps.indices.contains(index) ? expected.steps[index] : nil
            let new = actual.steps.indices.contains(index) ? actual.steps[index] : nil
            // Equal steps write equal lines: nothing to write or align.
            guard old != new else { continue }
            let oldLines = old.map { [RecordingText.heading(of: $0)] + RecordingText.lines(of: $0) } ?? []
            let newLines = new.map { [RecordingText.heading(of: $0)] + RecordingText.lines(of: $0) } ?? []
            let changes = LineDiff.changes(from: oldLines, to: newLines)
            guard !changes.isEmpty, let step = new ?? old else { continue }
            differences.append(Difference(place: RecordingText.heading(of: step), lines: changes))
        }
        let endsAlike = expected.outcome == actual.outcome && expected.finalState == actual.finalState
        let end = endsAlike ? [] : LineDiff.changes(from: RecordingText.endLines(of: expected), to: RecordingText.endLines(of: actual))
        if !end.isEmpty { differences.append(Difference(place: "end of the replay", lines: end)) }
        self.differences = differences
        scenarioFileChanged = expected.contentHash != actual.contentHash
    }

    /// The differences as indented text, for a terminal or a log.
    public var report: [String] {
        var lines: [String] = []
        if scenarioFileChanged { lines.append("  (the scenario file changed since the expected run was recorded)") }
        for difference in differences {
            lines.append("  \(difference.place)")
            lines += difference.lines.map { "    \($0)" }
        }
        return lines
    }
}
