import Foundation
import Testing
@testable import LiveCollectionsScenarios

/// The committed scenarios replay, and each recording has the shape its use
/// case promises.
@Suite("Scenario recordings")
struct ScenarioShapeTests {
    static let scenarios: [Scenario] = (try? ScenarioLoader.loadAll(in: ScenarioFiles.repositoryScenarios, displayDirectory: "Scenarios")) ?? []
    /// Every scenario replayed once, by name (the generated ones are long).
    static let recordings: [String: ScenarioRecording] = Dictionary(
        uniqueKeysWithValues: scenarios.map { ($0.name, ScenarioReplay.run($0)) }
    )

    func recording(_ name: String) throws -> ScenarioRecording {
        try #require(Self.recordings[name], "no scenario \(name)")
    }

    func scenario(_ name: String) throws -> Scenario {
        try #require(Self.scenarios.first { $0.name == name }, "no scenario \(name)")
    }

    func events(_ recording: ScenarioRecording, view: String? = nil) -> [EventRecord] {
        recording.steps.flatMap(\.events).filter { view == nil || $0.view == view }
    }

    @Test func everyScenarioLoadsAndPasses() {
        #expect(Self.scenarios.filter { $0.generation == nil && !$0.isInline }.count == 15, "the fifteen hand-written scenarios")
        #expect(Self.scenarios.filter(\.isInline).map(\.name) == ["22-captured-live-updates"], "the captured scenario")
        #expect(Set(Self.scenarios.map(\.kind)) == Set(ScenarioKind.allCases))
        for scenario in Self.scenarios {
            let recording = Self.recordings[scenario.name]
            #expect(recording?.outcome == .passed, "\(scenario.name): \(recording?.outcome.text ?? "")")
            #expect(recording?.steps.map(\.index) == [StepRecord.setupIndex] + Array(scenario.steps.indices))
        }
    }

    @Test(arguments: ["01-collection-view-single-section", "07-carousels", "11-non-unique-sections", "16-generated-single-section", "19-generated-carousels", "21-generated-manual-timing", "22-captured-live-updates"])
    func aReplayIsDeterministic(name: String) throws {
        #expect(ScenarioReplay.run(try scenario(name)) == (try recording(name)))
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
        #expect(calculate.deltas[0].at <= perform.events[0].at)
    }

    /// Issue 12: as in the sample app, each tick animates at once, so ticks
    /// faster than the animation start a batch while the last one runs.
    @Test(arguments: ["12-manual-timing", "21-generated-manual-timing"])
    func manualAnimationsOverlap(name: String) throws {
        let log = events(try recording(name), view: "view")
        var running = 0
        var overlapped = false
        for event in log {
            switch event.call {
            case .beginBatch?:
                overlapped = overlapped || running > 0
                running += 1
            case .animationsCompleted?:
                running -= 1
            default:
                break
            }
        }
        #expect(overlapped, "a batch begins while another animates: \(log.map(\.text))")
        #expect(running == 0)
    }

    /// Scenario 04, as the sample app: sections 1 and 2 share the
    /// synchronizer, section 0 does not. On a table the synchronized
    /// sections reload at each update, as the original's (its synchronizer
    /// reports an empty frame for a table); section 0 animates alone.
    @Test func onlyTheUnsynchronizedSectionAnimatesOnATable() throws {
        let log = events(try recording("04-table-view-discrete-sections"), view: "view").map(\.text)
        var batches: [Set<Int>] = []
        for (index, text) in log.enumerated() where text == "beginBatch" {
            let end = log[index...].firstIndex(of: "endBatch") ?? log.endIndex
            batches.append(Set(log[index..<end].compactMap { text -> Int? in
                let itemCall = ["deleteItems", "insertItems", "reloadItems", "moveItem"].contains { text.hasPrefix($0) }
                guard itemCall, let open = text.firstIndex(of: "[") else { return nil }
                return Int(text[text.index(open, offsetBy: 2)...].prefix { $0.isNumber })
            }))
        }
        // Empty batches (the reload batch of an update without reloads) name no section.
        #expect(batches.filter { !$0.isEmpty } == [[0], [0]], "\(log)")
        let decisions = try recording("04-table-view-discrete-sections").steps.flatMap(\.decisions)
        #expect(decisions.filter { $0.source != "section 0" }.allSatisfy { $0.style == "reloadData" && $0.reason == "emptyFrame" })
        #expect(decisions.filter { $0.source == "section 0" }.allSatisfy { $0.style == "preciseAnimations" })
    }

    @Test func theFirstLoadFromAnEmptyDataSetInsertsEveryRow() throws {
        let recording = try recording("13-custom-animations-single-section")
        #expect(recording.steps[0].views.first?.sections == [[]])
        let first = recording.steps[1]
        #expect(first.deltas.map(\.delta) == ["IndexDelta(deletions: [], insertions: [0, 1, 2, 3, 4], reloads: [], moves: [])"])
        #expect(first.events.map(\.text).contains("insertItems [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]] right"))
    }

    /// Scenario 13, as the sample app: rows slide right, reloads keep their
    /// centre, and a section reload slides in from the top.
    @Test func theSampleAnimationModelsAreUsed() throws {
        let single = events(try recording("13-custom-animations-single-section"), view: "view").map(\.text)
        #expect(single.contains("reloadSections [0] top"))
        #expect(single.filter { $0.hasPrefix("deleteItems") || $0.hasPrefix("insertItems") }.allSatisfy { $0.hasSuffix(" right") })
        #expect(single.filter { $0.hasPrefix("reloadItems") }.allSatisfy { $0.hasSuffix(" middle") })
        let sections = events(try recording("15-custom-animations-all-sections"), view: "view").map(\.text)
        // The item stage's `.reloadSections` reloads every section with the section animation.
        #expect(sections.filter { $0.hasSuffix("Sections [0, 1, 2, 3] left") } == ["reloadSections [0, 1, 2, 3] left"])
        #expect(sections.filter { $0.hasPrefix("deleteItems") || $0.hasPrefix("insertItems") || $0.hasPrefix("reloadItems") }.allSatisfy { $0.hasSuffix(" right") })
    }

    /// The carousel table's deletion notification delegate hears of every
    /// carousel row an update deleted.
    @Test func theDeletionDelegateReceivesTheDeletedCarousels() throws {
        let deletions = events(try recording("07-carousels"), view: "deletion delegate")
        #expect(deletions.map(\.text) == ["didDeleteItems [c3]"])
        for name in ["19-generated-carousels", "20-generated-sectioned-carousels"] {
            let generated = events(try recording(name), view: "deletion delegate")
            #expect(generated.count > 10, "\(name)")
            #expect(generated.allSatisfy { $0.text.hasPrefix("didDeleteItems [c") })
        }
    }

    /// In the generated carousels, hidden carousels come back: at the end
    /// each row's cell shows that carousel's movies, as the last update sent.
    @Test(arguments: ["19-generated-carousels", "20-generated-sectioned-carousels"])
    func everyCarouselCellShowsItsRowsMovies(name: String) throws {
        let scenario = try scenario(name)
        let recording = try recording(name)
        let rows: [ScenarioGroup<Int>]
        switch scenario.steps.last?.action {
        case .update(.carousels(let carousels))?: rows = carousels
        case .update(.carouselShelves(let shelves))?: rows = shelves.flatMap(\.items)
        default:
            Issue.record("the last step is not a carousel update")
            return
        }
        let titles = Dictionary(uniqueKeysWithValues: scenario.catalog.movies.map { ($0.key, $0.value.title) })
        for row in rows {
            let cell = recording.finalState.first { $0.view == "cell \(row.id)" }
            #expect(cell?.sections == [row.items.map { "\($0)(\(titles[$0] ?? "?"))" }], "carousel \(row.id)")
        }
    }

    /// Every generated scenario has at least 140 steps, and the ludicrous
    /// ticks come faster than the animations: fewer deltas than updates.
    @Test func generatedScenariosCoalesceAtLudicrousSpeed() throws {
        let generated = Self.scenarios.filter { $0.generation != nil }
        #expect(Set(generated.map(\.kind)).isSuperset(of: [.singleSection, .discreteSections, .sectionedData, .carousels, .sectionedCarousels, .manualTiming]))
        for scenario in generated {
            #expect(scenario.steps.count >= 140, "\(scenario.name): \(scenario.steps.count) steps")
            // Manual timing calculates every tick: its animations overlap instead (see below).
            guard scenario.kind != .manualTiming else { continue }
            let recording = try recording(scenario.name)
            // A table whose every section is synchronized reloads each
            // update at once, as the original's: nothing waits to coalesce.
            if scenario.view?.style == .table, scenario.synchronizer != nil,
               case .sectionLists(let lists) = scenario.initial, scenario.synchronizedSections.count == lists.count {
                let decisions = recording.steps.flatMap(\.decisions).map { "\($0.style) (\($0.reason))" }
                #expect(decisions.contains("reloadData (emptyFrame)") && decisions.allSatisfy { ["reloadData (emptyFrame)", "none (noChanges)"].contains($0) }, "\(scenario.name)")
                continue
            }
            let updates = scenario.steps.filter { if case .calculate = $0.action { true } else { $0.action.summary.hasPrefix("update") } }.count
            let calculated = recording.steps.flatMap(\.deltas).filter { !$0.source.hasPrefix("carousel ") }.count
            #expect(calculated < updates, "\(scenario.name): \(calculated) deltas for \(updates) updates")
        }
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
