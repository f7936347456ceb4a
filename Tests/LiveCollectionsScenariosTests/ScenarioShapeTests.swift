import Foundation
import Testing
@testable import LiveCollectionsScenarios

/// The committed scenarios replay, and each recording has the shape its use
/// case promises.
@Suite("Scenario recordings")
struct ScenarioShapeTests {
    static let scenarios: [Scenario] = (try? ScenarioLoader.loadAll(in: ScenarioFiles.repositoryScenarios, displayDirectory: "Scenarios")) ?? []

    func recording(_ name: String) throws -> ScenarioRecording {
        let scenario = try #require(Self.scenarios.first { $0.name == name }, "no scenario \(name)")
        return ScenarioReplay.run(scenario)
    }

    func events(_ recording: ScenarioRecording, view: String? = nil) -> [EventRecord] {
        recording.steps.flatMap(\.events).filter { view == nil || $0.view == view }
    }

    @Test func allFifteenScenariosLoadAndPass() {
        #expect(Self.scenarios.count == 15)
        #expect(Set(Self.scenarios.map(\.kind)) == Set(ScenarioKind.allCases))
        for scenario in Self.scenarios {
            let recording = ScenarioReplay.run(scenario)
            #expect(recording.outcome == .passed, "\(scenario.name): \(recording.outcome.text)")
            #expect(recording.steps.map(\.index) == [StepRecord.setupIndex] + Array(scenario.steps.indices))
        }
    }

    @Test(arguments: ["01-collection-view-single-section", "07-carousels", "11-non-unique-sections"])
    func aReplayIsDeterministic(name: String) throws {
        #expect(try recording(name) == recording(name))
    }

    @Test func carouselReloadsGoThroughTheReloadDelegateNeverATableRowReload() throws {
        let recording = try recording("07-carousels")
        let handOffs = events(recording, view: "reload delegate")
        #expect(handOffs.count >= 2)
        #expect(handOffs.allSatisfy { $0.text.hasPrefix("hand-off ") })
        #expect(!events(recording, view: "table").contains { $0.text.hasPrefix("reloadItems") })
        // After its cell was reused, the carousel's change is not animated.
        #expect(recording.steps.flatMap(\.decisions).contains { $0.reason == "staleReusableView" })
    }

    @Test func sectionsOfASynchronizedViewAnimateInOneBatch() throws {
        let recording = try recording("03-collection-view-discrete-sections")
        let log = events(recording, view: "view").map(\.text)
        let firstBatch = try #require(log.firstIndex(of: "beginBatch"))
        let end = try #require(log[firstBatch...].firstIndex(of: "endBatch"))
        let touched = Set(log[firstBatch..<end].compactMap { text -> Int? in
            guard let open = text.firstIndex(of: "[") else { return nil }
            return Int(text[text.index(open, offsetBy: 2)...].prefix { $0.isNumber })
        })
        #expect(touched == [0, 1, 2], "the first batch touches every section: \(log[firstBatch...end])")
    }

    @Test func manualTimingRecordsTheDeltaBeforeAnyViewCall() throws {
        let recording = try recording("12-manual-timing")
        let calculate = try #require(recording.steps.first { $0.action.hasPrefix("calculate") })
        #expect(calculate.deltas.count == 1)
        #expect(calculate.events.isEmpty, "calculating touches no view")
        let perform = try #require(recording.steps.first { $0.action == "performAnimations" })
        #expect(perform.events.first?.text == "beginBatch")
        #expect(calculate.deltas[0].at < perform.events[0].at)
    }

    @Test func repeatedMoviesAnimateCorrectly() throws {
        let recording = try recording("10-non-unique-single-section")
        #expect(recording.outcome == .passed)
        let final = try #require(recording.finalState.first?.sections.first)
        #expect(final == ["1#1(Alien)", "3#1(Cars)", "2#1(Brazil)", "4#1(Dune)", "4#2(Dune)", "1#2(Alien)"])
        #expect(recording.steps.flatMap(\.deltas).contains { $0.delta.contains("moves: [") && !$0.delta.contains("moves: []") })
    }

    @Test func anInTheatersChangeAloneIsAReload() throws {
        let recording = try recording("09-data-factory")
        let change = try #require(recording.steps.firstIndex { $0.action.hasPrefix("inTheaters") })
        let update = recording.steps[change + 1]
        let delta = try #require(update.deltas.first?.delta)
        #expect(delta.hasPrefix("IndexDelta(deletions: [], insertions: [], reloads: ["))
        #expect(delta.hasSuffix("moves: [])"))
    }
}
