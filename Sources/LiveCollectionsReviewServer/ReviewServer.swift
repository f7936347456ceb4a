#if ReviewServer
import FlyingFox
import FlyingSocks
import Foundation
import LiveCollectionsRunner

/// `scenarios review --serve`: the review page (``ReviewApp``) on
/// 127.0.0.1 only, through FlyingFox, until the reviewer closes it on the
/// page ("Done, stop the server") or the process is interrupted (Ctrl-C,
/// SIGTERM, a closed terminal: ``Interruption``). Every decision is
/// written when it is taken, so either way what was decided is kept; the
/// last line is the review's summary.
public enum ReviewServer {
    /// How a review on the page ended.
    public enum Ending: Sendable, Equatable {
        /// Nothing was pending, or the reviewer closed the review.
        case closed
        /// An interrupting signal stopped the server (``Interruption``):
        /// exit with ``Interruption/exitStatus``.
        case interrupted
    }

    /// Serves the review of the changes pending in `source` on `port` (0:
    /// a free one), printing the page's URL with its token, then the
    /// summary when it ends.
    ///
    /// - Throws: ``CommandFailure`` when nothing can be reviewed, or the
    ///   port cannot be listened on (one line: ``ReviewApp/cannotListen(port:errno:)``).
    public static func serve(_ tool: ScenarioTool, from source: ReviewSource, port: Int) throws(CommandFailure) -> Ending {
        let console = ScenarioConsole.standard()
        let changes = try tool.pendingChanges(from: source)
        guard !changes.isEmpty else {
            console.line("no pending changes: nothing to review")
            return .closed
        }
        // From here a signal stops the server instead of the process, so
        // that a decision being written finishes and the summary is printed.
        Interruption.install()
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
                // printed once it listens, and a watch stops the server
                // when the review is closed or a signal arrives. A server
                // that cannot listen (the port taken) fails at once,
                // ending the other tasks.
                try await withThrowingTaskGroup(of: Bool.self) { group in
                    group.addTask {
                        try await server.run()
                        return true
                    }
                    group.addTask {
                        try await server.waitUntilListening(timeout: 10)
                        guard case .ip4(_, let bound)? = await server.listeningAddress else {
                            throw CommandFailure("listening, but on no IPv4 address")
                        }
                        app.listening(on: Int(bound))
                        console.line("review page: \(app.url)")
                        console.line("  \(changes.count) pending change\(changes.count == 1 ? "" : "s"); Accept, Reject and Undo there, or the keys j/k/a/r/u. "
                            + "Served on this machine only; the token in the URL is the key. \"Done, stop the server\" on the page, or Ctrl-C, ends the review.")
                        return false
                    }
                    group.addTask {
                        await watch(server, app: app, outcome: outcome)
                        return false
                    }
                    // The server's end ends the watch; the first error ends the group.
                    while let serverEnded = try await group.next() {
                        if serverEnded { group.cancelAll() }
                    }
                }
            } catch {
                outcome.set(error)
            }
            finished.signal()
        }
        finished.wait()
        let summary = app.close()
        if let error = outcome.error, !outcome.isStopping {
            if let socketError = error as? SocketError, case .failed(_, let number, _) = socketError {
                throw CommandFailure(ReviewApp.cannotListen(port: port, errno: number))
            }
            throw CommandFailure("127.0.0.1:\(port == 0 ? "a free port" : String(port)): cannot serve the review page (\(error)); pass another --port, or none for a free one")
        }
        console.line(summary)
        return Interruption.isRequested ? .interrupted : .closed
    }

    /// Stops `server` once the review is closed on the page (after a moment,
    /// so that the page receives its answer) or a signal arrives; until
    /// cancelled, it stops it again (a stop before the server started does
    /// nothing).
    private static func watch(_ server: HTTPServer, app: ReviewApp, outcome: Outcome) async {
        while !Task.isCancelled {
            let interrupted = Interruption.isRequested
            if interrupted || app.isClosed {
                if !interrupted, !outcome.isStopping { try? await Task.sleep(for: .milliseconds(200)) }
                outcome.stopping()
                await server.stop(timeout: 1)
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
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

    /// The error the server stopped with, if any, and whether it was
    /// stopped on purpose.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: (any Error)?
        private var stopped = false
        func set(_ error: any Error) { lock.withLock { stored = error } }
        var error: (any Error)? { lock.withLock { stored } }
        func stopping() { lock.withLock { stopped = true } }
        var isStopping: Bool { lock.withLock { stopped } }
    }
}
#endif
