import Foundation
import LiveCollectionsTestSupport
import Testing

/// The contributor workflow guide (`docs/contributor-workflow.md`), run as written: every command in its
/// block, in order, through the built tool and git.
@Suite("Contributor workflow guide")
struct ContributorWorkflowGuideTests {
    /// A guide of `docs/`, such as `contributor-workflow.md`.
    static func guide(_ name: String) throws -> String {
        try String(contentsOf: Workspace.repositoryScenarios.deletingLastPathComponent().appendingPathComponent("docs/\(name)"), encoding: .utf8)
    }

    /// The commands of the block between the workflow markers, without their comments.
    static func workflowCommands() throws -> [String] {
        let text = try guide("contributor-workflow.md")
        guard let start = text.range(of: "<!-- contributor-workflow -->"), let end = text.range(of: "<!-- /contributor-workflow -->") else {
            return []
        }
        return text[start.upperBound..<end.lowerBound].split(separator: "\n")
            .map { line in String(line.split(separator: "#", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("```") }
    }

    /// Runs a shell command line in the workspace, with git configured for a test.
    static func shell(_ line: String, in workspace: Workspace) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = workspace.directory.path
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_AUTHOR_NAME"] = "Test"
        environment["GIT_AUTHOR_EMAIL"] = "test@example.com"
        environment["GIT_COMMITTER_NAME"] = "Test"
        environment["GIT_COMMITTER_EMAIL"] = "test@example.com"
        environment["GIT_PAGER"] = "cat"
        return try Subprocess.run("/bin/sh", ["-c", line], in: workspace.directory, environment: environment)
    }

    @Test(.enabled(if: ExternalTool.isAvailable("git"), "needs git"))
    func theContributorWorkflowRunsAsWritten() throws {
        let commands = try Self.workflowCommands()
        #expect(commands == [
            "swift run scenarios verify --record never",
            "swift run scenarios diff golden:12-manual-timing RUN",
            "swift run scenarios approve RUN",
            "git diff --stat Scenarios/",
            "git diff Scenarios/goldens/",
            "swift run scenarios verify --record never",
            "swift run scenarios docs",
            "git add Scenarios docs && git commit -m \"Describe the library change and what it does to the goldens\"",
        ], "the guide's workflow changed: update this test with it")

        let workspace = try Workspace()
        // The repository's ignore list comes with a clone: working runs and diff pages stay out of commits.
        try FileManager.default.copyItem(at: Workspace.repositoryScenarios.deletingLastPathComponent().appendingPathComponent(".gitignore"), to: workspace.url(".gitignore"))
        _ = try workspace.run("docs")
        try Git.commitAll(in: workspace, message: "before")
        try workspace.edit("12-manual-timing", replacing: #""calculate": [11, 9, 10, 5, 12]"#, with: #""calculate": [11, 9, 5, 10, 12]"#)
        var run = "RUN"
        var outputs: [String] = []
        var statuses: [Int32] = []
        for command in commands {
            let line = command.replacingOccurrences(of: "RUN", with: run)
            if line.hasPrefix("swift run scenarios ") {
                let arguments = line.dropFirst("swift run scenarios ".count).split(separator: " ").map(String.init)
                let result = try ToolProcess.run(arguments, in: workspace.directory)
                outputs.append(result.output + result.error)
                statuses.append(result.status)
                if let accept = result.outputLines.first(where: { $0.hasPrefix("  to accept the change: scenarios approve ") }) {
                    run = String(accept.dropFirst("  to accept the change: scenarios approve ".count).prefix { $0.isNumber })
                }
            } else {
                let result = try Self.shell(line, in: workspace)
                outputs.append(result.output)
                statuses.append(result.status)
            }
        }
        #expect(statuses == [1, 1, 0, 0, 0, 0, 0, 0], "\(outputs)")
        #expect(run == "12")
        #expect(outputs[0].contains("12-manual-timing: does not match its golden"))
        #expect(outputs[1].hasPrefix("golden:12-manual-timing (12-manual-timing) and run #12 (12-manual-timing): changed"))
        #expect(outputs[2].hasPrefix("approved run #12 of 12-manual-timing: it is now golden:12-manual-timing"))
        #expect(outputs[3].contains("Scenarios/goldens.sqlite") && outputs[3].contains("Scenarios/goldens/12-manual-timing.txt"))
        #expect(outputs[4].contains("\n+step 9 at 2000 ms: calculate [11, 9, 5, 10, 12]\n"))
        #expect(outputs[4].contains("\n-step 9 at 2000 ms: calculate [11, 9, 10, 5, 12]\n"))
        #expect(try Self.shell("git status --porcelain", in: workspace).output == "", "everything is committed")
        #expect(try Self.shell("git show --stat HEAD", in: workspace).output.contains("docs/scenarios/12-manual-timing.md"), "the docs followed the golden")
    }

    /// The guide's `git config` line gives a readable `git diff` of the SQLite goldens.
    @Test(.enabled(
        if: ExternalTool.isAvailable("git", "sqlite3"),
        "needs git and sqlite3"))
    func theSQLiteDiffDriverShowsSQL() throws {
        let configLine = try #require(try Self.guide("contributor-workflow.md").split(separator: "\n").first { $0.hasPrefix("git config diff.sqlite3.textconv ") })
        let workspace = try Workspace()
        let attributes = Workspace.repositoryScenarios.deletingLastPathComponent().appendingPathComponent(".gitattributes")
        try FileManager.default.copyItem(at: attributes, to: workspace.url(".gitattributes"))
        try Git.commitAll(in: workspace, message: "before")
        #expect(try Self.shell(String(configLine), in: workspace).status == 0)
        // A change to approve: the scenario's title.
        try workspace.edit("07-carousels", replacing: #""title": "Table of carousels""#, with: #""title": "Table of carousels, edited""#)
        #expect(try workspace.run("run", "07").status == 0)
        #expect(try workspace.run("approve", "1").status == 0)

        let diff = try Self.shell("git diff Scenarios/goldens.sqlite", in: workspace)
        #expect(diff.status == 0)
        #expect(!diff.output.contains("Binary files"))
        #expect(!diff.output.contains("warning"), "the driver leaves nothing beside git's temporary copy")
        // The approved run's id comes from the goldens file's sequence, so it is matched, not named.
        #expect(diff.output.contains(/\n\+INSERT INTO run VALUES\(\d+,'07-carousels',/), "\(diff.output.prefix(2000))")
        #expect(diff.output.contains(/\n-INSERT INTO run VALUES\(\d+,'07-carousels',/), "the superseded golden run is gone")
    }
}

/// `Scenarios/README.md`'s recipe for adding a scenario, run as written.
@Suite("Scenarios README recipe")
struct AddScenarioRecipeTests {
    @Test func addingAScenarioRunsAsWritten() throws {
        let readme = try String(contentsOf: Workspace.repositoryScenarios.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "<!-- add-a-scenario -->").dropFirst().first?.components(separatedBy: "<!-- /add-a-scenario -->").first)
        let commands = block.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("```") && !$0.isEmpty }
            .map { $0.components(separatedBy: "   #").first?.trimmingCharacters(in: .whitespaces) ?? $0 }
        #expect(commands.count == 6)
        let workspace = try Workspace()
        var statuses: [Int32] = []
        for command in commands where !command.hasPrefix("git ") {
            if command.hasPrefix("swift run scenarios ") {
                let arguments = command.dropFirst("swift run scenarios ".count).split(separator: " ").map(String.init)
                let result = try ToolProcess.run(arguments, in: workspace.directory)
                statuses.append(result.status)
            } else {
                statuses.append(try ContributorWorkflowGuideTests.shell(command, in: workspace).status)
            }
        }
        #expect(statuses == [0, 0, 1, 0, 0], "cp, run, record (exits 1), verify, docs")
        #expect(FileManager.default.fileExists(atPath: workspace.url("Scenarios/goldens/30-my-feed.txt").path))
        #expect(FileManager.default.fileExists(atPath: workspace.url("docs/scenarios/30-my-feed.md").path))
    }
}
