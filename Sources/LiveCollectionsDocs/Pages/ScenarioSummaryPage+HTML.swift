import LiveCollectionsSupport
import LiveCollectionsScenarios

extension ScenarioSummaryPage {
    /// The player page of a scenario too large to draw: standalone HTML5 (no
    /// script, no external resource, the same bytes for the same run) that
    /// says so and lists each step summed up, as the Markdown page does.
    /// None for a run with a problem, as for a drawn scenario.
    func html() -> String? {
        guard run.problem == nil else { return nil }
        var html = SVGWriter()
        html.openHTMLPage(title: run.scenario.title, stylesheet: Self.stylesheet)
        html.open("body")
        html.open("main")
        html.text("h1", [], run.scenario.title)
        for paragraph in Markup.paragraphs(run.scenario.description) { html.text("p", [("class", "description")], paragraph) }
        html.raw(#"<p class="too-large"><strong>\#(MarkupText.escaped(tooLarge))</strong> \#(MarkupText.escaped(Self.remedy)) <code>scenarios shrink</code>.</p>"#)
        for step in steps {
            html.open("section", [("class", "step")])
            html.text("h2", [], step.isSetup ? step.title : "\(step.title) · \(step.at) ms · \(step.action)\(step.omission)")
            html.open("ul")
            if !step.deltas.isEmpty {
                let count = step.deltas.reduce(0) { $0 + $1.count }
                html.text("li", [], "Deltas: \(StepSummary.count(count, "delta")) calculated (\(step.deltas.map(Self.text).joined(separator: ", ")))")
            }
            if !step.styles.isEmpty {
                html.text("li", [], "Animation styles: " + step.styles.map(Self.text).joined(separator: ", "))
            }
            for view in step.views {
                var parts = [view.operations.isEmpty ? "no operations" : view.operations.joined(separator: ", ")]
                if !view.calls.isEmpty { parts.append("calls: " + view.calls.map { "\($0.name) × \(StepSummary.grouped($0.count))" }.joined(separator: ", ")) }
                if let shows = view.shows { parts.append("shows \(shows)") }
                html.text("li", [], "\(view.name): \(parts.joined(separator: " · "))")
            }
            if step.deltas.isEmpty && step.styles.isEmpty && step.views.isEmpty { html.text("li", [], "Nothing happened.") }
            html.close("ul")
            html.close("section")
        }
        if unlisted > 0 { html.text("p", [("class", "note")], "\(StepSummary.count(unlisted, "more step")) not listed.") }
        html.close("main")
        html.close("body")
        html.close("html")
        return html.markup
    }

    private static func text(_ tally: StepSummary.Tally) -> String {
        tally.name + (tally.count > 1 ? " × \(StepSummary.grouped(tally.count))" : "")
    }

    /// The page's CSS: the player's type and colours, no animation.
    static let stylesheet = [
        ":root { color-scheme: light; }",
        "body { margin: 0; background: #f6f8fa; color: \(PicturePalette.text); font: 14px/1.5 \(PicturePalette.fontFamily); }",
        "main { max-width: 980px; margin: 0 auto; padding: 24px 16px 48px; }",
        "h1 { font-size: 24px; margin: 0 0 8px; }",
        "h2 { font-size: 16px; margin: 0 0 4px; overflow-wrap: anywhere; }",
        ".description { margin: 0 0 8px; color: \(PicturePalette.muted); }",
        ".note { color: \(PicturePalette.muted); font-style: italic; }",
        ".too-large { padding: 12px 16px; border: 1px solid \(RowStyle.reloaded.stroke); border-radius: 8px; background: \(RowStyle.reloaded.fill); }",
        ".step { margin: 16px 0; padding: 16px; border: 1px solid \(PicturePalette.sectionStroke); border-radius: 8px; background: #ffffff; }",
        ".step ul { margin: 0; padding-left: 20px; }",
    ]
}
