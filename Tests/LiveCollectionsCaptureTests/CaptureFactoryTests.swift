import Foundation
import LiveCollections
import LiveCollectionsCapture
import LiveCollectionsScenarios
import LiveCollectionsTesting
import Testing

/// A post as a feed row: built by ``PostRowFactory`` with a "hot" flag the
/// factory reads from its own state, so a change of the flag alone is a
/// reload.
struct PostRow: UniquelyIdentifiable, Hashable, Sendable, CustomStringConvertible {
    typealias RawType = Post
    let rawData: Post
    let isHot: Bool

    var uniqueID: String { rawData.id }
    var description: String { isHot ? "\(rawData) hot" : "\(rawData)" }
}

/// The identifiers of the hot posts, which the test changes between updates.
final class HotPosts: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: Set<String> = []

    func contains(_ id: String) -> Bool { lock.withLock { ids.contains(id) } }
    func replace(with ids: Set<String>) { lock.withLock { self.ids = ids } }
}

/// Builds a ``PostRow`` from a ``Post`` (raw type different from the items).
struct PostRowFactory: UniquelyIdentifiableDataFactory {
    let hot: HotPosts

    func buildUniquelyIdentifiableDatum(_ rawType: Post) -> PostRow {
        PostRow(rawData: rawType, isHot: hot.contains(rawType.id))
    }
}

/// A data object built by a factory is captured as its built items, and the
/// written scenario replays as inline data with the same deltas.
@Suite("Captured factory data")
struct CaptureFactoryTests {
    @Test func aFactoryCaptureReplaysTheLiveDeltas() throws {
        let scheduler = VirtualTimeScheduler()
        let hot = HotPosts()
        let factory = PostRowFactory(hot: hot)
        let data = CollectionData(dataFactory: factory, rawData: posts("a b c"), scheduler: scheduler)
        let dataSource = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: dataSource, scheduler: scheduler, animationDuration: .milliseconds(100))
        let deltas = DeltaLog()
        data.view = view
        data.calculationNotificationDelegate = deltas
        _ = scheduler.run(maxJobs: 1_000)
        // The capture reads the live run's virtual clock, so the calls it
        // stamps are 1,000 ms apart exactly as the data object saw them, well
        // clear of the 100 ms batches (two with a reload): none coalesces in
        // the live run or in the replay, however loaded the machine.
        let capture = CollectionDataCapture(
            data, dataFactory: factory, view: CapturedView(style: .table, animationMilliseconds: 100), content: .description,
            clock: { UInt64(scheduler.now / .nanoseconds(1)) })
        func pause(until milliseconds: Int) {
            scheduler.advance(to: .milliseconds(milliseconds))
        }
        // The same raw posts with b now hot: only the factory's output changed.
        hot.replace(with: ["b"])
        data.update(posts("a b c"))
        pause(until: 1_000)
        hot.replace(with: [])
        data.update(posts("c a:1 d"))
        pause(until: 2_000)
        data.append(posts("e"))
        _ = scheduler.run(maxJobs: 1_000)
        capture.stop()
        #expect(view.rejections.isEmpty)
        let liveFinal = data.items.map(\.description)

        let text = try capture.scenario(title: "T", description: "D")
        // The built rows are written, the flag in their content.
        #expect(text.contains(#"{"id": "b", "content": "b 0 hot"}"#), "\(text)")
        let scenario = try CaptureScenarioTests().load(text)
        #expect(scenario.isInline)
        #expect(scenario.kind == .singleSection)
        let replay = ScenarioReplay.run(scenario)
        #expect(replay.outcome == .passed)
        #expect(deltas.deltas.count == 3, "\(deltas.deltas)")
        #expect(replay.steps.flatMap(\.deltas).map(\.delta) == deltas.deltas, "captured:\n\(text)")
        let replayFinal = replay.finalState.first?.sections.first?.map { cell in
            String(cell.drop { $0 != "(" }.dropFirst().dropLast())
        }
        #expect(replayFinal == liveFinal.map { "\($0.split(separator: " ").first ?? "") \"\($0)\"" })
        withExtendedLifetime(dataSource) {}
    }
}
