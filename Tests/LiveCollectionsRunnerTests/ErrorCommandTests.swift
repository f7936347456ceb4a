import Foundation
import GRDB
import LiveCollectionsScenarios
import LiveCollectionsStore
import Testing

/// Every bad input is one line on standard error and a non-zero exit, and
/// nothing recorded before is lost, through the built tool.
@Suite("scenarios errors")
struct ErrorCommandTests {
    private static let database = ".scenario-runs/runs.sqlite"

    /// The runs of a database, each with its recording, to compare before and after a failure.
    private static func contents(of path: String) throws -> [(RunSummary, ScenarioRecording)] {
        let store = try ScenarioStore(path: path, mode: .mustExist)
        return try store.runs().map { ($0, try store.recording(of: $0.id)) }
    }

    private static func expectSame(_ before: [(RunSummary, ScenarioRecording)], _ after: [(RunSummary, ScenarioRecording)]) {
        #expect(after.map(\.0) == before.map(\.0))
        #expect(after.map(\.1) == before.map(\.1))
    }

    // MARK: Scenario files

    struct BrokenFile: Sendable, CustomTestStringConvertible {
        let name: String
        let scenario: String
        let old: String
        let new: String
        let message: String
        var testDescription: String { name }
    }

    @Test(arguments: [
        BrokenFile(
            name: "malformed JSON", scenario: "07-carousels", old: "\"format\": 1,", new: "\"format\": 1,,",
            message: "error: Scenarios/07-carousels.json: malformed JSON: expected a key (a string in double quotes) at line 2, column 15, found ','"),
        BrokenFile(
            name: "unknown field", scenario: "07-carousels", old: "\"format\": 1,", new: "\"format\": 1, \"colour\": \"blue\",",
            message: "error: Scenarios/07-carousels.json: colour: unknown field \"colour\" (expected one of: format, title, "
                + "description, kind, data, catalog, view, synchronizer, thresholds, calculationMilliseconds, inTheaters, deletionDelegate, initial, steps, generate)"),
        BrokenFile(
            name: "unknown movie id", scenario: "01-collection-view-single-section", old: "\"append\": [11, 12]", new: "\"append\": [11, 999]",
            message: "error: Scenarios/01-collection-view-single-section.json: steps[4].append[1]: unknown movie id 999"),
    ])
    func aBadScenarioFileFailsItsOwnRunAndKeepsEarlierRuns(file: BrokenFile) throws {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "--label", "before", "01", "02").status == 0)
        let path = workspace.url(Self.database).path
        let before = try Self.contents(of: path)
        #expect(before.count == 2)

        try workspace.edit(file.scenario, replacing: file.old, with: file.new)
        let result = try workspace.run("run", "--label", "after")
        #expect(result.status == 1)
        // The broken file is its own failure; the other fourteen are replayed and recorded.
        #expect(result.outputLines.contains(String(file.message.dropFirst("error: ".count))), "\(result.output)")
        #expect(result.outputLines.last == "14 runs recorded labelled after in .scenario-runs/runs.sqlite: 14 passed, 0 failed; 1 scenario file did not load")
        #expect(result.errorLines.contains { $0.hasSuffix("] \(file.scenario): does not load") })

        let after = try Self.contents(of: path)
        Self.expectSame(before, Array(after.prefix(2)))
        #expect(after.count == 16)
        let other = try workspace.run("run", "--label", "other", "03")
        #expect(other.status == 0, "a broken file does not stop the scenarios named: \(other.error)")
        let show = try workspace.run("show", "2")
        #expect(show.status == 0)
        #expect(show.outputLines.first?.hasPrefix("run #2: 02-table-view-single-section, recorded ") == true)
    }

    // MARK: Missing database

    @Test(arguments: [["show", "1"], ["export", "1"], ["approve", "1"], ["diff", "--label", "a", "--label", "b"], ["diff", "1", "2"]])
    func aMissingDatabaseNamesThePathAndTheFix(arguments: [String]) throws {
        let workspace = try Workspace()
        let result = try ToolProcess.run(arguments, in: workspace.directory)
        #expect(result.status == (arguments.first == "diff" ? 2 : 1))
        #expect(result.output == "")
        #expect(result.errorLines == [
            "error: .scenario-runs/runs.sqlite: no such database file (record runs first with `scenarios run`, or pass --database PATH)",
        ])
        #expect(!FileManager.default.fileExists(atPath: workspace.url(".scenario-runs").path), "nothing is created")
    }

    @Test func aMissingDatabaseNamedByTheEnvironmentIsNamedInTheError() throws {
        let workspace = try Workspace()
        let result = try workspace.run("show", "1", environment: ["SCENARIOS_DATABASE": "elsewhere/runs.sqlite"])
        #expect(result.status == 1)
        #expect(result.errorLines == [
            "error: elsewhere/runs.sqlite: no such database file (record runs first with `scenarios run`, or pass --database PATH)",
        ])
    }

    // MARK: Corrupt database

    @Test(arguments: [["show", "1"], ["run", "01"], ["export", "1"], ["diff", "--label", "a", "--label", "b"]])
    func aCorruptDatabaseIsOneLineAndLeftUntouched(arguments: [String]) throws {
        let workspace = try Workspace()
        let directory = workspace.url(".scenario-runs")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) })
        let file = workspace.url(Self.database)
        try garbage.write(to: file)

        let result = try ToolProcess.run(arguments, in: workspace.directory)
        #expect(result.status == (arguments.first == "diff" ? 2 : 1))
        #expect(result.output == "")
        #expect(result.errorLines == [
            "error: .scenario-runs/runs.sqlite: not an SQLite database, or a damaged one (file is not a database) "
                + "(it holds working runs only: delete it, or pass --database PATH to use another)",
        ])
        #expect(try Data(contentsOf: file) == garbage, "the file is left as it was")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["runs.sqlite"], "no journal left beside it")
    }

    // MARK: Locked database

    @Test func aLockedDatabaseFailsAfterTheBusyTimeoutAndKeepsEarlierRuns() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "01", "02").status == 0)
        let path = workspace.url(Self.database).path
        let before = try Self.contents(of: path)

        // Another connection holds the write lock while the tool runs.
        let holder = try DatabaseQueue(path: path)
        var locked: ToolProcess.Result?
        let start = Date()
        try holder.inTransaction(.exclusive) { _ in
            locked = try workspace.run("run", "01", environment: ["SCENARIOS_LOCK_TIMEOUT": "5"])
            return .rollback
        }
        let waited = Date().timeIntervalSince(start)
        try holder.close()
        let result = try #require(locked)

        #expect(result.status == 1)
        #expect(result.output == "")
        // The holder is this test's process.
        let name = try String(contentsOfFile: "/proc/self/comm", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(result.errorLines == [
            "error: .scenario-runs/runs.sqlite: database is locked by another connection, held by process \(getpid()) (\(name)) "
                + "(gave up after waiting 5 s: database is locked)",
        ])
        #expect(waited >= 4.5, "it waits for the busy timeout before giving up (waited \(waited) s)")

        Self.expectSame(before, try Self.contents(of: path))
        let again = try workspace.run("run", "01")
        #expect(again.status == 0, "\(again.error)")
        #expect(again.outputLines.last == "1 run recorded in .scenario-runs/runs.sqlite: 1 passed, 0 failed")
        #expect(again.outputLines.dropFirst().first?.hasPrefix("01-collection-view-single-section  #3 ") == true)
        #expect(try Self.contents(of: path).count == 3)
    }

    // MARK: Unknown names and ids

    @Test func unknownRunsLabelsAndScenariosAreOneExactLine() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "--label", "v1", "01").status == 0)
        let cases: [([String], String)] = [
            (["show", "999"], "error: .scenario-runs/runs.sqlite: no run #999 (`scenarios run` and `scenarios verify` print run ids)"),
            (["export", "#999"], "error: .scenario-runs/runs.sqlite: no run #999 (`scenarios run` and `scenarios verify` print run ids)"),
            (["approve", "999"], "error: .scenario-runs/runs.sqlite: no run #999 (`scenarios run` and `scenarios verify` print run ids)"),
            (["diff", "1", "999"], "error: .scenario-runs/runs.sqlite: no run #999 (`scenarios run` and `scenarios verify` print run ids)"),
            (["show", "golden:99"], "error: Scenarios/goldens.sqlite: no golden for \"99\" (`scenarios list` shows the goldens)"),
            (["diff", "golden:1", "1"], "error: Scenarios/goldens.sqlite: more than one golden for \"1\" (`scenarios list` shows the goldens)"),
            (["approve", "golden:07"], "error: golden:07 is a golden already; approve names a working run, as `scenarios verify` prints it"),
            (["diff", "--label", "nope", "--label", "v1"], "error: .scenario-runs/runs.sqlite: no run labelled \"nope\" (labels here: v1)"),
            (["diff", "--label", "v1", "--label", "nope"], "error: .scenario-runs/runs.sqlite: no run labelled \"nope\" (labels here: v1)"),
            (["run", "nosuch"], "error: unknown scenario \"nosuch\" (`scenarios list` shows the names)"),
            (["run", "1"], "error: ambiguous scenario \"1\": 6 scenarios start with it (10-non-unique-single-section, 11-non-unique-sections, "
                + "12-manual-timing, 13-custom-animations-single-section and 2 more); give more of the name, such as 10-non-unique-single-section"),
        ]
        for (arguments, message) in cases {
            let result = try ToolProcess.run(arguments, in: workspace.directory)
            #expect(result.status == (arguments.first == "diff" ? 2 : 1), "diff exits 2 on an error: \(arguments)")
            #expect(result.output == "", "\(arguments)")
            #expect(result.errorLines == [message], "\(arguments)")
        }
        #expect(try Self.contents(of: workspace.url(Self.database).path).count == 1, "no failed command recorded anything")
    }

    /// A malformed run reference is refused when the arguments are parsed:
    /// argument-parser's usage error (exit 64), whose first line names the
    /// value, the argument and both forms a run takes.
    @Test func aMalformedRunReferenceIsAnArgumentError() throws {
        let workspace = try Workspace()
        let expected = "is not a run reference (expected a working run number such as 12, or golden:NAME such as golden:07-carousels)"
        let cases: [([String], String)] = [
            (["show", "abc"], "Error: The value 'abc' is invalid for '<run>': \"abc\" \(expected)"),
            (["show", "#0"], "Error: The value '#0' is invalid for '<run>': \"#0\" \(expected)"),
            (["show", "golden:"], "Error: The value 'golden:' is invalid for '<run>': \"golden:\" \(expected)"),
            (["export", "abc"], "Error: The value 'abc' is invalid for '<run>': \"abc\" \(expected)"),
            (["approve", "abc"], "Error: The value 'abc' is invalid for '<run>': \"abc\" \(expected)"),
            (["diff", "1", "abc"], "Error: The value 'abc' is invalid for '<runs>': \"abc\" \(expected)"),
        ]
        for (arguments, message) in cases {
            let result = try ToolProcess.run(arguments, in: workspace.directory)
            #expect(result.status == 64, "ArgumentParser's exit status for an argument error: \(arguments)")
            #expect(result.output == "", "\(arguments)")
            #expect(result.errorLines.first == message, "\(arguments)")
            #expect(result.errorLines.contains("  See 'scenarios \(arguments[0]) --help' for more information."), "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.url(".scenario-runs").path), "nothing is created")
    }

    /// argument-parser reads `-1` as an option: a negative run or count is
    /// refused for what it is, naming the value, not as a missing argument.
    @Test func aNegativeNumberIsRefusedAsTheValueItIs() throws {
        let workspace = try Workspace()
        let reference = "is not a run reference (expected a working run number such as 12, or golden:NAME such as golden:07-carousels)"
        let cases: [([String], String)] = [
            (["approve", "-1"], "Error: The value '-1' is invalid for '<run>': \"-1\" \(reference)"),
            (["show", "-5"], "Error: The value '-5' is invalid for '<run>': \"-5\" \(reference)"),
            (["diff", "1", "-2"], "Error: The value '-2' is invalid for '<runs>': \"-2\" \(reference)"),
            (["prune", "--keep", "-1"], "Error: --keep must be at least 1 (got -1); to start over, delete the working database yourself"),
            (["run", "--keep-runs", "-3"], "Error: --keep-runs takes 0 (keep every run) or more, not -3"),
        ]
        for (arguments, message) in cases {
            let result = try ToolProcess.run(arguments, in: workspace.directory)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.errorLines.first == message, "\(arguments): \(result.error)")
        }
    }

    /// Two runs of different scenarios: the note names both scenarios and
    /// what to compare instead; nothing says the scenario file changed.
    @Test func diffingRunsOfTwoScenariosSaysSo() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "01", "02").status == 0)
        let diff = try workspace.run("diff", "1", "2")
        #expect(diff.status == 1)
        #expect(diff.outputLines.first == "note: run #1 replayed 01-collection-view-single-section and run #2 02-table-view-single-section, two scenarios: "
            + "the comparison is step by step all the same; to see what changed in one scenario, diff two runs of it (`scenarios report` and `verify` print run ids)")
        #expect(!diff.output.contains("the scenario file changed"), "\(diff.output)")
    }

    @Test func anEmptyLabelIsAValidationError() throws {
        let workspace = try Workspace()
        for command in ["run", "verify"] {
            for label in ["", "   "] {
                let result = try workspace.run(command, "--label", label)
                #expect(result.status == 64, "\(command)")
                #expect(result.output == "", "\(command)")
                #expect(result.errorLines.first == "Error: --label cannot be empty: give a name such as v1.2.0, or leave the option out", "\(command)")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.url(".scenario-runs").path), "nothing is created")
    }
}
