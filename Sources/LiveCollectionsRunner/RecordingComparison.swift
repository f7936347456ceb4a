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

    /// Compares `expected` (the golden, or the first run) with `actual`:
    /// the one comparison of two recordings. They match exactly when their
    /// records are equal, every field of every record (the scenario file's
    /// fingerprint aside, reported in ``scenarioFileChanged``); each
    /// difference is shown as the golden text's lines that change, or, for a
    /// field the text does not write (a batch number, what a view shows
    /// after an event where it is also its state at the end of the step, a
    /// view's style), as a line naming the field.
    ///
    /// - Complexity: O(s · l²) for s steps of at most l lines; O(size of
    ///   the records) when they are equal.
    public init(expected: ScenarioRecording, actual: ScenarioRecording) {
        var differences: [Difference] = []
        if expected.scenario != actual.scenario || expected.title != actual.title {
            differences.append(Difference(
                place: "scenario", lines: ["- \(expected.scenario): \(expected.title)", "+ \(actual.scenario): \(actual.title)"]))
        }
        for index in 0..<max(expected.steps.count, actual.steps.count) {
            let old = expected.steps.indices.contains(index) ? expected.steps[index] : nil
            let new = actual.steps.indices.contains(index) ? actual.steps[index] : nil
            // Equal steps write equal lines: nothing to write or align.
            guard old != new, let step = new ?? old else { continue }
            let oldLines = old.map { [RecordingText.heading(of: $0)] + RecordingText.lines(of: $0) } ?? []
            let newLines = new.map { [RecordingText.heading(of: $0)] + RecordingText.lines(of: $0) } ?? []
            var changes = LineDiff.changes(from: oldLines, to: newLines)
            if changes.isEmpty, let old, let new { changes = Self.unwritten(old, new) }
            differences.append(Difference(place: RecordingText.heading(of: step), lines: changes))
        }
        let endsAlike = expected.outcome == actual.outcome && expected.finalState == actual.finalState
        let end = endsAlike ? [] : LineDiff.changes(from: RecordingText.endLines(of: expected), to: RecordingText.endLines(of: actual))
        if !end.isEmpty { differences.append(Difference(place: "end of the replay", lines: end)) }
        if expected.viewStyles != actual.viewStyles {
            func styles(_ recording: ScenarioRecording) -> String {
                recording.viewStyles.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.rawValue)" }.joined(separator: ", ")
            }
            differences.append(Difference(place: "view styles", lines: ["- \(styles(expected))", "+ \(styles(actual))"]))
        }
        self.differences = differences
        scenarioFileChanged = expected.contentHash != actual.contentHash
    }

    /// The fields the golden text does not write that differ between two
    /// steps whose lines are equal, one line each.
    private static func unwritten(_ old: StepRecord, _ new: StepRecord) -> [String] {
        var lines: [String] = []
        for (index, (a, b)) in zip(old.events, new.events).enumerated() where a != b {
            let event = "event \(index) (\(b.at) ms \(b.view): \(b.text))"
            if a.batch != b.batch {
                lines.append("- \(event) in batch \(a.batch.map(String.init) ?? "none")")
                lines.append("+ \(event) in batch \(b.batch.map(String.init) ?? "none")")
            }
            if a.shows != b.shows {
                func shows(_ record: EventRecord) -> String {
                    record.shows.map { "the view shows \(RecordingText.text(of: $0)) after it" } ?? "what the view shows after it is not recorded"
                }
                lines.append("- \(event): \(shows(a))")
                lines.append("+ \(event): \(shows(b))")
            }
        }
        // Two records whose lines are equal differ in a field above; this
        // line stands for any other (none today), so that no difference is
        // ever reported as a match.
        return lines.isEmpty ? ["- (the expected step's records)", "+ (differ from these, in a field the text does not write)"] : lines
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
