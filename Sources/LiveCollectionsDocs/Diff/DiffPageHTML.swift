import LiveCollectionsScenarios
import LiveCollectionsSupport

/// The HTML page comparing one scenario's two runs, step by step.
enum DiffPageHTML {
    /// One side of the page.
    struct Side {
        /// The side's label, e.g. `v1.1.0` or `run #41`.
        let label: String
        /// The run; nil when the side has none.
        let run: ComparedRun?
        /// Per step position, the pictures' views and paths.
        let pictures: [Int: [(view: String, path: String)]]
    }

    /// One recorded line of a step: what it is, when, whose, and its text.
    struct Line: Equatable {
        let kind: String
        let at: String
        let source: String
        let text: String

        var key: String { "\(kind) \(at) \(source): \(text)" }
    }

    /// The lines of a step, as the golden text has them
    /// (``RecordingText/parts(of:)``), in columns.
    static func lines(of step: StepRecord) -> [Line] {
        RecordingText.parts(of: step).map { part in
            Line(kind: part.kind.rawValue, at: part.at.map { "\($0) ms" } ?? "", source: part.source, text: part.text)
        }
    }

    /// The lines of the end of a replay: the outcome and the final state.
    static func endLines(of recording: ScenarioRecording) -> [Line] {
        [Line(kind: "outcome", at: "", source: "", text: recording.outcome.text)]
            + recording.finalState.map { Line(kind: "final", at: "", source: $0.view, text: RecordingText.text(of: $0.sections)) }
    }

    static func heading(of step: StepRecord) -> String {
        step.index == StepRecord.setupIndex ? "Setup" : "\(ScenarioPage.title(of: step)) · \(step.at) ms · \(step.action)"
    }

    /// The page, starting with the link `back`.
    static func render(scenario: String, first: Side, second: Side, back: DiffPages.BackLink = .index) -> String {
        let title = second.run?.recording.title ?? first.run?.recording.title ?? scenario
        var html = SVGWriter()
        html.openHTMLPage(title: "\(scenario): \(first.label) → \(second.label)", stylesheet: DiffIndexHTML.stylesheet + stepRules(count: max(first.run?.recording.steps.count ?? 0, second.run?.recording.steps.count ?? 0)))
        html.open("body")
        html.open("main")
        html.open("p", [("class", "back")])
        html.text("a", [("href", back.href)] + (back.opensWindow ? [("target", "_top")] : []), back.text)
        html.close("p")
        html.text("h1", [], "\(scenario): \(title)")
        html.text("p", [("class", "sides-note")], "Left: \(first.label)\(first.run.map { " (run \($0.run))" } ?? ""). Right: \(second.label)\(second.run.map { " (run \($0.run))" } ?? ""). Lines one side does not share are highlighted.")
        if let a = first.run?.recording, let b = second.run?.recording, a.contentHash != b.contentHash {
            html.text("p", [("class", "note")], "The scenario file changed between the two runs.")
        }
        let stepsA = first.run?.recording.steps ?? []
        let stepsB = second.run?.recording.steps ?? []
        let count = max(stepsA.count, stepsB.count)
        html.anchors((0..<count).map { "step-\($0)" } + ["end"])
        html.open("nav", [("class", "controls"), ("aria-label", "Steps")])
        html.text("a", [("href", "#")], "all steps")
        for position in 0..<count {
            let step = stepsB.indices.contains(position) ? stepsB[position] : stepsA[position]
            let changed = !(stepsA.indices.contains(position) && stepsB.indices.contains(position) && stepsA[position] == stepsB[position])
            html.text("a", [("href", "#step-\(position)")] + (changed ? [("class", "changed")] : []), ScenarioPage.title(of: step))
        }
        let endChanged = first.run.map { endLines(of: $0.recording) } != second.run.map { endLines(of: $0.recording) }
        html.text("a", [("href", "#end")] + (endChanged ? [("class", "changed")] : []), "End")
        html.close("nav")
        for position in 0..<count {
            let a = stepsA.indices.contains(position) ? stepsA[position] : nil
            let b = stepsB.indices.contains(position) ? stepsB[position] : nil
            let linesA = a.map { [Line(kind: "step", at: "", source: "", text: heading(of: $0))] + lines(of: $0) } ?? []
            let linesB = b.map { [Line(kind: "step", at: "", source: "", text: heading(of: $0))] + lines(of: $0) } ?? []
            let same = linesA == linesB
            html.open("section", [("class", same ? "step same" : "step changed"), ("data-step", "step-\(position)")])
            html.text("h2", [], (b ?? a).map(heading(of:)) ?? "")
            html.text("p", [("class", "status")], same ? "same on both sides" : "differs")
            let alignment = LineAlignment(linesA.map(\.key), linesB.map(\.key))
            html.open("div", [("class", "sides")])
            side(&html, first, position: position, step: a, lines: linesA, differing: alignment.removed, mark: "removed")
            side(&html, second, position: position, step: b, lines: linesB, differing: alignment.added, mark: "added")
            html.close("div")
            html.close("section")
        }
        let endA = first.run.map { endLines(of: $0.recording) } ?? []
        let endB = second.run.map { endLines(of: $0.recording) } ?? []
        let end = LineAlignment(endA.map(\.key), endB.map(\.key))
        html.open("section", [("class", endA == endB ? "step same" : "step changed"), ("data-step", "end")])
        html.text("h2", [], "End of the replay")
        html.open("div", [("class", "sides")])
        for (label, lines, differing, mark) in [(first.label, endA, end.removed, "removed"), (second.label, endB, end.added, "added")] {
            html.open("div", [("class", "side")])
            html.text("h3", [], label)
            table(&html, lines, differing: differing, mark: mark)
            html.close("div")
        }
        html.close("div")
        html.close("section")
        html.close("main")
        html.close("body")
        html.close("html")
        return html.markup
    }

    /// A link to `#step-N` (or `#end`) shows only that part of the page, and
    /// marks its link.
    static func stepRules(count: Int) -> [String] {
        ["main:has(.anchor:target) .step { display: none; }"] + ((0..<count).map { "step-\($0)" } + ["end"]).flatMap { anchor in [
            "body:has(#\(anchor):target) .step[data-step=\"\(anchor)\"] { display: block; }",
            "body:has(#\(anchor):target) .controls a[href=\"#\(anchor)\"] { background: \(PicturePalette.moveBlue); border-color: \(PicturePalette.moveBlue); color: #ffffff; }",
        ] }
    }

    /// One side of a step: its pictures and its lines.
    static func side(_ html: inout SVGWriter, _ side: Side, position: Int, step: StepRecord?, lines: [Line], differing: Set<Int>, mark: String) {
        html.open("div", [("class", "side")])
        html.text("h3", [], side.label)
        guard step != nil else {
            html.text("p", [("class", "note")], side.run == nil ? "(no run)" : "(no such step)")
            html.close("div")
            return
        }
        for (view, path) in side.pictures[position] ?? [] {
            html.open("figure")
            html.raw(#"<img src="\#(MarkupText.escaped(Markup.link(path)))" alt="\#(MarkupText.escaped("\(side.label), \(view)"))">"#)
            html.close("figure")
        }
        table(&html, lines, differing: differing, mark: mark)
        html.close("div")
    }

    /// The lines as a table, those in `differing` highlighted as `mark`.
    static func table(_ html: inout SVGWriter, _ lines: [Line], differing: Set<Int>, mark: String) {
        html.open("table", [("class", "lines")])
        for (index, line) in lines.enumerated() {
            html.open("tr", differing.contains(index) ? [("class", "differs \(mark)")] : [])
            html.text("td", [("class", "kind")], line.kind)
            html.text("td", [("class", "time")], line.at)
            html.text("td", [("class", "source")], line.source)
            html.text("td", [("class", "text")], line.text)
            html.close("tr")
        }
        if lines.isEmpty { html.raw(#"<tr><td class="note" colspan="4">(nothing recorded)</td></tr>"#) }
        html.close("table")
    }
}
