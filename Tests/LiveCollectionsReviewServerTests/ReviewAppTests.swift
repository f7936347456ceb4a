import Foundation
import LiveCollectionsRecording
import LiveCollectionsReviewServer
import LiveCollectionsRunner
import LiveCollectionsStore
import LiveCollectionsTestSupport
import Testing

/// The review page's answers, without a socket: every request needs the
/// token in its path and this machine in its `Host`; a decision needs the
/// page's own `Origin`, JSON, and no cross-site fetch; decisions are
/// taken once and written at once. Text from a scenario is escaped in
/// every page. (Undo, Accept all, Reject all, Done: ReviewAppDecisionTests.)
@Suite("review page")
struct ReviewAppTests {
    static let port = 8123
    static let token = String(repeating: "5a", count: 32)
    /// A title that would run a script in the page, and recolour a terminal, if it were not escaped.
    static let hostileTitle = #"Table of carousels <script>alert(1)</script>\u001b[31m"#
    static let hostileTitleText = "Table of carousels <script>alert(1)</script>\u{1B}[31m"

    /// The page's own headers for a decision.
    static let pageHeaders = [
        "Host": "127.0.0.1:\(port)", "Origin": "http://127.0.0.1:\(port)", "Content-Type": "application/json",
        "Sec-Fetch-Site": "same-origin",
    ]

    /// A temporary copy of the repository's hand-written scenarios and
    /// their goldens, with two pending changes: 01's title edited (change
    /// 0) and 07's title made hostile (change 1), each replayed once; and
    /// the review of them, on port 8123.
    final class Fixture {
        let folder: TemporaryFolder
        var directory: URL { folder.url }
        let tool: ScenarioTool
        let app: ReviewApp
        let changes: [PendingChange]
        private let captured: CapturedLines

        var lines: [String] { captured.lines }

        /// With `staleFirst`, 01's file is edited again after its run, so
        /// that its change cannot be accepted.
        init(staleFirst: Bool = false) throws {
            let folder = try TemporaryFolder("review-app")
            self.folder = folder
            let scenarios = folder.url("Scenarios")
            try TestFiles.copyContents(of: Self.repositoryScenarios, to: scenarios)
            // The generated and captured scenarios are left out, and their goldens removed.
            for name in try FileManager.default.contentsOfDirectory(atPath: scenarios.path) where name.first?.isNumber == true {
                let file = scenarios.appendingPathComponent(name)
                let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
                if object?["generate"] != nil || object?["data"] as? String == "inline" { try FileManager.default.removeItem(at: file) }
            }
            let paths = ToolPaths.resolve(
                scenarios: scenarios.path, database: folder.path(".scenario-runs/runs.sqlite"), goldens: nil,
                environment: [:])
            let captured = CapturedLines()
            self.captured = captured
            let console = ScenarioConsole(output: { captured.append($0) }, progress: { _ in })
            tool = ScenarioTool(paths: paths, console: console, environment: ["SCENARIOS_SOURCE_REVISION": "test-revision"])
            try tool.removeObsoleteGoldens()

            try Self.edit(scenarios, "01-collection-view-single-section", "Collection view, one section", "Collection view, one section, edited")
            try Self.edit(scenarios, "07-carousels", "Table of carousels", ReviewAppTests.hostileTitle)
            #expect(try tool.run(names: ["01-collection-view-single-section", "07-carousels"], label: nil))
            if staleFirst {
                try Self.edit(scenarios, "01-collection-view-single-section", "Collection view, one section, edited", "Collection view, edited twice")
            }
            changes = try tool.pendingChanges(from: .store(label: nil))
            app = ReviewApp(tool: tool, changes: changes, token: ReviewAppTests.token)
            app.listening(on: ReviewAppTests.port)
            captured.removeAll()
        }

        func url(_ path: String) -> URL { directory.appendingPathComponent(path) }

        /// The bytes of the golden store and of every text golden, by path.
        func goldenFiles() throws -> [String: Data] {
            var files = ["goldens.sqlite": try Data(contentsOf: url("Scenarios/goldens.sqlite"))]
            for name in try FileManager.default.contentsOfDirectory(atPath: url("Scenarios/goldens").path) {
                files["goldens/\(name)"] = try Data(contentsOf: url("Scenarios/goldens/\(name)"))
            }
            return files
        }

        func golden(of scenario: String) throws -> ScenarioRecording? {
            try ScenarioStore(path: url("Scenarios/goldens.sqlite").path, mode: .readOnly).goldenRun(of: scenario)?.recording
        }

        func get(_ path: String, host: String? = "127.0.0.1:\(ReviewAppTests.port)") -> ReviewApp.Response {
            app.respond(to: ReviewApp.Request(method: "GET", path: path, headers: host.map { ["Host": $0] } ?? [:]))
        }

        func post(_ path: String, headers: [String: String] = ReviewAppTests.pageHeaders) -> ReviewApp.Response {
            app.respond(to: ReviewApp.Request(method: "POST", path: path, headers: headers))
        }

        private static func edit(_ scenarios: URL, _ name: String, _ title: String, _ newTitle: String) throws {
            let file = scenarios.appendingPathComponent("\(name).json")
            let text = try String(contentsOf: file, encoding: .utf8)
            let old = #""title": "\#(title)""#
            guard text.contains(old) else { throw EditError(file: file.path, old: old) }
            try Data(text.replacingOccurrences(of: old, with: #""title": "\#(newTitle)""#).utf8).write(to: file)
        }

        struct EditError: Error { let file: String; let old: String }

        static var repositoryScenarios: URL {
            URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Scenarios")
        }
    }

    /// Lines a console wrote.
    final class CapturedLines: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var lines: [String] { lock.withLock { stored } }
        func append(_ line: String) { lock.withLock { stored.append(line) } }
        func removeAll() { lock.withLock { stored.removeAll() } }
    }

    static func text(_ response: ReviewApp.Response) -> String { String(decoding: response.body, as: UTF8.self) }

    static func json(_ response: ReviewApp.Response) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: response.body) as? NSDictionary)
    }

    /// The answer's fields about one change and the counts (every answer
    /// also carries every change's state, the tally and the summary).
    static func decision(_ response: ReviewApp.Response) throws -> NSDictionary {
        let answer = try json(response)
        var picked: [String: Any] = [:]
        for key in ["scenario", "state", "message", "remaining", "done"] { picked[key] = answer[key] }
        return picked as NSDictionary
    }

    static let noTokenRefusal = "refused: the URL lacks the review token; open the URL `scenarios review --serve` printed\n"
    static let hostRefusal = "refused: this review page answers only at http://127.0.0.1:8123/ (the URL `scenarios review --serve` printed)\n"

    // MARK: Refusals

    @Test func theFixtureHasTwoPendingChanges() throws {
        let fixture = try Fixture()
        #expect(fixture.changes.map(\.scenario) == ["01-collection-view-single-section", "07-carousels"])
        #expect(fixture.changes.map(\.kind) == [.changed, .changed])
        #expect(fixture.changes.allSatisfy { $0.isAcceptable })
        #expect(fixture.app.url == "http://127.0.0.1:8123/\(Self.token)/")
        #expect(fixture.app.decisions == [.pending, .pending])
        #expect(!fixture.app.isDone)
    }

    @Test func aRequestWithoutTheTokenIsRefusedAndWritesNothing() throws {
        let fixture = try Fixture()
        let before = try fixture.goldenFiles()
        let wrongToken = String(repeating: "5b", count: 32)

        for path in ["/", "", "/changes/1/", "/review.js", "/\(wrongToken)/", "/\(Self.token.dropLast())/", "/x/\(Self.token)/"] {
            let response = fixture.get(path)
            #expect(response.status == 403, "\(path)")
            #expect(Self.text(response) == Self.noTokenRefusal, "\(path)")
            #expect(response.contentType == "text/plain; charset=utf-8")
        }
        for path in ["/changes/1/accept", "/\(wrongToken)/changes/1/accept", "/changes/1/accept/\(Self.token)"] {
            let response = fixture.post(path)
            #expect(response.status == 403, "\(path)")
            #expect(Self.text(response) == Self.noTokenRefusal, "\(path)")
        }
        // The token followed by more than a slash is no page.
        #expect(fixture.get("/\(Self.token)x/").status == 404)
        #expect(fixture.post("/\(Self.token)x/changes/1/accept").status == 404)

        #expect(try fixture.goldenFiles() == before)
        #expect(fixture.app.decisions == [.pending, .pending])
        #expect(fixture.lines == [])
    }

    @Test func aRequestForAnotherHostIsRefused() throws {
        let fixture = try Fixture()
        let before = try fixture.goldenFiles()

        for host in ["attacker.example", "attacker.example:8123", "127.0.0.1:9999", "127.0.0.1", "[::1]:8123", "", nil] as [String?] {
            let response = fixture.get("/\(Self.token)/", host: host)
            #expect(response.status == 403, "\(host ?? "no Host")")
            #expect(Self.text(response) == Self.hostRefusal, "\(host ?? "no Host")")
        }
        var headers = Self.pageHeaders
        headers["Host"] = "attacker.example"
        #expect(fixture.post("/\(Self.token)/changes/1/accept", headers: headers).status == 403)
        headers["Host"] = nil
        #expect(fixture.post("/\(Self.token)/changes/1/accept", headers: headers).status == 403)

        #expect(fixture.get("/\(Self.token)/", host: "localhost:8123").status == 200)
        // Header names are read in any case.
        let upper = fixture.app.respond(to: ReviewApp.Request(method: "GET", path: "/\(Self.token)/", headers: ["HOST": "127.0.0.1:8123"]))
        #expect(upper.status == 200)
        #expect(try fixture.goldenFiles() == before)
        #expect(fixture.app.decisions == [.pending, .pending])
    }

    @Test func aDecisionThatIsNotThePagesOwnIsRefusedAndWritesNothing() throws {
        let fixture = try Fixture()
        let before = try fixture.goldenFiles()
        let origin = "a decision must come from the review page itself (its Origin)"
        var cases: [(String, [String: String?], String)] = [
            ("no Origin", ["Origin": nil], origin),
            ("another site's Origin", ["Origin": "http://attacker.example"], origin),
            ("another port's Origin", ["Origin": "http://127.0.0.1:9999"], origin),
            ("https Origin", ["Origin": "https://127.0.0.1:8123"], origin),
            ("null Origin", ["Origin": "null"], origin),
            ("cross-site fetch", ["Sec-Fetch-Site": "cross-site"], "a decision must come from the review page itself (Sec-Fetch-Site: cross-site)"),
            ("same-site fetch", ["Sec-Fetch-Site": "same-site"], "a decision must come from the review page itself (Sec-Fetch-Site: same-site)"),
        ]
        let form = "a decision is sent as JSON by the review page, not as a form"
        for type in ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain"] {
            cases.append(("a form (\(type))", ["Content-Type": type], form))
        }
        cases.append(("no content type", ["Content-Type": nil], form))

        for (name, changes, reason) in cases {
            var headers = Self.pageHeaders
            for (key, value) in changes { headers[key] = value }
            for action in ["accept", "reject"] {
                let response = fixture.post("/\(Self.token)/changes/1/\(action)", headers: headers)
                #expect(response.status == 403, "\(name), \(action)")
                #expect(Self.text(response) == "refused: \(reason)\n", "\(name), \(action)")
            }
        }
        // Deciding takes a POST.
        #expect(fixture.get("/\(Self.token)/changes/1/accept").status == 404)
        var put = Self.pageHeaders
        put["Host"] = "127.0.0.1:8123"
        #expect(fixture.app.respond(to: ReviewApp.Request(method: "PUT", path: "/\(Self.token)/changes/1/accept", headers: put)).status == 405)

        #expect(try fixture.goldenFiles() == before)
        #expect(fixture.app.decisions == [.pending, .pending])
        #expect(fixture.lines == [])
    }

    // MARK: Pages

    @Test func theIndexListsEveryChange() throws {
        let fixture = try Fixture()

        let response = fixture.get("/\(Self.token)/")

        #expect(response.status == 200)
        #expect(response.contentType == "text/html; charset=utf-8")
        let html = Self.text(response)
        #expect(html.contains("<title>Review: 2 pending changes</title>"))
        #expect(html.contains(
            "<tr data-change=\"0\" data-scenario=\"01-collection-view-single-section\" tabindex=\"-1\"><td><a href=\"/\(Self.token)/changes/0/\">01-collection-view-single-section</a></td>"
                + "<td>run 1</td><td>changed: the heading differs</td><td class=\"state\" data-state=\"pending\">pending</td>"), "\(html)")
        #expect(html.contains(
            "<tr data-change=\"1\" data-scenario=\"07-carousels\" tabindex=\"-1\"><td><a href=\"/\(Self.token)/changes/1/\">07-carousels</a></td>"
                + "<td>run 2</td><td>changed: the heading differs</td><td class=\"state\" data-state=\"pending\">pending</td>"), "\(html)")
        #expect(html.contains("data-action=\"/\(Self.token)/changes/1/accept\">Accept</button>"))
        #expect(fixture.get("/\(Self.token)").body == response.body, "with or without the trailing slash")

        let script = fixture.get("/\(Self.token)/review.js")
        #expect(script.status == 200)
        #expect(script.contentType == "text/javascript; charset=utf-8")
        #expect(fixture.get("/\(Self.token)/review.css").status == 200)
        #expect(fixture.get("/\(Self.token)/nothing").status == 404)
    }

    @Test func eachChangeHasItsPageItsSidesAndItsPictures() throws {
        let fixture = try Fixture()
        let base = "/\(Self.token)/changes/1"

        let page = fixture.get("\(base)/")
        #expect(page.status == 200)
        #expect(page.contentType == "text/html; charset=utf-8")
        let html = Self.text(page)
        #expect(html.contains("<h1>07-carousels</h1>"))
        #expect(html.contains("<p>run 2: changed: the heading differs</p>"))
        #expect(html.contains("<iframe id=\"view\" title=\"Step pictures\" src=\"\(base)/files/07-carousels.html\"></iframe>"), "\(html)")
        #expect(html.contains("data-view=\"\(base)/before.html\""))
        #expect(html.contains("data-view=\"\(base)/after.html\""))

        for side in ["before.html", "after.html"] {
            let response = fixture.get("\(base)/\(side)")
            #expect(response.status == 200, "\(side)")
            #expect(response.contentType == "text/html; charset=utf-8", "\(side)")
            #expect(Self.text(response).hasPrefix("<!DOCTYPE html>"), "\(side)")
        }
        #expect(Self.text(fixture.get("\(base)/before.html")).contains("07-carousels · golden"))
        #expect(Self.text(fixture.get("\(base)/after.html")).contains("07-carousels · run 2"))

        let diff = fixture.get("\(base)/files/07-carousels.html")
        #expect(diff.status == 200)
        #expect(diff.contentType == "text/html; charset=utf-8")
        let diffHTML = Self.text(diff)
        let picture = try #require(diffHTML.firstMatch(of: /src="([^"]+\.svg)"/)?.1, "the diff page shows its pictures")
        let svg = fixture.get("\(base)/files/\(picture)")
        #expect(svg.status == 200, "\(picture)")
        #expect(svg.contentType == "image/svg+xml")
        #expect(Self.text(svg).contains("<svg"))

        #expect(fixture.get("\(base)/files/nothing.svg").status == 404)
        #expect(fixture.get("/\(Self.token)/changes/2/").status == 404)
        #expect(fixture.get("/\(Self.token)/changes/x/").status == 404)
        #expect(fixture.get("\(base)/elsewhere").status == 404)
    }

    @Test func textFromAScenarioIsEscapedInEveryPage() throws {
        let fixture = try Fixture()
        #expect(fixture.changes[1].recording?.title == Self.hostileTitleText)
        let base = "/\(Self.token)/changes/1"

        for path in ["/\(Self.token)/", "\(base)/", "\(base)/before.html", "\(base)/after.html", "\(base)/files/07-carousels.html"] {
            let html = Self.text(fixture.get(path))
            #expect(!html.contains("<script>alert"), "\(path)")
            #expect(!html.unicodeScalars.contains("\u{1B}"), "\(path)")
        }
        let page = Self.text(fixture.get("\(base)/"))
        #expect(page.contains(#"+ 07-carousels: Table of carousels &lt;script&gt;alert(1)&lt;/script&gt;\u{1B}[31m"#), "\(page)")
        let after = Self.text(fixture.get("\(base)/after.html"))
        #expect(after.contains(#"Table of carousels &lt;script&gt;alert(1)&lt;/script&gt;\u{1B}[31m"#), "\(after)")
    }

    // MARK: Decisions

    @Test func aDecisionOfThePageIsTakenOnceAndTheLastShowsTheSummary() throws {
        let fixture = try Fixture()
        let before = try fixture.goldenFiles()

        let accepted = fixture.post("/\(Self.token)/changes/1/accept")
        #expect(accepted.status == 200, "\(Self.text(accepted))")
        #expect(accepted.contentType == "application/json")
        #expect(try Self.decision(accepted) == [
            "scenario": "07-carousels", "state": "accepted", "message": "07-carousels: accepted", "remaining": 1, "done": false,
        ] as NSDictionary)
        #expect(try Self.json(accepted)["states"] as? [String] == ["pending", "accepted"])
        #expect(try Self.json(accepted)["closed"] as? Bool == false)
        #expect(try fixture.golden(of: "07-carousels")?.title == Self.hostileTitleText)
        #expect(try fixture.golden(of: "01-collection-view-single-section")?.title == "Collection view, one section")
        let afterAccept = try fixture.goldenFiles()
        #expect(afterAccept["goldens.sqlite"] != before["goldens.sqlite"])
        #expect(afterAccept["goldens/07-carousels.txt"] != before["goldens/07-carousels.txt"])
        #expect(afterAccept["goldens/01-collection-view-single-section.txt"] == before["goldens/01-collection-view-single-section.txt"])
        #expect(fixture.app.decisions == [.pending, .accepted])
        #expect(!fixture.app.isDone)

        // The page's request from localhost is its own too.
        var localhost = Self.pageHeaders
        localhost["Host"] = "localhost:8123"
        localhost["Origin"] = "http://localhost:8123"
        localhost["Sec-Fetch-Site"] = nil
        let rejected = fixture.post("/\(Self.token)/changes/0/reject", headers: localhost)
        #expect(rejected.status == 200, "\(Self.text(rejected))")
        #expect(try Self.decision(rejected) == [
            "scenario": "01-collection-view-single-section", "state": "rejected", "message": "01-collection-view-single-section: rejected",
            "remaining": 0, "done": true,
        ] as NSDictionary)
        #expect(try Self.json(rejected)["summary"] as? String
            == "1 accepted, 1 rejected, 0 undone. Commit \(fixture.url("Scenarios/goldens.sqlite").path) and \(fixture.url("Scenarios/goldens").path): "
                + "the accepted runs are their goldens now.")
        #expect(try fixture.goldenFiles() == afterAccept, "rejecting writes nothing")
        #expect(fixture.app.decisions == [.rejected, .accepted])
        #expect(fixture.app.isDone)

        for (index, action, state, scenario) in [(1, "accept", "accepted", "07-carousels"), (1, "reject", "accepted", "07-carousels"),
                                                 (0, "accept", "rejected", "01-collection-view-single-section")] {
            let again = fixture.post("/\(Self.token)/changes/\(index)/\(action)")
            #expect(again.status == 409, "\(index) \(action)")
            #expect(try Self.decision(again) == [
                "scenario": scenario, "state": state, "message": "\(scenario) was \(state) already, in another tab or window", "remaining": 0,
                "done": true,
            ] as NSDictionary)
        }
        #expect(try fixture.goldenFiles() == afterAccept)
        #expect(fixture.app.decisions == [.rejected, .accepted])

        #expect(fixture.lines.contains { $0.hasPrefix("approved run #2 of 07-carousels: it is now golden:07-carousels in ") }, "\(fixture.lines)")
        #expect(fixture.lines.contains { $0.hasPrefix("rejected 01-collection-view-single-section: the golden stays as it is; run 1 stays in ") },
                "\(fixture.lines)")
        let index = Self.text(fixture.get("/\(Self.token)/"))
        #expect(index.contains("<td class=\"state\" data-state=\"accepted\">accepted</td>"))
        #expect(index.contains("<td class=\"state\" data-state=\"rejected\">rejected</td>"))
        #expect(index.contains("data-action=\"/\(Self.token)/changes/1/accept\" disabled>Accept</button>"))
        #expect(index.contains("data-action=\"/\(Self.token)/changes/1/undo\">Undo</button>"), "a decided change can be undone")
        #expect(fixture.post("/\(Self.token)/changes/2/accept").status == 404)
        // The review stays open after the last decision, its summary shown.
        #expect(!fixture.app.isClosed)
        #expect(index.contains("<section id=\"summary\" class=\"summary\"><h2>Every change is decided</h2><p class=\"summary-text\">1 accepted, 1 rejected, 0 undone."),
                "\(index)")
    }

    @Test func aChangeThatCannotBeAcceptedIsReportedAndStaysToDecide() throws {
        let fixture = try Fixture(staleFirst: true)
        let refusal = try #require(fixture.changes[0].refusal)
        let before = try fixture.goldenFiles()

        let failed = fixture.post("/\(Self.token)/changes/0/accept")

        #expect(failed.status == 422)
        let message = "01-collection-view-single-section: run 1 cannot be accepted: \(refusal)"
        #expect(try Self.decision(failed) == [
            "scenario": "01-collection-view-single-section", "state": "could not be accepted", "message": message, "remaining": 2, "done": false,
        ] as NSDictionary)
        #expect(try fixture.goldenFiles() == before)
        #expect(fixture.app.decisions == [.failed(message), .pending])
        let page = Self.text(fixture.get("/\(Self.token)/changes/0/"))
        #expect(page.contains("<p class=\"message error\">01-collection-view-single-section: run 1 cannot be accepted: "), "\(page)")

        #expect(fixture.post("/\(Self.token)/changes/1/reject").status == 200)
        #expect(!fixture.app.isDone, "a change that could not be accepted is not decided")
        #expect(fixture.post("/\(Self.token)/changes/0/reject").status == 200)
        #expect(fixture.app.isDone)
        #expect(try fixture.goldenFiles() == before)
    }

    @Test func aNewTokenIs32RandomBytesInHex() {
        let tokens = (0..<2).map { _ in ReviewApp.newToken() }
        for token in tokens {
            #expect(token.count == 64)
            #expect(token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        }
        #expect(tokens[0] != tokens[1])
    }
}
