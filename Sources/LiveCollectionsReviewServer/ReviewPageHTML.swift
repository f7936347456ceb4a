import LiveCollectionsRecording
import LiveCollectionsRunner
import LiveCollectionsSupport

/// The review page's markup: the list of pending changes, and a page per
/// change with its call diff, its step pictures (the diff page, golden and
/// run side by side) and a player of each side, with a toggle between
/// them, and the Accept and Reject buttons. Every text from a scenario or
/// a run goes through ``MarkupText``; the one script is a file of its own,
/// so the page's policy allows no inline script.
enum ReviewPageHTML {
    /// The list of changes.
    static func index(changes: [PendingChange], states: [ReviewApp.State], token: String) -> String {
        var html = head(title: "Review: \(changes.count) pending change\(changes.count == 1 ? "" : "s")", token: token)
        html += "<h1>Pending changes</h1>\n"
        html += "<p class=\"note\">Accept makes the run the golden (as <code>scenarios approve</code> does); Reject leaves the golden as it is. The server stops once every change is decided.</p>\n"
        html += "<p id=\"done\" class=\"done\" hidden>Every change is decided: the review server has stopped. Commit the goldens.</p>\n"
        html += "<table>\n<thead><tr><th>scenario</th><th>run</th><th>change</th><th>state</th><th></th></tr></thead>\n<tbody>\n"
        for (index, change) in changes.enumerated() {
            html += "<tr data-change=\"\(index)\">"
            html += "<td><a href=\"/\(token)/changes/\(index)/\">\(e(change.scenario))</a></td>"
            html += "<td>\(e(change.runName))</td><td>\(e(change.summary))</td>"
            html += "<td class=\"state\" data-state=\"\(e(states[index].word))\">\(e(states[index].word))</td>"
            html += "<td>\(buttons(index, state: states[index], token: token))</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        return html + tail
    }

    /// The page of one change.
    static func change(_ change: PendingChange, index: Int, state: ReviewApp.State, count: Int, token: String, diffPage: String) -> String {
        var html = head(title: "Review: \(change.scenario)", token: token)
        html += "<p><a href=\"/\(token)/\">All pending changes</a> · change \(index + 1) of \(count)</p>\n"
        html += "<h1>\(e(change.scenario))</h1>\n"
        html += "<p>\(e(change.runName)): \(e(change.summary))</p>\n"
        html += "<p id=\"done\" class=\"done\" hidden>Every change is decided: the review server has stopped. Commit the goldens.</p>\n"
        html += "<div class=\"decide\" data-change=\"\(index)\">"
        html += "<span class=\"state\" data-state=\"\(e(state.word))\">\(e(state.word))</span> \(buttons(index, state: state, token: token))"
        if case .failed(let message) = state { html += "<p class=\"error\">\(e(message))</p>" }
        html += "</div>\n"

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
        return html + tail
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

    private static func buttons(_ index: Int, state: ReviewApp.State, token: String) -> String {
        let decided = state == .accepted || state == .rejected
        let disabled = decided ? " disabled" : ""
        return "<button type=\"button\" class=\"accept\" data-action=\"/\(token)/changes/\(index)/accept\"\(disabled)>Accept</button> "
            + "<button type=\"button\" class=\"reject\" data-action=\"/\(token)/changes/\(index)/reject\"\(disabled)>Reject</button>"
    }

    private static func head(title: String, token: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="referrer" content="no-referrer">
        <title>\(e(title))</title>
        <link rel="stylesheet" href="/\(token)/review.css">
        <script src="/\(token)/review.js" defer></script>
        </head>
        <body>
        <main>

        """
    }

    private static let tail = "</main>\n</body>\n</html>\n"

    private static func e(_ text: String) -> String { MarkupText.escaped(text) }

    static let stylesheet = """
        body { font: 15px/1.4 system-ui, sans-serif; margin: 0; color: #222; background: #fff; }
        main { max-width: 1200px; margin: 0 auto; padding: 1em 1.5em; }
        table { border-collapse: collapse; }
        th, td { text-align: left; padding: .3em .8em; border-bottom: 1px solid #ddd; }
        button { font: inherit; padding: .25em .9em; margin-right: .3em; cursor: pointer; }
        button.accept { background: #e6f4ea; border: 1px solid #2e7d32; }
        button.reject { background: #fdecea; border: 1px solid #c62828; }
        button[disabled] { opacity: .45; cursor: default; }
        .state[data-state="accepted"] { color: #2e7d32; font-weight: 600; }
        .state[data-state="rejected"] { color: #c62828; font-weight: 600; }
        .toggle button[aria-pressed="true"] { background: #333; color: #fff; }
        iframe { width: 100%; height: 640px; border: 1px solid #ccc; margin-top: .5em; }
        pre.diff { background: #f7f7f7; padding: .8em; overflow-x: auto; }
        pre.diff .del { color: #b71c1c; background: #fdecea; }
        pre.diff .ins { color: #1b5e20; background: #e6f4ea; }
        .done { padding: .6em 1em; background: #e6f4ea; border: 1px solid #2e7d32; }
        .error { color: #b71c1c; }
        .note { color: #555; }
        """

    /// Posts a decision as JSON (which the server requires: no form of
    /// another site can send it), then shows the new state; switches the
    /// pictures' view.
    static let script = """
        "use strict";
        document.addEventListener("click", async (event) => {
          const view = event.target.closest("button[data-view]");
          if (view) {
            document.getElementById("view").src = view.dataset.view;
            for (const other of view.parentElement.querySelectorAll("button")) {
              other.setAttribute("aria-pressed", String(other === view));
            }
            return;
          }
          const button = event.target.closest("button[data-action]");
          if (!button) return;
          const row = button.closest("[data-change]");
          for (const other of row.querySelectorAll("button[data-action]")) other.disabled = true;
          const state = row.querySelector(".state");
          try {
            const response = await fetch(button.dataset.action, {
              method: "POST", headers: { "Content-Type": "application/json" }, body: "{}", credentials: "omit",
            });
            const answer = await response.json();
            state.textContent = answer.state;
            state.dataset.state = answer.state;
            state.title = answer.message;
            if (!response.ok && answer.state !== "accepted" && answer.state !== "rejected") {
              for (const other of row.querySelectorAll("button[data-action]")) other.disabled = false;
            }
            if (answer.done) document.getElementById("done").hidden = false;
          } catch (error) {
            state.textContent = "no answer: the review server has stopped";
          }
        });
        """
}
