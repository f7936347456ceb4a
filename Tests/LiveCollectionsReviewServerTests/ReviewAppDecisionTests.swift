import Foundation
import LiveCollectionsReviewServer
import LiveCollectionsRunner
import LiveCollectionsStore
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The review page's later actions: Undo (the previous golden back whole),
/// Accept all and Reject all, Done (the review closed, the server to
/// stop), each refused like a decision unless it is the page's own; a
/// conflict with another tab answered with its reason; the diff page's
/// links leading somewhere inside the review; the port-in-use line.
@Suite("review page: undo, all at once, done")
struct ReviewAppDecisionTests {
    typealias Fixture = ReviewAppTests.Fixture
    static let token = ReviewAppTests.token

    /// Every POST the page sends besides Accept and Reject.
    static let newPosts = ["changes/0/undo", "accept-all", "reject-all", "done"]

    /// A golden as the files hold it: the golden run's fingerprint and the text golden's bytes.
    static func golden(_ scenario: String, _ fixture: Fixture) throws -> [String?] {
        let store = try ScenarioStore(path: fixture.url("Scenarios/goldens.sqlite").path, mode: .readOnly)
        let fingerprint = try store.golden(for: scenario).map { try store.storedRun($0).fingerprint }
        let text = FileManager.default.contents(atPath: fixture.url("Scenarios/goldens/\(scenario).txt").path)
        return [fingerprint, text.map { String(decoding: $0, as: UTF8.self) }]
    }

    static func answer(_ response: ReviewApp.Response) throws -> NSDictionary { try ReviewAppTests.json(response) }

    // MARK: Refusals

    @Test func everyNewPostIsRefusedUnlessItIsThePagesOwn() throws {
        let fixture = try Fixture()
        #expect(fixture.post("/\(Self.token)/changes/1/accept").status == 200, "an accept to undo")
        let before = try fixture.goldenFiles()
        let cases: [(String, [String: String?], String?)] = [
            ("no Origin", ["Origin": nil], nil), ("another site's Origin", ["Origin": "http://attacker.example"], nil),
            ("another port's Origin", ["Origin": "http://127.0.0.1:9999"], nil), ("null Origin", ["Origin": "null"], nil),
            ("cross-site fetch", ["Sec-Fetch-Site": "cross-site"], nil), ("a form", ["Content-Type": "application/x-www-form-urlencoded"], nil),
            ("text", ["Content-Type": "text/plain"], nil), ("no content type", ["Content-Type": nil], nil),
            ("another Host", ["Host": "attacker.example:8123"], ReviewAppTests.hostRefusal), ("no Host", ["Host": nil], ReviewAppTests.hostRefusal),
        ]

        for path in Self.newPosts + ["changes/1/undo"] {
            for (name, changes, refusal) in cases {
                var headers = ReviewAppTests.pageHeaders
                for (key, value) in changes { headers[key] = value }
                let response = fixture.post("/\(Self.token)/\(path)", headers: headers)
                #expect(response.status == 403, "\(path), \(name)")
                if let refusal { #expect(ReviewAppTests.text(response) == refusal, "\(path), \(name)") }
                #expect(ReviewAppTests.text(response).hasPrefix("refused: "), "\(path), \(name)")
            }
            let wrongToken = String(repeating: "5b", count: 32)
            for tokenless in ["/\(path)", "/\(wrongToken)/\(path)"] {
                let response = fixture.post(tokenless)
                #expect(response.status == 403, "\(tokenless)")
                #expect(ReviewAppTests.text(response) == ReviewAppTests.noTokenRefusal, "\(tokenless)")
            }
            #expect(fixture.get("/\(Self.token)/\(path)").status == 404, "\(path) takes a POST")
        }
        #expect(try fixture.goldenFiles() == before)
        #expect(fixture.app.decisions == [.pending, .accepted])
        #expect(!fixture.app.isClosed)
        for path in ["changes/0/undo/x", "accept-all/x", "changes/0/redo", "done/now", "changes/5/undo"] {
            #expect(fixture.post("/\(Self.token)/\(path)").status == 404, "\(path)")
        }
    }

    // MARK: Undo

    @Test func undoingAnAcceptPutsThePreviousGoldenBackWhole() throws {
        let fixture = try Fixture()
        let before = try Self.golden("07-carousels", fixture)
        let otherBefore = try Self.golden("01-collection-view-single-section", fixture)

        #expect(fixture.post("/\(Self.token)/changes/1/accept").status == 200)
        #expect(try Self.golden("07-carousels", fixture) != before)
        let undone = fixture.post("/\(Self.token)/changes/1/undo")

        #expect(undone.status == 200, "\(ReviewAppTests.text(undone))")
        #expect(try ReviewAppTests.decision(undone) == [
            "scenario": "07-carousels", "state": "pending", "message": "07-carousels: accept undone, its golden is as it was; it is pending again",
            "remaining": 2, "done": false,
        ] as NSDictionary)
        #expect(try Self.answer(undone)["tally"] as? NSDictionary == [
            "accepted": 0, "rejected": 0, "undone": 1, "failed": 0, "undecided": 2,
        ] as NSDictionary)
        #expect(try Self.answer(undone)["summary"] as? String
            == "0 accepted, 0 rejected, 1 undone; 2 not decided. No golden changed: nothing to commit "
                + "(\(fixture.url("Scenarios/goldens.sqlite").path) holds the same goldens in other bytes after an undone accept; "
                + "`git checkout \(fixture.url("Scenarios/goldens.sqlite").path)` puts its bytes back too).")
        #expect(try Self.golden("07-carousels", fixture) == before)
        #expect(try Self.golden("01-collection-view-single-section", fixture) == otherBefore)
        #expect(fixture.app.decisions == [.pending, .pending])
        #expect(fixture.lines.last?.hasPrefix("undid the accept of 07-carousels: golden:07-carousels in ") == true, "\(fixture.lines)")

        // Nothing more to undo; the change can be decided again.
        let again = fixture.post("/\(Self.token)/changes/1/undo")
        #expect(again.status == 409)
        #expect(try Self.answer(again)["message"] as? String == "07-carousels is pending: nothing to undo (undone in another tab or window)")
        #expect(fixture.post("/\(Self.token)/changes/1/accept").status == 200)
        #expect(try Self.golden("07-carousels", fixture) != before)
        #expect(fixture.app.currentTally == ReviewPageTally(accepted: 1, undone: 1, undecided: 1))
    }

    @Test func undoingARejectionMakesTheChangePendingAgain() throws {
        let fixture = try Fixture()
        let before = try fixture.goldenFiles()
        #expect(fixture.post("/\(Self.token)/changes/0/reject").status == 200)

        let undone = fixture.post("/\(Self.token)/changes/0/undo")

        #expect(undone.status == 200)
        #expect(try Self.answer(undone)["message"] as? String
            == "01-collection-view-single-section: rejection undone, its golden was not touched; it is pending again")
        #expect(fixture.app.decisions == [.pending, .pending])
        #expect(try fixture.goldenFiles() == before)
    }

    // MARK: All at once

    @Test func acceptAllDecidesEveryPendingChangeAndEachCanBeUndone() throws {
        let fixture = try Fixture()
        let before = try fixture.goldenFiles()
        let goldens = try ["01-collection-view-single-section", "07-carousels"].map { try Self.golden($0, fixture) }

        let all = fixture.post("/\(Self.token)/accept-all")

        #expect(all.status == 200, "\(ReviewAppTests.text(all))")
        let answer = try Self.answer(all)
        #expect(answer["message"] as? String == "accepted 2 changes")
        #expect(answer["decided"] as? [Int] == [0, 1])
        #expect(answer["states"] as? [String] == ["accepted", "accepted"])
        #expect(answer["done"] as? Bool == true)
        #expect(fixture.app.decisions == [.accepted, .accepted])
        #expect(try fixture.golden(of: "07-carousels")?.title == ReviewAppTests.hostileTitleText)

        let nothing = fixture.post("/\(Self.token)/accept-all")
        #expect(nothing.status == 409)
        #expect(try Self.answer(nothing)["message"] as? String == "nothing is pending: every change is decided already (in another tab or window)")

        // The page's "Undo accept all" undoes each, last first.
        #expect(fixture.post("/\(Self.token)/changes/1/undo").status == 200)
        #expect(fixture.post("/\(Self.token)/changes/0/undo").status == 200)
        #expect(try ["01-collection-view-single-section", "07-carousels"].map { try Self.golden($0, fixture) } == goldens)
        #expect(try fixture.goldenFiles().filter { $0.key != "goldens.sqlite" } == before.filter { $0.key != "goldens.sqlite" })
        #expect(fixture.app.currentTally == ReviewPageTally(undone: 2, undecided: 2))
    }

    @Test func rejectAllLeavesEveryGoldenAndSkipsWhatIsDecided() throws {
        let fixture = try Fixture()
        #expect(fixture.post("/\(Self.token)/changes/1/accept").status == 200)
        let before = try fixture.goldenFiles()

        let all = fixture.post("/\(Self.token)/reject-all")

        #expect(all.status == 200)
        #expect(try Self.answer(all)["message"] as? String == "rejected 1 change")
        #expect(try Self.answer(all)["decided"] as? [Int] == [0])
        #expect(fixture.app.decisions == [.rejected, .accepted])
        #expect(try fixture.goldenFiles() == before)
    }

    @Test func acceptAllReportsAChangeThatCannotBeAccepted() throws {
        let fixture = try Fixture(staleFirst: true)

        let all = fixture.post("/\(Self.token)/accept-all")

        #expect(all.status == 422)
        let message = try #require(try Self.answer(all)["message"] as? String)
        #expect(message.hasPrefix("accepted 1 change; 1 could not be accepted: 01-collection-view-single-section: run 1 cannot be accepted: "), "\(message)")
        #expect(try Self.answer(all)["decided"] as? [Int] == [1])
        #expect(!fixture.app.isDone)
    }

    // MARK: Conflicts

    @Test func aSecondTabsConflictingDecisionSaysWhyAndShowsEveryState() throws {
        let fixture = try Fixture()
        // One tab accepts; another, still showing it pending, rejects it.
        #expect(fixture.post("/\(Self.token)/changes/1/accept").status == 200)

        let conflict = fixture.post("/\(Self.token)/changes/1/reject")

        #expect(conflict.status == 409)
        let answer = try Self.answer(conflict)
        #expect(answer["message"] as? String == "07-carousels was accepted already, in another tab or window")
        #expect(answer["index"] as? Int == 1)
        #expect(answer["states"] as? [String] == ["pending", "accepted"], "the page updates every row from it")
        // Each page has the places the message is shown in: the change's own line and the status line.
        for path in ["/\(Self.token)/", "/\(Self.token)/changes/1/"] {
            let page = ReviewAppTests.text(fixture.get(path))
            #expect(page.contains("<p id=\"status\" role=\"status\" aria-live=\"polite\" hidden></p>"), "\(path)")
            #expect(page.contains("<p class=\"message\" hidden></p>"), "\(path)")
        }
        let script = ReviewAppTests.text(fixture.get("/\(Self.token)/review.js"))
        #expect(script.contains("message.textContent = answer.message;"))
        #expect(!script.contains("state.title"), "not only in a tooltip")
    }

    // MARK: Done

    @Test func doneClosesTheReviewAndKeepsWhatWasDecided() throws {
        let fixture = try Fixture()
        #expect(fixture.post("/\(Self.token)/changes/1/accept").status == 200)
        let decided = try fixture.goldenFiles()

        let done = fixture.post("/\(Self.token)/done")

        #expect(done.status == 200)
        let answer = try Self.answer(done)
        let line = "reviewed 1 change: 1 accepted, 0 rejected, 0 undone; 1 not decided; commit "
            + "\(fixture.url("Scenarios/goldens.sqlite").path) and \(fixture.url("Scenarios/goldens").path)"
        #expect(answer["message"] as? String == "the review is closed: \(line); the server stops")
        #expect(answer["closed"] as? Bool == true)
        #expect(fixture.app.isClosed)
        for path in ["changes/0/accept", "changes/0/reject", "changes/1/undo", "accept-all", "reject-all", "done"] {
            let late = fixture.post("/\(Self.token)/\(path)")
            #expect(late.status == 409, "\(path)")
            #expect(try Self.answer(late)["message"] as? String
                == "the review is closed: nothing more is decided here; start `scenarios review --serve` again to review what is pending", "\(path)")
        }
        #expect(try fixture.goldenFiles() == decided)
        #expect(fixture.app.decisions == [.pending, .accepted])
        #expect(fixture.app.close() == line, "the line the server prints")
        let page = ReviewAppTests.text(fixture.get("/\(Self.token)/"))
        #expect(page.contains("<h2>The review is closed: the server has stopped, you can close this tab</h2>"), "\(page)")
    }

    @Test func theSummaryLineHasTheTerminalReviewsForm() throws {
        let fixture = try Fixture()
        #expect(fixture.app.close() == "reviewed 0 changes: 0 accepted, 0 rejected, 0 undone; 2 not decided")
        let tool = fixture.tool
        #expect(tool.summary(of: ReviewPageTally(accepted: 0, rejected: 2, undone: 1)) == "reviewed 2 changes: 0 accepted, 2 rejected, 1 undone")
        #expect(tool.summary(of: ReviewPageTally(accepted: 1, failed: 1)).hasPrefix("reviewed 2 changes: 1 accepted, 0 rejected, 0 undone, 1 could not be accepted; commit "))
    }

    // MARK: Links

    @Test func theDiffPagesLinksLeadSomewhereInsideTheReview() throws {
        let fixture = try Fixture()
        let base = "/\(Self.token)/changes/1/files/"
        let html = ReviewAppTests.text(fixture.get("\(base)07-carousels.html"))

        #expect(html.contains("<a href=\"/\(Self.token)/\" target=\"_top\">← all pending changes</a>"), "\(html)")
        #expect(!html.contains("href=\"index.html\""))
        // Every other link is to a place in the page itself, every picture beside it.
        let links = html.matches(of: /href="([^"]*)"/).map { String($0.1) }
        #expect(links.count > 3)
        for link in links where link != "/\(Self.token)/" {
            #expect(link.hasPrefix("#"), "\(link)")
        }
        for source in html.matches(of: /src="([^"]*)"/).map({ String($0.1) }) {
            #expect(fixture.get(base + source).status == 200, "\(source)")
        }
        #expect(fixture.get("/\(Self.token)/").status == 200)
    }

    // MARK: The port

    @Test func aPortInUseIsOneReadableLine() {
        #expect(ReviewApp.cannotListen(port: 8080, errno: EADDRINUSE)
            == "127.0.0.1:8080: cannot listen, the port is in use (errno \(EADDRINUSE)); pass another --port, or none for a free one")
        #expect(ReviewApp.cannotListen(port: 80, errno: EACCES)
            == "127.0.0.1:80: cannot listen: permission denied (errno \(EACCES)); pass another --port, or none for a free one")
        #expect(ReviewApp.cannotListen(port: 0, errno: EADDRNOTAVAIL).hasPrefix("127.0.0.1 (a free port): cannot listen: "))
    }
}
