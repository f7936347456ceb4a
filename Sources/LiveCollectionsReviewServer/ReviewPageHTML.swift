import LiveCollectionsRecording
import LiveCollectionsRunner
import LiveCollectionsSupport

/// The review page's markup: the list of pending changes (Accept all,
/// Reject all, and a row per change with Accept, Reject and Undo), and a
/// page per change with its call diff, its step pictures (the diff page,
/// golden and run side by side) and a player of each side, with a toggle
/// between them. Both pages carry the summary (shown once every change is
/// decided, with "Done, stop the server"), a status line for what the last
/// action said, a confirmation dialog and the keys' help. Every text from a
/// scenario or a run goes through ``MarkupText``; the one script is a file
/// of its own (``script``), so the page's policy allows no inline script.
enum ReviewPageHTML {
    /// What the summary says, and whether it shows.
    struct Summary: Equatable {
        /// The counts and what to commit (``summaryText(_:files:)``).
        var text: String
        /// Whether every change is decided.
        var isDone: Bool
        /// Whether the review is closed (the server stops).
        var isClosed: Bool
    }

    /// `2 accepted, 1 rejected, 1 undone. Commit Scenarios/goldens.sqlite
    /// and Scenarios/goldens.`
    static func summaryText(_ tally: ReviewPageTally, files: [String]) -> String {
        var text = "\(tally.accepted) accepted, \(tally.rejected) rejected, \(tally.undone) undone"
        if tally.failed > 0 { text += ", \(tally.failed) could not be accepted" }
        if tally.undecided > 0 { text += "; \(tally.undecided) not decided" }
        if tally.accepted > 0 {
            text += ". Commit \(files.joined(separator: " and ")): the accepted runs are their goldens now."
        } else if tally.undone > 0, let store = files.first {
            // The restored golden run is a copy under a new number.
            text += ". No golden changed: nothing to commit (\(store) holds the same goldens in other bytes after an undone accept; "
                + "`git checkout \(store)` puts its bytes back too)."
        } else {
            text += ". No golden changed: nothing to commit."
        }
        return text
    }

    /// The list of changes.
    static func index(changes: [PendingChange], states: [ReviewApp.State], token: String, summary: Summary) -> String {
        var html = head(title: "Review: \(changes.count) pending change\(changes.count == 1 ? "" : "s")", token: token, states: states)
        html += "<h1>Pending changes</h1>\n"
        html += "<p class=\"note\">Accept makes the run the golden (as <code>scenarios approve</code> does); Reject leaves the golden as it is. "
            + "Every decision can be undone until the review is closed. Keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous, <kbd>a</kbd> accept, "
            + "<kbd>r</kbd> reject, <kbd>u</kbd> undo, <kbd>Enter</kbd> open, <kbd>?</kbd> help.</p>\n"
        let undecided = states.contains { $0 != .accepted && $0 != .rejected }
        let disabled = undecided && !summary.isClosed ? "" : " disabled"
        html += "<div class=\"toolbar\">"
        html += "<button type=\"button\" class=\"accept\" data-bulk=\"/\(token)/accept-all\" data-verb=\"Accept\" "
            + "data-explain=\"Each run becomes its scenario's golden, as Accept does; each accept can be undone until the review is closed.\"\(disabled)>Accept all</button> "
        html += "<button type=\"button\" class=\"reject\" data-bulk=\"/\(token)/reject-all\" data-verb=\"Reject\" "
            + "data-explain=\"Each golden stays as it is; each rejection can be undone until the review is closed.\"\(disabled)>Reject all</button> "
        html += doneButton(token: token, closed: summary.isClosed)
        html += "</div>\n"
        html += statusAndSummary(summary, token: token)
        html += "<table>\n<thead><tr><th>scenario</th><th>run</th><th>change</th><th>state</th><th></th><th></th></tr></thead>\n<tbody>\n"
        for (index, change) in changes.enumerated() {
            html += "<tr data-change=\"\(index)\" data-scenario=\"\(e(change.scenario))\" tabindex=\"-1\">"
            html += "<td><a href=\"/\(token)/changes/\(index)/\">\(e(change.scenario))</a></td>"
            html += "<td>\(e(change.runName))</td><td>\(e(change.summary))</td>"
            html += "<td class=\"state\" data-state=\"\(e(states[index].word))\">\(e(states[index].word))</td>"
            html += "<td class=\"controls\">\(buttons(index, state: states[index], token: token, closed: summary.isClosed))</td>"
            html += "<td>\(message(states[index]))</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        return html + dialogs(changePage: false) + tail
    }

    /// The page of one change.
    static func change(
        _ change: PendingChange, index: Int, states: [ReviewApp.State], count: Int, token: String, diffPage: String, summary: Summary
    ) -> String {
        let state = states[index]
        var html = head(title: "Review: \(change.scenario)", token: token, states: states)
        html += "<nav class=\"changes\"><a href=\"/\(token)/\">All pending changes</a> · change \(index + 1) of \(count)"
        if index > 0 { html += " · <a rel=\"prev\" href=\"/\(token)/changes/\(index - 1)/\">← previous</a>" }
        if index + 1 < count { html += " · <a rel=\"next\" href=\"/\(token)/changes/\(index + 1)/\">next →</a>" }
        html += " · keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous, <kbd>a</kbd> accept, <kbd>r</kbd> reject, <kbd>u</kbd> undo, <kbd>?</kbd> help</nav>\n"
        html += "<h1>\(e(change.scenario))</h1>\n"
        html += "<p>\(e(change.runName)): \(e(change.summary))</p>\n"
        html += "<div class=\"decide selected\" data-change=\"\(index)\" data-scenario=\"\(e(change.scenario))\">"
        html += "<span class=\"state\" data-state=\"\(e(state.word))\">\(e(state.word))</span> "
        html += buttons(index, state: state, token: token, closed: summary.isClosed) + " " + message(state)
        html += "</div>\n"
        html += "<div class=\"toolbar\">\(doneButton(token: token, closed: summary.isClosed))</div>\n"
        html += statusAndSummary(summary, token: token)

        html += "<h2>Pictures</h2>\n<div class=\"toggle\" role=\"group\" aria-label=\"Pictures\">"
        let views: [(String, String, Bool)] = [
            ("Side by side", "/\(token)/changes/\(index)/files/\(diffPage)", true),
            ("Before (golden)", "/\(token)/changes/\(index)/before.html", change.golden != nil),
            ("After (\(change.runName))", "/\(token)/changes/\(index)/after.html", change.recording != nil),
        ]
        for (position, view) in views.enumerated() where view.2 {
            html += "<button type=\"button\" data-view=\"\(e(view.1))\" aria-pressed=\"\(position == 0)\">\(e(view.0))</button>"
        }
        html += "</div>\n<iframe id=\"view\" title=\"Step pictures\" src=\"\(e(views[0].1))\"></iframe>\n"

        html += "<h2>Calls</h2>\n<pre class=\"diff\">"
        for line in diffLines(change) {
            let trimmed = line.drop { $0 == " " }
            let kind = trimmed.hasPrefix("-") ? "del" : trimmed.hasPrefix("+") ? "ins" : "same"
            html += "<span class=\"\(kind)\">\(e(line))</span>\n"
        }
        html += "</pre>\n"
        return html + dialogs(changePage: true) + tail
    }

    /// The call diff, as the terminal review shows it.
    static func diffLines(_ change: PendingChange) -> [String] {
        switch change.kind {
        case .changed:
            return change.comparison?.report ?? []
        case .new:
            return ["  no golden yet; accepting records this run:"] + (change.recording.map(RecordingText.document) ?? []).map { "    + \($0)" }
        case .obsolete:
            return ["  the scenario file is gone; accepting removes the golden and its text"]
        case .unusable:
            return ["  \(change.refusal ?? "the run file cannot be used")"]
        }
    }

    /// Accept and Reject (disabled once decided) and Undo (shown once decided).
    private static func buttons(_ index: Int, state: ReviewApp.State, token: String, closed: Bool) -> String {
        let decided = state == .accepted || state == .rejected
        let disabled = decided || closed ? " disabled" : ""
        return "<button type=\"button\" class=\"accept\" data-action=\"/\(token)/changes/\(index)/accept\"\(disabled)>Accept</button> "
            + "<button type=\"button\" class=\"reject\" data-action=\"/\(token)/changes/\(index)/reject\"\(disabled)>Reject</button> "
            + "<button type=\"button\" class=\"undo\" data-action=\"/\(token)/changes/\(index)/undo\"\(decided ? "" : " hidden")\(closed ? " disabled" : "")>Undo</button>"
    }

    /// Where a change's last answer is shown (why an accept failed).
    private static func message(_ state: ReviewApp.State) -> String {
        if case .failed(let message) = state { return "<p class=\"message error\">\(e(message))</p>" }
        return "<p class=\"message\" hidden></p>"
    }

    private static func doneButton(token: String, closed: Bool) -> String {
        "<button type=\"button\" class=\"done\" data-close=\"/\(token)/done\"\(closed ? " disabled" : "")>Done, stop the server</button>"
    }

    /// The status line (what the last action said, conflicts included) and
    /// the summary.
    private static func statusAndSummary(_ summary: Summary, token: String) -> String {
        let heading = summary.isClosed ? closedHeading : summary.isDone ? doneHeading : "Review so far"
        return "<p id=\"status\" role=\"status\" aria-live=\"polite\" hidden></p>\n"
            + "<section id=\"summary\" class=\"summary\"\(summary.isDone || summary.isClosed ? "" : " hidden")>"
            + "<h2>\(e(heading))</h2><p class=\"summary-text\">\(e(summary.text))</p>"
            + "<p class=\"summary-next\"\(summary.isClosed ? " hidden" : "")>Any decision can be undone until the review is closed. "
            + doneButton(token: token, closed: summary.isClosed) + "</p></section>\n"
    }

    static let doneHeading = "Every change is decided"
    static let closedHeading = "The review is closed: the server has stopped, you can close this tab"

    /// The confirmation of Accept all / Reject all / Done, and the keys' help.
    private static func dialogs(changePage: Bool) -> String {
        var html = "<dialog id=\"confirm\" aria-labelledby=\"confirm-question\"><p id=\"confirm-question\" class=\"question\"></p><p class=\"detail\"></p>"
        html += "<p><button type=\"button\" data-answer=\"yes\">Yes</button> <button type=\"button\" data-answer=\"no\">Cancel</button></p></dialog>\n"
        html += "<dialog id=\"help\" aria-labelledby=\"help-title\"><h2 id=\"help-title\">Keys</h2><dl>"
        let keys: [(String, String)] = changePage
            ? [("j", "next change"), ("k", "previous change"), ("a", "accept this change"), ("r", "reject this change"),
               ("u", "undo this change's decision"), ("?", "this help"), ("Esc", "close a dialog")]
            : [("j", "select the next change"), ("k", "select the previous change"), ("a", "accept the selected change"),
               ("r", "reject the selected change"), ("u", "undo the selected change's decision"), ("Enter", "open the selected change"),
               ("?", "this help"), ("Esc", "close a dialog")]
        for (key, what) in keys { html += "<dt><kbd>\(e(key))</kbd></dt><dd>\(e(what))</dd>" }
        html += "</dl><p>Keys do nothing while a modifier (Ctrl, Alt, Cmd) is held or a field has the focus.</p>"
        html += "<p><button type=\"button\" data-dismiss>Close</button></p></dialog>\n"
        return html
    }

    private static func head(title: String, token: String, states: [ReviewApp.State]) -> String {
        let remaining = states.filter { $0 != .accepted && $0 != .rejected }.count
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="referrer" content="no-referrer">
            <title>\(e(title))</title>
            <link rel="stylesheet" href="/\(token)/review.css">
            <script src="/\(token)/review.js" defer></script>
            </head>
            <body data-base="/\(token)/" data-remaining="\(remaining)">
            <main>

            """
    }

    private static let tail = "</main>\n</body>\n</html>\n"

    private static func e(_ text: String) -> String { MarkupText.escaped(text) }
}
