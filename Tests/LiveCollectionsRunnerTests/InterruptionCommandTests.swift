import Foundation
import GRDB
import LiveCollectionsScenarios
import LiveCollectionsStore
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A recording process killed at any moment, or two recording at once, leave
/// a readable database with whole runs only.
@Suite("scenarios run interrupted or concurrent")
struct InterruptionCommandTests {
    /// Copies of the scenario files under new names, so that one `run` takes
    /// long enough to be killed in the middle (a replay takes milliseconds).
    private static let copies = 5

    /// A workspace whose Scenarios directory holds the 15 scenarios and
    /// `copies` more copies of each (`101-…`, `201-…`, …).
    private static func longWorkspace() throws -> Workspace {
        let workspace = try Workspace()
        let directory = workspace.url("Scenarios")
        let originals = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.first?.isNumber == true && $0.hasSuffix(".json") }
        for copy in 1...copies {
            for name in originals {
                try FileManager.default.copyItem(at: directory.appendingPathComponent(name), to: directory.appendingPathComponent("\(copy)\(name)"))
            }
        }
        return workspace
    }

    /// The number of steps of every scenario in the workspace, by name.
    private static func stepCounts(in workspace: Workspace) throws -> [String: Int] {
        let scenarios = try ScenarioLoader.loadAll(in: workspace.url("Scenarios"), displayDirectory: "Scenarios")
        return Dictionary(uniqueKeysWithValues: scenarios.map { ($0.name, $0.steps.count) })
    }

    /// Checks that the database at `path` is sound and holds whole runs only;
    /// returns its runs with their recordings.
    private static func checkWholeRuns(at path: String, stepCounts: [String: Int], _ context: String) throws -> [(RunSummary, ScenarioRecording)] {
        let store = try ScenarioStore(path: path, mode: .mustExist)
        let integrity = try store.database.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        #expect(integrity == ["ok"], "\(context)")
        let foreignKeys = try store.database.read { db in try Row.fetchAll(db, sql: "PRAGMA foreign_key_check") }
        #expect(foreignKeys.isEmpty, "\(context)")
        let runs = try store.runs()
        var result: [(RunSummary, ScenarioRecording)] = []
        for run in runs {
            let recording = try store.recording(of: run.id)
            let expected = try #require(stepCounts[run.scenario], "\(context): run \(run.id) of an unknown scenario \(run.scenario)")
            #expect(recording.steps.count == expected + 1, "\(context): run \(run.id) of \(run.scenario) has \(recording.steps.count) records, not the setup and \(expected) steps")
            #expect(recording.steps.first?.index == StepRecord.setupIndex, "\(context): run \(run.id)")
            #expect(recording.steps.dropFirst().map(\.index) == Array(0..<expected), "\(context): run \(run.id)")
            #expect(!recording.finalState.isEmpty, "\(context): run \(run.id) has no final state")
            #expect(recording.outcome == .passed, "\(context): run \(run.id)")
            result.append((run, recording))
        }
        return result
    }

    @Test func aRunKilledAtAnyMomentLeavesOnlyWholeRuns() throws {
        let workspace = try Self.longWorkspace()
        let steps = try Self.stepCounts(in: workspace)
        let scenarioCount = steps.count
        #expect(scenarioCount == 15 * (Self.copies + 1))

        let base = workspace.url("base.sqlite").path
        let earlier = try workspace.run("run", "--label", "earlier", "--database", "base.sqlite", "01", "07", "12")
        #expect(earlier.status == 0, "\(earlier.error)")
        let baseline = try Self.checkWholeRuns(at: base, stepCounts: steps, "before")
        #expect(baseline.count == 3)
        #expect(!FileManager.default.fileExists(atPath: base + "-wal"), "a finished run leaves no journal to copy")

        // How long a whole run takes here, so that the kills spread over it.
        let start = Date()
        let whole = try workspace.run("run", "--database", "whole.sqlite")
        let duration = Int(Date().timeIntervalSince(start) * 1000)
        #expect(whole.status == 0, "\(whole.error)")
        #expect(try Self.checkWholeRuns(at: workspace.url("whole.sqlite").path, stepCounts: steps, "uninterrupted").count == scenarioCount)

        // Ten kills from 5 ms to the end of a run (at least 300 ms), then, if
        // none of them landed between the first and the last run, up to ten
        // more in the middle of the run.
        let end = max(duration, 300)
        var delays = (0..<10).map { 5 + (end - 5) * $0 / 9 }
        var killed = 0
        var killedMidway = 0
        var attempt = 0
        while attempt < delays.count {
            let delay = delays[attempt]
            let name = "attempt-\(attempt).sqlite"
            let path = workspace.url(name).path
            try FileManager.default.copyItem(atPath: base, toPath: path)
            let context = "attempt \(attempt), killed after \(delay) ms (a whole run takes \(duration) ms)"

            let process = try ToolProcess.start(["run", "--label", "interrupted", "--database", name], in: workspace.directory)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(delay) * 1000)
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            let wasKilled = process.terminationReason == .uncaughtSignal
            if wasKilled {
                #expect(process.terminationStatus == SIGKILL, "\(context)")
                killed += 1
            } else {
                #expect(process.terminationStatus == 0, "\(context): the run finished on its own")
            }

            let runs = try Self.checkWholeRuns(at: path, stepCounts: steps, context)
            #expect(runs.prefix(3).map(\.0) == baseline.map(\.0), "\(context): the earlier runs are intact")
            #expect(runs.prefix(3).map(\.1) == baseline.map(\.1), "\(context): the earlier recordings are intact")
            let new = runs.dropFirst(3)
            #expect(new.allSatisfy { $0.0.label == "interrupted" }, "\(context)")
            #expect(new.count <= scenarioCount, "\(context)")
            if !wasKilled {
                #expect(new.count == scenarioCount, "\(context): a finished run recorded every scenario")
            } else if !new.isEmpty, new.count < scenarioCount {
                killedMidway += 1
            }

            // The database takes new runs after the interruption.
            let after = try workspace.run("run", "--label", "after", "--database", name, "02")
            #expect(after.status == 0, "\(context): \(after.error)")
            let final = try Self.checkWholeRuns(at: path, stepCounts: steps, "\(context), then run again")
            #expect(final.count == runs.count + 1, "\(context)")
            #expect(final.last?.0.label == "after", "\(context)")

            attempt += 1
            if attempt == delays.count, killedMidway == 0, delays.count < 20 {
                delays += (0..<10).map { end / 3 + end * $0 / 15 }
            }
        }
        #expect(killed > 0, "at least one attempt killed the tool before it finished")
        #expect(killedMidway > 0, "at least one kill landed after some runs were stored and before the last")
    }

    @Test func twoProcessesRecordingIntoANewDatabaseAtOnceBothSucceed() throws {
        let workspace = try Workspace()
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var byLabel: [String: Result<ToolProcess.Result, any Error>] = [:]
        }
        let results = Results()
        let labels = ["A", "B"]
        let directory = workspace.directory
        DispatchQueue.concurrentPerform(iterations: labels.count) { index in
            let label = labels[index]
            let result = Result { try ToolProcess.run(["run", "--label", label, "--database", "shared/runs.sqlite"], in: directory) }
            results.lock.withLock { results.byLabel[label] = result }
        }

        for label in labels {
            let result = try #require(results.byLabel[label]).get()
            #expect(result.status == 0, "\(label): \(result.error)")
            #expect(result.outputLines.last == "15 runs recorded labelled \(label) in shared/runs.sqlite: 15 passed, 0 failed")
        }
        let steps = try Self.stepCounts(in: workspace)
        let runs = try Self.checkWholeRuns(at: workspace.url("shared/runs.sqlite").path, stepCounts: steps, "two at once")
        #expect(runs.count == 30)
        for label in labels {
            let labelled = runs.filter { $0.0.label == label }.map(\.0.scenario)
            #expect(labelled.count == 15, "\(label)")
            #expect(Set(labelled) == Set(steps.keys), "\(label): one run of every scenario")
        }
        #expect(Set(runs.map(\.0.id)).count == 30, "every run has its own id")
    }

    @Test func fourRecordersIntoOneGoldensFileWaitTheirTurn() throws {
        let workspace = try Workspace()
        let goldens = workspace.url("Scenarios/goldens.sqlite").path
        let count = try ScenarioStore(path: goldens, mode: .readOnly).goldens().count
        try FileManager.default.removeItem(atPath: goldens)
        try FileManager.default.removeItem(at: workspace.url("Scenarios/goldens"))
        #expect(try workspace.run("run", "01").status == 0)
        // Another writer busy for longer than a lock was once waited for
        // (5 s): it holds the working file's write lock while the four start.
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let busy = try DatabaseQueue(path: workspace.url(".scenario-runs/runs.sqlite").path, configuration: configuration)
        try busy.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }

        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var byIndex: [Int: Result<ToolProcess.Result, any Error>] = [:]
        }
        let results = Results()
        let directory = workspace.directory
        let group = DispatchGroup()
        let started = Date()
        for index in 0..<4 {
            DispatchQueue.global().async(group: group) {
                let result = Result { try ToolProcess.run(["verify", "--record", "missing"], in: directory) }
                results.lock.withLock { results.byIndex[index] = result }
            }
        }
        Thread.sleep(forTimeInterval: 8)
        try busy.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        group.wait()
        print("four recorders: done \(String(format: "%.1f", Date().timeIntervalSince(started))) s after they started, the lock released after 8 s")

        for index in 0..<4 {
            let result = try #require(results.lock.withLock { results.byIndex[index] }).get()
            // A recorder that records a golden exits 1 (look at it, then verify again).
            #expect(result.status == 0 || result.status == 1, "recorder \(index): \(result.status) \(result.error)")
            #expect(!result.error.contains("error:"), "recorder \(index): \(result.error)")
            #expect(result.outputLines.last?.hasPrefix("\(count) scenarios: ") == true, "recorder \(index): \(result.output)")
        }
        let store = try ScenarioStore(path: goldens, mode: .readOnly)
        #expect(try store.goldens().count == count)
        #expect(try store.runs().count == count, "one run per golden")
        let again = try workspace.run("verify", "--record", "never")
        #expect(again.status == 0, "\(again.output)\(again.error)")
    }
}
