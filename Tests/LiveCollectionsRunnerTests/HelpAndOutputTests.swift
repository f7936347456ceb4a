import Foundation
import LiveCollectionsTestSupport
import LiveCollectionsRunner
import Testing

/// The help text, `list`, colour and `export`, exactly as a user sees them.
@Suite("scenarios help and output")
struct HelpAndOutputTests {
    /// ArgumentParser wraps help at the terminal width, or `COLUMNS`.
    private static let width = ["COLUMNS": "80"]

    @Test func topLevelHelp() throws {
        let workspace = try Workspace()
        let help = try workspace.run("--help", environment: Self.width)
        #expect(help.status == 0)
        #expect(help.error == "")
        #expect(help.output == """
            OVERVIEW: Replay LiveCollections scenarios, record their runs and verify them
            against the goldens.

            USAGE: scenarios <subcommand>

            OPTIONS:
              -h, --help              Show help information.

            SUBCOMMANDS:
              list                    List the scenarios, their kinds and goldens.
              run, record             Replay scenarios and record their runs in the working
                                      database.
              verify                  Replay scenarios and compare each run with its golden.
              approve                 Make a recorded run its scenario's golden.
              review                  Review the pending changes: accept or reject each run
                                      that differs from its golden.
              diff                    Compare two runs, or the newest runs of two labels
                                      scenario by scenario.
              show                    Print a recorded run: its steps, deltas, animations
                                      and events.
              export                  Write a recorded run as JSON.
              docs                    Write documentation pages, step pictures and players
                                      from recorded runs.
              shrink                  Reduce a scenario to the smallest one that is still
                                      interesting.
              prune                   Remove old runs from the working database.
              goldens                 Maintain the golden store: upgrade its schema, remove
                                      obsolete goldens.
              push                    Copy the runs of a local database into a shared one.
              report                  Print the merged result of every shard that recorded
                                      under a label.

              See 'scenarios help <subcommand>' for detailed help.

            """)
        #expect(try workspace.run("help", environment: Self.width).output == help.output)
    }

    @Test func verifyHelp() throws {
        let workspace = try Workspace()
        let help = try workspace.run("verify", "--help", environment: Self.width)
        #expect(help.status == 0)
        #expect(help.error == "")
        #expect(help.output == """
            OVERVIEW: Replay scenarios and compare each run with its golden.

            Every replay is also recorded in the working database, so a changed run can be
            approved. Record modes: never (a missing or different golden fails), missing
            (record goldens that do not exist), failed (also re-record goldens that
            differ), all (also re-record goldens whose scenario file changed). Any mode
            that records something exits 1. The mode comes from --record, else
            SCENARIOS_RECORD, else never when CI is set, else missing. Under
            GITHUB_ACTIONS=true each failure is also printed as an annotation.

            USAGE: scenarios verify [--scenarios <directory>] [--database <path>] [--goldens <path>] [--keep-runs <N>] [--record <mode>] [--junit <path>] [--label <label>] [--shard <i/n>] [--artifacts <folder>] [<scenarios> ...]

            ARGUMENTS:
              <scenarios>             Scenario names or unique prefixes (all when none).

            OPTIONS:
              --scenarios <directory> The scenario directory. (default: Scenarios)
              --database <path>       The database of recorded runs: a file, or
                                      postgres://user@host:port/database.
                    Default: $SCENARIOS_DATABASE, else .scenario-runs/runs.sqlite.
              --goldens <path>        The golden store. Default: goldens.sqlite in the
                                      scenario directory.
              --keep-runs <N>         Keep the newest N runs of each scenario and label in
                                      the working database (0 keeps all). (default: 20)
              --record <mode>         When goldens are written. (values: never, missing,
                                      failed, all)
              --junit <path>          Also write the results as JUnit XML to this file.
                    With --shard i/n, -shard-i-of-n goes before its extension:
                    junit-shard-2-of-4.xml.
              --label <label>         A label for the recorded runs, such as a CI run or
                                      version: v1.2.0.
              --shard <i/n>           Only the scenarios of shard i of n (from 1), such as
                                      2/4.
                    A scenario's shard depends on its name and n alone (rendezvous hashing
                    of the name): adding a scenario moves no other.
              --artifacts <folder>    Also write the golden text, new text and diff of each
                                      mismatch into this folder, and each changed or new
                                      run, which `review --from` accepts elsewhere.
              -h, --help              Show help information.


            """)
        #expect(try workspace.run("help", "verify", environment: Self.width).output == help.output)
    }

    @Test func goldensHelp() throws {
        let workspace = try Workspace()
        let help = try workspace.run("goldens", "--help", environment: Self.width)
        #expect(help.status == 0)
        #expect(help.error == "")
        #expect(help.output == """
            OVERVIEW: Maintain the golden store: upgrade its schema, remove obsolete
            goldens.

            USAGE: scenarios goldens <subcommand>

            OPTIONS:
              -h, --help              Show help information.

            SUBCOMMANDS:
              upgrade                 Upgrade the golden store to this version's schema (no
                                      other command does).
              remove-obsolete         Remove the goldens, and their text files, whose
                                      scenario file no longer exists.

              See 'scenarios help goldens <subcommand>' for detailed help.

            """)
    }

    @Test func listShowsEveryScenarioWithItsCommittedGolden() throws {
        let workspace = try Workspace()
        let list = try workspace.run("list")
        #expect(list.status == 0)
        #expect(list.error == "")
        #expect(list.outputLines == [
            "scenario                                kind                    steps  golden  title",
            "01-collection-view-single-section       singleSection           5      yes     Collection view, one section",
            "02-table-view-single-section            singleSection           6      yes     Table view, one section",
            "03-collection-view-discrete-sections    discreteSections        7      yes     Collection view, discrete sections",
            "04-table-view-discrete-sections         discreteSections        7      yes     Table view, discrete sections",
            "05-collection-view-sectioned-data       sectionedData           5      yes     Collection view, sectioned data",
            "06-table-view-sectioned-data            sectionedData           4      yes     Table view, sectioned data",
            "07-carousels                            carousels               5      yes     Table of carousels",
            "08-sectioned-carousels                  sectionedCarousels      4      yes     Shelves of carousels",
            "09-data-factory                         dataFactory             4      yes     Data factory: movies with an in-theaters flag",
            "10-non-unique-single-section            nonUniqueSingleSection  4      yes     Non-unique data, one section",
            "11-non-unique-sections                  nonUniqueSections       4      yes     Non-unique data in sections",
            "12-manual-timing                        manualTiming            11     yes     Manual timing",
            "13-custom-animations-single-section     singleSection           6      yes     Custom row animations, one section",
            "14-custom-animations-discrete-sections  discreteSections        5      yes     Custom row animations per section",
            "15-custom-animations-all-sections       sectionedData           6      yes     Custom row and section animations, sectioned data",
        ])
        #expect(!FileManager.default.fileExists(atPath: workspace.url(".scenario-runs").path), "list records nothing")
    }

    @Test func listWithoutGoldensSaysNone() throws {
        let workspace = try Workspace()
        try FileManager.default.removeItem(at: workspace.url("Scenarios/goldens.sqlite"))
        let list = try workspace.run("list")
        #expect(list.status == 0)
        #expect(list.outputLines.count == 16)
        #expect(list.outputLines[1] == "01-collection-view-single-section       singleSection           5      none    Collection view, one section")
        #expect(list.outputLines.dropFirst().allSatisfy { $0.contains("  none    ") })
        #expect(!FileManager.default.fileExists(atPath: workspace.url("Scenarios/goldens.sqlite").path), "list creates no golden store")
    }

    // MARK: Colour

    /// Commands whose output is coloured on a terminal (passed, matched,
    /// changed, missing), plus show, export, list and an error.
    private static let colourfulCommands: [[String]] = [
        ["run", "--label", "v1", "01", "02"],
        ["verify", "--record", "never", "01"],
        ["run", "--label", "v2", "01"],
        ["diff", "--label", "v1", "--label", "v2"],
        ["diff", "1", "2"],
        ["show", "1"],
        ["export", "1"],
        ["list"],
        ["show", "999"],
    ]

    /// Runs the tool with `NO_COLOR` set to `noColor`, or removed when nil.
    private static func run(_ arguments: [String], in workspace: Workspace, noColor: String?) throws -> ToolProcess.Result {
        let process = try ToolProcess.start(arguments, in: workspace.directory)
        process.environment?["NO_COLOR"] = noColor
        process.standardInput = FileHandle.nullDevice
        let finished = try Subprocess.finish(process, separateErrors: true, timeout: ToolProcess.timeout)
        return ToolProcess.Result(
            output: String(decoding: finished.output, as: UTF8.self), error: String(decoding: finished.errors, as: UTF8.self), status: finished.status)
    }

    @Test(arguments: [nil, "1"] as [String?])
    func noColourWhenTheOutputIsNotATerminal(noColor: String?) throws {
        let workspace = try Workspace()
        for arguments in Self.colourfulCommands {
            let result = try Self.run(arguments, in: workspace, noColor: noColor)
            #expect(!result.output.contains("\u{1B}"), "\(arguments) output")
            #expect(!result.error.contains("\u{1B}"), "\(arguments) error output")
        }
    }

    /// Runs the tool on a pseudo-terminal through util-linux `script`, which
    /// copies everything the terminal shows (output and errors) to its own output.
    private static func runOnTerminal(_ arguments: [String], in workspace: Workspace, noColor: String?) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(ExternalTool.path("script"), "script is not on PATH: apt-get install util-linux"))
        let command = ([ToolProcess.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = workspace.directory
        var environment = ProcessInfo.processInfo.environment
        environment["SCENARIOS_RECORD"] = nil
        environment["SCENARIOS_DATABASE"] = nil
        environment["CI"] = nil
        environment["NO_COLOR"] = noColor
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        // `script`'s own messages (it has none with -q) go with the terminal's copy.
        return String(decoding: try Subprocess.finish(process, separateErrors: false, timeout: ToolProcess.timeout).output, as: UTF8.self)
    }

    @Test(.enabled(if: ExternalTool.isAvailable("script"), "needs util-linux script for a terminal"))
    func colourOnATerminalOnlyWithoutNoColor() throws {
        let workspace = try Workspace()
        let coloured = try Self.runOnTerminal(["run", "01"], in: workspace, noColor: nil)
        #expect(coloured.contains("01-collection-view-single-section  #1   40       \u{1B}[32mpassed\u{1B}[0m"), "\(coloured)")
        let plain = try Self.runOnTerminal(["run", "01"], in: workspace, noColor: "1")
        #expect(plain.contains("01-collection-view-single-section  #2   40       passed"), "\(plain)")
        #expect(!plain.contains("\u{1B}"), "\(plain)")
    }

    // MARK: Export

    @Test func exportWritesJSONThatDecodesAndPrintsTheSameOnStandardOutput() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "01").status == 0)
        #expect(try workspace.run("run", "--label", "v1", "02").status == 0)

        let written = try workspace.run("export", "1", "--output", "file.json")
        #expect(written.status == 0)
        #expect(written.error == "")
        #expect(written.outputLines == ["exported run #1 to file.json"])
        let file = try Data(contentsOf: workspace.url("file.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: file) as? [String: Any])
        #expect(Set(object.keys) == ["reference", "run", "scenario", "packageVersion", "sourceRevision", "recordedAt", "recording"])
        #expect(object["reference"] as? String == "1")
        #expect(object["run"] as? Int == 1)
        #expect(object["scenario"] as? String == "01-collection-view-single-section")
        #expect(object["packageVersion"] as? String == PackageVersion.current)
        #expect(object["sourceRevision"] as? String == ToolProcess.sourceRevision)
        let recordedAt = try #require(object["recordedAt"] as? String)
        #expect(ISO8601DateFormatter().date(from: recordedAt) != nil, "\(recordedAt)")
        let recording = try #require(object["recording"] as? [String: Any])
        #expect(recording["scenario"] as? String == "01-collection-view-single-section")
        #expect((recording["steps"] as? [Any])?.count == 6, "the setup and 5 steps")

        let printed = try workspace.run("export", "#1")
        #expect(printed.status == 0)
        #expect(printed.error == "")
        #expect(printed.output == String(decoding: file, as: UTF8.self), "the file ends with a newline, as printed")

        let labelled = try workspace.run("export", "2")
        #expect(labelled.status == 0)
        let labelledObject = try #require(try JSONSerialization.jsonObject(with: Data(labelled.output.utf8)) as? [String: Any])
        #expect(Set(labelledObject.keys) == ["reference", "run", "scenario", "label", "packageVersion", "sourceRevision", "recordedAt", "recording"])
        #expect(labelledObject["label"] as? String == "v1")
    }

    @Test func exportToAnUnwritablePathIsOneLine() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "01").status == 0)
        let result = try workspace.run("export", "1", "--output", "no-such-directory/file.json")
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errorLines.count == 1)
        #expect(result.errorLines.first?.hasPrefix("error: no-such-directory/file.json: cannot write the export (") == true)
    }
}
