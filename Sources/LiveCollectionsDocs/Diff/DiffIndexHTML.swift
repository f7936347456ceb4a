import LiveCollectionsSupport

/// The index of a folder of diff pages: a heading, a summary line, then a
/// table with a line per scenario, its name linked to its page when it has
/// one (and notes under it). `diff --html` writes it with a line per scenario of the two sides
/// (``render(first:second:comparisons:)``); `verify --artifacts` with a
/// line per scenario that did not match, and how to accept them
/// (``ArtifactsIndex``). Text from data is escaped (``MarkupText``).
enum DiffIndexHTML {
    /// How a line's result reads: its class in the table.
    enum Tone: String {
        case same, changed, missing, new, failed
    }

    /// One cell of a line, with its class, if any.
    struct Cell {
        let text: String
        let className: String?

        init(_ text: String, className: String? = nil) {
            self.text = text
            self.className = className
        }
    }

    /// One line of the table: the scenario (linked to `page`, a path
    /// relative to the folder, when there is one) and its other cells.
    struct Row {
        let scenario: String
        let page: String?
        let cells: [Cell]
        let tone: Tone
    }

    /// A part of what the index says under its table: a heading, a
    /// sentence, or a command to paste.
    enum Note {
        case heading(String)
        case text(String)
        case command(String)
    }

    /// The index of `diff --html`: a line per scenario of either side,
    /// changed ones linked to their pages.
    static func render(first: String, second: String, comparisons: [ScenarioComparison]) -> String {
        let counts = (
            same: comparisons.count { $0.result == .same },
            changed: comparisons.count { $0.result == .changed },
            missing: comparisons.count { $0.result == .missingInFirst || $0.result == .missingInSecond }
        )
        let rows = comparisons.map { comparison in
            let (text, tone): (String, Tone) = switch comparison.result {
            case .same: ("same", .same)
            case .changed: ("changed", .changed)
            case .missingInFirst: ("missing in \(first)", .missing)
            case .missingInSecond: ("missing in \(second)", .missing)
            }
            return Row(
                scenario: comparison.scenario, page: comparison.result == .changed ? ScenarioFiles(comparison.scenario).html : nil,
                cells: [Cell(comparison.first?.run ?? "-"), Cell(comparison.second?.run ?? "-"), Cell(text, className: "result")],
                tone: tone)
        }
        return render(
            title: "\(first) → \(second)",
            summary: "\(comparisons.count) \(comparisons.count == 1 ? "scenario" : "scenarios"): \(counts.same) same, \(counts.changed) changed, \(counts.missing) missing",
            header: ["scenario", first, second, "result"], rows: rows)
    }

    /// An index: `title`, the `summary` line, a table of `rows` under
    /// `header`, then the `notes`.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    static func render(title: String, summary: String, notes: [Note] = [], header: [String], rows: [Row], stylesheet extra: [String] = []) -> String {
        var html = SVGWriter()
        html.openHTMLPage(title: title, stylesheet: stylesheet + extra)
        html.open("body")
        html.open("main")
        html.text("h1", [], title)
        html.text("p", [("class", "summary")], summary)
        html.open("table", [("class", "index")])
        html.raw("<tr>" + header.map { "<th>\(MarkupText.escaped($0))</th>" }.joined() + "</tr>")
        for row in rows {
            html.open("tr", [("class", row.tone.rawValue)])
            if let page = row.page {
                html.open("td")
                html.text("a", [("href", Markup.link(page))], row.scenario)
                html.close("td")
            } else {
                html.text("td", [], row.scenario)
            }
            for cell in row.cells {
                html.text("td", cell.className.map { [("class", $0)] } ?? [], cell.text)
            }
            html.close("tr")
        }
        html.close("table")
        if !notes.isEmpty {
            html.open("section", [("class", "how")])
            for note in notes {
                switch note {
                case .heading(let text): html.text("h2", [], text)
                case .text(let text): html.text("p", [], text)
                case .command(let command): html.raw("<pre><code>\(MarkupText.escaped(command))</code></pre>")
                }
            }
            html.close("section")
        }
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
