#if ReviewServer
import Dispatch
import FlyingFox
import Foundation
import LiveCollectionsRunner

/// `scenarios review --serve`: the review page (``ReviewApp``) on
/// 127.0.0.1 only, through FlyingFox, until every change is decided or
/// the process is interrupted (what was decided is written at once, so
/// Ctrl-C keeps it).
public enum ReviewServer {
    /// Serves the review of the changes pending in `source` on `port` (0:
    /// a free one), printing the page's URL with its token.
    ///
    /// - Returns: whether every change was decided.
    public static func serve(_ tool: ScenarioTool, from source: ReviewSource, port: Int) throws(CommandFailure) -> Bool {
        let console = Console.standard()
        let changes = try tool.pendingChanges(from: source)
        guard !changes.isEmpty else {
            console.line("no pending changes: nothing to review")
            return true
        }
        let app = ReviewApp(tool: tool, changes: changes)
        let address: sockaddr_in
        do {
            address = try .inet(ip4: "127.0.0.1", port: UInt16(port))
        } catch {
            throw CommandFailure("127.0.0.1:\(port): not an address to listen on (\(error))")
        }
        let server = HTTPServer(address: address, timeout: 30, logger: .disabled)
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        Task {
            await server.appendRoute("*") { request in
                let response = app.respond(to: ReviewApp.Request(
                    method: request.method.rawValue, path: request.path,
                    headers: Dictionary(request.headers.map { ($0.key.rawValue, $0.value) }, uniquingKeysWith: { first, _ in first })))
                if app.isDone {
                    // Answer this last decision, then stop.
                    Task {
                        try? await Task.sleep(for: .milliseconds(300))
                        await server.stop(timeout: 1)
                    }
                }
                var headers = HTTPHeaders()
                headers[.contentType] = response.contentType
                headers[HTTPHeader("Cache-Control")] = "no-store"
                headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
                headers[HTTPHeader("Referrer-Policy")] = "no-referrer"
                headers[HTTPHeader("Content-Security-Policy")] =
                    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; frame-ancestors 'self'; form-action 'none'"
                return HTTPResponse(statusCode: HTTPStatusCode(response.status, phrase: phrase(response.status)), headers: headers, body: response.body)
            }
            do {
                // The server runs until stopped; beside it, the URL is
                // printed once it listens. A server that cannot listen
                // (the port taken) fails at once, ending the other task.
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask { try await server.run() }
                    group.addTask {
                        try await server.waitUntilListening(timeout: 10)
                        guard case .ip4(_, let bound)? = await server.listeningAddress else {
                            throw CommandFailure("listening, but on no IPv4 address")
                        }
                        app.listening(on: Int(bound))
                        console.line("review page: \(app.url)")
                        console.line("  \(changes.count) pending change\(changes.count == 1 ? "" : "s"); Accept and Reject there do what `review`'s a and r keys do. Served on this machine only; the token in the URL is the key. Ctrl-C stops.")
                    }
                    // The first error ends the group, cancelling the other task.
                    while try await group.next() != nil {}
                }
            } catch {
                outcome.set(error)
            }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.error, !app.isDone {
            throw CommandFailure("127.0.0.1:\(port == 0 ? "a free port" : String(port)): cannot serve the review page (\(error)); pass another --port, or none for a free one")
        }
        let states = app.decisions
        let accepted = states.filter { $0 == .accepted }.count
        let rejected = states.filter { $0 == .rejected }.count
        console.line("review page closed: \(accepted) accepted, \(rejected) rejected, \(states.count - accepted - rejected) not decided"
            + (accepted > 0 ? "; commit the goldens" : ""))
        return true
    }

    private static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 422: "Unprocessable Content"
        default: "Status"
        }
    }

    /// The error the server stopped with, if any.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (any Error)?
        func set(_ error: any Error) { lock.withLock { stored = error } }
        var error: (any Error)? { lock.withLock { stored } }
    }
}
#endif
