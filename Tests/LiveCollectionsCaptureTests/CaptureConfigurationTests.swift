import Foundation
import LiveCollections
import LiveCollectionsCapture
import LiveCollectionsRecording
import LiveCollectionsScenarios
import LiveCollectionsTestSupport
import LiveCollectionsTesting
import Testing

/// The app's manual reload delegate: claims the reloads of the posts it
/// names, and reloads them itself (completing at once).
final class PostReloader: CollectionDataManualReloadDelegate, @unchecked Sendable {
    let claimed: Set<String>
    let rowID: (IndexPath) -> String?
    private(set) var told: [[IndexPath]] = []

    init(claiming claimed: Set<String>, rowID: @escaping (IndexPath) -> String?) {
        self.claimed = claimed
        self.rowID = rowID
    }

    nonisolated func willHandleReload(at indexPathPair: IndexPathPair) -> Bool {
        rowID(indexPathPair.source).map(claimed.contains) ?? false
    }

    nonisolated func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        told.append(indexPaths)
        for path in indexPaths { indexPathCompletion(path) }
    }
}

/// The app's animation delegate: answers what the test sets.
final class StyleAnswer: CollectionDataAnimationDelegate, @unchecked Sendable {
    var style = AnimationStyle.preciseAnimations
    private(set) var asked = 0

    nonisolated func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle {
        asked += 1
        return style
    }
}

/// A capture writes what the app's view and data object are configured
/// with (row animations, the animation delegate's answers, the manual
/// reload delegate's claims), so that the golden of its replay shows what
/// the app's table was told.
@Suite("Captured view and delegates")
struct CaptureConfigurationTests {
    /// A live table with the app's row animations, a manual reload delegate
    /// claiming post b, and an animation delegate that answers reloadData
    /// for one update; the capture, its replay, and the live delegates.
    struct Session {
        let text: String
        let reloader: PostReloader
        let styles: StyleAnswer
        let liveEvents: [String]
    }

    func capturedSession() -> (session: Session?, failure: String?) {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData<Post>(posts("a b c d"), scheduler: scheduler)
        let dataSource = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: dataSource, scheduler: scheduler, animationDuration: .milliseconds(100))
        view.defaultRowAnimations = TableViewAnimationModel(deleteAnimation: .left, insertAnimation: .right, reloadAnimation: .middle)
        let reloader = PostReloader(claiming: ["b"]) { path in
            let items = data.items
            return items.indices.contains(path.itemIndex) ? items[path.itemIndex].id : nil
        }
        let styles = StyleAnswer()
        data.view = view
        data.reloadDelegate = reloader
        data.animationDelegate = styles
        _ = scheduler.run(maxJobs: 1_000)
        let capture = CollectionDataCapture(
            data, view: CapturedView(view), content: .custom { $0.likes }, clock: { UInt64(scheduler.now / .nanoseconds(1)) })
        view.clearEvents()
        // b and c change: b's reload is the delegate's, c's the table's.
        data.update(posts("b:1 a c:1 d"))
        scheduler.advance(to: .milliseconds(1_000))
        styles.style = .reloadData
        data.update(posts("a d c"))
        scheduler.advance(to: .milliseconds(2_000))
        styles.style = .preciseAnimations
        data.update(posts("d c:2 b:2 e"))
        _ = scheduler.run(maxJobs: 1_000)
        capture.stop()
        let liveEvents = view.events.map { "\($0)" }
        do {
            let text = try capture.scenario(title: "T", description: "D")
            return (Session(text: text, reloader: reloader, styles: styles, liveEvents: liveEvents), nil)
        } catch {
            return (nil, "\(error)")
        }
    }

    /// The golden `verify` writes for `text`: the lines of the replay's
    /// document that name a view call, a delegate's event or a step.
    func golden(_ text: String) throws -> [String] {
        let scenario = try CaptureScenarioTests().load(text)
        let replay = ScenarioReplay.run(scenario)
        #expect(replay.outcome == .passed, "\(replay.outcome)")
        return RecordingText.document(of: replay)
    }

    @Test func aCapturedTableReplaysWithTheAppsAnimationsAndReloadHandling() throws {
        let (captured, failure) = capturedSession()
        let session = try #require(captured, "\(failure ?? "")")
        // The app's delegates heard the session as without a capture.
        #expect(session.reloader.told == [[IndexPath(itemIndex: 0, sectionIndex: 0)]])
        #expect(session.styles.asked == 3)
        let lines = session.text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("\"view\"") || $0.contains("\"at\"") } == [
            #"  "view": { "style": "table", "animationMilliseconds": 100, "rowAnimations": { "default": {"delete": "left", "insert": "right", "reload": "middle"} } },"#,
            #"    { "at": 0, "manualReloads": ["b"] },"#,
            #"    { "at": 0, "update": [{"id": "b", "content": 1}, {"id": "a", "content": 0}, {"id": "c", "content": 1}, {"id": "d", "content": 0}] },"#,
            #"    { "at": 1000, "animationStyle": "reloadData" },"#,
            #"    { "at": 1000, "update": [{"id": "a", "content": 0}, {"id": "d", "content": 0}, {"id": "c", "content": 0}] },"#,
            #"    { "at": 2000, "animationStyle": "preciseAnimations" },"#,
            #"    { "at": 2000, "update": [{"id": "d", "content": 0}, {"id": "c", "content": 2}, {"id": "b", "content": 2}, {"id": "e", "content": 0}] }"#,
        ])
        // What the replay tells the table: the app's animations, b's
        // reload handed to the app's delegate, the delegate's reloadData.
        let replayed = relevant(try golden(session.text))
        #expect(replayed == [
            "  event 0 ms view: reloadData",
            "  event 0 ms view: moveItem [0, 1] -> [0, 0]",
            "  event 100 ms view: reloadItems [[0, 2]] middle",
            "  event 200 ms reload delegate: hand-off [[0, 0]] of view to app",
            "step 2 at 1000 ms: animationStyle reloadData",
            "  animation 1000 ms collection data: reloadData (delegateChoice)",
            "  event 1000 ms view: reloadData",
            "  event 2000 ms view: deleteItems [[0, 0]] left",
            "  event 2000 ms view: insertItems [[0, 2], [0, 3]] right",
            "  event 2100 ms view: reloadItems [[0, 1]] middle",
        ])
        // The same session as a capture wrote it before it captured the
        // view's animations and the delegates: the file without them.
        let old = lines.map { line in
            line.contains("\"view\"") ? #"  "view": { "style": "table", "animationMilliseconds": 100 },"# : line
        }.filter { !$0.contains("manualReloads") && !$0.contains("animationStyle") }
        let before = relevant(try golden(old.joined(separator: "\n")))
        #expect(before == [
            "  event 0 ms view: reloadData",
            "  event 0 ms view: moveItem [0, 1] -> [0, 0]",
            "  event 100 ms view: reloadItems [[0, 2], [0, 0]] fade",
            "  animation 1000 ms collection data: preciseAnimations (precise)",
            "  event 1000 ms view: deleteItems [[0, 0]] bottom",
            "  event 1000 ms view: moveItem [0, 3] -> [0, 1]",
            "  event 1100 ms view: reloadItems [[0, 2]] fade",
            "  event 2000 ms view: deleteItems [[0, 0]] bottom",
            "  event 2000 ms view: insertItems [[0, 2], [0, 3]] fade",
            "  event 2100 ms view: reloadItems [[0, 1]] fade",
        ])
    }

    /// The golden's lines that say how the table was changed: its row
    /// calls and reloads, the reload delegate's hand-offs, the delegate's
    /// choices other than precise animations at the first update.
    func relevant(_ golden: [String]) -> [String] {
        golden.filter { line in
            ["Items", "moveItem", "reloadData", "reload delegate"].contains { line.contains($0) }
                || line.contains("animation 1000 ms")
        }
    }
}

/// The app's deletion delegate: hears the posts each update deleted.
final class DeletedPosts: CollectionDataDeletionNotificationDelegate, @unchecked Sendable {
    private(set) var told: [[String]] = []

    nonisolated func didDeleteItems(_ items: [Post]) {
        told.append(items.map(\.id))
    }
}

@Suite("Captured stand-in table and deletion delegate")
struct CaptureStandInTests {
    @Test func aSetTableViewTableReplaysItsReloadsAndTheDeletionDelegateHearsTheDeletions() throws {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData<Post>(posts("a b c"), scheduler: scheduler)
        let dataSource = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: dataSource, scheduler: scheduler)
        let deleted = DeletedPosts()
        data.setTableView(view, rowAnimations: TableViewAnimationModel(deleteAnimation: .top, insertAnimation: .left, reloadAnimation: .none))
        data.setDeletionNotificationDelegate(deleted)
        _ = scheduler.run(maxJobs: 1_000)
        let capture = CollectionDataCapture(data, view: CapturedView(view), content: .none, clock: { UInt64(scheduler.now / .nanoseconds(1)) })
        data.update(posts("c a d"))
        _ = scheduler.run(maxJobs: 1_000)
        capture.stop()
        #expect(deleted.told == [["b"]])

        let text = try capture.scenario(title: "T", description: "D")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("\"view\"") || $0.contains("deletionDelegate") } == [
            #"  "view": { "style": "table", "animationMilliseconds": 300, "frame": "empty", "rowAnimations": { "default": {"delete": "top", "insert": "left", "reload": "none"} } },"#,
            #"  "deletionDelegate": true,"#,
        ])
        let scenario = try CaptureScenarioTests().load(text)
        let replay = ScenarioReplay.run(scenario)
        #expect(replay.outcome == .passed, "\(replay.outcome)")
        // As in the app: the stand-in's empty frame reloads the table, and
        // the deletion delegate is told b went.
        #expect(RecordingText.document(of: replay).filter { $0.contains("event 0 ms") } == [
            "  event 0 ms view: reloadData",
            "  event 0 ms view: reloadData",
            "  event 0 ms deletion delegate: didDeleteItems [b]",
        ])
    }
}
