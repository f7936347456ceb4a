import Foundation
import LiveCollectionsScenarios
import Testing

/// `shrink`, through the built tool: a long scenario in which one update
/// crosses the delta-count threshold shrinks to the few steps and items that
/// still cross it; a generated scenario is expanded to its listed steps
/// first.
@Suite("scenarios shrink")
struct ShrinkCommandTests {
    static let reason = "reloadSections (deltaCountThreshold)"

    /// 210 steps over 60 inline items, one second apart: each step moves one
    /// item (one change, under the threshold of 3), except step 137, which
    /// brings in ten new items (twenty changes, over it).
    static func longScenario() -> String {
        var current = (0..<60).map { "\"item\($0)\"" }
        var steps: [String] = []
        for step in 0..<210 {
            if step == 137 {
                current = Array(current.dropFirst(10)) + (60..<70).map { "\"item\($0)\"" }
            } else {
                let from = (step * 7) % current.count
                let item = current.remove(at: from)
                current.insert(item, at: (step * 13) % current.count)
            }
            steps.append(#"{"at": \#(step * 1000), "update": [\#(current.joined(separator: ", "))]}"#)
        }
        return """
            {"format": 2, "data": "inline", "title": "Long", "description": "A long series.", "kind": "singleSection",
             "view": {"style": "collection"}, "thresholds": {"deltaCount": 3},
             "initial": [\((0..<60).map { "\"item\($0)\"" }.joined(separator: ", "))],
             "steps": [\(steps.joined(separator: ",\n"))]}
            """
    }

    @Test func aThresholdCrossingShrinksToAFewStepsAndItems() throws {
        let workspace = try Workspace()
        try Data(Self.longScenario().utf8).write(to: workspace.url("Scenarios/90-long.json"))
        let result = try workspace.run("shrink", "--contains", Self.reason, "90-long")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.outputLines
        #expect(lines.count == 2)
        #expect(lines.first == "90-long: 210 steps, 70 items, 0 sections -> 1 step, 4 items, 0 sections (33 candidates tested)", "\(lines)")
        #expect(lines.last == "wrote Scenarios/shrunk-90-long.json")

        let shrunk = try ScenarioLoader.load(fileAt: workspace.url("Scenarios/shrunk-90-long.json"), displayPath: "shrunk")
        #expect(shrunk.steps.count <= 3)
        var items: Set<Int> = []
        if case .movies(let ids) = shrunk.initial { items.formUnion(ids) }
        for step in shrunk.steps { if case .update(.movies(let ids)) = step.action { items.formUnion(ids) } }
        #expect(items.count <= 5, "\(items)")
        let recording = ScenarioReplay.run(shrunk)
        #expect(recording.steps.flatMap(\.decisions).contains { "\($0.style) (\($0.reason))" == Self.reason })

        // The same input gives the same scenario, and shrink replaces its own output.
        let first = try Data(contentsOf: workspace.url("Scenarios/shrunk-90-long.json"))
        let again = try workspace.run("shrink", "--contains", Self.reason, "90-long")
        #expect(again.outputLines == lines)
        #expect(try Data(contentsOf: workspace.url("Scenarios/shrunk-90-long.json")) == first)
    }

    /// The external command replays the candidate with two configurations
    /// (the file as given, and with the delta-count threshold at 10,000),
    /// exports both runs and exits 0 when they differ: shrinking keeps the
    /// smallest scenario on which the configurations disagree.
    @Test func anExternalCommandComparingTwoConfigurations() throws {
        let workspace = try Workspace()
        try Data(Self.longScenario().utf8).write(to: workspace.url("Scenarios/90-long.json"))
        let tool = ToolProcess.executable.path
        let script = """
            set -e
            dir=$(mktemp -d)
            trap 'rm -rf "$dir"' EXIT
            mkdir "$dir/a" "$dir/b"
            cp "$1" "$dir/a/01-c.json"
            sed 's/"deltaCount": 3/"deltaCount": 10000/' "$1" > "$dir/b/01-c.json"
            for c in a b; do
              "\(tool)" run --scenarios "$dir/$c" --database "$dir/$c.sqlite" 01-c > /dev/null || true
              "\(tool)" export --scenarios "$dir/$c" --database "$dir/$c.sqlite" 1 | grep -v -e recordedAt -e contentHash > "$dir/$c.json"
            done
            ! cmp -s "$dir/a.json" "$dir/b.json"
            """
        try Data(script.utf8).write(to: workspace.url("compare.sh"))
        let result = try workspace.run("shrink", "--command", "sh \(workspace.url("compare.sh").path)", "--output", "small.json", "Scenarios/90-long.json")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.outputLines.last == "wrote small.json")
        let shrunk = try ScenarioLoader.load(fileAt: workspace.url("small.json"), displayPath: "small.json")
        #expect(shrunk.steps.count <= 3)
        #expect(!FileManager.default.fileExists(atPath: workspace.url("Scenarios/.90-long.shrink-candidate.json").path))
    }

    /// A discrete-sections scenario shrinks to the one section whose update
    /// crosses the threshold; the written file loads.
    @Test func aDiscreteSectionsScenarioShrinksToFewerSections() throws {
        let workspace = try Workspace()
        let text = """
            {"format": 2, "data": "inline", "title": "Discrete", "description": "Five sections.", "kind": "discreteSections",
             "view": {"style": "table", "rowAnimations": {"sections": {"3": {"delete": "left"}}}}, "thresholds": {"deltaCount": 3},
             "synchronizer": {"delay": "short", "sections": [0, 4]},
             "initial": [["a"], ["b"], ["c"], ["d", "e", "f", "g"], ["h"]],
             "steps": [
               {"at": 0, "update": {"section": 0, "items": ["a", "a0"]}},
               {"at": 0, "update": {"section": 1, "items": []}},
               {"at": 1000, "update": {"section": 3, "items": ["w", "x", "y", "z"]}},
               {"at": 1000, "append": {"section": 4, "items": ["h0"]}},
               {"at": 2000, "update": {"section": 2, "items": ["c0"]}}
             ]}
            """
        try Data(text.utf8).write(to: workspace.url("Scenarios/91-discrete.json"))
        let result = try workspace.run("shrink", "--contains", Self.reason, "91-discrete")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.outputLines == [
            "91-discrete: 5 steps, 15 items, 5 sections -> 1 step, 4 items, 1 section (26 candidates tested)",
            "wrote Scenarios/shrunk-91-discrete.json",
        ])
        let shrunk = try ScenarioLoader.load(fileAt: workspace.url("Scenarios/shrunk-91-discrete.json"), displayPath: "shrunk")
        #expect(shrunk.steps.count == 1)
        let recording = ScenarioReplay.run(shrunk)
        #expect(recording.steps.flatMap(\.decisions).contains { "\($0.style) (\($0.reason))" == Self.reason })
    }

    /// 34 ticks of one list drawn from 200 movies with a delta-count
    /// threshold of 25: a series holds at most 20 movies, so no update from
    /// the empty data set crosses it, and small changes stay far below; only
    /// the massive phase's new data sets (deletions and insertions of up to
    /// 20 each) cross it.
    static let generatedScenario = """
        {"format": 1, "title": "Small generated", "description": "A few dozen ticks.", "kind": "singleSection",
         "view": {"style": "collection"}, "thresholds": {"deltaCount": 25}, "initial": [],
         "generate": {"seed": 4, "movies": {"from": 1, "to": 200}, "items": {"initial": 10, "minimum": 5, "maximum": 20},
           "phases": [{"ticks": 20, "rate": "slow", "change": "small"}, {"ticks": 4, "rate": "slow", "change": "massive"},
                      {"ticks": 10, "rate": "fast", "change": "small"}]}}
        """

    /// A generated scenario is expanded to the steps it lists, then shrunk:
    /// the size before is the expanded one's, and the file written lists the
    /// two steps of a massive change that cross the threshold, says where it
    /// came from, loads and still crosses it. Shrinking again gives the same
    /// file.
    @Test func aGeneratedScenarioShrinksToItsListedSteps() throws {
        let workspace = try Workspace()
        try Data(Self.generatedScenario.utf8).write(to: workspace.url("Scenarios/92-generated.json"))
        let generated = try ScenarioLoader.load(fileAt: workspace.url("Scenarios/92-generated.json"), displayPath: "generated")
        #expect(generated.steps.count == 34)
        let result = try workspace.run("shrink", "--contains", Self.reason, "92-generated")
        #expect(result.status == 0, "\(result.error)")
        let lines = [
            "92-generated: 34 steps, 62 items, 0 sections -> 2 steps, 26 items, 0 sections (99 candidates tested)",
            "wrote Scenarios/shrunk-92-generated.json",
        ]
        #expect(result.outputLines == lines)

        let file = workspace.url("Scenarios/shrunk-92-generated.json")
        let value = try ScenarioLoader.document(Data(contentsOf: file), displayPath: "shrunk")
        guard case .object(let root) = value else { Issue.record("not an object: \(value)"); return }
        #expect(root["generate"] == nil)
        #expect(root["description"] == .string(
            "Shrunk by `scenarios shrink` from the generated scenario 92-generated (its \"generate\" series, seed 4, expanded to 34 listed steps; "
                + "interesting: a recording line contains \"\(Self.reason)\"). A few dozen ticks."
        ))
        let shrunk = try ScenarioLoader.load(fileAt: file, displayPath: "shrunk")
        #expect(shrunk.generation == nil)
        #expect(shrunk.steps.map(\.at) == [84_000, 88_000])
        // Its two data sets are two of the generated ones, less the movies that did not matter.
        for step in shrunk.steps {
            guard case .update(.movies(let ids)) = step.action,
                  case .update(.movies(let original))? = generated.steps.first(where: { $0.at == step.at })?.action
            else {
                Issue.record("not an update of the generated series: \(step)")
                continue
            }
            #expect(original.filter(Set(ids).contains) == ids)
        }
        let recording = ScenarioReplay.run(shrunk)
        #expect(recording.outcome == .passed)
        #expect(recording.steps.flatMap(\.decisions).contains { "\($0.style) (\($0.reason))" == Self.reason })

        let first = try Data(contentsOf: file)
        let again = try workspace.run("shrink", "--contains", Self.reason, "92-generated")
        #expect(again.outputLines == lines)
        #expect(try Data(contentsOf: file) == first)
    }

    /// The capture-and-shrink guide's example: the committed generated scenario 18 shrinks to
    /// the two updates that move a section.
    @Test func theCommittedGeneratedSectionedDataShrinks() throws {
        let workspace = try Workspace(withGeneratedScenarios: true)
        let result = try workspace.run("shrink", "--contains", "moveSection", "18")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.outputLines == [
            "18-generated-sectioned-data: 220 steps, 200 items, 5 sections -> 2 steps, 4 items, 2 sections (47 candidates tested)",
            "wrote Scenarios/shrunk-18-generated-sectioned-data.json",
        ])
        let guide = try ContributorWorkflowGuideTests.guide("capture-and-shrink.md")
        #expect(guide.contains("swift run scenarios shrink --contains moveSection 18\n```\n\n```\n\(result.output)```"))
        let shrunk = try ScenarioLoader.load(fileAt: workspace.url("Scenarios/shrunk-18-generated-sectioned-data.json"), displayPath: "shrunk")
        #expect(shrunk.steps.count == 2)
        let recording = ScenarioReplay.run(shrunk)
        #expect(recording.steps.flatMap(\.events).contains { $0.text.hasPrefix("moveSection") })
    }

    @Test func errors() throws {
        let workspace = try Workspace()
        try Data("{}".utf8).write(to: workspace.url("Scenarios/shrunk-01-collection-view-single-section.json"))
        let refused = try workspace.run("shrink", "--contains", "reloadSections", "01")
        #expect(refused.errorLines == [
            "error: Scenarios/shrunk-01-collection-view-single-section.json: exists and was not written by `scenarios shrink`: move it away, or pass --output PATH",
        ])
        #expect(try Data(contentsOf: workspace.url("Scenarios/shrunk-01-collection-view-single-section.json")) == Data("{}".utf8))
        let dull = try workspace.run("shrink", "--fails", "--output", "x.json", "02")
        #expect(dull.status == 1)
        #expect(dull.errorLines == [
            "error: Scenarios/02-table-view-single-section.json: not interesting to begin with (the run fails): nothing to shrink",
        ])
        let two = try workspace.run("shrink", "--fails", "--contains", "x", "02")
        #expect(two.errorLines.first == "Error: give one test, not --fails and --contains")
        let none = try workspace.run("shrink", "02")
        #expect(none.errorLines.first == "Error: give a test: --fails, --contains TEXT, --matches REGEX or --command COMMAND")
    }
}
