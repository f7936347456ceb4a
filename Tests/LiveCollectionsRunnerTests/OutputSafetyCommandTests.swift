import Foundation
import LiveCollectionsRecording
import LiveCollectionsStore
import Testing

/// Nothing a command writes or deletes reaches past what the tool owns:
/// not through a symbolic link, not over a file of the user's, not by a
/// name read from a goldens file.
@Suite("scenarios output safety")
struct OutputSafetyCommandTests {
    // MARK: 1. A linked output folder

    @Test(arguments: [
        ["docs", "-o", "L"],
        ["diff", "golden:01", "golden:02", "--html", "L"],
        ["verify", "02", "--artifacts", "L"],
    ])
    func aLinkedOutputFolderIsRefusedAndItsTargetKept(command: [String]) throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(at: workspace.url("real"), withIntermediateDirectories: true)
        // The tool wrote the folder earlier, then the user put a file of theirs in it.
        let first = try ToolProcess.run(Array(command.dropLast()) + ["real"], in: workspace.directory)
        #expect(FileManager.default.fileExists(atPath: workspace.url("real/.scenarios-generated").path), "\(first.error)")
        try Data("mine".utf8).write(to: workspace.url("real/user.txt"))
        try FileManager.default.createSymbolicLink(atPath: workspace.url("L").path, withDestinationPath: "real")

        let result = try ToolProcess.run(command, in: workspace.directory)
        #expect(result.status == (command.first == "diff" ? 2 : 1))
        #expect(result.errorLines.last?.hasPrefix("error: L: is a symbolic link (to real), which `scenarios ") == true, "\(result.error)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: workspace.url("L").path) == "real", "the link is kept")
        #expect(try String(contentsOf: workspace.url("real/user.txt"), encoding: .utf8) == "mine", "the user's file is kept")
    }

    @Test func aLinkInsideAGeneratedFolderCountsAsTheUsers() throws {
        let workspace = try Workspace()
        _ = try workspace.run("docs", "-o", "out")
        try FileManager.default.createDirectory(at: workspace.url("elsewhere"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: workspace.url("elsewhere/user.txt"))
        try FileManager.default.createSymbolicLink(atPath: workspace.url("out/link").path, withDestinationPath: "../elsewhere")

        let result = try workspace.run("docs", "-o", "out")
        #expect(result.status == 1)
        #expect(result.errorLines == ["error: out: holds files `scenarios docs` did not write (link), so it is left as it is; move them out of the folder, then run it again"])
        #expect(try String(contentsOf: workspace.url("elsewhere/user.txt"), encoding: .utf8) == "mine")
    }

    // MARK: 2. A golden named with a path

    @Test func aGoldenNamedWithAPathRemovesNoFileOutsideTheGoldens() throws {
        let workspace = try Workspace()
        let victim = workspace.url("Scenarios/victim.txt")
        try Data("keep me".utf8).write(to: victim)
        try Self.addGolden(named: "../victim", in: workspace)

        let verify = try workspace.run("verify", "--record", "never")
        #expect(verify.output.contains("../victim: obsolete golden"))
        let removal = try workspace.run("goldens", "remove-obsolete")
        #expect(removal.status == 0, "\(removal.error)")
        #expect(removal.outputLines.first == #"removed the obsolete golden named "../victim" (not a scenario name: no text file touched)"#)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me")
        let goldens = try ScenarioStore(path: workspace.url("Scenarios/goldens.sqlite").path, mode: .readOnly)
        #expect(try goldens.golden(for: "../victim") == nil, "it is gone from the store")
    }

    @Test func approvingARunNamedWithAPathWritesNoTextOutsideTheGoldens() throws {
        let workspace = try Workspace()
        let working = try ScenarioStore(path: workspace.url("runs.sqlite").path, mode: .createIfMissing)
        let run = try working.record(Self.recording(named: "../escaped"), label: nil, packageVersion: "0", sourceRevision: nil, recordedAt: Date())
        let result = try workspace.run("approve", "\(run.rawValue)", "--database", "runs.sqlite")
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: workspace.url("Scenarios/escaped.txt").path))
        let goldens = try ScenarioStore(path: workspace.url("Scenarios/goldens.sqlite").path, mode: .readOnly)
        #expect(try goldens.golden(for: "../escaped") == nil, "nothing was approved")
    }

    // MARK: 3. Overwrites

    @Test func exportAndJUnitRefuseAFileTheyDidNotWrite() throws {
        let workspace = try Workspace()
        let readme = workspace.url("README.md")
        try Data("# mine\n".utf8).write(to: readme)
        let scenario = workspace.url("Scenarios/02-table-view-single-section.json")
        let scenarioBytes = try Data(contentsOf: scenario)

        let export = try workspace.run("export", "golden:02", "--output", "README.md")
        #expect(export.status == 1)
        #expect(export.errorLines == ["error: README.md: exists and was not written by `scenarios export --output`: move it away, or name another file"])
        let junit = try workspace.run("verify", "02", "--junit", "Scenarios/02-table-view-single-section.json")
        #expect(junit.status == 1)
        #expect(junit.errorLines == ["error: Scenarios/02-table-view-single-section.json: exists and was not written by `scenarios verify --junit`: move it away, or name another file"])
        #expect(try Data(contentsOf: readme) == Data("# mine\n".utf8))
        #expect(try Data(contentsOf: scenario) == scenarioBytes)

        // Their own files are replaced on the next run.
        #expect(try workspace.run("export", "golden:02", "--output", "run.json").status == 0)
        #expect(try workspace.run("export", "golden:01", "--output", "run.json").status == 0)
        #expect(try String(contentsOf: workspace.url("run.json"), encoding: .utf8).contains("01-collection-view-single-section"))
        #expect(try workspace.run("verify", "02", "--junit", "report.xml").status == 0)
        #expect(try workspace.run("verify", "02", "--junit", "report.xml").status == 0)
    }

    @Test func aLinkedOutputFileIsRefused() throws {
        let workspace = try Workspace()
        try Data("mine".utf8).write(to: workspace.url("target.json"))
        try FileManager.default.createSymbolicLink(atPath: workspace.url("link.json").path, withDestinationPath: "target.json")
        let result = try workspace.run("export", "golden:02", "--output", "link.json")
        #expect(result.errorLines == ["error: link.json: is a symbolic link (to target.json), not a file `scenarios export --output` wrote; name a file for the export"])
        #expect(try String(contentsOf: workspace.url("target.json"), encoding: .utf8) == "mine")
    }

    // MARK: 7. Huge goldens

    @Test func aTextGoldenLargerThanAReviewerReadsWarns() throws {
        let workspace = try Workspace()
        let items = (1...60_000).map { #"{"id": \#($0), "content": "item number \#($0) with a long enough title"}"# }
        let scenario = """
            {"format": 2, "title": "Large", "description": "One update of many items.", "kind": "singleSection", "data": "inline",
             "view": {"style": "table", "animationMilliseconds": 300},
             "initial": [], "steps": [{"at": 0, "update": [\(items.joined(separator: ", "))]}]}
            """
        try Data(scenario.utf8).write(to: workspace.url("Scenarios/40-large.json"))
        let result = try workspace.run("verify", "--record", "missing", "40")
        #expect(result.status == 1, "recording exits 1")
        let size = try FileManager.default.attributesOfItem(atPath: workspace.url("Scenarios/goldens/40-large.txt").path)[.size] as? Int ?? 0
        #expect(size > 5_000_000, "the scenario is meant to be large: \(size)")
        #expect(result.outputLines.contains { $0.hasPrefix("warning: Scenarios/goldens/40-large.txt is ") && $0.hasSuffix("give the scenario fewer items or steps, or reduce it with `scenarios shrink`") },
                "\(result.output)")
    }

    // MARK: 9. Paths of the wrong kind

    @Test func aScenarioPathThatIsNotAFolderSaysSo() throws {
        let workspace = try Workspace()
        try Data("# notes\n".utf8).write(to: workspace.url("README.md"))
        let file = try workspace.run("list", "--scenarios", "README.md")
        #expect(file.errorLines == ["error: README.md: is a file, not a folder of scenarios; pass --scenarios DIR, the folder of the NN-name.json files"])
        let missing = try workspace.run("verify", "--scenarios", "nowhere")
        #expect(missing.errorLines == ["error: nowhere: no such folder; pass --scenarios DIR, the folder of the NN-name.json files"])
        let folder = try workspace.run("verify", "02", "--junit", "Scenarios")
        #expect(folder.errorLines == ["error: Scenarios: is a folder, not a file `scenarios verify --junit` wrote; name a file for the JUnit report"])
    }

    @Test func shrinkingWithACommandInAReadOnlyFolderSaysWhy() throws {
        guard getuid() != 0 else {
            // root writes to read-only folders: the check is made with a file standing where the folder would be.
            let workspace = try Workspace()
            let candidate = workspace.url("Scenarios/.02-table-view-single-section.shrink-candidate.json")
            try FileManager.default.createDirectory(at: candidate, withIntermediateDirectories: true)
            let result = try workspace.run("shrink", "02", "--command", "true")
            #expect(result.status == 1)
            #expect(result.errorLines.first?.contains("exists (left by an interrupted shrink?)") == true, "\(result.error)")
            return
        }
        let workspace = try Workspace()
        let scenarios = workspace.url("Scenarios")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: scenarios.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scenarios.path) }
        let result = try workspace.run("shrink", "02", "--command", "true", "--output", "out.json")
        #expect(result.status == 1)
        #expect(result.errorLines.first?.contains("cannot write the candidate file --command reads (its folder") == true, "\(result.error)")
    }

    // MARK: 11. Approving a run of an older scenario file

    @Test func approvingARunOfAnotherScenarioFileVersionIsRefused() throws {
        let workspace = try Workspace()
        let run = try workspace.run("run", "02")
        #expect(run.status == 0)
        try workspace.edit("02-table-view-single-section", replacing: "\"title\": \"", with: "\"title\": \"Edited: ")
        let approve = try workspace.run("approve", "1")
        #expect(approve.status == 1)
        #expect(approve.errorLines.first?.hasPrefix("error: run 1 of 02-table-view-single-section was recorded from another version of Scenarios/02-table-view-single-section.json (scenario file ") == true, "\(approve.error)")
        #expect(approve.errorLines.first?.hasSuffix("so the next verify would fail: verify it again and approve the new run") == true)
        #expect(try workspace.run("verify", "--record", "never", "02").status == 1, "the golden is unchanged (the file's title changed)")
    }

    // MARK: Support

    /// A golden named `name` in the workspace's golden store, recorded
    /// through the store's own API as a tool of another version could.
    static func addGolden(named name: String, in workspace: Workspace) throws {
        let working = try ScenarioStore(path: workspace.url("scratch.sqlite").path, mode: .createIfMissing)
        let run = try working.record(recording(named: name), label: nil, packageVersion: "0", sourceRevision: nil, recordedAt: Date())
        let goldens = try ScenarioStore(path: workspace.url("Scenarios/goldens.sqlite").path, mode: .writableWithoutUpgrade)
        _ = try goldens.replaceGolden(with: run, from: working)
    }

    static func recording(named name: String) -> ScenarioRecording {
        ScenarioRecording(scenario: name, title: "t", contentHash: "0", outcome: .passed, steps: [], finalState: [])
    }
}
