import Foundation
import LiveCollections
import LiveCollectionsCapture
import LiveCollectionsScenarios
import LiveCollectionsTesting
import Testing

/// A post of a feed: a change of likes is a reload.
struct Post: UniquelyIdentifiable, Hashable, Sendable, CustomStringConvertible {
    typealias RawType = Post
    let id: String
    let likes: Int

    var uniqueID: String { id }
    var description: String { "\(id) \(likes)" }
}

/// Hears the deltas a live data object calculates, on the view's queue.
final class DeltaLog: CollectionDataCalculationNotificationDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var deltas: [String] { lock.withLock { stored } }

    func collectionDataDidBeginCalculating() {}
    func collectionDataDidEndCalculating() {}
    func collectionDataDidCalculate(_ delta: IndexDelta) { lock.withLock { stored.append(delta.logText) } }
}

/// What the live test sends: at a real time, from one of three threads.
struct PlannedCall: Sendable {
    let at: Int
    let thread: Int
    let append: Bool
    let posts: [Post]
}

func posts(_ spec: String) -> [Post] {
    spec.split(separator: " ").map { word in
        let parts = word.split(separator: ":")
        return Post(id: String(parts[0]), likes: parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
    }
}

/// A live `CollectionData` on real dispatch queues, updated from three
/// threads at real times into a recording view whose batches take 500 ms,
/// is captured; the capture replayed in virtual time calculates the same
/// deltas in the same order and ends on the same data.
///
/// Every call is at least 150 ms from the nearest animation boundary the
/// live run can have (batch 1 and, with reloads, batch 2 of 500 ms each), so
/// that scheduling jitter on a loaded machine cannot move a call to the other
/// side of a boundary. The boundaries of the live run: 0-500 (the first
/// load), 500-1000-1500 (the update of 250 ms and its reload batch),
/// 1900-2400 (the update of 1900 ms), 2400-2900 (the append of 2050 ms),
/// 3100-3600-4100 (an update with a reload), 4600-5100. The calls at 150 and
/// 250 ms arrive during the first animation and coalesce: only the second is
/// calculated, at 500 ms. The append at 2050 ms waits for the update
/// animating since 1900 ms and is animated after it.
@Suite("Live capture fidelity")
struct LiveCaptureFidelityTests {
    static let plan: [PlannedCall] = [
        PlannedCall(at: 0, thread: 0, append: false, posts: posts("a b c d e f")),
        PlannedCall(at: 150, thread: 1, append: false, posts: posts("b a c d e")),
        PlannedCall(at: 250, thread: 2, append: false, posts: posts("f b a c:1 d")),
        PlannedCall(at: 1900, thread: 0, append: false, posts: posts("g f a c:1 d b")),
        PlannedCall(at: 2050, thread: 1, append: true, posts: posts("h i")),
        PlannedCall(at: 3100, thread: 2, append: false, posts: posts("i g a:2 c:1 d b h")),
        PlannedCall(at: 4600, thread: 0, append: false, posts: posts("d c:1 b a:2 j")),
    ]

    /// How late a call may arrive before the run no longer tests what it
    /// means to: well inside the 150 ms margins.
    static let allowedLateness = 100

    /// What one live run captured and calculated.
    struct LiveRun {
        let text: String
        let scenario: Scenario
        let deltas: [String]
        let liveFinal: [String]
        /// The most a call arrived after its planned time, in milliseconds.
        let lateness: Int
    }

    /// The live part must run in real time. A machine so loaded that a call
    /// arrives more than ``allowedLateness`` late could move it across an
    /// animation boundary, so such a run is void and run again, three times
    /// at most; the claims are checked on a run whose calls came on time.
    @Test func aReplayedCaptureCalculatesTheLiveDeltas() throws {
        var live = try Self.liveRun()
        for _ in 1..<3 where live.lateness > Self.allowedLateness {
            live = try Self.liveRun()
        }
        try #require(live.lateness <= Self.allowedLateness,
                     "in three runs a call arrived up to \(live.lateness) ms late: too loaded for the 150 ms margins")
        let replay = ScenarioReplay.run(live.scenario)

        #expect(replay.outcome == .passed)
        #expect(replay.steps.flatMap(\.deltas).map(\.delta) == live.deltas, "captured:\n\(live.text)")
        // A replayed cell reads `<catalog id>(<identifier> <content>)`.
        let replayFinal = replay.finalState.first?.sections.first?.map { cell in
            String(cell.drop { $0 != "(" }.dropFirst().dropLast())
        }
        #expect(replayFinal == live.liveFinal)
        // The live run coalesced the calls at 150 and 250 ms: six deltas for seven calls.
        #expect(live.deltas.count == 6, "\(live.deltas)")
        try saveIfAsked(live.text)
    }

    /// Runs the plan on real queues into a captured live data object.
    static func liveRun() throws -> LiveRun {
        let scheduler = DispatchScheduler()
        let data = CollectionData<Post>([], scheduler: scheduler)
        let dataSource = CollectionDataSource([data])
        let view = RecordingView(style: .collection, dataSource: dataSource, scheduler: scheduler, animationDuration: .milliseconds(500))
        let deltas = DeltaLog()
        scheduler.viewQueue.sync {
            data.view = view
            data.calculationNotificationDelegate = deltas
        }
        let capture = CollectionDataCapture(data, view: CapturedView(style: .collection, animationMilliseconds: 500), content: .custom { $0.likes })

        let queues = (0..<3).map { DispatchQueue(label: "LiveCaptureFidelityTests.thread\($0)") }
        let start = DispatchTime.now()
        let done = DispatchSemaphore(value: 0)
        for (index, call) in plan.enumerated() {
            queues[call.thread].asyncAfter(deadline: start + .milliseconds(call.at)) {
                let completion: () -> Void = index == plan.count - 1 ? { done.signal() } : {}
                if call.append { data.append(call.posts, completion: completion) } else { data.update(call.posts, completion: completion) }
            }
        }
        #expect(done.wait(timeout: .now() + 60) == .success, "the last update did not complete")
        // The last update's reload batch, if any, settles.
        Thread.sleep(forTimeInterval: 1.2)
        capture.stop()
        let liveFinal = scheduler.viewQueue.sync { data.items.map(\.description) }
        scheduler.viewQueue.sync {
            #expect(view.rejections.isEmpty)
            #expect(throws: Never.self) { try view.verifyDisplaysDataSource() }
        }

        let text = try capture.scenario(title: "Captured live updates", description: "Captured by LiveCaptureFidelityTests.")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("22-captured.json")
        try Data(text.utf8).write(to: file)
        let scenario = try ScenarioLoader.load(fileAt: file, displayPath: "22-captured.json")
        try #require(scenario.steps.count == plan.count, "one step per call:\n\(text)")
        let lateness = zip(scenario.steps, plan).map { $0.at - $1.at }.max() ?? 0
        withExtendedLifetime(dataSource) {}
        return LiveRun(text: text, scenario: scenario, deltas: deltas.deltas, liveFinal: liveFinal, lateness: lateness)
    }

    /// With `LIVECOLLECTIONS_SAVE_CAPTURE=<path>`, writes the capture there
    /// (the committed `Scenarios/22-captured-live-updates.json` came from
    /// it), never over an existing file.
    func saveIfAsked(_ text: String) throws {
        guard let path = ProcessInfo.processInfo.environment["LIVECOLLECTIONS_SAVE_CAPTURE"] else { return }
        guard !FileManager.default.fileExists(atPath: path) else {
            Issue.record("\(path) exists: remove it first to save a new capture there")
            return
        }
        let described = text
            .replacingOccurrences(of: "\"Captured live updates\"", with: "\"Captured live updates\"")
            .replacingOccurrences(
                of: "\"Captured by LiveCaptureFidelityTests.\"",
                with: "\"" + Self.description + "\""
            )
        try Data(described.utf8).write(to: URL(fileURLWithPath: path))
    }

    static let description = "Captured from a live CollectionData on real dispatch queues by LiveCaptureFidelityTests: three threads send updates to a feed of posts (an identifier and a like count, the content whose change is a reload) into a collection view whose batches take 500 ms. The times are when each call arrived, in milliseconds since the capture began. Look for the two updates that arrive during the first animation: only the second is calculated when it ends; the append that waits for the running update and animates after it; and the like counts that change, which reload their cells in a second batch."
}
