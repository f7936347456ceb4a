import LiveCollectionsSupport

/// The one text form of a recording: what a golden text file holds, what
/// `show` prints, what `verify`, `diff` and `shrink` compare line by line,
/// and what the documentation's diff pages lay out in columns.
///
/// ```text
/// step 1 at 1000 ms: update [...]
///   delta 1000 ms table: IndexDelta(deletions: [], insertions: [], reloads: [], moves: [2->0])
///   animation 1000 ms table: preciseAnimations (precise)
///   event 1000 ms table: beginBatch
///   event 1000 ms table: moveItem [0, 2] -> [0, 0]
///   event 1000 ms table: endBatch
///   event 1300 ms table: animationsCompleted batch 1
///   shows table: [c3, c1, c2, c4]
/// ```
///
/// What a view shows after a batch or a `reloadData` is written (`shows
/// <time> ms <view>: ...`, after the event) only where it changed: where it
/// is not what the view showed after its last such event in the step, nor
/// what it shows at the end of the step (`shows <view>: ...`, without a
/// time), the last lines of the step.
///
/// Text from data in a line (names, titles, item contents) is written by
/// the one rule of every output (`VisibleText`): a control, line break or
/// bidirectional formatting character as `\u{...}`, so that a line is one
/// line and a text golden holds no byte that acts in a terminal or a diff.
public enum RecordingText {
    /// One line of a step, in parts: the diff pages lay the parts out in
    /// columns, the text joins them.
    public struct Line: Hashable, Sendable {
        /// What the line records.
        public enum Kind: String, Hashable, Sendable {
            /// A delta a data object calculated.
            case delta
            /// The animation style a data object chose.
            case animation
            /// A call a view received, or what a delegate was told.
            case event
            /// What a view shows: after an event (with its time), or at the
            /// end of the step (without).
            case shows
        }

        /// What the line records.
        public let kind: Kind
        /// Virtual time in milliseconds; nil for what a view shows at the end of a step.
        public let at: Int?
        /// The data object, view or delegate.
        public let source: String
        /// The rest, e.g. `moveItem [0, 2] -> [0, 0]`.
        public let text: String

        /// `event 1000 ms table: moveItem [0, 2] -> [0, 0]`, `shows table: [c3, c1]`.
        public var description: String {
            guard let at else { return VisibleText.escaped("\(kind.rawValue) \(source): \(text)") }
            return VisibleText.escaped("\(kind.rawValue) \(at) ms \(source): \(text)")
        }
    }

    /// The heading of a step: `step 3 at 2100 ms: update [...]`, or `setup`.
    public static func heading(of step: StepRecord) -> String {
        step.index == StepRecord.setupIndex ? "setup" : VisibleText.escaped("step \(step.index) at \(step.at) ms: \(step.action)")
    }

    /// The lines of one step, in parts, without its heading: deltas, then
    /// decisions, then events (each followed by what its view shows after
    /// it, where that changed and is not what the view shows at the end of
    /// the step), then what each view shows at the end of the step.
    ///
    /// - Complexity: O(size of the step's records).
    public static func parts(of step: StepRecord) -> [Line] {
        var lines: [Line] = []
        lines.reserveCapacity(step.deltas.count + step.decisions.count + step.events.count + step.views.count)
        for delta in step.deltas {
            lines.append(Line(kind: .delta, at: delta.at, source: delta.source, text: delta.delta))
        }
        for decision in step.decisions {
            lines.append(Line(kind: .animation, at: decision.at, source: decision.source, text: "\(decision.style) (\(decision.reason))"))
        }
        let end = Dictionary(step.views.map { ($0.view, $0.sections) }, uniquingKeysWith: { _, last in last })
        var known: [String: [[String]]] = [:]
        for event in step.events {
            lines.append(Line(kind: .event, at: event.at, source: event.view, text: event.text))
            if let shows = event.shows {
                if end[event.view] != shows, known[event.view] != shows {
                    lines.append(Line(kind: .shows, at: event.at, source: event.view, text: text(of: shows)))
                }
                known[event.view] = shows
            }
        }
        for view in step.views {
            lines.append(Line(kind: .shows, at: nil, source: view.view, text: text(of: view.sections)))
        }
        return lines
    }

    /// The lines of one step, without its heading (``parts(of:)`` as text).
    public static func lines(of step: StepRecord) -> [String] {
        parts(of: step).map(\.description)
    }

    /// The lines of events recorded outside a scenario (a test's own
    /// screen, see `ViewRecorder`), as a step's lines: each event, what its
    /// view showed after it where that is not what it shows now, then what
    /// each view in `views` shows now.
    ///
    /// - Complexity: O(size of the events and states).
    public static func lines(of events: [EventRecord], showing views: [RecordedViewState]) -> [String] {
        lines(of: StepRecord(index: 0, at: 0, action: "", events: events, views: views))
    }

    /// Sections as `[a, b] [c]`.
    public static func text(of sections: [[String]]) -> String {
        sections.map { "[" + $0.joined(separator: ", ") + "]" }.joined(separator: " ")
    }

    /// The lines of the end of a replay: its outcome and what each view shows.
    public static func endLines(of recording: ScenarioRecording) -> [String] {
        ["outcome: \(recording.outcome.text)"].map(VisibleText.escaped)
            + recording.finalState.map { VisibleText.escaped("final \($0.view): \(text(of: $0.sections))") }
    }

    /// A golden text file's content: ``document(of:)``, one line each, each
    /// ended by a line feed.
    public static func goldenText(of recording: ScenarioRecording) -> String {
        document(of: recording).joined(separator: "\n") + "\n"
    }

    /// The whole recording, as `show` prints it and a golden text file holds it.
    public static func document(of recording: ScenarioRecording) -> [String] {
        var lines = [VisibleText.escaped("\(recording.scenario): \(recording.title)")]
        for step in recording.steps {
            lines.append(heading(of: step))
            lines += self.lines(of: step).map { "  " + $0 }
        }
        return lines + endLines(of: recording)
    }
}
