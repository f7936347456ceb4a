import LiveCollectionsScenarios
import LiveCollectionsSupport

/// How two recordings of one scenario differ, step by step: what `verify`
/// shows against a golden and `diff` between two runs.
public struct RecordingComparison: Hashable, Sendable {
    /// One part of the recordings that differs.
    public struct Difference: Hashable, Sendable {
        /// Where: `step 3 at 2100 ms: update [...]`, or `end of the replay`.
        public let place: String
        /// The changed lines, `- expected` and `+ actual`.
        public let lines: [String]
        /// The changed lines with ``RecordingComparison/contextLines``
        /// unchanged lines around each change (two spaces before them),
        /// each hunk after its `@@ -a,b +c,d @@` line, as the terminal
        /// review shows them; the changed lines alone for a field the text
        /// does not write.
        public let excerpt: [String]

        /// A difference at `place`: its changed lines, and those with context
        /// (the changed lines alone when nil).
        public init(place: String, lines: [String], excerpt: [String]? = nil) {
            self.place = place
            self.lines = lines
            self.excerpt = excerpt ?? lines
        }
    }

    /// How many unchanged lines ``Difference/excerpt`` shows around each change.
    public static let contextLines = 3

    /// Every differing part, in order; empty when the recordings match.
    public let differences: [Difference]
    /// Whether the scenario file changed between the two recordings of
    /// one scenario (recordings of two scenarios differ in their scenario).
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
        var lastStepsEqual = false
        for index in 0..<max(expected.steps.count, actual.steps.count) {
            let old = expected.steps.indices.contains(index) ? expected.steps[index] : nil
            let new = actual.steps.indices.contains(index) ? actual.steps[index] : nil
            // Equal steps write equal lines: nothing to write or align.
            if let old, let new, Self.equal(old, new) {
                if index == expected.steps.count - 1, index == actual.steps.count - 1 { lastStepsEqual = true }
                continue
            }
            guard let step = new ?? old else { continue }
            let oldLines = old.map { [RecordingText.heading(of: $0)] + RecordingText.lines(of: $0) } ?? []
            let newLines = new.map { [RecordingText.heading(of: $0)] + RecordingText.lines(of: $0) } ?? []
            let script = ScenarioLineDiff.edits(from: oldLines, to: newLines)
            let changes = ScenarioLineDiff.changes(of: script)
            if changes.isEmpty, let old, let new {
                differences.append(Difference(place: RecordingText.heading(of: step), lines: Self.unwritten(old, new)))
            } else {
                differences.append(Difference(
                    place: RecordingText.heading(of: step), lines: changes, excerpt: ScenarioLineDiff.excerpt(of: script, context: Self.contextLines)))
            }
        }
        let endsAlike = expected.outcome == actual.outcome
            && Self.equal(expected.finalState, actual.finalState, sharing: lastStepsEqual ? (expected.steps.last?.views, actual.steps.last?.views) : (nil, nil))
        let end = endsAlike ? [] : ScenarioLineDiff.edits(from: RecordingText.endLines(of: expected), to: RecordingText.endLines(of: actual))
        let endChanges = ScenarioLineDiff.changes(of: end)
        if !endChanges.isEmpty {
            differences.append(Difference(
                place: "end of the replay", lines: endChanges, excerpt: ScenarioLineDiff.excerpt(of: end, context: Self.contextLines)))
        }
        if expected.viewStyles != actual.viewStyles {
            func styles(_ recording: ScenarioRecording) -> String {
                recording.viewStyles.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.rawValue)" }.joined(separator: ", ")
            }
            differences.append(Difference(place: "view styles", lines: ["- \(styles(expected))", "+ \(styles(actual))"]))
        }
        self.differences = differences
        scenarioFileChanged = expected.scenario == actual.scenario && expected.contentHash != actual.contentHash
    }

    /// Whether two steps' records are equal, field by field, as `==` says,
    /// without comparing twice what a view shows: after an event, where in
    /// each step it is the very array the step's end holds for that view
    /// (the recording view hands out one array until its cells change,
    /// and the store reads one back), it is equal exactly when the ends
    /// are, which are compared. A view of 100,000 cells is then compared
    /// once per step, not once more per batch.
    ///
    /// `RecordingComparisonTests` checks that `==` and this agree on every
    /// field, and that the records have the fields compared here.
    ///
    /// - Complexity: O(size of the records), less what is shared.
    static func equal(_ a: StepRecord, _ b: StepRecord) -> Bool {
        guard a.index == b.index, a.at == b.at, a.action == b.action, a.deltas == b.deltas, a.decisions == b.decisions,
              a.views == b.views, a.events.count == b.events.count else { return false }
        let endA = Dictionary(a.views.map { ($0.view, $0.sections) }, uniquingKeysWith: { _, last in last })
        let endB = Dictionary(b.views.map { ($0.view, $0.sections) }, uniquingKeysWith: { _, last in last })
        for (x, y) in zip(a.events, b.events) {
            guard x.at == y.at, x.view == y.view, x.batch == y.batch, x.kind == y.kind else { return false }
            switch (x.shows, y.shows) {
            case (nil, nil):
                continue
            case let (shownA?, shownB?):
                if let endOfA = endA[x.view], let endOfB = endB[y.view], identical(shownA, endOfA), identical(shownB, endOfB) { continue }
                guard shownA == shownB else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// Whether two final states are equal: where each is, view by view, the
    /// very arrays its last step's end holds (`sharing`, given when the
    /// last steps are equal), by their views' names alone.
    static func equal(_ a: [RecordedViewState], _ b: [RecordedViewState], sharing last: ([RecordedViewState]?, [RecordedViewState]?)) -> Bool {
        guard a.count == b.count else { return false }
        if let lastA = last.0, let lastB = last.1, lastA.count == a.count, lastB.count == b.count,
           a.indices.allSatisfy({ a[$0].view == lastA[$0].view && b[$0].view == lastB[$0].view
               && identical(a[$0].sections, lastA[$0].sections) && identical(b[$0].sections, lastB[$0].sections) }) {
            return true
        }
        return a == b
    }

    /// Whether two sections lists are the same arrays (not only equal
    /// ones): the outer array, or each section's.
    private static func identical(_ a: [[String]], _ b: [[String]]) -> Bool {
        guard a.count == b.count else { return false }
        func sameBuffer<T>(_ x: [T], _ y: [T]) -> Bool {
            x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
        }
        if sameBuffer(a, b) { return true }
        return zip(a, b).allSatisfy { $0.count == $1.count && ($0.isEmpty || sameBuffer($0, $1)) }
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

    /// The differences as indented text, for a terminal or a log: each
    /// place, then its changed lines.
    public var report: [String] { report(\.lines) }

    /// The differences as the terminal review shows them: each place, then
    /// its ``Difference/excerpt`` (its changed lines with context).
    public var reportWithContext: [String] { report(\.excerpt) }

    private func report(_ lines: KeyPath<Difference, [String]>) -> [String] {
        var report: [String] = []
        if scenarioFileChanged { report.append("  (the scenario file changed since the expected run was recorded)") }
        for difference in differences {
            report.append("  \(difference.place)")
            report += difference[keyPath: lines].map { "    \($0)" }
        }
        return report
    }
}
