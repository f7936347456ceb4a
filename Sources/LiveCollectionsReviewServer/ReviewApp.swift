import Foundation
import LiveCollectionsDocs
import LiveCollectionsRunner

/// What the review page answers, whatever serves it: every request is
/// checked, then routed. ``ReviewServer`` (the ReviewServer trait) puts it
/// behind a loopback socket; tests call ``respond(to:)`` directly.
///
/// Every request must name the token in its path (`/TOKEN/...`) and this
/// machine's address in its `Host` header (so that a page of another site,
/// with a name that resolves here, cannot read it); every POST (a
/// decision: `changes/N/accept`, `reject`, `undo`, `accept-all`,
/// `reject-all`; and `done`, which closes the review) must also come from
/// the page itself: its `Origin` is the page's, it sends JSON (which a
/// form of another site cannot), and the browser does not call it
/// cross-site. Anything else is refused with 403 and writes nothing.
///
/// A decision can be undone until the review is closed (``close()``):
/// the app keeps what each accept replaced (``ReviewUndo``).
public final class ReviewApp: @unchecked Sendable {
    /// A request, as the server hands it over.
    public struct Request: Sendable {
        public var method: String
        /// The path, without the query.
        public var path: String
        /// Header names in lower case.
        public var headers: [String: String]

        public init(method: String, path: String, headers: [String: String]) {
            self.method = method
            self.path = path
            self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// A response.
    public struct Response: Sendable, Equatable {
        public var status: Int
        public var contentType: String
        public var body: Data

        static func text(_ status: Int, _ text: String) -> Response {
            Response(status: status, contentType: "text/plain; charset=utf-8", body: Data((text + "\n").utf8))
        }
    }

    /// Where a change stands on the page.
    public enum State: Sendable, Equatable {
        case pending, accepted, rejected
        /// Accepting failed: the tool's one line.
        case failed(String)

        var word: String {
            switch self {
            case .pending: "pending"
            case .accepted: "accepted"
            case .rejected: "rejected"
            case .failed: "could not be accepted"
            }
        }
    }

    /// The secret every URL carries: 32 random bytes as hex.
    public let token: String
    let lock = NSLock()
    let tool: ScenarioTool
    let changes: [PendingChange]
    var states: [State]
    /// What undoing each decided change puts back.
    var undos: [ReviewUndo?]
    /// How many decisions were undone.
    var undone = 0
    /// Whether the reviewer closed the review (or the server stopped).
    var closed = false
    private var port: Int = 0
    /// The diff pages of each change, made on first request.
    private var diffFiles: [Int: [String: Data]] = [:]

    /// A review of `changes`, deciding through `tool`, with a new token.
    public init(tool: ScenarioTool, changes: [PendingChange], token: String = ReviewApp.newToken()) {
        self.tool = tool
        self.changes = changes
        self.token = token
        states = changes.map { _ in .pending }
        undos = changes.map { _ in nil }
    }

    /// A token: 32 bytes from the system's secure generator, as hex.
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
    }

    /// Sets the port the page is served on (its `Host` and `Origin`).
    public func listening(on port: Int) {
        lock.withLock { self.port = port }
    }

    /// The one line `review --serve` fails with when it cannot listen on
    /// `port` (0: a free one) of 127.0.0.1, the system's error number
    /// `errno` in words: `127.0.0.1:8080: cannot listen, the port is in use
    /// (errno 98); pass another --port, or none for a free one`.
    public static func cannotListen(port: Int, errno number: Int32) -> String {
        let place = port == 0 ? "127.0.0.1 (a free port)" : "127.0.0.1:\(port)"
        let why: String
        if number == EADDRINUSE {
            why = ", the port is in use"
        } else {
            let text = String(cString: strerror(number))
            why = ": \(text.prefix(1).lowercased())\(text.dropFirst())"
        }
        return "\(place): cannot listen\(why) (errno \(number)); pass another --port, or none for a free one"
    }

    /// The page's address, token included.
    public var url: String {
        lock.withLock { "http://127.0.0.1:\(port)/\(token)/" }
    }

    /// Each change's state, in order.
    public var decisions: [State] {
        lock.withLock { states }
    }

    /// Whether every change is accepted or rejected (one that could not be
    /// accepted stays to decide).
    public var isDone: Bool {
        lock.withLock { tally.isDone }
    }

    /// Whether the reviewer closed the review on the page ("Done, stop the
    /// server"), or ``close()`` was called.
    public var isClosed: Bool {
        lock.withLock { closed }
    }

    /// Where the review stands.
    public var currentTally: ReviewPageTally {
        lock.withLock { tally }
    }

    /// Ends the review: every later decision is refused, and a decision
    /// being written finishes first.
    ///
    /// - Returns: the summary line, as the terminal review ends with.
    @discardableResult
    public func close() -> String {
        lock.withLock {
            closed = true
            return tool.summary(of: tally)
        }
    }

    /// The answer to `request`.
    public func respond(to request: Request) -> Response {
        lock.withLock { unlockedRespond(to: request) }
    }

    private func unlockedRespond(to request: Request) -> Response {
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.headers["host"], hosts.contains(host) else {
            return .text(403, "refused: this review page answers only at http://127.0.0.1:\(port)/ (the URL `scenarios review --serve` printed)")
        }
        let prefix = "/\(token)"
        guard Self.constantTimeHasPrefix(request.path, prefix) else {
            return .text(403, "refused: the URL lacks the review token; open the URL `scenarios review --serve` printed")
        }
        let rest = String(request.path.dropFirst(prefix.count))
        guard rest.isEmpty || rest.hasPrefix("/") else { return .text(404, "not found") }
        // A trailing slash or none names the same page (servers differ in
        // whether they keep it); every link the pages hold is absolute.
        let parts = rest.split(separator: "/").map(String.init)

        switch request.method {
        case "GET", "HEAD":
            return get(parts)
        case "POST":
            if let refusal = Self.crossSiteRefusal(request, origins: hosts.map { "http://\($0)" }) { return .text(403, "refused: \(refusal)") }
            return post(parts)
        default:
            return .text(405, "method not allowed")
        }
    }

    /// Why a POST is not the page's own, or nil.
    static func crossSiteRefusal(_ request: Request, origins: [String]) -> String? {
        guard let origin = request.headers["origin"], origins.contains(origin) else {
            return "a decision must come from the review page itself (its Origin)"
        }
        if let site = request.headers["sec-fetch-site"], site != "same-origin" {
            return "a decision must come from the review page itself (Sec-Fetch-Site: \(site))"
        }
        guard let type = request.headers["content-type"], type.lowercased().hasPrefix("application/json") else {
            return "a decision is sent as JSON by the review page, not as a form"
        }
        return nil
    }

    /// Compares the secret without stopping at the first difference.
    static func constantTimeHasPrefix(_ path: String, _ prefix: String) -> Bool {
        let (a, b) = (Array(path.utf8.prefix(prefix.utf8.count)), Array(prefix.utf8))
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for (x, y) in zip(a, b) { difference |= x ^ y }
        return difference == 0
    }

    private func get(_ parts: [String]) -> Response {
        let html = "text/html; charset=utf-8"
        switch parts {
        case []:
            let page = ReviewPageHTML.index(changes: changes, states: states, token: token, summary: pageSummary)
            return Response(status: 200, contentType: html, body: Data(page.utf8))
        case ["review.js"]:
            return Response(status: 200, contentType: "text/javascript; charset=utf-8", body: Data(ReviewPageHTML.script.utf8))
        case ["review.css"]:
            return Response(status: 200, contentType: "text/css; charset=utf-8", body: Data(ReviewPageHTML.stylesheet.utf8))
        default:
            break
        }
        guard parts.count >= 2, parts[0] == "changes", let index = Int(parts[1]), changes.indices.contains(index) else {
            return .text(404, "not found")
        }
        let change = changes[index]
        switch Array(parts.dropFirst(2)) {
        case []:
            let page = ReviewPageHTML.change(
                change, index: index, states: states, count: changes.count, token: token, diffPage: diffPagePath(index), summary: pageSummary)
            return Response(status: 200, contentType: html, body: Data(page.utf8))
        case ["before.html"], ["after.html"]:
            let recording = parts[2] == "before.html" ? change.golden : change.recording
            guard let recording else { return .text(404, "no such side") }
            let side = parts[2] == "before.html" ? "golden" : change.runName
            let page = ScenarioPlayerHTML.render(
                title: "\(change.scenario) · \(side)", description: recording.title, recording: recording,
                animationMilliseconds: change.animationMilliseconds)
            return Response(status: 200, contentType: html, body: Data(page.utf8))
        case let rest where rest.first == "files" && rest.count > 1:
            let path = rest.dropFirst().joined(separator: "/")
            guard let data = diffFiles(index)[path] else { return .text(404, "not found") }
            return Response(status: 200, contentType: path.hasSuffix(".svg") ? "image/svg+xml" : html, body: data)
        default:
            return .text(404, "not found")
        }
    }

    /// The diff page of change `index` and its pictures: the page
    /// `diff --html` writes, golden against the run.
    private func diffFiles(_ index: Int) -> [String: Data] {
        if let files = diffFiles[index] { return files }
        let change = changes[index]
        let comparison = ScenarioComparison(
            scenario: change.scenario,
            first: change.golden.map { ComparedRun(run: "golden:\(change.scenario)", recording: $0, animationMilliseconds: change.animationMilliseconds) },
            second: change.recording.map { ComparedRun(run: Self.runNumber(change.origin), recording: $0, animationMilliseconds: change.animationMilliseconds) })
        // Its link back leads to the review's list, in the whole window
        // (the page is shown in a frame).
        let back = DiffPages.BackLink(href: "/\(token)/", text: "← all pending changes", opensWindow: true)
        let files = DiffPages.page(for: comparison, first: "golden", second: change.runName, back: back)
        diffFiles[index] = files
        return files
    }

    /// How the diff page names the run: `12`, or `12 on CI`.
    private static func runNumber(_ origin: PendingChange.Origin) -> String {
        switch origin {
        case .run(let run): "\(run.rawValue)"
        case .artifact(_, let run): "\(run) on CI"
        case .none: "-"
        }
    }

    /// Where the change's diff page is among its files.
    private func diffPagePath(_ index: Int) -> String {
        diffFiles(index).keys.first { $0.hasSuffix(".html") && !$0.contains("/") } ?? ""
    }
}
