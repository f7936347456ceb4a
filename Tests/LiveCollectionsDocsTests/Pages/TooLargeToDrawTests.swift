import Foundation
import LiveCollectionsScenarios
import Testing
@testable import LiveCollectionsDocs

/// A scenario whose pages would draw more cells than the limit
/// (``DrawingSize``) is summed up instead of drawn: its page and player say
/// so, with the size, the limit and what to do, list each step counted,
/// draw no picture, and stay small whatever the number of items. Below the
/// limit nothing changes: every committed page is what it was.
@Suite("Scenarios too large to draw")
struct TooLargeToDrawTests {
    /// An inline table of `items` items, then one step that deletes every
    /// tenth, changes the content of every seventh and appends five.
    static func scenario(items: Int) throws -> Scenario {
        let initial: [[String: Any]] = (1...items).map { ["id": $0, "content": "v1"] }
        var update: [[String: Any]] = (1...items).filter { $0 % 10 != 0 }.map { ["id": $0, "content": $0 % 7 == 0 ? "v2" : "v1"] }
        update += (items + 1...items + 5).map { ["id": $0, "content": "new"] }
        let json: [String: Any] = [
            "format": 2, "data": "inline", "kind": "singleSection", "view": ["style": "table"],
            "title": "Many rows", "description": "One update of many rows.",
            "initial": initial, "steps": [["at": 1000, "update": update]],
        ]
        let data = try JSONSerialization.data(withJSONObject: json)
        return try ScenarioLoader.load(data: data, as: URL(fileURLWithPath: "/tmp/40-many-rows.json"), displayPath: "40-many-rows.json")
    }

    static func files(items: Int, limit: Int) throws -> (DocumentedScenario, [String: Data]) {
        let scenario = try scenario(items: items)
        let run = DocumentedRun(scenario: scenario, recording: ScenarioReplay.run(scenario), run: "#1", store: "test")
        var files: [String: Data] = [:]
        let page = DocsGenerator.write(run, drawingLimit: limit) { path, data in files[path] = data }
        return (page, files)
    }

    static func text(_ data: Data?) -> String {
        data.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    @Test func theSizeIsTheCellsOfEveryStateThePagesDraw() throws {
        let scenario = try Self.scenario(items: 300)
        let run = DocumentedRun(scenario: scenario, recording: ScenarioReplay.run(scenario), run: "#1", store: "test")
        // The setup's end (300), after each of the step's two batches and at
        // its end (275 each), and at the end (275).
        #expect(DrawingSize(of: run) == DrawingSize(cells: 300 + 4 * 275))
        #expect(DrawingSize(of: run).description == "1,400 cells")
    }

    @Test func aboveTheLimitThePageSaysSoAndSumsUpEachStep() throws {
        let (page, files) = try Self.files(items: 300, limit: 1_000)
        #expect(page.isSummarized && page.size.cells == 1_400)
        #expect(Set(files.keys) == ["40-many-rows.md", "40-many-rows.html"], "no picture")
        let markdown = Self.text(files["40-many-rows.md"])
        #expect(markdown.contains(
            "> **Too large to draw: its pages would draw 1,400 cells (the rows of every view before and after each batch and step), "
                + "above the limit of 1,000, so each step is summed up below instead of drawn.** "
                + "To see the steps drawn, give the scenario fewer items or steps, or reduce it with `scenarios shrink`."
        ), "\(markdown)")
        #expect(markdown.contains("▶ [The steps, summed up](40-many-rows.html) · recorded run \\#1 in `test` · outcome: passed"))
        #expect(markdown.contains("## Steps, summed up"))
        #expect(markdown.contains("### Step 0 · 1000 ms · `update [1 \"v1\", 2 \"v1\", 3 \"v1\""), "\(markdown)")
        #expect(markdown.contains("` … (2,543 more characters)\n"), "the action is cut: \(markdown)")
        #expect(markdown.contains("### Setup\n\n- `view`: 1 reloadData · calls: reloadData × 1 · shows 300 items in 1 section\n"), "\(markdown)")
        #expect(markdown.contains("- Deltas: 1 delta calculated (`collection data`)\n- Animation styles: `preciseAnimations (every change animated)`\n"), "\(markdown)")
        #expect(markdown.contains(
            "- `view`: 30 items deleted, 5 items inserted, 38 items reloaded · calls: beginBatch × 2, deleteItems × 1, insertItems × 1, "
                + "endBatch × 2, animationsCompleted × 2, reloadItems × 1 · shows 275 items in 1 section\n"
        ), "\(markdown)")
        #expect(markdown.contains("## At the end\n\n- `view`: 275 items in 1 section\n"))
        #expect(!markdown.contains(".svg"))
        let player = Self.text(files["40-many-rows.html"])
        #expect(player.hasPrefix("<!DOCTYPE html>") && !player.lowercased().contains("<script"))
        #expect(player.contains(
            #"<p class="too-large"><strong>Too large to draw: its pages would draw 1,400 cells (the rows of every view before and after each batch and step), "#
                + #"above the limit of 1,000, so each step is summed up below instead of drawn.</strong> "#
                + #"To see the steps drawn, give the scenario fewer items or steps, or reduce it with <code>scenarios shrink</code>.</p>"#
        ), "\(player)")
        #expect(player.contains("<h2>Step 0 · 1000 ms · update [1 &quot;v1&quot;, 2 &quot;v1&quot;, "))
        #expect(player.contains("<li>view: 30 items deleted, 5 items inserted, 38 items reloaded · calls: beginBatch × 2, "))
        #expect(!player.contains("<svg"))
    }

    @Test func aSummaryDoesNotGrowWithTheItems() throws {
        let (_, small) = try Self.files(items: 300, limit: 100)
        let (_, large) = try Self.files(items: 6_000, limit: 100)
        for path in ["40-many-rows.md", "40-many-rows.html"] {
            let (smallSize, largeSize) = (small[path]?.count ?? 0, large[path]?.count ?? 0)
            #expect(largeSize > 0 && largeSize < smallSize + 200, "\(path): \(smallSize) bytes for 300 items, \(largeSize) for 6,000")
            #expect(largeSize < 12_000, "\(path): \(largeSize) bytes")
        }
        // Drawn, the same scenario's player grows with every row.
        let (page, drawn) = try Self.files(items: 6_000, limit: DrawingSize.limit * 10)
        #expect(!page.isSummarized)
        #expect((drawn["40-many-rows.html"]?.count ?? 0) > 1_000_000)
    }

    @Test func atTheLimitThePagesAreDrawnAsBefore() throws {
        let (page, atLimit) = try Self.files(items: 300, limit: 1_400)
        let (_, unlimited) = try Self.files(items: 300, limit: .max)
        #expect(!page.isSummarized)
        #expect(atLimit == unlimited)
        #expect(atLimit.keys.contains { $0.hasSuffix(".svg") })
    }

    @Test func aCutActionEndsWithoutASpaceAndSaysHowMuchIsLeftOut() {
        // 300 characters; the first 120 end with a space, which a code span would keep.
        let summary = StepSummary(StepRecord(index: 0, at: 0, action: String(repeating: "ab ", count: 100)))
        #expect(summary.action == String(String(repeating: "ab ", count: 40).dropLast()))
        #expect(summary.omission == " … (181 more characters)")
        let short = StepSummary(StepRecord(index: 0, at: 0, action: "update [a, b]"))
        #expect(short.action == "update [a, b]" && short.omission.isEmpty)
    }

    @Test func aSummaryListsAtMostItsLimitOfSteps() throws {
        let updates: [[String: Any]] = (0..<StepSummary.stepLimit + 5).map { ["at": $0 * 10, "update": [$0 % 3 == 0 ? "a" : "b"]] }
        let json: [String: Any] = [
            "format": 2, "data": "inline", "kind": "singleSection", "view": ["style": "table"],
            "title": "Many steps", "description": "", "initial": ["a"], "steps": updates,
        ]
        let scenario = try ScenarioLoader.load(data: try JSONSerialization.data(withJSONObject: json), as: URL(fileURLWithPath: "/tmp/41-many-steps.json"), displayPath: "41-many-steps.json")
        let run = DocumentedRun(scenario: scenario, recording: ScenarioReplay.run(scenario), run: "#1", store: "test")
        let files = DocsGenerator.files(for: [run], drawingLimit: 10)
        let markdown = Self.text(files["41-many-steps.md"])
        #expect(markdown.contains("### Step \(StepSummary.stepLimit - 2) "))
        #expect(!markdown.contains("### Step \(StepSummary.stepLimit - 1) "), "the setup and \(StepSummary.stepLimit - 1) steps are listed")
        #expect(markdown.contains("\n6 more steps not listed.\n"))
        #expect(Self.text(files["41-many-steps.html"]).contains(#"<p class="note">6 more steps not listed.</p>"#))
    }

    @Test func theIndexStillLinksTheSummedUpPlayer() throws {
        let scenario = try Self.scenario(items: 300)
        let run = DocumentedRun(scenario: scenario, recording: ScenarioReplay.run(scenario), run: "#1", store: "test")
        let index = Self.text(DocsGenerator.files(for: [run], drawingLimit: 100)["README.md"])
        #expect(index.contains("| [Many rows](40-many-rows.md) | `singleSection` | passed | [play](40-many-rows.html) |"))
    }

    @Test func aSummedUpPageEscapesTextFromData() throws {
        let scenario = try MarkupFromDataTests.scenario(named: "41-x <svg onload=alert(1)> a)b#c")
        let run = DocumentedRun(scenario: scenario, recording: ScenarioReplay.run(scenario), run: "#1", store: "test")
        let files = DocsGenerator.files(for: [run], drawingLimit: 0)
        #expect(files.count == 3, "the page, the player, the index: \(files.keys.sorted())")
        for (path, data) in files {
            let text = Self.text(data).lowercased()
            #expect(!text.contains("<script") && !text.contains("<svg onload"), "\(path)")
        }
    }

    /// The committed scenarios are far below the limit, so none is summed
    /// up: the limit is over ten times the largest.
    @Test func everyCommittedScenarioIsFarBelowTheLimit() throws {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios")
        let scenarios = try ScenarioLoader.loadAll(in: directory, displayDirectory: "Scenarios")
        let sizes = scenarios.map { scenario in
            (scenario.name, DrawingSize(of: DocumentedRun(scenario: scenario, recording: ScenarioReplay.run(scenario), run: "#1", store: "test")))
        }
        let largest = try #require(sizes.max { $0.1 < $1.1 })
        print("largest drawing: \(largest.0), \(largest.1)")
        #expect(largest.1.cells * 10 < DrawingSize.limit, "\(largest.0): \(largest.1)")
    }
}
