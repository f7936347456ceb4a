import Foundation
import LiveCollections
import LiveCollectionsCapture
import LiveCollectionsRecording
import LiveCollectionsScenarios
import LiveCollectionsTestSupport
import LiveCollectionsTesting
import Testing

/// The deletion delegate of a discrete section or of sectioned data: hears
/// the posts each update deleted, and when (in virtual milliseconds).
final class DeletedSectionPosts: CollectionDataDeletionNotificationDelegate, @unchecked Sendable {
    private let scheduler: VirtualTimeScheduler
    private(set) var told: [[String]] = []
    private(set) var times: [Int] = []

    init(scheduler: VirtualTimeScheduler) {
        self.scheduler = scheduler
    }

    nonisolated func didDeleteItems(_ items: [Post]) {
        told.append(items.map(\.id))
        times.append(Int(scheduler.now / .milliseconds(1)))
    }
}

/// The delegates of several discrete sections and of sectioned data are
/// captured as those of one data object are: each section's animation
/// delegate's answers, each manual reload delegate's claims, and which data
/// objects have a deletion delegate. The replay applies them, so the view
/// is told what the app's was told, call for call.
@Suite("Captured delegates of sections")
struct CaptureSectionDelegatesTests {
    /// The calls the live view received, as the replay records them for
    /// its view `view` (times aside: the live session's setup took place
    /// before the capture began).
    func viewCalls(_ events: [RecordedEvent]) -> [String] {
        events.map { "\($0)" }
    }

    /// The calls the replay's view received, after its setup.
    func viewCalls(_ recording: ScenarioRecording) -> [String] {
        recording.steps.dropFirst().flatMap(\.events).filter { $0.view == "view" }.compactMap { $0.call.map { "\($0)" } }
    }

    /// What the replay's delegates were told, after its setup.
    func delegateEvents(_ recording: ScenarioRecording) -> [String] {
        recording.steps.dropFirst().flatMap(\.events).filter { $0.view != "view" && $0.call == nil }.map { "\($0.at) ms \($0.view): \($0.text)" }
    }

    func replay(_ text: String) throws -> ScenarioRecording {
        let recording = ScenarioReplay.run(try CaptureScenarioTests().load(text))
        #expect(recording.outcome == .passed, "\(recording.outcome)")
        return recording
    }

    /// Two sections of one table, each its own `CollectionData`: section 0
    /// has an animation delegate that answers `reloadData` for one update
    /// and a deletion delegate; section 1 has a manual reload delegate that
    /// claims post y and an animation delegate that always answers precise
    /// animations.
    @Test func discreteSectionsReplayEachSectionsDelegates() throws {
        let scheduler = VirtualTimeScheduler()
        let first = CollectionData<Post>(posts("a b c"), section: 0, scheduler: scheduler)
        let second = CollectionData<Post>(posts("x y"), section: 1, scheduler: scheduler)
        // The view holds its data source weakly, as UIKit does.
        let dataSource = CollectionDataSource([first, second])
        let view = RecordingView(style: .table, dataSource: dataSource, scheduler: scheduler, animationDuration: .milliseconds(100))
        let firstStyles = StyleAnswer()
        let secondStyles = StyleAnswer()
        let deleted = DeletedSectionPosts(scheduler: scheduler)
        let reloader = PostReloader(claiming: ["y"]) { path in
            let items = second.items
            return items.indices.contains(path.itemIndex) ? items[path.itemIndex].id : nil
        }
        for data in [first, second] { data.view = view }
        first.animationDelegate = firstStyles
        first.setDeletionNotificationDelegate(deleted)
        second.animationDelegate = secondStyles
        second.reloadDelegate = reloader
        _ = scheduler.run(maxJobs: 1_000)
        let capture = CollectionDataCapture(
            sections: [first, second], view: CapturedView(view), content: .custom { $0.likes },
            clock: { UInt64(scheduler.now / .nanoseconds(1)) })
        view.clearEvents()
        // y moves and changes: its reload is the delegate's.
        second.update(posts("y:1 x"))
        scheduler.advance(to: .milliseconds(1_000))
        // Section 0 reloads its data (c goes); section 1 still animates.
        firstStyles.style = .reloadData
        first.update(posts("b a"))
        second.update(posts("x y:1 z"))
        scheduler.advance(to: .milliseconds(2_000))
        firstStyles.style = .preciseAnimations
        first.update(posts("a"))
        _ = scheduler.run(maxJobs: 1_000)
        capture.stop()
        let live = withExtendedLifetime(dataSource) { viewCalls(view.events) }
        // The app's delegates heard the session as without a capture, and
        // are the data objects' delegates again.
        #expect(reloader.told == [[IndexPath(itemIndex: 0, sectionIndex: 1)]])
        #expect(deleted.told == [["c"], ["b"]] && deleted.times == [1_000, 2_200])
        #expect(first.animationDelegate === firstStyles && second.reloadDelegate === reloader)

        let text = try capture.scenario(title: "T", description: "D")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("deletionDelegate") || $0.contains("\"at\"") } == [
            #"  "deletionDelegate": [0],"#,
            #"    { "at": 0, "manualReloads": { "section": 1, "items": ["y"] } },"#,
            #"    { "at": 0, "update": { "section": 1, "items": [{"id": "y", "content": 1}, {"id": "x", "content": 0}] } },"#,
            #"    { "at": 1000, "animationStyle": { "section": 0, "style": "reloadData" } },"#,
            #"    { "at": 1000, "update": { "section": 0, "items": [{"id": "b", "content": 0}, {"id": "a", "content": 0}] } },"#,
            #"    { "at": 1000, "update": { "section": 1, "items": [{"id": "x", "content": 0}, {"id": "y", "content": 1}, {"id": "z", "content": 0}] } },"#,
            #"    { "at": 2000, "animationStyle": { "section": 0, "style": "preciseAnimations" } },"#,
            #"    { "at": 2000, "update": { "section": 0, "items": [{"id": "a", "content": 0}] } }"#,
        ], "\(text)")
        let scenario = try CaptureScenarioTests().load(text)
        #expect(scenario.deletionDelegateSections == [0] && !scenario.deletionDelegate)
        #expect(scenario.hasManualReloads(section: 1) && !scenario.hasManualReloads(section: 0))

        // The replay tells its view what the live view was told, call for
        // call, and its delegates what the app's were told.
        let replayed = try replay(text)
        #expect(viewCalls(replayed) == live)
        #expect(delegateEvents(replayed) == [
            "200 ms reload delegate: hand-off [[1, 0]] of view to app",
            "1000 ms deletion delegate: didDeleteItems [c 0]",
            "2200 ms deletion delegate: didDeleteItems [b 0]",
        ])
        // Before: the same file without what this capture adds tells the
        // view otherwise (y reloaded by the table, section 0 animated).
        let old = lines.filter { !$0.contains("manualReloads") && !$0.contains("animationStyle") && !$0.contains("deletionDelegate") }
        let before = try replay(old.joined(separator: "\n"))
        #expect(viewCalls(before) != live)
        #expect(delegateEvents(before).isEmpty)
        #expect(viewCalls(before).contains("reloadItems [[1, 0]] fade"))
        #expect(!viewCalls(before).contains("reloadData"))
    }

    /// A sectioned table whose manual reload delegate claims post b while
    /// b moves to another section, with a deletion delegate.
    @Test func sectionedDataReplaysItsReloadAndDeletionDelegates() throws {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionSectionData<PostShelf>(
            [PostShelf(id: "new", items: posts("a b")), PostShelf(id: "hot", items: posts("c"))], scheduler: scheduler)
        let dataSource = CollectionSectionDataSource(data)
        let view = RecordingView(style: .table, dataSource: dataSource, scheduler: scheduler, animationDuration: .milliseconds(100))
        let deleted = DeletedSectionPosts(scheduler: scheduler)
        // The app reads the row as its data source does.
        let reloader = PostReloader(claiming: ["b"]) { path in
            guard path.sectionIndex < data.sectionCount, path.itemIndex < data.rowCount(forSection: path.sectionIndex) else { return nil }
            return data[path].id
        }
        data.view = view
        data.reloadDelegate = reloader
        data.setDeletionNotificationDelegate(deleted)
        _ = scheduler.run(maxJobs: 1_000)
        let capture = CollectionSectionDataCapture(
            data, view: CapturedView(view), content: .custom { $0.likes }, clock: { UInt64(scheduler.now / .nanoseconds(1)) })
        view.clearEvents()
        // A section comes first, b and c change, b moves to hot, a goes.
        data.update([PostShelf(id: "top", items: posts("d")), PostShelf(id: "new", items: posts("c:1")), PostShelf(id: "hot", items: posts("b:1"))])
        _ = scheduler.run(maxJobs: 1_000)
        capture.stop()
        let live = withExtendedLifetime(dataSource) { viewCalls(view.events) }
        try #require(reloader.told.flatMap { $0 }.count == 1, "\(reloader.told)")
        #expect(deleted.told == [["a"]] && deleted.times == [300])
        #expect(data.reloadDelegate === reloader)

        let text = try capture.scenario(title: "T", description: "D")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("deletionDelegate") || $0.contains("manualReloads") } == [
            #"  "deletionDelegate": true,"#,
            #"    { "at": 0, "manualReloads": ["b"] },"#,
        ], "\(text)")
        let replayed = try replay(text)
        #expect(viewCalls(replayed) == live)
        #expect(delegateEvents(replayed) == [
            "300 ms reload delegate: hand-off \(reloader.told[0].map { [$0.sectionIndex, $0.itemIndex] }) of view to app",
            "300 ms deletion delegate: didDeleteItems [a 0]",
        ])
        let old = lines.filter { !$0.contains("manualReloads") && !$0.contains("deletionDelegate") }
        let before = try replay(old.joined(separator: "\n"))
        #expect(viewCalls(before) != live)
        #expect(delegateEvents(before).isEmpty)
    }
}
