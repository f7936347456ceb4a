import Foundation
import LiveCollections
import LiveCollectionsCapture
import LiveCollectionsScenarios
import LiveCollectionsTestSupport
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
        let folder = try TemporaryFolder("capture")
        let file = folder.url("90-captured.json")
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

        let text = try capture.scenario(title: "T", description: "D")
        let scenario = try load(text)
        #expect(scenario.kind == .manualTiming)
        #expect(scenario.steps.map(\.action.summary).map { $0.split(separator: " ").first.map(String.init) ?? "" } == ["calculate", "performAnimations"], "\(text)")
        let replay = ScenarioReplay.run(scenario)
        #expect(replay.outcome == .passed)
        #expect(replay.steps.flatMap(\.deltas).map(\.delta) == [delta.logText])
        withExtendedLifetime(dataSource) {}
    }

    @Test func aCalculateDeltaOnDataWithAViewIsCapturedAsTheSingleSectionItIs() throws {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData<Post>(posts("a b"), scheduler: scheduler)
        let dataSource = CollectionDataSource([data])
        let view = RecordingView(style: .collection, dataSource: dataSource, scheduler: scheduler)
        data.view = view
        _ = scheduler.run(maxJobs: 1_000)
        let capture = CollectionDataCapture(data, view: CapturedView(style: .collection), content: .custom { $0.likes })
        // The app looks at the delta first (to log it), then lets the data
        // object animate its own view.
        let next = posts("b a:1 c")
        let delta = data.calculateDelta(next)
        data.update(next)
        _ = scheduler.run(maxJobs: 1_000)
        #expect(view.rejections.isEmpty)

        let text = try capture.scenario(title: "T", description: "D")
        let scenario = try load(text)
        #expect(scenario.kind == .singleSection, "\(text)")
        #expect(scenario.steps.count == 1)
        let replay = ScenarioReplay.run(scenario)
        #expect(replay.outcome == .passed)
        #expect(replay.steps.flatMap(\.deltas).map(\.delta).first == delta.logText)
        withExtendedLifetime(dataSource) {}
    }

    @Test func aCaptureWithNoCallsIsAClearErrorAndWritesNothing() throws {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData<Post>(posts("a b"), scheduler: scheduler)
        let capture = CollectionDataCapture(data, view: CapturedView(style: .collection))
        let message = "the capture has no call to write yet (a scenario needs at least one step): write it after the captured data object received an update or append (or, for one CollectionData without a view, a calculateDelta)"
        #expect(throws: CaptureError.noCalls) { try capture.scenario(title: "T", description: "D") }
        #expect(CaptureError.noCalls.description == message)
        let folder = try TemporaryFolder("capture")
        let file = folder.url("captured.json")
        #expect(throws: CaptureError.noCalls) { try capture.write(to: file, title: "T", description: "D") }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        // Sectioned data: a calculateDelta alone is not replayed, so still nothing to write.
        let sectioned = CollectionSectionData<PostShelf>([PostShelf(id: "s", items: posts("a"))], scheduler: scheduler)
        let sectionedCapture = CollectionSectionDataCapture(sectioned, view: CapturedView(style: .table))
        _ = sectioned.calculateDelta([PostShelf(id: "s", items: posts("b"))])
        #expect(throws: CaptureError.noCalls) { try sectionedCapture.scenario(title: "T", description: "D") }
        // After the first call the file is a scenario the loader accepts.
        data.update(posts("b a"))
        let scenario = try load(try capture.scenario(title: "T", description: "D"))
        #expect(scenario.steps.count == 1)
        #expect(ScenarioReplay.run(scenario).outcome == .passed)
    }

    @Test func sectionedDataIsWrittenAsShelves() throws {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionSectionData<PostShelf>([PostShelf(id: "new", items: posts("a b"))], scheduler: scheduler)
        data.deltaCountAnimationThreshold = 50
        let capture = CollectionSectionDataCapture(data, view: CapturedView(style: .table, animationMilliseconds: 200), content: .description)
        data.update([PostShelf(id: "new", items: posts("b")), PostShelf(id: "hot", items: posts("a:3 c"))])
        capture.stop()
        data.update([])

        let text = try capture.scenario(title: "T", description: "D")
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

    @Test func sectionContentIsWrittenWhenChosen() throws {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionSectionData<PostShelf>([PostShelf(id: "new", items: posts("a b"))], scheduler: scheduler)
        let capture = CollectionSectionDataCapture(
            data, view: CapturedView(style: .table), content: .none, sectionContent: .custom { $0.items.count }
        )
        data.update([PostShelf(id: "new", items: posts("b"))])
        capture.stop()

        let text = try capture.scenario(title: "T", description: "D")
        #expect(text.contains(#""initial": [{"id": "new", "content": 2, "items": ["a", "b"]}],"#), "\(text)")
        // The step's time is the real milliseconds since the capture began.
        #expect(text.contains(#""update": [{"id": "new", "content": 1, "items": ["b"]}] }"#), "\(text)")
        let scenario = try load(text)
        #expect(scenario.initial == .shelves([ScenarioGroup(id: "new", content: "2", items: [0, 1])]))
        let replay = ScenarioReplay.run(scenario)
        #expect(replay.outcome == .passed)
        #expect(replay.steps.last?.action == "update [new 1: [b]]")
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

        let text = try capture.scenario(title: "T", description: "D")
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
