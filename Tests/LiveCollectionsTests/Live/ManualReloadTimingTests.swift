import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// One log for what the manual reload delegate and the animation delegate
/// hear, in order.
final class ReloadTimingLog: CollectionDataManualReloadDelegate, CollectionSectionDataAnimationDelegate, @unchecked Sendable {
    let claimed: Set<Int>
    private(set) var entries: [String] = []
    private var completions: [(IndexPath) -> Void] = []

    init(claiming items: Set<Int>) { self.claimed = items }

    nonisolated func willHandleReload(at indexPathPair: IndexPathPair) -> Bool {
        entries.append("asked \(indexPathPair.target.sectionIndex).\(indexPathPair.target.itemIndex)")
        return claimed.contains(indexPathPair.target.itemIndex)
    }

    nonisolated func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        entries.append("handed \(indexPaths.map { "\($0.sectionIndex).\($0.itemIndex)" }.joined(separator: " "))")
        completions.append(indexPathCompletion)
    }

    nonisolated func animateAlongsideUpdate(for state: CollectionDataAnimationState) {
        switch state {
        case .immediatelyBefore(let group, _): entries.append("before \(group)")
        case .during(let group, _): entries.append("during \(group)")
        case .immediatelyAfter(let group, _): entries.append("after \(group)")
        case .completed(let group): entries.append("completed \(group)")
        }
    }

    func complete(_ path: IndexPath) {
        for completion in completions { completion(path) }
    }
}

/// When the manual reload delegate is asked and handed its reloads, as the
/// original library's `UIKit+DeltaUpdates.swift` and
/// `UIKit+SectionDeltaUpdates.swift` do it.
@Suite("Manual reloads: when they are claimed and handed off")
struct ManualReloadTimingTests {
    @Test func reloadsAreClaimedBeforeTheFirstBatchAndHandedOffOnceTheReloadBatchCompletionHasReturned() {
        let f = SingleSectionFixture([1, 2, 3, 4])
        let log = ReloadTimingLog(claiming: [1, 2])
        f.data.reloadDelegate = log
        f.data.animationDelegate = log
        let done = Counter()
        f.data.update([1, 2, 3, 4].map { TestItem(id: $0, version: $0 < 4 ? 1 : 0) }) { done.increment() }
        f.scheduler.run()
        #expect(log.entries == [
            // Asked in the reloads' order (by source, descending), before
            // any batch.
            "asked 0.2", "asked 0.1", "asked 0.0",
            "before insertDeleteMove", "during insertDeleteMove", "after insertDeleteMove",
            "before reload", "during reload", "after reload", "completed insertDeleteMove",
            // The reload batch's completion has returned (its delegates
            // heard `completed`) before the hand-off.
            "completed reload",
            "handed 0.2 0.1",
        ])
        #expect(done.value == 0)
        log.complete(IndexPath(itemIndex: 2, sectionIndex: 0))
        log.complete(IndexPath(itemIndex: 1, sectionIndex: 0))
        #expect(done.value == 1)
        #expect(f.view.rejections.isEmpty)
    }

    @Test func everyCompletionOfABatchWaitsForEveryClaimedReloadInIt() {
        let source = SectionedArrayDataSource(sections: [["a", "b"], ["c", "d"]])
        let view = RecordingView(style: .table, dataSource: source)
        let log = ReloadTimingLog(claiming: [0])
        let done = (first: Counter(), second: Counter())
        let claimedUpdate = SectionUpdate(
            section: 0, delta: IndexDelta(reloads: [IndexPair(source: 0, target: 0)]), delegate: log,
            updateData: {}, completion: { done.first.increment() }
        )
        let unclaimedUpdate = SectionUpdate(
            section: 1, delta: IndexDelta(reloads: [IndexPair(source: 1, target: 1)]), delegate: nil,
            updateData: {}, completion: { done.second.increment() }
        )
        view.performAnimations(for: [claimedUpdate, unclaimedUpdate])
        #expect(log.entries == ["asked 0.0", "handed 0.0"])
        #expect(view.events.contains(.reloadItems([IndexPath(itemIndex: 1, sectionIndex: 1)], .fade)))
        #expect(done.first.value == 0 && done.second.value == 0, "both wait for the claimed reload, as in the original")
        log.complete(IndexPath(itemIndex: 0, sectionIndex: 0))
        #expect(done.first.value == 1 && done.second.value == 1)
        #expect(view.rejections.isEmpty)
    }

    @Test func aSectionedItemStageClaimsBeforeItsBatchAndHandsOffAfterTheReloadBatch() {
        let scheduler = VirtualTimeScheduler()
        let source = SectionedArrayDataSource(sections: [["a", "b"]])
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        let log = ReloadTimingLog(claiming: [1])
        let done = Counter()
        let delta = SectionDelta(
            sectionDelta: IndexDelta(),
            itemDelta: IndexPathDelta(IndexDelta(reloads: [IndexPair(source: 0, target: 0), IndexPair(source: 1, target: 1)]), section: 0),
            intermediateLayout: [.existing(sourceSection: 0)]
        )
        view.performAnimations(
            for: delta, delegate: log, animationDelegate: log,
            updateIntermediateData: {}, updateData: {}, completion: { done.increment() }
        )
        scheduler.run()
        #expect(log.entries == [
            "asked 0.1", "asked 0.0",
            "before insertDeleteMove", "during insertDeleteMove", "after insertDeleteMove",
            "before reload", "during reload", "after reload", "completed insertDeleteMove",
            "completed reload",
            "handed 0.1",
        ])
        #expect(view.events.contains(.reloadItems([IndexPath(itemIndex: 0, sectionIndex: 0)], .fade)))
        #expect(done.value == 0)
        log.complete(IndexPath(itemIndex: 1, sectionIndex: 0))
        #expect(done.value == 1)
    }
}
