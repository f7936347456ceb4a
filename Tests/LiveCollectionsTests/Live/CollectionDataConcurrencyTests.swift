import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

@Suite("CollectionData across threads and in virtual time")
struct CollectionDataConcurrencyTests {
    /// Several threads send a thousand updates and appends to one
    /// `CollectionData` driving a view on live dispatch queues.
    @Test func aThousandUpdatesFromSeveralThreads() {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        let scheduler = DispatchScheduler()
        let data = CollectionData(items(Array(0..<20)), scheduler: scheduler)
        let dataSource = CollectionDataSource([data])
        let view = RecordingView(style: .collection, dataSource: dataSource, scheduler: scheduler, animationDuration: .microseconds(200))
        scheduler.viewQueue.sync { data.view = view }

        let threads = 4
        let perThread = 250
        let nextAppendID = Counter()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            var random = SeededRandomNumberGenerator(seed: generator.seed &+ UInt64(thread))
            for _ in 0..<perThread {
                if Int.random(in: 0..<4, using: &random) == 0 {
                    // Appended identifiers are new, so every data set stays unique.
                    nextAppendID.increment()
                    data.append([TestItem(id: 100_000 + thread * 10_000 + nextAppendID.value)])
                } else {
                    let ids = (0..<60).filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
                    data.update(ids.map { TestItem(id: $0, version: Int.random(in: 0...1, using: &random)) })
                }
            }
        }
        let final = items([7, 3, 11, 5])
        let finished = DispatchSemaphore(value: 0)
        data.update(final) { finished.signal() }
        let result = finished.wait(timeout: .now() + 120)
        #expect(result == .success, "the last update did not complete (seed \(generator.seed))")
        scheduler.viewQueue.sync {
            #expect(view.rejections.isEmpty, "seed \(generator.seed): \(view.rejections.prefix(3))")
            #expect(view.fallbackCount == 0, "seed \(generator.seed)")
            #expect(data.items == final, "seed \(generator.seed)")
            #expect(view.displayedSections == [final.map { RecordingViewItem($0) }], "seed \(generator.seed)")
            #expect(throws: Never.self, "seed \(generator.seed)") { try view.verifyDisplaysDataSource() }
        }
        withExtendedLifetime(dataSource) {}
    }

    /// A scenario touching queueing, appends, reload hand-offs and the
    /// synchronizer, returned as its timed event log.
    func scenarioLog() -> String {
        let scheduler = VirtualTimeScheduler(calculationDuration: .milliseconds(5))
        let synchronizer = CollectionDataSynchronizer(delay: .short)
        let first = CollectionData(items([1, 2, 3]), section: 0, scheduler: scheduler)
        let second = CollectionData(items([10, 11]), section: 1, scheduler: scheduler)
        let dataSource = CollectionDataSource([first, second])
        let view = RecordingView(style: .collection, dataSource: dataSource, scheduler: scheduler)
        let reloader = SelfCompletingReloader(scheduler: scheduler)
        for data in [first, second] {
            data.synchronizer = synchronizer
            data.reloadDelegate = reloader
            data.view = view
        }
        first.update([TestItem(id: 3), TestItem(id: 1, version: 1), TestItem(id: 4)])
        second.update(items([11, 12]))
        scheduler.advance(by: .milliseconds(20))
        first.update(items([9]))
        first.append(items([8]))
        second.append([TestItem(id: 13)])
        scheduler.advance(by: .milliseconds(500))
        second.update([TestItem(id: 13, version: 2), TestItem(id: 11)])
        scheduler.run()
        return view.timedEvents.map(\.description).joined(separator: "\n")
            + "\n" + reloader.log.joined(separator: "\n")
            + "\nrejections: \(view.rejections)\n\(first.items) \(second.items)"
    }

    @Test func theSameScenarioGivesTheSameLogAHundredTimes() {
        let first = scenarioLog()
        #expect(first.contains("hand-off") && first.contains("rejections: []"))
        for run in 1..<100 {
            let log = scenarioLog()
            guard log == first else {
                Issue.record("run \(run) differs from run 0:\n\(log)\n---\n\(first)")
                return
            }
        }
    }
}

/// Claims every reload at an odd row and completes it 100 ms of
/// virtual time later.
final class SelfCompletingReloader: CollectionDataManualReloadDelegate, @unchecked Sendable {
    let scheduler: VirtualTimeScheduler
    private(set) var log: [String] = []

    init(scheduler: VirtualTimeScheduler) { self.scheduler = scheduler }

    nonisolated func willHandleReload(at indexPathPair: IndexPathPair) -> Bool { !indexPathPair.target.itemIndex.isMultiple(of: 2) }

    nonisolated func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        log.append("t=\(scheduler.now) hand-off \(indexPaths)")
        let paths = indexPaths
        let completion = UncheckedCompletion(call: indexPathCompletion)
        scheduler.scheduleOnView(after: .milliseconds(100)) {
            for path in paths { completion.call(path) }
        }
    }
}

private struct UncheckedCompletion: @unchecked Sendable {
    let call: (IndexPath) -> Void
}
