import Foundation
import LiveCollectionsStore
import LiveCollectionsTestSupport
import Testing

/// A CI matrix as a team runs it: each shard verifies its part under one
/// label, `report` merges them; offline runners `push` their runs.
@Suite("sharded verify, report and push")
struct ShardedVerifyCommandTests {
    @Test func theShardsOfALabelMergeIntoOneReport() throws {
        let workspace = try Workspace()
        let all = try workspace.run("list").outputLines.count
        var verified = 0
        for index in 1...3 {
            let shard = try workspace.run("verify", "--record", "never", "--label", "ci-42", "--shard", "\(index)/3", "--junit", "junit.xml")
            #expect(shard.status == 0, "\(shard.error)")
            let summary = try #require(shard.outputLines.last)
            #expect(summary.hasPrefix("shard \(index)/3: "), "\(summary)")
            verified += Int(summary.split(separator: " ")[2]) ?? 0
            #expect(FileManager.default.fileExists(atPath: workspace.url("junit-shard-\(index)-of-3.xml").path))
        }
        let report = try workspace.run("report", "--label", "ci-42")
        #expect(report.status == 0, "\(report.output)\(report.error)")
        let last = try #require(report.outputLines.last)
        #expect(last == "label ci-42: \(verified) scenarios: \(verified) passed, 0 failed, 0 without a run")
        #expect(all > verified)  // `list` prints a header and a summary too
    }

    @Test func aShardThatDidNotRecordFailsTheReportOneLinePerScenario() throws {
        let workspace = try Workspace()
        let first = try workspace.run("verify", "--record", "never", "--label", "ci-43", "--shard", "1/2")
        #expect(first.status == 0)
        let report = try workspace.run("report", "--label", "ci-43")
        #expect(report.status == 1)
        let missing = report.outputLines.filter { $0.contains(": no run labelled ci-43 in ") }
        #expect(!missing.isEmpty)
        let second = try workspace.run("run", "--label", "ci-43", "--shard", "2/2")
        #expect(second.status == 0)
        let summary = try #require(second.outputLines.last)
        #expect(summary.hasPrefix("shard 2/2: \(missing.count) runs recorded labelled ci-43 in "), "\(summary)")
        #expect(try workspace.run("report", "--label", "ci-43").status == 0)
    }

    @Test func anUnknownLabelAndABadShardAreOneLineEach() throws {
        let workspace = try Workspace()
        _ = try workspace.run("run", "--label", "known", "01")
        let report = try workspace.run("report", "--label", "nope")
        #expect(report.status == 1)
        #expect(report.errorLines == [
            "error: .scenario-runs/runs.sqlite: no run labelled \"nope\" (labels here: known)",
        ])
        let shard = try workspace.run("verify", "--shard", "3/2")
        #expect(shard.status != 0)
        #expect(shard.errorLines.first == "Error: The value '3/2' is invalid for '--shard <i/n>': 3/2: the shard must be from 1 to 2, such as 1/2")
    }

    @Test func pushingTwiceStoresOnce() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "--label", "offline", "01", "02").status == 0)
        let first = try workspace.run("push", "--to", "shared.sqlite")
        #expect(first.status == 0, "\(first.error)")
        #expect(first.outputLines.last == "pushed 2 runs from .scenario-runs/runs.sqlite to shared.sqlite: 2 new, 0 already there")
        let again = try workspace.run("push", "--to", "shared.sqlite")
        #expect(again.outputLines.last == "pushed 2 runs from .scenario-runs/runs.sqlite to shared.sqlite: 0 new, 2 already there")
        let shared = try ScenarioStore(path: workspace.url("shared.sqlite").path, mode: .readOnly)
        #expect(try shared.runs().count == 2)
        #expect(try shared.runs(label: "offline").map(\.scenario).count == 2)
    }

    @Test func aFailedRunOfTwoConcurrentFleetsFailsTheReportThoughANewerOnePassed() throws {
        try Self.twoFleetsShareALabel(database: nil, label: "shared")
    }

    @Test(.enabled(if: postgresTested, "a build with the PostgreSQL trait and SCENARIOS_TEST_POSTGRES_URL"))
    func aFailedRunOfTwoConcurrentFleetsFailsTheReportFromPostgreSQL() throws {
        let url = try #require(Self.postgresURL, "SCENARIOS_TEST_POSTGRES_URL is not set: start a server with `scripts/postgres-test-server.sh start`")
        try Self.twoFleetsShareALabel(database: url, label: "shared-\(UUID().uuidString.prefix(8))")
    }

    /// Two fleets (checkouts) verify at once under `label` into `database`
    /// (nil: an SQLite file in the first fleet's folder, by its absolute path);
    /// in one, scenario 01 changed. The other then verifies 01 again (a
    /// job run again), so the failed run is not the newest: `report` still
    /// fails, naming it, unless asked for the newest runs only.
    static func twoFleetsShareALabel(database: String?, label: String) throws {
        let (good, changed) = (try Workspace(), try Workspace())
        let database = database ?? good.url("shared.sqlite").path
        let name = "01-collection-view-single-section"
        try changed.edit(name, replacing: #""append": [11, 12]"#, with: #""append": [11, 14]"#)
        let results = FleetResults()
        let folders = [good.directory, changed.directory]
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let result = Result { try ToolProcess.run(["verify", "--record", "never", "--database", database, "--label", label], in: folders[index]) }
            results.lock.withLock { results.byFleet[index] = result }
        }
        let goodRun = try #require(results.byFleet[0]).get()
        let changedRun = try #require(results.byFleet[1]).get()
        #expect(goodRun.status == 0, "\(goodRun.output)\(goodRun.error)")
        #expect(changedRun.status == 1, "\(changedRun.output)\(changedRun.error)")
        let replay = try #require(changedRun.outputLines.first { $0.hasPrefix("  this replay: ") }, "\(changedRun.output)")
        let failed = try #require(replay.split(separator: " ").dropFirst(2).first.map(String.init))
        let again = try good.run("verify", "--record", "never", "--database", database, "--label", label, "01")
        #expect(again.status == 0, "\(again.output)\(again.error)")

        let report = try good.run("report", "--database", database, "--label", label)
        #expect(report.status == 1, "\(report.output)\(report.error)")
        let scenarios = try GoldenTextCommandTests.scenarioNames(in: good).count
        let problems = report.outputLines.filter { $0.hasPrefix("\(name): ") }
        #expect(problems == [
            "\(name): run #\(failed) differs from golden:\(name) (`scenarios diff golden:\(name) \(failed)` shows how)",
        ])
        #expect(report.outputLines.last == "label \(label): \(scenarios) scenarios: \(scenarios - 1) passed, 1 failed, 0 without a run")

        let newest = try good.run("report", "--database", database, "--label", label, "--newest-only")
        #expect(newest.status == 0, "\(newest.output)\(newest.error)")
        #expect(newest.outputLines.last == "label \(label) (the newest run of each scenario only, --newest-only): "
            + "\(scenarios) scenarios: \(scenarios) passed, 0 failed, 0 without a run")
    }

    /// What two fleets' processes returned, behind a lock.
    private final class FleetResults: @unchecked Sendable {
        let lock = NSLock()
        var byFleet: [Int: Result<ToolProcess.Result, any Error>] = [:]
    }

    @Test func pushingIntoAGoldenStoreIsRefusedAndLeavesItByteForByte() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "--label", "offline", "01", "02").status == 0)
        let goldens = workspace.url("Scenarios/goldens.sqlite")
        let before = try Data(contentsOf: goldens)
        let fix = "it was left as it was; push into the shared database (--to postgres://...) or a file of runs"

        let refused = try workspace.run("push", "--to", "Scenarios/goldens.sqlite")
        #expect(refused.status == 1)
        #expect(refused.output == "")
        #expect(refused.errorLines == ["error: --to Scenarios/goldens.sqlite: is the golden store, not a store of runs; \(fix)"])
        #expect(try Data(contentsOf: goldens) == before)

        // A copy of the goldens under another name is known by what it holds.
        try before.write(to: workspace.url("copy.sqlite"))
        let count = try ScenarioStore(path: goldens.path, mode: .readOnly).goldens().count
        let copy = try workspace.run("push", "--to", "copy.sqlite")
        #expect(copy.status == 1)
        #expect(copy.errorLines == ["error: --to copy.sqlite: is a golden store (it holds the goldens of \(count) scenarios), not a store of runs; \(fix)"])
        #expect(try Data(contentsOf: workspace.url("copy.sqlite")) == before)
        #expect(try Data(contentsOf: goldens) == before)
    }

    @Test(.enabled(if: !RunStoreLocation.supportsPostgreSQL, "a build without the PostgreSQL trait"))
    func aPostgresURLWithoutTheTraitSaysHowToBuildIt() throws {
        let workspace = try Workspace()
        let expected = "error: postgres://ci@127.0.0.1:5432/runs: this scenarios tool was built without PostgreSQL support; "
            + "build it with `swift build --traits PostgreSQL`"
        let flag = try workspace.run("run", "--database", "postgres://ci:secret@127.0.0.1/runs", "01")
        #expect(flag.status == 1)
        #expect(flag.errorLines.filter { !$0.hasPrefix("[") } == [expected])
        let variable = try workspace.run("show", "1", environment: ["SCENARIOS_DATABASE": "postgres://ci:secret@127.0.0.1/runs"])
        #expect(variable.status == 1)
        #expect(variable.errorLines == [expected])
        #expect(!(flag.error + variable.error).contains("secret"))
    }

    /// The test server (`scripts/postgres-test-server.sh start`), in a build
    /// with the PostgreSQL trait; under `CI=true` its absence fails.
    static var postgresURL: String? {
        let url = ProcessInfo.processInfo.environment["SCENARIOS_TEST_POSTGRES_URL"] ?? ""
        return url.isEmpty ? nil : url
    }

    static var postgresTested: Bool {
        RunStoreLocation.supportsPostgreSQL && (postgresURL != nil || ExternalTool.isCI())
    }

    @Test(.enabled(if: postgresTested, "a build with the PostgreSQL trait and SCENARIOS_TEST_POSTGRES_URL"))
    func pushingTwiceToPostgreSQLStoresOnceAndTheShardsReportFromThere() throws {
        let url = try #require(Self.postgresURL, "SCENARIOS_TEST_POSTGRES_URL is not set: start a server with `scripts/postgres-test-server.sh start`")
        let workspace = try Workspace()
        let label = "offline-\(UUID().uuidString.prefix(8))"
        #expect(try workspace.run("run", "--label", label, "01", "02").status == 0)
        let first = try workspace.run("push", "--to", url, "--label", label)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.outputLines.last?.hasSuffix(": 2 new, 0 already there") == true, "\(first.output)")
        let again = try workspace.run("push", "--to", url, "--label", label)
        #expect(again.outputLines.last?.hasSuffix(": 0 new, 2 already there") == true, "\(again.output)")
        #expect(try RunStoreLocation(url).open(mode: .readOnly).runs(scenario: nil, label: label).count == 2)

        let ci = "ci-\(UUID().uuidString.prefix(8))"
        for index in 1...2 {
            let shard = try workspace.run("verify", "--record", "never", "--database", url, "--label", ci, "--shard", "\(index)/2")
            #expect(shard.status == 0, "\(shard.error)")
        }
        let report = try workspace.run("report", "--database", url, "--label", ci)
        #expect(report.status == 0, "\(report.output)\(report.error)")
        #expect(report.outputLines.last?.contains("0 failed, 0 without a run") == true)
        // Two labels recorded by different processes, compared from the shared store.
        let rerun = "\(ci)-again"
        #expect(try workspace.run("run", "--database", url, "--label", rerun).status == 0)
        let diff = try workspace.run("diff", "--database", url, "--label", ci, "--label", rerun)
        #expect(diff.status == 0, "\(diff.output)\(diff.error)")
        #expect(diff.outputLines.last?.hasSuffix(" same, 0 changed, 0 missing") == true, "\(diff.output)")
    }
}
