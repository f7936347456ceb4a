import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

@Suite("CollectionDataSynchronizer")
struct SynchronizerTests {
    static let delays: [CollectionDataSynchronizer.Delay] = [.none, .short, .long, .custom(milliseconds: 120)]

    @Test(arguments: delays)
    func updatesSentTogetherAnimateInOneBatch(delay: CollectionDataSynchronizer.Delay) {
        let f = SyncFixture(delay: delay)
        let done = [Counter(), Counter(), Counter()]
        let targets = [[TestItem(id: 1, version: 1), TestItem(id: 3)], items([4, 5, 6]), items([9, 7, 8])]
        for (index, data) in f.sections.enumerated() {
            data.update(targets[index]) { done[index].increment() }
        }
        let d = milliseconds(delay.duration)
        if d > 0 {
            f.scheduler.advance(to: delay.duration - .milliseconds(1))
            #expect(f.log.isEmpty, "the batch waits for the delay")
        }
        f.scheduler.advance(to: delay.duration + .milliseconds(599))
        #expect(done.map(\.value) == [0, 0, 0], "completions wait for the reload batch")
        f.scheduler.run()
        #expect(f.log == [
            "t=\(d)ms beginBatch",
            "t=\(d)ms deleteItems [[0, 1]]",
            "t=\(d)ms insertItems [[1, 2]]",
            "t=\(d)ms moveItem [2, 2] -> [2, 0]",
            "t=\(d)ms endBatch",
            "t=\(d + 300)ms animationsCompleted",
            "t=\(d + 300)ms beginBatch",
            "t=\(d + 300)ms reloadItems [[0, 0]]",
            "t=\(d + 300)ms endBatch",
            "t=\(d + 600)ms animationsCompleted",
        ])
        #expect(done.map(\.value) == [1, 1, 1])
        #expect(f.sections.map(\.items) == targets)
        f.expectConsistent()
    }

    /// An append into an empty section sends its one-item batches through
    /// the synchronizer, as an update does: the second item's batch takes
    /// the first's place (which animates alone, the rule for a section's
    /// second update) and is gathered with the other section's update sent
    /// with it.
    @Test func anAppendIntoAnEmptySectionGoesThroughTheSynchronizer() {
        let f = SyncFixture(delay: .short)
        f.sections[1].update(items([]))
        f.scheduler.run()
        f.view.clearEvents()
        let done = Counter()
        f.sections[1].append(items([10, 11])) { done.increment() }
        f.sections[0].update(items([1, 2]))
        f.scheduler.run()
        #expect(f.log == [
            "t=610ms beginBatch",
            "t=610ms insertItems [[1, 0]]",
            "t=610ms endBatch",
            "t=620ms beginBatch",
            "t=620ms deleteItems [[0, 2]]",
            "t=620ms insertItems [[1, 1]]",
            "t=620ms endBatch",
            "t=910ms animationsCompleted",
            "t=910ms beginBatch",
            "t=910ms endBatch",
            "t=920ms animationsCompleted",
            "t=920ms beginBatch",
            "t=920ms endBatch",
            "t=1210ms animationsCompleted",
            "t=1220ms animationsCompleted",
        ])
        #expect(done.value == 1)
        #expect(f.sections.map(\.items) == [items([1, 2]), items([10, 11]), items([7, 8, 9])])
        f.expectConsistent()
    }

    /// The window runs from the first update that joins it: updates that
    /// join later (here 60 and 95 ms into a 100 ms window) ride in its
    /// batch at 100 ms, and do not push it back (to 195 ms, were each
    /// update to restart the delay); an update after the window opens a
    /// window of its own.
    @Test func theWindowRunsFromTheFirstUpdateThatJoinsIt() {
        let f = SyncFixture(delay: .custom(milliseconds: 100))
        let targets = [[TestItem(id: 1, version: 1), TestItem(id: 3)], items([4, 5, 6]), items([9, 7, 8])]
        f.sections[0].update(targets[0])
        f.scheduler.advance(to: .milliseconds(60))
        f.sections[1].update(targets[1])
        f.scheduler.advance(to: .milliseconds(95))
        f.sections[2].update(targets[2])
        f.scheduler.advance(to: .milliseconds(99))
        #expect(f.log.isEmpty, "nothing before the first update's delay has run")
        f.scheduler.advance(to: .milliseconds(100))
        #expect(f.log == [
            "t=100ms beginBatch",
            "t=100ms deleteItems [[0, 1]]",
            "t=100ms insertItems [[1, 2]]",
            "t=100ms moveItem [2, 2] -> [2, 0]",
            "t=100ms endBatch",
        ], "one batch, when the first update's delay ends")
        f.scheduler.run()
        #expect(!f.log.contains { $0.hasPrefix("t=195ms") })
        f.scheduler.advance(to: .milliseconds(1000))
        let settled = f.log.count
        f.sections[1].update(items([4, 5]))
        f.scheduler.advance(to: .milliseconds(1099))
        #expect(f.log.count == settled, "the next update opens a window of its own")
        f.scheduler.run()
        #expect(f.log.contains("t=1100ms deleteItems [[1, 2]]"), "\(f.log)")
        #expect(f.sections.map(\.items) == [targets[0], items([4, 5]), targets[2]])
        f.expectConsistent()
    }

    @Test(arguments: delays)
    func anUpdateAfterTheDelayAnimatesInItsOwnBatch(delay: CollectionDataSynchronizer.Delay) {
        let f = SyncFixture(delay: delay)
        let targets = [[TestItem(id: 1, version: 1), TestItem(id: 3)], items([4, 5, 6]), items([9, 7, 8])]
        f.sections[0].update(targets[0])
        f.sections[2].update(targets[2])
        f.scheduler.advance(to: delay.duration + .milliseconds(10))
        f.sections[1].update(targets[1])
        f.scheduler.run()
        let d = milliseconds(delay.duration)
        #expect(f.log == [
            "t=\(d)ms beginBatch",
            "t=\(d)ms deleteItems [[0, 1]]",
            "t=\(d)ms moveItem [2, 2] -> [2, 0]",
            "t=\(d)ms endBatch",
            "t=\(2 * d + 10)ms beginBatch",
            "t=\(2 * d + 10)ms insertItems [[1, 2]]",
            "t=\(2 * d + 10)ms endBatch",
            "t=\(d + 300)ms animationsCompleted",
            "t=\(d + 300)ms beginBatch",
            "t=\(d + 300)ms reloadItems [[0, 0]]",
            "t=\(d + 300)ms endBatch",
            "t=\(2 * d + 310)ms animationsCompleted",
            // The second batch has no reload, but its reload batch runs (empty).
            "t=\(2 * d + 310)ms beginBatch",
            "t=\(2 * d + 310)ms endBatch",
            "t=\(d + 600)ms animationsCompleted",
            "t=\(2 * d + 610)ms animationsCompleted",
        ])
        #expect(f.sections.map(\.items) == targets)
        f.expectConsistent()
    }

    /// The original animates a synchronized table through a stand-in table
    /// view whose frame is empty (`MultiSectionCustomAnimationStyleTableView`),
    /// so each update reloads the table at once, without waiting for the
    /// batch, and the animation delegate is not asked
    /// (`ItemDataCalculator.swift`: `frame.isEmpty` gives `.reloadData`).
    @Test func aSynchronizedTableReloadsEveryUpdateAtOnce() {
        let f = SyncFixture(delay: .short, style: .table)
        let asked = Counter()
        let delegate = StyleAskCounter(asked)
        let observer = CalculationObserver()
        f.sections[0].animationDelegate = delegate
        f.sections[0].calculationNotificationDelegate = observer
        #expect(f.sync.frame == .zero && f.view.frame != .zero)
        let done = Counter()
        f.sections[0].update(items([2, 1])) { done.increment() }
        f.sections[1].update(items([5])) { done.increment() }
        f.scheduler.run()
        #expect(f.log == ["t=0ms reloadData", "t=0ms reloadData"])
        #expect(observer.decisions == [AnimationDecision(style: .reloadData, reason: .emptyFrame)])
        #expect(asked.value == 0)
        #expect(done.value == 2)
        #expect(f.sections.map(\.items) == [items([2, 1]), items([5]), items([7, 8, 9])])
        f.expectConsistent()
    }

    @Test func anUpdateForAnotherViewFlushesTheWaitingBatch() {
        let scheduler = VirtualTimeScheduler()
        let sync = CollectionDataSynchronizer(delay: .short)
        let first = CollectionData(items([1, 2, 3]), scheduler: scheduler)
        let second = CollectionData(items([4, 5]), scheduler: scheduler)
        let firstSource = CollectionDataSource([first])
        let secondSource = CollectionDataSource([second])
        let firstView = RecordingView(style: .collection, dataSource: firstSource, scheduler: scheduler)
        let secondView = RecordingView(style: .collection, dataSource: secondSource, scheduler: scheduler)
        for (data, view) in [(first, firstView), (second, secondView)] {
            data.synchronizer = sync
            data.view = view
            view.clearEvents()
        }

        first.update(items([1, 3]))
        scheduler.advance(to: .milliseconds(5))
        #expect(firstView.events.isEmpty, "within the delay, the first view's batch waits")
        second.update(items([4, 5, 6]))
        scheduler.advance(to: .milliseconds(5))
        #expect(firstView.timedEvents.map(\.description) == [
            "t=5ms beginBatch",
            "t=5ms deleteItems [[0, 1]]",
            "t=5ms endBatch",
        ], "the update for another view flushed the waiting batch at once")
        #expect(secondView.events.isEmpty)
        scheduler.run()
        #expect(firstView.timedEvents.map(\.description) == [
            "t=5ms beginBatch",
            "t=5ms deleteItems [[0, 1]]",
            "t=5ms endBatch",
            "t=305ms animationsCompleted",
            "t=305ms beginBatch",
            "t=305ms endBatch",
            "t=605ms animationsCompleted",
        ])
        #expect(secondView.timedEvents.map(\.description) == [
            "t=15ms beginBatch",
            "t=15ms insertItems [[0, 2]]",
            "t=15ms endBatch",
            "t=315ms animationsCompleted",
            "t=315ms beginBatch",
            "t=315ms endBatch",
            "t=615ms animationsCompleted",
        ], "the second view's batch waits its own delay")
        #expect(first.items == items([1, 3]))
        #expect(second.items == items([4, 5, 6]))
        expectViewConsistent(firstView)
        expectViewConsistent(secondView)
    }

    /// The screen replaces the data object of section 0 while the old
    /// object's update waits: the new object's update for the same section
    /// animates the old update alone at once and takes its place in the
    /// waiting batch, whose delay runs on (the original's
    /// `CollectionDataSynchronizer.add(update:)`), so no batch changes a
    /// section twice.
    @Test func aSecondUpdateForAWaitingSectionAnimatesTheOldOneAloneAndTakesItsPlace() {
        let scheduler = VirtualTimeScheduler()
        let sync = CollectionDataSynchronizer(delay: .short)
        let old = CollectionData(items([1, 2, 3]), scheduler: scheduler)
        let source = ReplaceableSectionSource(old)
        let view = RecordingView(style: .collection, dataSource: source, scheduler: scheduler)
        old.synchronizer = sync
        old.view = view

        old.update(items([1, 2]))
        scheduler.advance(to: .milliseconds(5))
        #expect(old.items == items([1, 2, 3]), "the old object's update is waiting")
        // The screen rebuilds section 0 from the newest data and shows it.
        let replacement = CollectionData(items([1, 2]), scheduler: scheduler)
        replacement.synchronizer = sync
        replacement.view = view
        source.current = replacement
        replacement.update(items([1]))
        scheduler.run()

        #expect(view.timedEvents.map(\.description) == [
            "t=0ms reloadData",
            "t=5ms reloadData",
            "t=5ms beginBatch",
            "t=5ms deleteItems [[0, 2]]",
            "t=5ms endBatch",
            // The waiting batch's delay, started at 0 ms, runs on.
            "t=10ms beginBatch",
            "t=10ms deleteItems [[0, 1]]",
            "t=10ms endBatch",
            "t=305ms animationsCompleted",
            "t=305ms beginBatch",
            "t=305ms endBatch",
            "t=310ms animationsCompleted",
            "t=310ms beginBatch",
            "t=310ms endBatch",
            "t=605ms animationsCompleted",
            "t=610ms animationsCompleted",
        ])
        #expect(old.items == items([1, 2]))
        #expect(replacement.items == items([1]))
        expectViewConsistent(view)
    }

    @Test(arguments: [RecordingViewStyle.collection])
    func withoutDelayEveryBatchPassesWhenSectionsUpdateAtDifferentTimes(style: RecordingViewStyle) {
        let f = SyncFixture(delay: .none, style: style)
        let (s0, s1, s2) = (f.sections[0], f.sections[1], f.sections[2])
        let done = Counter()
        s0.update([TestItem(id: 3), TestItem(id: 1, version: 1)]) { done.increment() }
        f.scheduler.advance(to: .milliseconds(100))
        s1.update(items([5, 4, 6])) { done.increment() }
        s2.update([TestItem(id: 9), TestItem(id: 8, version: 1)]) { done.increment() }
        f.scheduler.advance(to: .milliseconds(350))
        s0.update([TestItem(id: 1, version: 1), TestItem(id: 10)]) { done.increment() }
        f.scheduler.advance(to: .milliseconds(390))
        s1.update(items([6])) { done.increment() }
        f.scheduler.advance(to: .milliseconds(395))
        s1.update(items([6, 11])) { done.increment() }
        f.scheduler.run()

        let a = LoggedAnimations(style)
        #expect(f.log == [
            "t=0ms beginBatch",
            "t=0ms deleteItems [[0, 1]]\(a.delete)",
            "t=0ms moveItem [0, 2] -> [0, 0]",
            "t=0ms endBatch",
            "t=100ms beginBatch",
            "t=100ms moveItem [1, 1] -> [1, 0]",
            "t=100ms insertItems [[1, 2]]\(a.insert)",
            "t=100ms deleteItems [[2, 0]]\(a.delete)",
            "t=100ms moveItem [2, 2] -> [2, 0]",
            "t=100ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms reloadItems [[0, 1]]\(a.reload)",
            "t=300ms endBatch",
            "t=400ms animationsCompleted",
            "t=400ms beginBatch",
            "t=400ms reloadItems [[2, 1]]\(a.reload)",
            "t=400ms endBatch",
            "t=600ms animationsCompleted",
            "t=600ms beginBatch",
            "t=600ms deleteItems [[0, 0]]\(a.delete)",
            "t=600ms insertItems [[0, 1]]\(a.insert)",
            "t=600ms endBatch",
            // Sections 1 and 2 share the reload batch, so section 1's
            // coalesced update starts once that batch is done.
            "t=700ms animationsCompleted",
            "t=700ms beginBatch",
            "t=700ms deleteItems [[1, 0], [1, 1]]\(a.delete)",
            "t=700ms insertItems [[1, 1]]\(a.insert)",
            "t=700ms endBatch",
            "t=900ms animationsCompleted",
            "t=900ms beginBatch",
            "t=900ms endBatch",
            "t=1000ms animationsCompleted",
            "t=1000ms beginBatch",
            "t=1000ms endBatch",
            "t=1200ms animationsCompleted",
            "t=1300ms animationsCompleted",
        ])
        #expect(done.value == 6)
        #expect(s0.items == [TestItem(id: 1, version: 1), TestItem(id: 10)])
        #expect(s1.items == items([6, 11]))
        #expect(s2.items == [TestItem(id: 9), TestItem(id: 8, version: 1)])
        f.expectConsistent()
    }
}

// MARK: - Support

/// Counts how often the item style is asked.
private final class StyleAskCounter: CollectionDataAnimationDelegate, @unchecked Sendable {
    let asked: Counter
    init(_ asked: Counter) { self.asked = asked }
    nonisolated func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle {
        asked.increment()
        return .preciseAnimations
    }
}


/// One section showing whichever `CollectionData` the screen holds now.
private final class ReplaceableSectionSource: RecordingViewDataSource {
    var current: CollectionData<TestItem>

    init(_ current: CollectionData<TestItem>) { self.current = current }

    func numberOfSections(in view: RecordingView) -> Int { 1 }

    func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int { current.count }

    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        RecordingViewItem(current[indexPath.itemIndex])
    }
}

/// Whole milliseconds of `duration`.
private func milliseconds(_ duration: Duration) -> Int64 {
    let parts = duration.components
    return parts.seconds * 1_000 + parts.attoseconds / 1_000_000_000_000_000
}
