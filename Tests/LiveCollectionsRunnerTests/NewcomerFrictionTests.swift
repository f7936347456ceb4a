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
        #expect(ScenarioTool.command(environment: [:], executable: "/work/app/.build/debug/scenarios") == "swift run scenarios")
        #expect(ScenarioTool.command(environment: [:], executable: ".build/release/scenarios") == "swift run scenarios")
        #expect(ScenarioTool.command(environment: [:], executable: "/work/app/.build-tsan/debug/scenarios") == "swift run scenarios")
        #expect(ScenarioTool.command(environment: [:], executable: "/opt/.buildings/scenarios") == "scenarios")
        #expect(ScenarioTool.command(environment: [:], executable: "/usr/local/bin/scenarios") == "scenarios")
        #expect(ScenarioTool.command(environment: ["SCENARIOS_COMMAND": "mint run scenarios"], executable: "/x/.build/debug/scenarios") == "mint run scenarios")
    }

    @Test func aMismatchHintIsPasteableAfterSwiftRun() throws {
        let workspace = try Workspace()
        try workspace.edit("02-table-view-single-section", replacing: "\"at\": 1100", with: "\"at\": 1200")
        let result = try workspace.run("verify", "02", environment: ["SCENARIOS_COMMAND": ""])
        #expect(result.status == 1)
        #expect(result.outputLines.contains("  to accept the change: swift run scenarios approve 1 (or verify --record failed)"), "\(result.output)")
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
