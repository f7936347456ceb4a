import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing
@testable import LiveCollectionsScenarios

/// Format 2's inline sections: a shelf or carousel may carry a content value;
/// a change of it keeps the section's identity and makes it unequal to its
/// earlier version, which the replay hands to the library as is.
@Suite("Inline sections (format 2)")
struct InlineSectionTests {
    let files: ScenarioFiles

    init() throws {
        files = try ScenarioFiles()
    }

    func inlineText(kind: String, style: String = "table", initial: String, steps: String) -> String {
        """
        {"format": 2, "data": "inline", "title": "T", "description": "D", "kind": "\(kind)", "view": {"style": "\(style)"},
         "initial": \(initial), "steps": \(steps)}
        """
    }

    @Test func aShelfContentChangeIsParsedAndReplayed() throws {
        let scenario = try files.load("32-inline.json", inlineText(
            kind: "sectionedData",
            initial: #"[{"id": "s", "content": {"title": "A"}, "items": ["a", "b"]}, {"id": 2, "items": ["c"]}]"#,
            steps: #"[{"at": 0, "update": [{"id": "s", "content": {"title": "B"}, "items": ["a", "b"]}, {"id": 2, "content": 1, "items": ["c"]}]}]"#
        ))
        #expect(scenario.initial == .shelves([
            ScenarioGroup(id: "s", content: #"{"title":"A"}"#, items: [0, 1]), ScenarioGroup(id: "2", items: [2]),
        ]))
        let recording = ScenarioReplay.run(scenario)
        #expect(recording.outcome == .passed)
        #expect(recording.steps.last?.action == #"update [s {"title":"B"}: [a, b], 2 1: [c]]"#)
        // The library matches sections by identifier only (SectionDeltaCalculation
        // never marks a section changed): a content change alone moves nothing
        // and reloads nothing, and the view still shows the data.
        #expect(recording.steps.last?.deltas.map(\.delta) == [
            "SectionDelta(sections: IndexDelta(deletions: [], insertions: [], reloads: [], moves: []), "
                + "items: IndexPathDelta(deletions: [], insertions: [], reloads: [], moves: []))",
        ])
        #expect(recording.steps.last?.events.isEmpty == true)
        #expect(recording.finalState.first?.sections == [["0(a)", "1(b)"], ["2(c)"]])
    }

    /// The replay's shelf type through the library directly: the shelf of
    /// new content is unequal, its delta empty, and the data object ends
    /// holding it while the view shows its items.
    @Test func aShelfContentChangeLandsOnTheData() throws {
        let scheduler = VirtualTimeScheduler()
        let movies = [ScenarioMovie(id: 0, title: "a", year: 0), ScenarioMovie(id: 1, title: "b", year: 0)]
        let old = MovieShelf(id: "s", content: "1", items: movies)
        let new = MovieShelf(id: "s", content: "2", items: movies)
        #expect(old != new)
        let data = CollectionSectionData([old], scheduler: scheduler)
        let dataSource = CollectionSectionDataSource(data)
        let view = RecordingView(style: .table, dataSource: dataSource, scheduler: scheduler)
        data.view = view
        _ = scheduler.run(maxJobs: 1_000)
        #expect(data.calculateDelta([new]).description
            == "SectionDelta(sections: IndexDelta(deletions: [], insertions: [], reloads: [], moves: []), "
                + "items: IndexPathDelta(deletions: [], insertions: [], reloads: [], moves: []))")
        data.update([new])
        _ = scheduler.run(maxJobs: 1_000)
        #expect(data.sections == [new])
        #expect(view.rejections.isEmpty)
        #expect(throws: Never.self) { try view.verifyDisplaysDataSource() }
        withExtendedLifetime(dataSource) {}
    }

    @Test func aCarouselContentChangeIsARowReload() throws {
        let scenario = try files.load("33-inline.json", inlineText(
            kind: "carousels",
            initial: #"[{"id": "c1", "content": "old", "items": ["a"]}, {"id": "c2", "items": ["b"]}]"#,
            steps: #"[{"at": 0, "update": [{"id": "c1", "content": "new", "items": ["a"]}, {"id": "c2", "items": ["b"]}]}]"#
        ))
        let recording = ScenarioReplay.run(scenario)
        #expect(recording.outcome == .passed)
        #expect(recording.steps.last?.action == #"update [c1 "new": [a], c2: [b]]"#)
        // CarouselRow's `==` includes the content: the table row is reloaded.
        #expect(recording.steps.last?.deltas.first?.delta == "IndexDelta(deletions: [], insertions: [], reloads: [0->0], moves: [])")
    }

    @Test func aShelfOfCarouselsTakesContentToo() throws {
        let scenario = try files.load("34-inline.json", inlineText(
            kind: "sectionedCarousels",
            initial: #"[{"id": "s", "content": [1], "items": [{"id": "c", "items": ["a"]}]}]"#,
            steps: #"[{"at": 0, "update": [{"id": "s", "content": [2], "items": [{"id": "c", "items": ["a"]}]}]}]"#
        ))
        let recording = ScenarioReplay.run(scenario)
        #expect(recording.outcome == .passed)
        #expect(recording.steps.last?.action == "update [s [2]: [c: [a]]]")
    }

    @Test func errorsNameTheFileAndPath() {
        // Content is for inline data only.
        let catalogText = """
        {"format": 1, "title": "T", "description": "D", "kind": "sectionedData", "view": {"style": "table"},
         "initial": [{"id": "s", "content": 1, "items": [1]}], "steps": [{"at": 0, "update": []}]}
        """
        #expect(files.error(catalogText)
            == #"Scenarios/07-carousels.json: initial[0].content: a shelf content needs inline data (set "format": 2, "data": "inline")"#)
        // An unknown field of an inline section lists the allowed ones.
        #expect(files.error(inlineText(kind: "sectionedData", initial: #"[{"id": "s", "title": 1, "items": ["a"]}]"#, steps: "[]"))
            == #"Scenarios/07-carousels.json: initial[0].title: unknown field "title" (expected one of: id, content, items)"#)
        #expect(files.error(inlineText(kind: "carousels", initial: #"[{"id": "c", "content": 1}]"#, steps: "[]"))
            == #"Scenarios/07-carousels.json: initial[0]: missing field "items""#)
    }
}
