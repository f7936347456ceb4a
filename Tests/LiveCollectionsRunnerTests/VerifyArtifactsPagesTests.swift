import Foundation
import Testing

/// The pages of the folder `verify --artifacts` writes, as a reviewer opens
/// them from CI: `index.html` lists every scenario that did not match (a
/// changed run, a new scenario, a file that does not load) with what
/// changed and a relative link to its page, and says how to accept the
/// runs; a new scenario has a page of its run alone. Text from scenario
/// data is escaped.
@Suite("scenarios verify --artifacts pages")
struct VerifyArtifactsPagesTests {
    /// A title that, unescaped, would run a script and act on a terminal.
    static let hostileTitle = #"<script>alert('x')</script> \u0007\u001b[31mred \"q\" & more"#

    /// A workspace where 12-manual-timing changed, 16-hostile (a copy of 02
    /// under a hostile title) is new and 17-broken does not load, verified
    /// with `--artifacts "ci art"` (a name a shell splits); and the files
    /// of `ci art`.
    static func verified() throws -> (Workspace, ToolProcess.Result, [String: Data]) {
        let workspace = try ReportCommandTests.changedWorkspace()
        let copy = try String(contentsOf: workspace.url("Scenarios/02-table-view-single-section.json"), encoding: .utf8)
        let hostile = copy.replacingOccurrences(of: #""title": "Table view, one section""#, with: #""title": "\#(hostileTitle)""#)
        try #require(hostile != copy, "02 no longer has the title this test replaces")
        try Data(hostile.utf8).write(to: workspace.url("Scenarios/16-hostile.json"))
        try Data("{".utf8).write(to: workspace.url("Scenarios/17-broken.json"))
        let verify = try workspace.run("verify", "--record", "never", "--artifacts", "ci art", "12", "16", "17")
        #expect(verify.status == 1, "\(verify.output)\(verify.error)")
        return (workspace, verify, try DocsCommandTests.files(in: workspace.url("ci art")))
    }

    /// `text` of an attribute value as it reads: HTML's entities replaced.
    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Every `href` and `src` of `page` (the file at `path` in the folder)
    /// that leads to another file: the link as written, and the path in the
    /// folder it reaches, or nil when it is not a relative link that stays
    /// in the folder.
    static func links(in page: String, at path: String) -> [(link: String, target: String?)] {
        page.matches(of: /(?:href|src)="([^"]*)"/).compactMap { match in
            let link = unescaped(String(match.output.1))
            let file = String(link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            if file.isEmpty { return nil }  // a fragment of the page itself
            guard !file.hasPrefix("/"), !file.contains(":"), let decoded = file.removingPercentEncoding else { return (link, nil) }
            var parts = path.split(separator: "/").dropLast().map(String.init)
            for part in decoded.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
                switch part {
                case ".": continue
                case "..":
                    guard !parts.isEmpty else { return (link, nil) }
                    parts.removeLast()
                default: parts.append(part)
                }
            }
            return (link, parts.joined(separator: "/"))
        }
    }

    static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    @Test func theIndexListsTheChangedTheNewAndTheBrokenScenarioWithLinksThatResolve() throws {
        let (workspace, verify, files) = try Self.verified()
        let index = Self.text(try #require(files["index.html"], "no index.html among \(files.keys.sorted())"))

        // What verify found, in its own words, then how to accept.
        #expect(index.contains(#"<p class="summary">\#(try #require(verify.outputLines.last))</p>"#), "\(verify.output)")
        // The folder's name as one shell word (`'ci art'`), escaped for HTML.
        #expect(index.contains("<pre><code>scenarios review --from &#39;ci art&#39;</code></pre>"), "\(index)")
        #expect(index.contains("<pre><code>scenarios approve --from &#39;ci art&#39; 12-manual-timing</code></pre>"))
        #expect(index.contains("Then commit Scenarios/goldens.sqlite and Scenarios/goldens."))

        // A line per scenario that did not match, in verify's order, linked to its page when it has one.
        let rows = index.matches(of: /<tr class="([a-z]+)">\s*<td>(.*?)<\/td>/.dotMatchesNewlines()).map {
            (String($0.output.1), $0.output.2.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        #expect(rows.map(\.0) == ["changed", "new", "failed"], "\(rows)")
        #expect(rows.map(\.1) == [
            #"<a href="12-manual-timing.html">12-manual-timing</a>"#,
            #"<a href="16-hostile.html">16-hostile</a>"#,
            "17-broken",
        ])
        // The change in the words `review --list` uses.
        #expect(index.contains(#"<td class="result">changed</td>"#) && index.contains(#"<td class="what">changed: 2 steps differ, the end differs</td>"#), "\(index)")
        #expect(index.contains(#"<td class="result">no golden</td>"#) && index.contains(#"<td class="what">new: no golden yet</td>"#))
        #expect(index.contains(#"<td class="result">not loaded</td>"#))
        let list = try workspace.run("review", "--from", "ci art", "--list")
        #expect(list.output.contains("changed: 2 steps differ, the end differs") && list.output.contains("new: no golden yet"), "\(list.output)")

        // Every link of the index and of the pages it links to is relative and reaches a file written.
        var checked = 0
        for page in ["index.html", "12-manual-timing.html", "16-hostile.html", "16-hostile/player.html"] {
            let html = Self.text(try #require(files[page], "no \(page)"))
            for (link, target) in Self.links(in: html, at: page) {
                #expect(target.map { files[$0] != nil } == true, "\(page): \(link) leads to no file written")
                checked += 1
            }
        }
        #expect(checked > 10, "only \(checked) links")
    }

    @Test func hostileTextIsEscapedAndTheNewScenarioHasAPageOfItsRun() throws {
        let (_, _, files) = try Self.verified()
        let index = Self.text(files["index.html"] ?? Data())
        let page = Self.text(try #require(files["16-hostile.html"], "no page of the new scenario"))
        let escaped = #"&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; \u{7}\u{1B}[31mred &quot;q&quot; &amp; more"#
        for (name, html) in [("index.html", index), ("16-hostile.html", page)] {
            #expect(!html.contains("<script"), "\(name) holds a script")
            #expect(html.contains(escaped), "\(name) does not show the title escaped")
            #expect(HostileTextCommandTests.hidden(in: html).isEmpty, "\(name): \(HostileTextCommandTests.hidden(in: html))")
        }

        // The run alone: every step with its pictures and recorded lines, and its player.
        #expect(page.contains(#"<a href="index.html">← all scenarios</a>"#))
        #expect(page.contains("A new scenario: no golden yet. Accepting it records this run as its golden."))
        #expect(page.contains(#"<a href="16-hostile/player.html">Play the steps as an animation</a>"#))
        let sections = page.matches(of: /<section class="step" data-step="(step-\d+|end)">/).map { String($0.output.1) }
        // The setup and each step of the new text (`setup`, `step N at ...`), then the end.
        let newText = Self.text(files["16-hostile/new.txt"] ?? Data())
        let steps = newText.split(separator: "\n").filter { $0 == "setup" || $0.hasPrefix("step ") }.count
        #expect(steps > 3)
        #expect(sections == (0..<steps).map { "step-\($0)" } + ["end"], "\(sections)")
        let pictures = files.keys.filter { $0.hasPrefix("16-hostile/") && $0.hasSuffix(".svg") }.sorted()
        #expect(!pictures.isEmpty)
        for picture in pictures { #expect(page.contains(#"<img src="\#(picture)""#), "\(picture)") }
        let player = Self.text(files["16-hostile/player.html"] ?? Data())
        #expect(player.contains(escaped) && !player.contains("<script"))
        // The text golden the run would be, hostile title included, visibly.
        #expect(newText.contains(#"\u{7}\u{1B}[31mred"#))
        #expect(HostileTextCommandTests.hidden(in: newText).isEmpty)
    }

    @Test func nothingToReviewWritesNoIndex() throws {
        let workspace = try Workspace()
        let verify = try workspace.run("verify", "--record", "never", "--artifacts", "art", "01")
        #expect(verify.status == 0, "\(verify.output)")
        #expect(Set(try DocsCommandTests.files(in: workspace.url("art")).keys) == [".scenarios-generated"])
    }
}
