import Foundation
import LiveCollectionsScenarios
import LiveCollectionsStore
import LiveCollectionsTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A PostgreSQL server that restarts or stops while `verify` records into
/// it: the tool exits 1 within the deadline, with one line naming the
/// server and what to do, and leaves no partial run. Each test starts its
/// own throwaway cluster (`scripts/postgres-test-server.sh` with a state
/// folder and port of its own), so restarting it disturbs no other test.
///
/// Runs in a build with the `PostgreSQL` trait where PostgreSQL is
/// installed (`initdb`); on CI (``ExternalTool/isCI(_:)``) always, so that
/// a missing PostgreSQL fails instead of skipping.
@Suite("a PostgreSQL server lost in the middle of a run", .serialized)
struct PostgresOutageCommandTests {
    /// What happens to the server once the tool is under way.
    enum Outage: String, CaseIterable, CustomTestStringConvertible, Sendable {
        /// `pg_ctl restart -m fast`: the server is back a moment later.
        case restart
        /// `pg_ctl stop -m fast`: the server stays down.
        case halt

        var testDescription: String { rawValue }
    }

    /// Whether these tests run: with the trait, and PostgreSQL installed or on CI.
    static var serverAvailable: Bool {
        guard RunStoreLocation.supportsPostgreSQL else { return false }
        return ExternalTool.isCI() || ExternalTool.path("initdb") != nil || !debianServers.isEmpty
    }

    /// Debian's PostgreSQL installations (`/usr/lib/postgresql/VERSION/bin/initdb`).
    static var debianServers: [String] {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        return versions.map { "/usr/lib/postgresql/\($0)/bin/initdb" }.filter { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// How long one call to the server may take in these runs (the tool's
    /// default is 30 s): a hang shows as a run that outlives it.
    static let deadline = 10

    @Test(.enabled(if: serverAvailable, "a build with the PostgreSQL trait, and PostgreSQL installed (initdb)"), arguments: Outage.allCases)
    func aServerLostMidRunEndsTheToolInOneLineAndStoresNoPartialRun(outage: Outage) throws {
        let cluster = try TestCluster()
        let workspace = try Self.longWorkspace()
        let steps = try Self.stepCounts(in: workspace)
        let label = "outage-\(outage.rawValue)"

        let process = try ToolProcess.start(
            ["verify", "--record", "never", "--database", cluster.url, "--label", label], in: workspace.directory,
            environment: ["SCENARIOS_DATABASE_TIMEOUT": "\(Self.deadline)"])
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        _ = LineCollector(output.fileHandleForReading)
        let errorLines = LineCollector(errors.fileHandleForReading)
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // Under way: a few runs stored, most of them still to come.
        let underWay = errorLines.waitForLine(timeout: 120) { $0.hasPrefix("[5/") }
        try #require(underWay, "verify did not get under way: \(errorLines.text)")
        let lost = Date()
        try cluster.control(outage == .restart ? "restart" : "halt")

        // A watchdog: a tool that waits forever is killed, and fails below.
        let limit = Double(Self.deadline) * 3 + 30
        let exited = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            process.waitUntilExit()
            exited.signal()
        }
        let finished = exited.wait(timeout: .now() + limit) == .success
        let seconds = Date().timeIntervalSince(lost)
        if !finished { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let lines = errorLines.finish().filter { !$0.hasPrefix("[") && !$0.hasPrefix("  ") }
        print("server \(outage.rawValue) mid-run: exit \(process.terminationStatus) \(String(format: "%.1f", seconds)) s after it, printing \(lines)")

        #expect(finished, "still running \(Int(limit)) s after the server's \(outage.rawValue)")
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
        #expect(lines.count == 1, "\(lines)")
        let line = try #require(lines.first)
        #expect(line.hasPrefix("error: \(cluster.url): "), "\(line)")  // no password in it to hide
        #expect(line.hasSuffix("check that the server is up, then run the command again"), "\(line)")
        #expect(!line.contains("PSQLError") && !line.contains("Generic description"), "postgres-nio's placeholder text: \(line)")
        #expect(seconds < Double(Self.deadline) * 2 + 5, "took \(seconds) s")

        // Every run stored is whole: the server up again, each reads back
        // with all its steps.
        if outage == .halt { try cluster.control("resume") }
        let store = try RunStoreLocation(cluster.url).open(mode: .readOnly)
        let runs = try store.runs(scenario: nil, label: label)
        #expect(runs.count < steps.count, "the outage came after the last run")
        for run in runs {
            let recording = try store.recording(of: run.id)
            #expect(recording.steps.count == (steps[run.scenario] ?? -1) + 1, "run \(run.id) of \(run.scenario) is not whole")
            #expect(!recording.finalState.isEmpty, "run \(run.id) has no final state")
        }
    }

    /// A workspace whose Scenarios directory holds the 15 scenarios and five
    /// copies of each under other names (`101-…`, …), so that `verify`
    /// stores runs for a few seconds.
    static func longWorkspace() throws -> Workspace {
        let workspace = try Workspace()
        let directory = workspace.url("Scenarios")
        let originals = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.first?.isNumber == true && $0.hasSuffix(".json") }
        for copy in 1...5 {
            for name in originals {
                try FileManager.default.copyItem(at: directory.appendingPathComponent(name), to: directory.appendingPathComponent("\(copy)\(name)"))
            }
        }
        return workspace
    }

    /// The number of steps of every scenario in the workspace, by name.
    static func stepCounts(in workspace: Workspace) throws -> [String: Int] {
        let scenarios = try ScenarioLoader.loadAll(in: workspace.url("Scenarios"), displayDirectory: "Scenarios")
        return Dictionary(uniqueKeysWithValues: scenarios.map { ($0.name, $0.steps.count) })
    }
}

/// A throwaway PostgreSQL cluster of this test alone: the repository's
/// `scripts/postgres-test-server.sh` with its own state folder and a port
/// from 55432 on; stopped and removed on deinit.
final class TestCluster {
    let folder: TemporaryFolder
    var state: URL { folder.url }
    /// The database's URL.
    let url: String

    init() throws {
        let folder = try TemporaryFolder("pg")
        self.folder = folder
        // The server runs as the postgres user when the tests run as root.
        _ = chmod(folder.path, 0o755)
        let (status, output) = try Self.run("start", state: folder.url)
        guard status == 0, let url = output.split(separator: "\n").last.map(String.init), url.hasPrefix("postgres://") else {
            // No deinit for a cluster that failed to start: what started is stopped here.
            _ = try? Self.run("stop", state: folder.url)
            throw SetupError(description: "postgres-test-server.sh start: \(output)")
        }
        self.url = url
    }

    /// Stopped here; its folder is removed after, with the stored properties.
    deinit {
        _ = try? Self.run("stop", state: state)
    }

    /// Runs `postgres-test-server.sh command` for this cluster.
    func control(_ command: String) throws {
        let (status, output) = try Self.run(command, state: state)
        guard status == 0 else { throw SetupError(description: "postgres-test-server.sh \(command): \(output)") }
    }

    /// Run through `system(3)`, its output to a file: the server it starts
    /// inherits what a `Process` hands its child (an output pipe, and the
    /// descriptor Foundation watches to see it end), so waiting on one
    /// would never end.
    private static func run(_ command: String, state: URL) throws -> (status: Int32, output: String) {
        let script = Workspace.repositoryScenarios.deletingLastPathComponent().appendingPathComponent("scripts/postgres-test-server.sh").path
        let log = state.appendingPathComponent("\(command).log").path
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let line = "POSTGRES_TEST_STATE=\(quoted(state.appendingPathComponent("cluster").path)) POSTGRES_TEST_PORT=55432 "
            + "/bin/bash \(quoted(script)) \(command) >\(quoted(log)) 2>&1 </dev/null"
        let status = system(line)
        return (status, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    struct SetupError: Error, CustomStringConvertible {
        let description: String
    }
}

/// The lines a process writes to a pipe, collected as they come.
final class LineCollector: @unchecked Sendable {
    private let condition = NSCondition()
    private var buffer = Data()
    private var ended = false

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            while true {
                let chunk = handle.availableData
                self.condition.lock()
                if chunk.isEmpty { self.ended = true } else { self.buffer.append(chunk) }
                self.condition.broadcast()
                self.condition.unlock()
                if chunk.isEmpty { return }
            }
        }
    }

    /// The text so far.
    var text: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: buffer, as: UTF8.self)
    }

    private var lines: [String] {
        String(decoding: buffer, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Waits until a line matches `match` (true), the pipe ends or `timeout` seconds pass (false).
    func waitForLine(timeout: TimeInterval, _ match: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if lines.contains(where: match) { return true }
            if ended || !condition.wait(until: deadline) { return lines.contains(where: match) }
        }
    }

    /// Waits for the pipe to end, at most `timeout` seconds (a server
    /// started meanwhile may hold a copy of its end); every line so far.
    func finish(timeout: TimeInterval = 10) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !ended, condition.wait(until: deadline) {}
        return lines
    }
}
