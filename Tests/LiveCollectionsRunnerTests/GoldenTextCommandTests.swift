import Foundation
import LiveCollectionsTestSupport
import Testing

/// The text goldens: committed beside the golden store, checked by `verify`,
/// and what a reviewer reads in a pull request.
@Suite("scenarios text goldens")
struct GoldenTextCommandTests {
    /// The scenario names in the workspace, from its files.
    static func scenarioNames(in workspace: Workspace) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: workspace.url("Scenarios").path)
            .filter { $0.first?.isNumber == true && $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }
            .sorted()
    }

    @Test func everyScenarioHasATextGoldenThatShowPrintsFromTheGoldenStore() throws {
        let workspace = try Workspace()
        let names = try Self.scenarioNames(in: workspace)
        #expect(!names.isEmpty)
        for name in names {
            let file = workspace.url("Scenarios/goldens/\(name).txt")
            let text = try String(contentsOf: file, encoding: .utf8)
            let show = try workspace.run("show", "golden:\(name)")
            #expect(show.status == 0, "\(name): \(show.error)")
            #expect(show.outputLines.first?.hasPrefix("golden:\(name): \(name), recorded ") == true)
            #expect(Array(show.outputLines.dropFirst()) == text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
                    "Scenarios/goldens/\(name).txt is stale: run `swift run scenarios verify --record failed` and commit it")
        }
        let texts = try FileManager.default.contentsOfDirectory(atPath: workspace.url("Scenarios/goldens").path)
        #expect(texts.sorted() == names.map { "\($0).txt" }, "one text golden per scenario, and no other file")
    }

    @Test func aHandEditedTextGoldenFailsWithTheCommandThatRewritesIt() throws {
        let workspace = try Workspace()
        let file = workspace.url("Scenarios/goldens/07-carousels.txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "  shows table: [c1, c2, c3, c4]\n", with: "  shows table: [c1, c2, c4, c3]\n")
        #expect(edited != text)
        try Data(edited.utf8).write(to: file)

        let never = try workspace.run("verify", "--record", "never", "07")
        #expect(never.status == 1)
        #expect(never.outputLines == [
            "Scenarios/goldens/07-carousels.txt: does not match golden:07-carousels in Scenarios/goldens.sqlite: "
                + "edited by hand, or not rewritten when the golden changed",
            "  goldens change through `scenarios approve`; to rewrite the text from golden:07-carousels: "
                + "scenarios verify --record failed 07-carousels",
            "scenario      result",
            "07-carousels  stale text golden",
            "1 scenario: 1 stale text golden",
        ])
        let missingMode = try workspace.run("verify", "07")
        #expect(missingMode.status == 1, "the default mode does not overwrite a hand edit either")
        #expect(try String(contentsOf: file, encoding: .utf8) == edited)

        let fix = try workspace.run("verify", "--record", "failed", "07-carousels")
        #expect(fix.status == 1, "writing a file is recording something")
        #expect(fix.outputLines == [
            "Scenarios/goldens/07-carousels.txt: wrote the text of golden:07-carousels (Scenarios/goldens.sqlite); commit it",
            "scenario      result",
            "07-carousels  rewrote text golden",
            "1 scenario: 1 rewrote text golden",
        ])
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        #expect(try workspace.run("verify", "--record", "never", "07").status == 0)
    }

    @Test func aMissingTextGoldenFailsUnderNeverAndIsWrittenByTheDefaultMode() throws {
        let workspace = try Workspace()
        let file = workspace.url("Scenarios/goldens/02-table-view-single-section.txt")
        let text = try Data(contentsOf: file)
        try FileManager.default.removeItem(at: file)

        let never = try workspace.run("verify", "--record", "never", "02")
        #expect(never.status == 1)
        #expect(never.outputLines == [
            "Scenarios/goldens/02-table-view-single-section.txt: missing: every golden in Scenarios/goldens.sqlite is committed as text too",
            "  to write it from golden:02-table-view-single-section: scenarios verify --record missing 02-table-view-single-section",
            "scenario                      result",
            "02-table-view-single-section  stale text golden",
            "1 scenario: 1 stale text golden",
        ])
        let missing = try workspace.run("verify", "02")
        #expect(missing.status == 1)
        #expect(missing.outputLines.last == "1 scenario: 1 rewrote text golden")
        #expect(try Data(contentsOf: file) == text)
    }

    /// What a reviewer sees: the approved change of a scenario is a line
    /// diff of its text golden.
    @Test(.enabled(if: ExternalTool.isAvailable("git"), "needs git"))
    func anApprovedChangeReadsAsALineDiffOfTheTextGolden() throws {
        let workspace = try Workspace()
        try Git.commitAll(in: workspace, message: "before")
        try workspace.edit("12-manual-timing", replacing: #""calculate": [11, 9, 10, 5, 12]"#, with: #""calculate": [11, 9, 5, 10, 12]"#)
        #expect(try workspace.run("verify", "--record", "never", "12").status == 1)
        let approved = try workspace.run("approve", "1")
        #expect(approved.status == 0, "\(approved.error)")

        let stat = try Git.run(["diff", "--stat=200", "--", "Scenarios"], in: workspace)
        #expect(stat.contains("Scenarios/12-manual-timing.json "))
        #expect(stat.contains("Scenarios/goldens.sqlite "))
        #expect(stat.contains("Scenarios/goldens/12-manual-timing.txt "))
        let diff = try Git.run(["diff", "--unified=0", "--", "Scenarios/goldens/12-manual-timing.txt"], in: workspace)
        let changes = diff.split(separator: "\n").map(String.init).filter { $0.hasPrefix("-") || $0.hasPrefix("+") || $0.hasPrefix("@@") }
        #expect(changes == [
            "--- a/Scenarios/goldens/12-manual-timing.txt",
            "+++ b/Scenarios/goldens/12-manual-timing.txt",
            "@@ -64,2 +64,2 @@ step 8 at 2000 ms: editMovies 9 \"Inception (IMAX)\"",
            "-step 9 at 2000 ms: calculate [11, 9, 10, 5, 12]",
            "-  delta 2000 ms collection data: IndexDelta(deletions: [], insertions: [4], reloads: [0->1], moves: [2->0])",
            "+step 9 at 2000 ms: calculate [11, 9, 5, 10, 12]",
            "+  delta 2000 ms collection data: IndexDelta(deletions: [], insertions: [4], reloads: [0->1], moves: [3->2, 2->0])",
            "@@ -69,0 +70 @@ step 10 at 2000 ms: performAnimations",
            "+  event 2000 ms view: moveItem [0, 3] -> [0, 2]",
            "@@ -73 +74 @@ step 10 at 2000 ms: performAnimations",
            "-  shows 2000 ms view: [11(King Kong), 9(Inception), 10(Jaws), 5(E.T. the Extra-Terrestrial), 12(L.A. Confidential)]",
            "+  shows 2000 ms view: [11(King Kong), 9(Inception), 5(E.T. the Extra-Terrestrial), 10(Jaws), 12(L.A. Confidential)]",
            "@@ -79 +80 @@ step 10 at 2000 ms: performAnimations",
            "-  shows view: [11(King Kong), 9(Inception (IMAX)), 10(Jaws), 5(E.T. the Extra-Terrestrial), 12(L.A. Confidential)]",
            "+  shows view: [11(King Kong), 9(Inception (IMAX)), 5(E.T. the Extra-Terrestrial), 10(Jaws), 12(L.A. Confidential)]",
            "@@ -81 +82 @@ outcome: passed",
            "-final view: [11(King Kong), 9(Inception (IMAX)), 10(Jaws), 5(E.T. the Extra-Terrestrial), 12(L.A. Confidential)]",
            "+final view: [11(King Kong), 9(Inception (IMAX)), 5(E.T. the Extra-Terrestrial), 10(Jaws), 12(L.A. Confidential)]",
        ])
        #expect(try workspace.run("verify", "--record", "never").status == 0)
    }
}

/// git in a workspace, for what a reviewer would see.
enum Git {
    struct Failure: Error { let arguments: [String]; let output: String }

    /// Runs git and returns its output; throws when it fails.
    @discardableResult
    static func run(_ arguments: [String], in workspace: Workspace) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["HOME"] = workspace.directory.path
        let (status, text) = try Subprocess.run(
            try #require(ExternalTool.path("git"), "git is not on PATH: apt-get install git"), ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "core.pager=cat"] + arguments,
            in: workspace.directory, environment: environment)
        guard status == 0 else { throw Failure(arguments: arguments, output: text) }
        return text
    }

    /// A repository in the workspace with everything committed.
    static func commitAll(in workspace: Workspace, message: String) throws {
        if !FileManager.default.fileExists(atPath: workspace.url(".git").path) {
            try run(["init", "-q"], in: workspace)
            try Data(".scenario-runs/\n*.sqlite-wal\n*.sqlite-shm\n".utf8).write(to: workspace.url(".gitignore"))
        }
        try run(["add", "-A"], in: workspace)
        try run(["commit", "-q", "-m", message], in: workspace)
    }
}
