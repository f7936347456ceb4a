import Foundation
import LiveCollectionsStore
import Testing

/// `docs`: the committed documentation folder is what the tool generates from
/// the committed goldens, byte for byte.
@Suite("scenarios docs")
struct DocsCommandTests {
    static var repositoryDocs: URL {
        Workspace.repositoryScenarios.deletingLastPathComponent().appendingPathComponent("docs/scenarios")
    }

    /// Every file below `directory`, by relative path.
    static func files(in directory: URL) throws -> [String: Data] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else { return [:] }
        var files: [String: Data] = [:]
        let base = directory.standardizedFileURL.path
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let path = url.standardizedFileURL.path
            files[String(path.dropFirst(base.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    func generated() throws -> (Workspace, [String: Data]) {
        let workspace = try Workspace(withGeneratedScenarios: true)
        let result = try workspace.run("docs", "--output", "out")
        #expect(result.status == 0, "\(result.error)")
        return (workspace, try Self.files(in: workspace.url("out")))
    }

    @Test func theCommittedFolderIsNotStale() throws {
        let (_, fresh) = try generated()
        let committed = try Self.files(in: Self.repositoryDocs)
        let fix = "run `swift run scenarios docs` and commit docs/scenarios"
        #expect(Set(committed.keys) == Set(fresh.keys), "the committed docs have other files than the goldens give: \(fix)")
        for (path, data) in fresh.sorted(by: { $0.key < $1.key }) where committed[path] != data {
            Issue.record("docs/scenarios/\(path) is stale: \(fix)")
        }
    }

    /// The Markdown page and pictures of three scenarios, exactly as
    /// committed (the committed folder is the snapshot).
    @Test(arguments: ["01-collection-view-single-section", "07-carousels", "12-manual-timing"])
    func pagesAndPicturesMatchTheirSnapshots(scenario: String) throws {
        let (_, fresh) = try generated()
        let committed = try Self.files(in: Self.repositoryDocs)
        let paths = fresh.keys.filter { $0 == "\(scenario).md" || $0 == "\(scenario).html" || $0.hasPrefix("\(scenario)/") }.sorted()
        #expect(paths.contains("\(scenario).md") && paths.contains("\(scenario).html"))
        #expect(paths.contains { $0.hasSuffix(".svg") }, "at least one picture")
        for path in paths {
            #expect(fresh[path] == committed[path], "docs/scenarios/\(path) differs from what the goldens give")
        }
    }

    @Test func theSameRunGivesTheSameBytes() throws {
        let (_, first) = try generated()
        let (_, second) = try generated()
        #expect(first == second)
    }

    @Test func aMissingGoldenIsOneLine() throws {
        let workspace = try Workspace()
        try FileManager.default.removeItem(at: workspace.url("Scenarios/goldens.sqlite"))
        let result = try workspace.run("docs", "--output", "out")
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1)
        #expect(result.errorLines.first?.hasPrefix("error: Scenarios/goldens.sqlite: ") == true)
    }

    @Test func aRunWithARejectedBatchSaysSoInsteadOfDrawing() throws {
        let workspace = try Workspace()
        // The library gives no rejected batch to record, so the run is written
        // as a replay with a rejected batch would leave it: failed, with UIKit's message.
        let goldens = try ScenarioStore(path: workspace.url("Scenarios/goldens.sqlite").path, mode: .readOnly)
        let golden = try #require(try goldens.golden(for: "01-collection-view-single-section"))
        var recording = try goldens.recording(of: golden)
        recording.outcome = .failed("rejected batch: view: attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update")
        try FileManager.default.createDirectory(at: workspace.url(".scenario-runs"), withIntermediateDirectories: true)
        let working = try ScenarioStore(path: workspace.url(".scenario-runs/runs.sqlite").path)
        _ = try working.record(recording, label: "broken", packageVersion: "0.1.0", recordedAt: Date(timeIntervalSince1970: 0))

        let docs = try workspace.run("docs", "--label", "broken", "--output", "out")
        #expect(docs.status == 0, "\(docs.error)")
        let page = try String(contentsOf: workspace.url("out/01-collection-view-single-section.md"), encoding: .utf8)
        #expect(page.contains("> **This run failed: rejected batch: view: attempt to insert item 6 into section 0"))
        #expect(page.contains("No pictures are drawn: the animation they would show never happened."))
        #expect(!page.contains(".svg)"))
        #expect(!FileManager.default.fileExists(atPath: workspace.url("out/01-collection-view-single-section.html").path))
        #expect(!FileManager.default.fileExists(atPath: workspace.url("out/01-collection-view-single-section").path))
        let index = try String(contentsOf: workspace.url("out/README.md"), encoding: .utf8)
        #expect(index.contains("| failed | — |"))
    }

    @Test func aRunThatDoesNotMatchItsGoldenSaysSo() throws {
        let workspace = try Workspace()
        try workspace.edit("01-collection-view-single-section", replacing: #""append": [11, 12]"#, with: #""append": [11, 14]"#)
        #expect(try workspace.run("run", "--label", "changed", "01").status == 0)
        let docs = try workspace.run("docs", "--label", "changed", "--output", "out")
        #expect(docs.status == 0, "\(docs.error)")
        let page = try String(contentsOf: workspace.url("out/01-collection-view-single-section.md"), encoding: .utf8)
        #expect(page.contains("> **This run does not match its golden: "))
        #expect(!page.contains(".svg)"))
        let index = try String(contentsOf: workspace.url("out/README.md"), encoding: .utf8)
        #expect(index.contains("| does not match its golden |"))
    }

    // MARK: Scenarios too large to draw

    /// A scenario of `items` inline rows on a table, then one step that
    /// deletes every tenth row: its pages would draw about 4.6 cells per
    /// item (6,000 items: 27,600 cells, above the limit of 20,000).
    static func addLargeScenario(to workspace: Workspace, items: Int = 6_000) throws {
        let initial = (1...items).map { #"{"id": \#($0), "content": "row \#($0)"}"# }
        let update = (1...items).filter { $0 % 10 != 0 }.map { #"{"id": \#($0), "content": "row \#($0)"}"# }
        let scenario = """
            {"format": 2, "title": "Large", "description": "One update of many rows.", "kind": "singleSection", "data": "inline",
             "view": {"style": "table", "animationMilliseconds": 300},
             "initial": [\(initial.joined(separator: ", "))], "steps": [{"at": 1000, "update": [\(update.joined(separator: ", "))]}]}
            """
        try Data(scenario.utf8).write(to: workspace.url("Scenarios/40-large.json"))
    }

    static let largeWarning = "warning: out/40-large.md and out/40-large.html: 40-large is too large to draw (27,600 cells, above 20,000 cells), "
        + "so its pages sum up each step instead: give the scenario fewer items or steps, or reduce it with `scenarios shrink`"

    /// Checks the summed-up page and player of `40-large` in `out`, and that
    /// no file of the folder is larger than `bound` bytes.
    static func checkSummedUp(in workspace: Workspace, bound: Int = 150_000) throws {
        let page = try String(contentsOf: workspace.url("out/40-large.md"), encoding: .utf8)
        #expect(page.contains("> **Too large to draw: its pages would draw 27,600 cells (the rows of every view before and after each batch and step), "
            + "above the limit of 20,000, so each step is summed up below instead of drawn.** "
            + "To see the steps drawn, give the scenario fewer items or steps, or reduce it with `scenarios shrink`."))
        #expect(page.contains("- `view`: 600 items deleted · calls: beginBatch × 2, deleteItems × 1, endBatch × 2, animationsCompleted × 2 · shows 5,400 items in 1 section\n"), "\(page)")
        #expect(!page.contains(".svg"))
        let player = try String(contentsOf: workspace.url("out/40-large.html"), encoding: .utf8)
        #expect(player.contains(#"<p class="too-large"><strong>Too large to draw: its pages would draw 27,600 cells"#))
        #expect(player.contains("<li>view: 600 items deleted · calls: "))
        #expect(!FileManager.default.fileExists(atPath: workspace.url("out/40-large").path), "no pictures")
        for (path, data) in try files(in: workspace.url("out")) {
            #expect(data.count < bound, "\(path) is \(data.count) bytes")
        }
    }

    @Test func aScenarioTooLargeToDrawIsSummedUpWithAWarning() throws {
        let workspace = try Workspace()
        try Self.addLargeScenario(to: workspace)
        #expect(try workspace.run("verify", "--record", "missing", "40").status == 1, "recording exits 1")
        let result = try workspace.run("docs", "--output", "out")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.outputLines == [Self.largeWarning, "wrote 103 files for 16 scenarios to out"], "\(result.output)")
        try Self.checkSummedUp(in: workspace)
        // The other scenarios' files are drawn as committed.
        let committed = try Self.files(in: Self.repositoryDocs)
        for (path, data) in try Self.files(in: workspace.url("out")) where !path.hasPrefix("40-large") && path != "README.md" && path != ".scenarios-generated" {
            #expect(committed[path] == data, "\(path) differs from the committed docs")
        }
    }

    @Test func aLabelledRunTooLargeToDrawIsSummedUpWithAWarning() throws {
        let workspace = try Workspace()
        try Self.addLargeScenario(to: workspace)
        #expect(try workspace.run("run", "--label", "large", "40").status == 0)
        let result = try workspace.run("docs", "--label", "large", "--output", "out")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.outputLines == [Self.largeWarning, "wrote 3 files for 1 scenario to out"], "\(result.output)")
        try Self.checkSummedUp(in: workspace)
        let page = try String(contentsOf: workspace.url("out/40-large.md"), encoding: .utf8)
        #expect(page.contains("recorded run 1 in `.scenario-runs/runs.sqlite` · outcome: passed"), "\(page)")
    }
}
