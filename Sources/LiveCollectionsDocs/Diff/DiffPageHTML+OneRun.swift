import LiveCollectionsScenarios
import LiveCollectionsSupport

extension DiffPageHTML {
    /// A link the page of one run leads on with: its text and its target,
    /// a path relative to the page's folder.
    struct Link {
        let text: String
        let path: String
    }

    /// The page of a run that has nothing to be compared with (a new
    /// scenario's run, in the folder `verify --artifacts` writes), in the
    /// look of the diff pages: its steps one under the other, each with its
    /// pictures and its recorded lines, then the end of the replay. `note`
    /// says why it stands alone; `links` lead on (its player).
    static func render(scenario: String, run: Side, note: String, links: [Link]) -> String {
        let recording = run.run?.recording
        let steps = recording?.steps ?? []
        var html = SVGWriter()
        html.openHTMLPage(title: "\(scenario): \(run.label)", stylesheet: DiffIndexHTML.stylesheet + stepRules(count: steps.count))
        html.open("body")
        html.open("main")
        html.open("p", [("class", "back")])
        html.text("a", [("href", "index.html")], "← all scenarios")
        html.close("p")
        html.text("h1", [], "\(scenario): \(recording?.title ?? scenario)")
        html.text("p", [("class", "sides-note")], note)
        if !links.isEmpty {
            html.open("p", [("class", "links")])
            for link in links { html.text("a", [("href", Markup.link(link.path))], link.text) }
            html.close("p")
        }
        html.anchors(steps.indices.map { "step-\($0)" } + ["end"])
        html.open("nav", [("class", "controls"), ("aria-label", "Steps")])
        html.text("a", [("href", "#")], "all steps")
        for (position, step) in steps.enumerated() {
            html.text("a", [("href", "#step-\(position)")], ScenarioPage.title(of: step))
        }
        html.text("a", [("href", "#end")], "End")
        html.close("nav")
        for (position, step) in steps.enumerated() {
            html.open("section", [("class", "step"), ("data-step", "step-\(position)")])
            html.text("h2", [], heading(of: step))
            side(&html, run, position: position, step: step, lines: lines(of: step), differing: [], mark: "")
            html.close("section")
        }
        html.open("section", [("class", "step"), ("data-step", "end")])
        html.text("h2", [], "End of the replay")
        html.open("div", [("class", "side")])
        html.text("h3", [], run.label)
        table(&html, recording.map(endLines(of:)) ?? [], differing: [], mark: "")
        html.close("div")
        html.close("section")
        html.close("main")
        html.close("body")
        html.close("html")
        return html.markup
    }
}
