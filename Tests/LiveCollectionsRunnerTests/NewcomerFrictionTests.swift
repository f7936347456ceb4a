import Foundation
import LiveCollectionsRunner
import LiveCollectionsStore
import LiveCollectionsTestSupport
import Testing

/// What a newcomer trips on first: hints to paste, help that lists only
/// what a command uses, exit codes a script can tell apart, colour.
@Suite("scenarios newcomer friction")
struct NewcomerFrictionTests {
    @Test func hintsRunTheToolAsItWasRun() {
        func program(_ executable: String, in folder: String = "/work/app", _ environment: [String: String] = [:], traits: [String] = []) -> String {
            ToolInvocation.resolve(environment: environment, executable: executable, currentDirectory: folder, traits: traits).program
        }
        #expect(program("/work/app/.build/debug/scenarios") == "swift run scenarios")
        #expect(program(".build/release/scenarios") == "swift run scenarios")
        #expect(program("/work/app/.build/debug/scenarios", in: "/work/app/Sources") == "swift run scenarios")
        #expect(program("/work/app/.build-tsan/debug/scenarios") == "swift run --scratch-path .build-tsan scenarios")
        #expect(program("/work/app/.livecollections/.build/debug/scenarios") == "swift run --package-path .livecollections scenarios")
        #expect(program("/work/LiveCollections/.build/debug/scenarios") == "swift run --package-path /work/LiveCollections scenarios")
        #expect(program("/work/my tools/.build/debug/scenarios") == "swift run --package-path '/work/my tools' scenarios")
        #expect(program("/work/app/.build/debug/scenarios", traits: ["PostgreSQL"]) == "swift run --traits PostgreSQL scenarios")
        #expect(program("/opt/.buildings/scenarios") == "/opt/.buildings/scenarios")
        #expect(program("./bin/scenarios") == "./bin/scenarios")
        #expect(program("scenarios") == "scenarios")
        #expect(program("/x/.build/debug/scenarios", ["SCENARIOS_COMMAND": "mint run scenarios"]) == "mint run scenarios")
    }

    @Test func hintsCarryTheOptionsThatLocatedTheFiles() {
        func options(_ given: ToolInvocation.Given) -> [String] {
            ToolInvocation.resolve(environment: [:], executable: "scenarios", currentDirectory: "/work/app", given: given).options
        }
        #expect(options(.init(scenarios: "Scenarios")) == [])
        #expect(options(.init(scenarios: "/work/app/Scenarios")) == [], "a path inside the folder is written relative to it, CI's included")
        #expect(options(.init(scenarios: "/work/app/App/Scenarios")) == ["--scenarios", "App/Scenarios"])
        #expect(options(.init(scenarios: "/elsewhere/it's")) == ["--scenarios", #"'/elsewhere/it'\''s'"#])
        #expect(options(.init(database: ".scenario-runs/runs.sqlite")) == [])
        #expect(options(.init(database: "/work/app/runs.sqlite")) == ["--database", "runs.sqlite"])
        #expect(options(.init(database: "postgres://ci@db:5432/runs")) == ["--database", "postgres://ci@db:5432/runs"])
        #expect(options(.init(scenarios: "S", goldens: "S/goldens.sqlite")) == ["--scenarios", "S"])
        #expect(options(.init(goldens: "/work/app/g.sqlite")) == ["--goldens", "g.sqlite"])
        let invocation = ToolInvocation(program: "swift run --package-path .livecollections scenarios", options: ["--scenarios", "App/Scenarios"])
        #expect(invocation.command("approve", "3") == "swift run --package-path .livecollections scenarios approve --scenarios App/Scenarios 3")
        #expect(invocation.adding(traits: ["ReviewServer"])?.program == "swift run --traits ReviewServer --package-path .livecollections scenarios")
        #expect(ToolInvocation(program: "swift run --traits PostgreSQL scenarios").adding(traits: ["ReviewServer"])?.program
            == "swift run --traits PostgreSQL,ReviewServer scenarios")
        #expect(ToolInvocation(program: "scenarios").adding(traits: ["ReviewServer"]) == nil)
        #expect(invocation.command("goldens remove-obsolete") == "swift run --package-path .livecollections scenarios goldens remove-obsolete --scenarios App/Scenarios")
    }

    @Test func aMismatchHintIsPasteableAfterSwiftRun() throws {
        let workspace = try Workspace()
        try workspace.edit("02-table-view-single-section", replacing: "\"at\": 1100", with: "\"at\": 1200")
        let result = try workspace.run("verify", "02", environment: ["SCENARIOS_COMMAND": ""])
        #expect(result.status == 1)
        // The workspace is outside this package: the hint names it.
        let root = Guides.repository.standardizedFileURL.path
        let hint = try #require(result.outputLines.first { $0.hasPrefix("  to accept the change: ") }, "\(result.output)")
        #expect(hint.hasPrefix("  to accept the change: swift run --package-path \(root) ") && hint.hasSuffix(" scenarios approve 1"), "\(hint)")
        #expect(result.outputLines.contains { $0.hasPrefix("  or: swift run --package-path \(root) ") && $0.hasSuffix(" scenarios verify --record failed 02-table-view-single-section") })
    }

    @Test(arguments: ["run", "shrink"])
    func helpListsOnlyTheStoresACommandUses(command: String) throws {
        let workspace = try Workspace()
        let help = try workspace.run(command, "--help")
        #expect(help.status == 0)
        #expect(!help.output.contains("--goldens"), "\(help.output)")
        #expect(help.output.contains("--scenarios"))
        #expect(help.output.contains("--database") == (command == "run"))
    }

    /// Each command's help lists the stores it uses and no option it would ignore.
    @Test(arguments: [
        (["list"], ["--scenarios", "--goldens"], ["--database"]),
        (["goldens", "upgrade"], ["--scenarios", "--goldens"], ["--database"]),
        (["goldens", "remove-obsolete"], ["--scenarios", "--goldens"], ["--database"]),
        (["prune"], ["--database"], ["--goldens", "--scenarios"]),
        (["push"], ["--database"], ["--goldens", "--scenarios"]),
    ])
    func helpListsNoOptionTheCommandIgnores(command: [String], listed: [String], absent: [String]) throws {
        let workspace = try Workspace()
        let help = try ToolProcess.run(command + ["--help"], in: workspace.directory)
        #expect(help.status == 0)
        for option in listed { #expect(help.output.contains(option), "\(command) \(option)") }
        for option in absent { #expect(!help.output.contains(option), "\(command) lists \(option): \(help.output)") }
    }

    /// The guides' sharded verification writes junit-shard-I-of-N.xml beside
    /// the junit.xml they name, in the repository's root: git ignores them.
    @Test func theGuidesJUnitReportsAreIgnoredByGit() throws {
        let git = try #require(ExternalTool.path("git"), "git is not on PATH: apt-get install git")
        let checked = try Subprocess.run(
            git, ["-C", Guides.repository.path, "check-ignore", "--no-index", "junit.xml", "junit-shard-1-of-2.xml", "junit-shard-4-of-4.xml"])
        let ignored = checked.output.split(separator: "\n")
        #expect(checked.status == 0 && ignored.count == 3, "\(ignored)")
    }

    @Test func diffExitsOneWhenRunsDifferAndTwoOnAnError() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("diff", "golden:01", "golden:01").status == 0)
        #expect(try workspace.run("diff", "golden:01", "golden:02").status == 1)
        let error = try workspace.run("diff", "golden:01", "golden:99")
        #expect(error.status == 2)
        #expect(error.errorLines == [#"error: Scenarios/goldens.sqlite: no golden for "99" (`scenarios list` shows the goldens)"#])
    }

    @Test func aDumbTerminalGetsNoColour() {
        #expect(ScenarioConsole.usesColor(isTerminal: true, environment: ["TERM": "xterm-256color"]))
        #expect(!ScenarioConsole.usesColor(isTerminal: true, environment: ["TERM": "dumb"]))
        #expect(!ScenarioConsole.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!ScenarioConsole.usesColor(isTerminal: false, environment: [:]))
    }

    @Test func mismatchLinesGoToStandardOutput() throws {
        let workspace = try Workspace()
        try workspace.edit("02-table-view-single-section", replacing: "\"at\": 1100", with: "\"at\": 1200")
        let result = try workspace.run("verify", "02")
        #expect(result.outputLines.first == "02-table-view-single-section: does not match its golden")
        #expect(result.errorLines == ["[1/1] 02-table-view-single-section: changed"], "only progress goes to standard error")
    }
}

/// The working database keeps the newest runs of each scenario by default,
/// so repeated verifies do not grow it without bound.
@Suite("scenarios working-run retention")
struct WorkingRunRetentionTests {
    @Test func verifyKeepsTheNewestRunsOfEachScenarioAndSaysSo() throws {
        let workspace = try Workspace()
        for _ in 0..<3 {
            #expect(try workspace.run("verify", "01", "02", "--keep-runs", "2").status == 0)
        }
        let store = try ScenarioStore(path: workspace.url(".scenario-runs/runs.sqlite").path, mode: .readOnly)
        #expect(Set(try store.runs(scenario: "01-collection-view-single-section").map(\.id.rawValue)) == [5, 3])
        #expect(try store.runs().count == 4)
        let fourth = try workspace.run("run", "01", "--keep-runs", "2")
        #expect(fourth.outputLines.last == "removed 1 older run from .scenario-runs/runs.sqlite, keeping the newest 2 of each scenario and label (--keep-runs N to change, 0 to keep all)")
        let all = try workspace.run("run", "01", "--keep-runs", "0")
        #expect(all.outputLines.last?.hasPrefix("1 run recorded") == true, "0 keeps every run")
        #expect(try store.runs(scenario: "01-collection-view-single-section").count == 3)
        let negative = try workspace.run("run", "01", "--keep-runs=-1")
        #expect(negative.status == 64)
        #expect(negative.error.contains("--keep-runs takes 0 (keep every run) or more, not -1"))
    }
}

/// A long replay says which step it is at, on standard error, without
/// changing what it records.
@Suite("scenarios progress within a replay")
struct ReplayProgressTests {
    @Test func aReplayReportsItsStepsAndRecordsTheSame() throws {
        let workspace = try Workspace()
        var progress: [String] = []
        let lock = NSLock()
        let console = ScenarioConsole(output: { _ in }, progress: { line in lock.withLock { progress.append(line) } })
        let paths = ToolPaths.resolve(
            scenarios: workspace.url("Scenarios").path, database: workspace.url("runs.sqlite").path, goldens: nil, environment: [:])
        let tool = ScenarioTool(paths: paths, console: console, environment: [:])
        tool.progressInterval = 0
        #expect(try tool.verify(names: ["02"], mode: .never))
        let steps = progress.filter { $0.hasPrefix("  02-table-view-single-section: step ") }
        #expect(steps.first == "  02-table-view-single-section: step 0 of 6", "\(progress)")
        #expect(steps.last == "  02-table-view-single-section: step 5 of 6")
        #expect(progress.last == "[1/1] 02-table-view-single-section: matched", "the replay matched its golden all the same")
    }
}
