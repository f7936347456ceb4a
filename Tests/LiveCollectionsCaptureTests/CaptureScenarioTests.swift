import Foundation
import LiveCollections
import LiveCollectionsCapture
import LiveCollectionsScenarios
import LiveCollectionsTesting
import Testing

/// A shelf of posts, for sectioned data.
struct PostShelf: UniquelyIdentifiableSection, Hashable, Sendable {
    typealias RawType = PostShelf
    let id: String
    let items: [Post]
    var uniqueID: String { id }
}

/// What each capture writes, loaded back and replayed in virtual time.
@Suite("Captured scenarios")
struct CaptureScenarioTests {
    func load(_ text: String) throws -> Scenario {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("90-captured.json")
        try Data(text.utf8).write(to: file)
        return try ScenarioLoader.load(fileAt: file, displayPath: "90-captured.json")
    }

    @Test func manualTimingRecordsCalculateAndPerformAnimationsButNotTheUpdateInside() throws {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData<Post>(posts("a b"), scheduler: scheduler)
        let dataSource = CollectionDataSource([data])
        let view = RecordingView(style: .collection, dataSource: dataSource, scheduler: scheduler)
        _ = view.displayedSections
        let capture = CollectionDataCapture(data, view: CapturedView(style: .collection), content: .custom { $0.likes })
        let next = posts("b a:1 c")
        let delta = data.calculateDelta(next)
        capture.performAnimations(on: view, delta: delta) { data.update(next) }
        scheduler.run(maxJobs: 1_000)
        #expect(data.items == next)

        let text = capture.scenario(title: "T", description: "D")
        let scenario = try load(text)
        #expect(scenario.kind == .manualTiming)
        #expect(scenario.steps.map(\.action.summary).map { $0.split(separator: " ").first.map(String.init) ?? "" } == ["calculate", "performAnimations"], "\(text)")
        let replay = ScenarioReplay.run(scenario)
        #expect(replay.outcome == .passed)
        #expect(replay.steps.flatMap(\.deltas).map(\.delta) == [delta.description])
        withExtendedLifetime(dataSource) {}
    }

    @Test func sectionedDataIsWrittenAsShelves() throws {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionSectionData<PostShelf>([PostShelf(id: "new", items: posts("a b"))], scheduler: scheduler)
        data.deltaCountAnimationThreshold = 50
        let capture = CollectionSectionDataCapture(data, view: CapturedView(style: .table, animationMilliseconds: 200), content: .description)
        data.update([PostShelf(id: "new", items: posts("b")), PostShelf(id: "hot", items: posts("a:3 c"))])
        capture.stop()
        data.update([])

        let text = capture.scenario(title: "T", description: "D")
        #expect(text.contains(#""view": { "style": "table", "animationMilliseconds": 200 }"#))
        #expect(text.contains(#""thresholds": { "dataCount": 10000, "deltaCount": 50 }"#))
        #expect(text.contains(#"{"id": "hot", "items": [{"id": "a", "content": "a 3"}, {"id": "c", "content": "c 0"}]}"#), "\(text)")
        let scenario = try load(text)
        #expect(scenario.kind == .sectionedData)
        #expect(scenario.steps.count == 1)
        let replay = ScenarioReplay.run(scenario)
        #expect(replay.outcome == .passed)
        #expect(replay.finalState.first?.sections.map { $0.count } == [1, 2])
    }

    @Test func severalSectionsWithASynchronizerAreDiscreteSections() throws {
        let scheduler = VirtualTimeScheduler()
        let synchronizer = CollectionDataSynchronizer(delay: .long)
        let first = CollectionData<Post>(posts("a"), section: 0, scheduler: scheduler)
        let second = CollectionData<Post>(posts("x"), section: 1, scheduler: scheduler)
        first.synchronizer = synchronizer
        second.synchronizer = synchronizer
        let capture = CollectionDataCapture(sections: [first, second], view: CapturedView(style: .collection), content: .none)
        second.update(posts("y x"))
        first.append(posts("b"))

        let text = capture.scenario(title: "T", description: "D")
        #expect(text.contains(#""synchronizer": "long","#))
        #expect(text.contains(#""initial": [["a"], ["x"]],"#), "\(text)")
        let scenario = try load(text)
        #expect(scenario.kind == .discreteSections)
        #expect(scenario.synchronizer == .long)
        let replay = ScenarioReplay.run(scenario)
        #expect(replay.outcome == .passed)
        #expect(replay.finalState.first?.sections.map { $0.count } == [2, 2])
    }
}
