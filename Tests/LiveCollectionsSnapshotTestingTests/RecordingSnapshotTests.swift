// With the package's SnapshotTesting trait only, as the strategies.
#if SnapshotTesting
import Foundation
import LiveCollections
import LiveCollectionsScenarios
import LiveCollectionsSnapshotTesting
import LiveCollectionsTestSupport
import LiveCollectionsTesting
import SnapshotTesting
import Testing

/// The snapshot strategies: a test's own screen driven in virtual time, and
/// scenario runs, rendered as the scenario goldens and the docs render them.
@Suite("Snapshot strategies")
struct RecordingSnapshotTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What a strategy makes of `value`.
    static func text<Value>(_ value: Value, as strategy: Snapshotting<Value, String>) -> String {
        var text = ""
        strategy.snapshot(value).run { text = $0 }
        return text
    }

    /// A table of movies driven by a `CollectionData` in virtual time, as a
    /// test of an app's own screen builds it: one update at 1000 ms that
    /// moves, deletes and inserts. The screen keeps the data source alive
    /// (a view holds it weakly, as UIKit's do).
    final class Screen {
        let scheduler = VirtualTimeScheduler()
        let data: CollectionData<Movie>
        let dataSource: CollectionDataSource
        let view: RecordingView
        let recorder: ViewRecorder

        init(threshold: Int = 10_000) {
            data = CollectionData([Movie(id: 1, title: "Alien"), Movie(id: 2, title: "Brazil"), Movie(id: 3, title: "Cars")], scheduler: scheduler)
            data.dataCountAnimationThreshold = threshold
            dataSource = CollectionDataSource([data])
            view = RecordingView(style: .table, dataSource: dataSource, scheduler: scheduler)
            recorder = ViewRecorder(observing: view, named: "table")
            data.view = view
            scheduler.advance(by: .seconds(1))
            data.update([Movie(id: 3, title: "Cars"), Movie(id: 1, title: "Alien"), Movie(id: 4, title: "Dune")])
            scheduler.advance(by: .seconds(1))
        }
    }

    @Test func aTestsOwnScreenSnapshotsAsTheGoldensWriteIt() {
        let recorder = Screen().recorder
        #expect(Self.text(recorder, as: .recording) == """
            event 0 ms table: reloadData
            shows 0 ms table: [1(Alien), 2(Brazil), 3(Cars)]
            event 1000 ms table: beginBatch
            event 1000 ms table: deleteItems [[0, 1]] bottom
            event 1000 ms table: moveItem [0, 2] -> [0, 0]
            event 1000 ms table: insertItems [[0, 2]] fade
            event 1000 ms table: endBatch
            event 1300 ms table: animationsCompleted batch 1
            event 1300 ms table: beginBatch
            event 1300 ms table: endBatch
            event 1600 ms table: animationsCompleted batch 2
            shows table: [3(Cars), 1(Alien), 4(Dune)]

            """)
    }

    /// A view snapshots as itself: the same text as a recorder observing it
    /// from its creation, named after its style or as asked.
    @Test func aViewSnapshotsAsItsRecorderWritesIt() {
        let screen = Screen()
        #expect(Self.text(screen.view, as: .recording) == Self.text(screen.recorder, as: .recording))
        #expect(Self.text(screen.view, as: .recording(named: "movies")).hasPrefix("event 0 ms movies: reloadData\nshows 0 ms movies: ["))
        let collection = RecordingView(style: .collection, dataSource: screen.dataSource)
        #expect(Self.text(collection, as: .recording) == "shows collection: [3(Cars), 1(Alien), 4(Dune)]\n")
    }

    /// After `clearEvents()` the view's first event says what it showed
    /// until then, as a recorder's first event does; a batch's end says
    /// what the view showed after it where that changed and is not what it
    /// shows at the end (the empty reload batch after it says nothing).
    @Test func aViewsLogSaysWhatItShowedAfterEachBatch() {
        let screen = Screen()
        screen.view.clearEvents()
        screen.data.update([Movie(id: 4, title: "Dune")])
        screen.scheduler.advance(by: .seconds(1))
        screen.data.update([Movie(id: 4, title: "Dune"), Movie(id: 5, title: "Eraserhead")])
        screen.scheduler.advance(by: .seconds(1))
        #expect(Self.text(screen.view, as: .recording) == """
            event 2000 ms table: beginBatch
            shows 2000 ms table: [3(Cars), 1(Alien), 4(Dune)]
            event 2000 ms table: deleteItems [[0, 0], [0, 1]] bottom
            event 2000 ms table: endBatch
            shows 2000 ms table: [4(Dune)]
            event 2300 ms table: animationsCompleted batch 3
            event 2300 ms table: beginBatch
            event 2300 ms table: endBatch
            event 2600 ms table: animationsCompleted batch 4
            event 3000 ms table: beginBatch
            event 3000 ms table: insertItems [[0, 1]] fade
            event 3000 ms table: endBatch
            event 3300 ms table: animationsCompleted batch 5
            event 3300 ms table: beginBatch
            event 3300 ms table: endBatch
            event 3600 ms table: animationsCompleted batch 6
            shows table: [4(Dune), 5(Eraserhead)]

            """)
    }

    /// The same scenario run through `scenarios verify` (its golden text
    /// file) and through the strategy gives the same text, for every
    /// scenario of the repository.
    @Test func aScenarioRunSnapshotsAsItsGoldenTextFile() throws {
        let scenarios = try ScenarioLoader.loadAll(in: Self.repository.appendingPathComponent("Scenarios"), displayDirectory: "Scenarios")
        #expect(scenarios.count >= 22)
        for scenario in scenarios {
            let golden = try String(
                contentsOf: Self.repository.appendingPathComponent("Scenarios/goldens/\(scenario.name).txt"), encoding: .utf8)
            #expect(Self.text(ScenarioReplay.run(scenario), as: .recording) == golden, "\(scenario.name)")
        }
    }

    /// A step's picture is the SVG the documentation draws for it.
    @Test func aStepPictureIsTheDocumentationsSVG() throws {
        let file = Self.repository.appendingPathComponent("Scenarios/01-collection-view-single-section.json")
        let recording = ScenarioReplay.run(try ScenarioLoader.load(fileAt: file, displayPath: "Scenarios/01-collection-view-single-section.json"))
        let svg = try String(
            contentsOf: Self.repository.appendingPathComponent("docs/scenarios/01-collection-view-single-section/step-1-view.svg"), encoding: .utf8)
        #expect(Self.text(recording, as: .picture(step: 1, view: "view")) == svg)
        #expect(Self.text(recording, as: .picture(step: 1, view: "nothing"))
            == "no picture: 01-collection-view-single-section has no calls of nothing in step 1\n")
        #expect(Snapshotting<ScenarioRecording, String>.picture(step: 1, view: "view").pathExtension == "svg")
    }

    /// Recorded, then verified, then a changed behaviour (a data count
    /// threshold that makes the table reload its section instead of
    /// animating each row) fails with the library's message and a line
    /// diff of the calls.
    @Test func aChangedBehaviourFailsWithALineDiff() throws {
        let folder = try TemporaryFolder("snapshots")
        let directory = folder.path
        // The library writes the failing output to SNAPSHOT_ARTIFACTS (else
        // the temporary directory), in a folder named for this file: removed
        // here, with the folder when no other test's output is in it.
        let artifacts = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent(URL(fileURLWithPath: #filePath).deletingPathExtension().lastPathComponent)
        defer {
            try? FileManager.default.removeItem(at: artifacts.appendingPathComponent("aChangedBehaviourFailsWithALineDiff.table.txt"))
            _ = rmdir(artifacts.path)
        }
        let first = verifySnapshot(of: Screen().recorder, as: .recording, named: "table", record: .missing, snapshotDirectory: directory)
        #expect(first?.contains("No reference was found on disk. Automatically recorded snapshot") == true, "\(first ?? "")")
        #expect(verifySnapshot(of: Screen().recorder, as: .recording, named: "table", record: .never, snapshotDirectory: directory) == nil)

        let failure = try #require(
            verifySnapshot(of: Screen(threshold: 2).recorder, as: .recording, named: "table", record: .never, snapshotDirectory: directory))
        #expect(failure.hasPrefix("Snapshot \"table\" does not match reference."), "\(failure)")
        #expect(failure.contains("""
            −event 1000 ms table: deleteItems [[0, 1]] bottom
            −event 1000 ms table: moveItem [0, 2] -> [0, 0]
            −event 1000 ms table: insertItems [[0, 2]] fade
            +event 1000 ms table: reloadSections [0] none
            """), "\(failure)")
    }
}
#endif
