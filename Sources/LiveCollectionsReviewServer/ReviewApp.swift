import Foundation
import LiveCollectionsDocs
import LiveCollectionsRunner

/// What the review page answers, whatever serves it: every request is
/// checked, then routed. ``ReviewServer`` (the ReviewServer trait) puts it
/// behind a loopback socket; tests call ``respond(to:)`` directly.
///
/// Every request must name the token in its path (`/TOKEN/...`) and this
/// machine's address in its `Host` header (so that a page of another site,
/// with a name that resolves here, cannot read it); a request that
/// decides (`POST .../accept`, `.../reject`) must also come from the page
/// itself: its `Origin` is the page's, it sends JSON (which a form of
/// another site cannot), and the browser does not call it cross-site.
/// Anything else is refused with 403 and writes nothing.
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
    private let lock = NSLock()
    private let tool: ScenarioTool
    private let changes: [PendingChange]
    private var states: [State]
    private var port: Int = 0
    /// The diff pages of each change, made on first request.
    private var diffFiles: [Int: [String: Data]] = [:]

    /// A review of `changes`, deciding through `tool`, with a new token.
    public init(tool: ScenarioTool, changes: [PendingChange], token: String = ReviewApp.newToken()) {
        self.tool = tool
        self.changes = changes
        self.token = token
        states = changes.map { _ in .pending }
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
        lock.withLock { states.allSatisfy { $0 == .accepted || $0 == .rejected } }
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
            guard parts.count == 3, parts[0] == "changes", let index = Int(parts[1]), changes.indices.contains(index),
                  ["accept", "reject"].contains(parts[2]) else {
                return .text(404, "not found")
            }
            return decide(index, accept: parts[2] == "accept")
        default:
            return .text(405, "method not allowed")
        }
    }

    /// Why a deciding request is not the page's own, or nil.
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
            return Response(status: 200, contentType: html, body: Data(ReviewPageHTML.index(changes: changes, states: states, token: token).utf8))
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
            let page = ReviewPageHTML.change(change, index: index, state: states[index], count: changes.count, token: token, diffPage: diffPagePath(index))
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
        let files = DiffPages.page(for: comparison, first: "golden", second: change.runName)
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

    private func decide(_ index: Int, accept: Bool) -> Response {
        let change = changes[index]
        switch states[index] {
        case .accepted, .rejected:
            return json(409, index, message: "\(change.scenario) is \(states[index].word) already")
        case .pending, .failed:
            break
        }
        do {
            if accept {
                try tool.accept(change)
                states[index] = .accepted
            } else {
                try tool.reject(change)
                states[index] = .rejected
            }
        } catch {
            states[index] = .failed(error.message)
            return json(422, index, message: error.message)
        }
        return json(200, index, message: "\(change.scenario): \(states[index].word)")
    }

    private func json(_ status: Int, _ index: Int, message: String) -> Response {
        let remaining = states.filter { $0 != .accepted && $0 != .rejected }.count
        let object: [String: Any] = [
            "scenario": changes[index].scenario, "state": states[index].word, "message": message,
            "remaining": remaining, "done": remaining == 0,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return Response(status: status, contentType: "application/json", body: data)
    }
}
