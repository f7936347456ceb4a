import LiveCollectionsSupport

/// The index of the diff pages: a line per scenario.
enum DiffIndexHTML {
    static func render(first: String, second: String, comparisons: [ScenarioComparison]) -> String {
        var html = SVGWriter()
        html.openHTMLPage(title: "\(first) → \(second)", stylesheet: stylesheet)
        html.open("body")
        html.open("main")
        html.text("h1", [], "\(first) → \(second)")
        let counts = (
            same: comparisons.count { $0.result == .same },
            changed: comparisons.count { $0.result == .changed },
            missing: comparisons.count { $0.result == .missingInFirst || $0.result == .missingInSecond }
        )
        html.text("p", [("class", "summary")], "\(comparisons.count) \(comparisons.count == 1 ? "scenario" : "scenarios"): \(counts.same) same, \(counts.changed) changed, \(counts.missing) missing")
        html.open("table", [("class", "index")])
        html.raw("<tr><th>scenario</th><th>\(MarkupText.escaped(first))</th><th>\(MarkupText.escaped(second))</th><th>result</th></tr>")
        for comparison in comparisons {
            let (text, className): (String, String) = switch comparison.result {
            case .same: ("same", "same")
            case .changed: ("changed", "changed")
            case .missingInFirst: ("missing in \(first)", "missing")
            case .missingInSecond: ("missing in \(second)", "missing")
            }
            html.open("tr", [("class", className)])
            if comparison.result == .changed {
                html.open("td")
                html.text("a", [("href", Markup.link(ScenarioFiles(comparison.scenario).html))], comparison.scenario)
                html.close("td")
            } else {
                html.text("td", [], comparison.scenario)
            }
            html.text("td", [], comparison.first?.run ?? "-")
            html.text("td", [], comparison.second?.run ?? "-")
            html.text("td", [("class", "result")], text)
            html.close("tr")
        }
        html.close("table")
        html.close("main")
        html.close("body")
        html.close("html")
        return html.markup
    }

    /// The CSS of the index and the scenario pages.
    static let stylesheet = [
        ":root { color-scheme: light; }",
        "body { margin: 0; background: #f6f8fa; color: \(PicturePalette.text); font: 14px/1.5 \(PicturePalette.fontFamily); }",
        "main { max-width: 1240px; margin: 0 auto; padding: 24px 16px 48px; }",
        "h1 { font-size: 22px; margin: 0 0 8px; }",
        "h2 { font-size: 16px; margin: 0; }",
        "h3 { font-size: 12px; letter-spacing: 1px; text-transform: uppercase; color: \(PicturePalette.muted); margin: 0 0 8px; }",
        ".note, .sides-note, .status, .summary { color: \(PicturePalette.muted); }",
        ".status { margin: 0 0 12px; font-size: 12px; }",
        "table { border-collapse: collapse; width: 100%; background: #ffffff; }",
        "th, td { text-align: left; padding: 3px 8px; border-bottom: 1px solid \(PicturePalette.sectionStroke); vertical-align: top; }",
        "td.text { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; word-break: break-word; }",
        "td.kind, td.time, td.source { white-space: nowrap; color: \(PicturePalette.muted); font-size: 12px; }",
        "tr.changed td.result { color: \(PicturePalette.deleteRed); font-weight: 600; }",
        "tr.missing td.result { color: \(PicturePalette.reloadAmber); font-weight: 600; }",
        "tr.differs.removed { background: \(RowStyle.deleted.fill); }",
        "tr.differs.added { background: \(RowStyle.inserted.fill); }",
        ".step { margin: 16px 0; padding: 16px; border: 1px solid \(PicturePalette.sectionStroke); border-radius: 8px; background: #ffffff; }",
        ".step.changed { border-color: \(PicturePalette.deleteRed); }",
        ".sides { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }",
        ".side { min-width: 0; }",
        "figure { margin: 0 0 8px; }",
        ".anchor { position: absolute; top: 0; }",
        ".controls { display: flex; flex-wrap: wrap; gap: 6px; margin: 16px 0; }",
        ".controls a { padding: 2px 10px; border: 1px solid \(PicturePalette.sectionStroke); border-radius: 6px; background: #ffffff; color: inherit; text-decoration: none; }",
        ".controls a.changed { border-color: \(PicturePalette.deleteRed); color: \(PicturePalette.deleteRed); }",
        "figure img { max-width: 100%; height: auto; border: 1px solid \(PicturePalette.sectionStroke); border-radius: 8px; }",
    ]
}
