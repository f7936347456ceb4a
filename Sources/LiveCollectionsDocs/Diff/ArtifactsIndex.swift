/// The `index.html` of the folder `scenarios verify --artifacts` writes, in
/// the look of the diff index (``DiffPages``): what `verify` found in one
/// line, a line per scenario that did not match (its title, its result and
/// what changed), linked to its page when it has one, then how to accept
/// the runs. Every text is escaped for HTML; every link is relative.
package enum ArtifactsIndex {
    /// One scenario that did not match.
    package struct Entry: Sendable, Hashable {
        /// How the line reads.
        package enum Kind: Sendable, Hashable {
            /// A run that differs from its golden (or a text golden that
            /// differs from the golden).
            case changed
            /// A run without a golden.
            case new
            /// No run to accept: a failed replay, a file that does not
            /// load, an obsolete golden.
            case failed
        }

        package let scenario: String
        /// The scenario's title, when a run tells it; else empty.
        package let title: String
        /// `verify`'s word for it: `changed`, `no golden`, `replay failed`.
        package let result: String
        package let kind: Kind
        /// What changed, in one line (`changed: 2 steps differ`).
        package let summary: String
        /// Its page (or text diff), relative to the folder; nil when none.
        package let page: String?

        /// Creates an entry.
        package init(scenario: String, title: String, result: String, kind: Kind, summary: String, page: String?) {
            self.scenario = scenario
            self.title = title
            self.result = result
            self.kind = kind
            self.summary = summary
            self.page = page
        }
    }

    /// A part of what the index says under its table.
    package enum Note: Sendable, Hashable {
        /// A heading.
        case heading(String)
        /// A sentence.
        case text(String)
        /// A command to paste, on a line of its own.
        case command(String)
    }

    /// The page: `summary` (what `verify` found), a line per entry in the
    /// order given, and the `notes` (how to accept).
    ///
    /// - Complexity: O(*n*) in the length of the text.
    package static func html(summary: String, notes: [Note], entries: [Entry]) -> String {
        let rows = entries.map { entry in
            let tone: DiffIndexHTML.Tone = switch entry.kind {
            case .changed: .changed
            case .new: .new
            case .failed: .failed
            }
            return DiffIndexHTML.Row(
                scenario: entry.scenario, page: entry.page,
                cells: [.init(entry.title), .init(entry.result, className: "result"), .init(entry.summary, className: "what")],
                tone: tone)
        }
        let parts = notes.map { note -> DiffIndexHTML.Note in
            switch note {
            case .heading(let text): .heading(text)
            case .text(let text): .text(text)
            case .command(let command): .command(command)
            }
        }
        return DiffIndexHTML.render(
            title: "Scenarios to review", summary: summary, notes: parts,
            header: ["scenario", "title", "result", "what changed"], rows: rows, stylesheet: stylesheet)
    }

    /// The rules the index adds to the diff index's.
    private static let stylesheet = [
        "tr.new td.result { color: \(PicturePalette.insertGreen); font-weight: 600; }",
        "tr.failed td.result { color: \(PicturePalette.deleteRed); font-weight: 600; }",
        "tr.failed { background: \(RowStyle.deleted.fill); }",
        "table.index td:first-child, td.result { white-space: nowrap; }",
        ".how h2 { margin: 12px 0 4px; }",
        ".how { margin: 20px 0; padding: 4px 16px; border: 1px solid \(PicturePalette.sectionStroke); border-radius: 8px; background: #ffffff; }",
        ".how pre { margin: 4px 0 10px; padding: 6px 10px; background: \(PicturePalette.sectionFill); border-radius: 6px; overflow-x: auto; }",
        "code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; }",
    ]
}
