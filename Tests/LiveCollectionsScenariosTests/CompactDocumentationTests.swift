import Foundation
import Testing
@testable import LiveCollectionsScenarios

/// A generated scenario is documented by its first ticks and a summary of
/// the whole series; a hand-written one in full.
@Suite("Compact documentation of generated scenarios")
struct CompactDocumentationTests {
    func scenario(_ name: String) throws -> Scenario {
        try #require(ScenarioShapeTests.scenarios.first { $0.name == name }, "no scenario \(name)")
    }

    @Test func handWrittenScenariosAreShownInFull() throws {
        for scenario in ScenarioShapeTests.scenarios where scenario.generation == nil {
            #expect(scenario.compactDocumentation == nil, "\(scenario.name)")
        }
    }

    @Test func theFirstThreeTicksAreShown() throws {
        let single = try #require(try scenario("16-generated-single-section").compactDocumentation)
        #expect(single.shownSteps == 3)
        #expect(single.totalSteps == 240)
        // Three sections are updated on every tick.
        let sections = try #require(try scenario("17-generated-discrete-sections").compactDocumentation)
        #expect(sections.shownSteps == 9)
        let recording = try #require(ScenarioShapeTests.recordings["17-generated-discrete-sections"])
        let shown = sections.shownPart(of: recording)
        #expect(shown.steps.map(\.index) == [StepRecord.setupIndex] + Array(0..<9))
        #expect(shown.finalState == recording.finalState)
        #expect(shown.outcome == recording.outcome)
    }

    @Test func theSummaryCountsEveryPhase() throws {
        let scenario = try scenario("16-generated-single-section")
        let recording = try #require(ScenarioShapeTests.recordings[scenario.name])
        let compact = try #require(scenario.compactDocumentation)
        let lines = compact.summary(of: recording, scenario: scenario).split(separator: "\n").map(String.init)
        #expect(lines.first == "## The whole series")
        let rows = lines.filter { $0.hasPrefix("| ") && !$0.hasPrefix("| phase") }
        #expect(rows.count == 7, "a row per phase and one for all: \(rows)")
        let deltas = recording.steps.flatMap(\.deltas).count
        let batches = recording.steps.flatMap(\.events).filter { $0.text == "beginBatch" }.count
        #expect(rows.last?.hasPrefix("| all | 240 | | | 240 | \(deltas) | \(batches) | ") == true, "\(rows.last ?? "")")
        // The ludicrous phases coalesce: fewer deltas than updates.
        let ludicrous = try #require(rows.first { $0.hasPrefix("| 3 | 60 | 50 ms (ludicrous) | small | 60 | ") })
        let calculated = Int(ludicrous.split(separator: "|")[5].trimmingCharacters(in: .whitespaces)) ?? 60
        #expect(calculated < 60)
        #expect(lines.contains { $0.hasPrefix("Updates sent while a data object is busy wait and coalesce: of 240 updates, \(deltas) were calculated") })
    }

    @Test func manualTimingCountsOverlappingBatches() throws {
        let scenario = try scenario("21-generated-manual-timing")
        let recording = try #require(ScenarioShapeTests.recordings[scenario.name])
        let summary = try #require(scenario.compactDocumentation).summary(of: recording, scenario: scenario)
        let overlapping = CompactDocumentation.overlappingBatches(in: recording)
        #expect(overlapping > 0)
        #expect(summary.contains("waiting for nothing: \(overlapping) of "))
        #expect(!summary.contains("coalesce"))
        #expect(CompactDocumentation.overlappingBatches(in: try #require(ScenarioShapeTests.recordings["16-generated-single-section"])) == 0)
    }
}
