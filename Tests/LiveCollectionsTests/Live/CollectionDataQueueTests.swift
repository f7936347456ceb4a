import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// Records every delta a `CollectionData` calculates, through the animation
/// delegate (asked once per animated update).
final class DeltaRecorder: CollectionDataAnimationDelegate, @unchecked Sendable {
    var style: AnimationStyle = .preciseAnimations
    private(set) var deltas: [IndexDelta] = []

    nonisolated func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle {
        deltas.append(delta)
        return style
    }
}

@Suite("CollectionData queueing")
struct CollectionDataQueueTests {
    @Test func threeUpdatesDuringOneAnimationGiveTwoCalculations() {
        let f = SingleSectionFixture([1, 2, 3])
        let recorder = DeltaRecorder()
        f.data.animationDelegate = recorder
        let done = Counter()
        f.data.update(items([1, 2, 3, 4])) { done.increment() }
        f.scheduler.advance(by: .milliseconds(100))  // first update calculated, its batch 1 animating
        #expect(f.observer.began == 1)
        f.data.update(items([9, 8])) { done.increment() }
        f.data.update(items([4, 3, 2, 1])) { done.increment() }
        #expect(f.observer.began == 1, "nothing more is calculated while the first update animates")
        f.scheduler.run()
        #expect(f.observer.began == 1 && f.observer.ended == 1, "one busy period: begun once, ended once")
        #expect(recorder.deltas == [
            IndexDelta(from: items([1, 2, 3]), to: items([1, 2, 3, 4])),
            IndexDelta(from: items([1, 2, 3, 4]), to: items([4, 3, 2, 1])),
        ])
        #expect(done.value == 3, "the coalesced updates complete with the update that replaced them")
        #expect(f.data.items == items([4, 3, 2, 1]))
        f.expectConsistent()
    }

    @Test func appendsMergeIntoTheUpdateTheyFollowAndIntoEachOther() {
        let f = SingleSectionFixture([1])
        let recorder = DeltaRecorder()
        f.data.animationDelegate = recorder
        f.data.update(items([1, 2]))
        f.scheduler.advance(by: .zero)
        f.data.update(items([3]))
        f.data.append(items([4]))
        f.data.append(items([5, 6]))
        f.scheduler.run()
        #expect(recorder.deltas.count == 2)
        #expect(recorder.deltas.last == IndexDelta(deletions: [0, 1], insertions: [0, 1, 2, 3]))
        #expect(f.data.items == items([3, 4, 5, 6]))
        f.expectConsistent()

        f.data.update(items([7]))
        f.scheduler.advance(by: .zero)
        f.data.append(items([8]))
        f.data.append(items([9]))
        f.scheduler.run()
        #expect(recorder.deltas.count == 4, "two appends after an update in flight are one calculation")
        #expect(recorder.deltas.last == IndexDelta(insertions: [1, 2]))
        #expect(f.data.items == items([7, 8, 9]))
        f.expectConsistent()
    }

    /// The original merges a waiting update and the appends after it into
    /// one operation that keeps one closure (`DeltaOperation.merged`,
    /// `DeltaCalculator.swift`): the update's when appends follow it (the
    /// appends' completions are lost), the newer append's when two appends
    /// merge (the first append's is lost). Here every one is called.
    @Test func everyCompletionOfAppendsMergedIntoAWaitingUpdateIsCalled() {
        let f = SingleSectionFixture([1])
        let (inFlight, update, firstAppend, secondAppend) = (Counter(), Counter(), Counter(), Counter())
        f.data.update(items([1, 2])) { inFlight.increment() }
        f.scheduler.advance(by: .zero)
        f.data.update(items([3])) { update.increment() }
        f.data.append(items([4])) { firstAppend.increment() }
        f.data.append(items([5])) { secondAppend.increment() }
        f.scheduler.run()
        #expect([inFlight, update, firstAppend, secondAppend].map(\.value) == [1, 1, 1, 1])
        #expect(f.data.items == items([3, 4, 5]))

        let (next, appendA, appendB) = (Counter(), Counter(), Counter())
        f.data.update(items([7])) { next.increment() }
        f.scheduler.advance(by: .zero)
        f.data.append(items([8])) { appendA.increment() }
        f.data.append(items([9])) { appendB.increment() }
        f.scheduler.run()
        #expect([next, appendA, appendB].map(\.value) == [1, 1, 1], "append then append: the first append's completion too")
        #expect(f.data.items == items([7, 8, 9]))
        f.expectConsistent()
    }

    /// The original calls an unchanged update's completion on its
    /// processing queue before its calculator is idle
    /// (`ItemDataCalculator.swift`, `_updateAndAnimate`: `guard
    /// delta.hasChanges`, then `_performNextCalculation`, which clears
    /// `isCalculating` asynchronously): updates sent from that completion
    /// reach the calculator through the calculation queue and find it busy
    /// or idle from run to run, so they are merged into one calculation or
    /// calculated one after the other. Ours runs the completion while that
    /// update is still in flight: the updates sent from it always wait,
    /// merge into one calculation in the same busy period, and every
    /// completion is called, in virtual time and on real queues alike.
    @Test func updatesSentFromAnUnchangedUpdatesCompletionAlwaysMergeTheSameWay() async {
        let virtualRuns = (0..<5).map { _ in
            let f = SingleSectionFixture([1, 2])
            f.view.clearEvents()
            let (first, second) = (Counter(), Counter())
            f.data.update(items([1, 2])) {
                f.data.update(items([2, 3])) { first.increment() }
                f.data.update(items([3, 4])) { second.increment() }
            }
            f.scheduler.run()
            #expect(f.data.items == items([3, 4]))
            f.expectConsistent()
            return UnchangedCompletionOutcome(
                log: f.view.timedEvents.map(\.description), decisions: f.observer.decisions,
                busyPeriods: [f.observer.began, f.observer.ended], completions: [first.value, second.value])
        }
        #expect(virtualRuns.first == UnchangedCompletionOutcome(
            log: [
                "t=0ms beginBatch",
                // One calculation, from [1, 2] to the newest data, [3, 4].
                "t=0ms deleteItems [[0, 0], [0, 1]] bottom",
                "t=0ms insertItems [[0, 0], [0, 1]] fade",
                "t=0ms endBatch",
                "t=300ms animationsCompleted",
                "t=300ms beginBatch",
                "t=300ms endBatch",
                "t=600ms animationsCompleted",
            ],
            decisions: [
                AnimationDecision(style: nil, reason: .noChanges),
                AnimationDecision(style: .preciseAnimations, reason: .precise),
            ],
            busyPeriods: [1, 1], completions: [1, 1]))
        #expect(Set(virtualRuns).count == 1, "every run in virtual time gives the same outcome")

        var realRuns: Set<UnchangedCompletionOutcome> = []
        for _ in 0..<20 { realRuns.insert(await unchangedCompletionOnRealQueues()) }
        #expect(realRuns == [virtualRuns[0].untimed], "every run on real queues gives the virtual run's outcome")
    }

    /// One run of the test above on a private view queue and a concurrent
    /// calculation queue (`DispatchScheduler`), the view's log untimed.
    private func unchangedCompletionOnRealQueues() async -> UnchangedCompletionOutcome {
        let viewQueue = DispatchQueue(label: "CollectionDataQueueTests.view")
        let scheduler = DispatchScheduler(viewQueue: viewQueue)
        let data = CollectionData(items([1, 2]), scheduler: scheduler)
        let source = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler, animationDuration: .zero)
        let observer = CalculationObserver()
        data.calculationNotificationDelegate = observer
        viewQueue.sync {
            data.view = view
            view.clearEvents()
        }
        let (first, second) = (Counter(), Counter())
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            data.update(items([1, 2])) {
                data.update(items([2, 3])) { first.increment() }
                data.update(items([3, 4])) {
                    second.increment()
                    continuation.resume()
                }
            }
        }
        return viewQueue.sync {
            expectViewConsistent(view)
            return UnchangedCompletionOutcome(
                log: view.events.map(\.description), decisions: observer.decisions,
                busyPeriods: [observer.began, observer.ended], completions: [first.value, second.value])
        }
    }

    @Test func isCalculatingShowsTheDataSetBeingCalculated() {
        let f = SingleSectionFixture([1])
        f.scheduler.calculationDuration = .milliseconds(40)
        #expect(!f.data.isCalculating)
        f.data.update(items([2]))
        f.scheduler.advance(by: .milliseconds(10))
        #expect(f.data.isCalculating, "the calculation takes 40ms of virtual time")
        #expect(f.data.calculatingItems == nil, "the data set is built when the calculation runs")
        #expect(f.data.items == items([1]))
        f.scheduler.run(maxJobs: 1)
        #expect(f.data.calculatingItems == items([2]), "the calculation has built the data set; the view has not had it yet")
        #expect(f.data.isCalculating && f.data.items == items([1]))
        f.scheduler.run()
        #expect(!f.data.isCalculating && f.data.calculatingItems == nil)
        #expect(f.view.timedEvents.first { $0.event == .beginBatch }?.description == "t=40ms beginBatch")
    }

    /// True from the call until the data is swapped, and while another
    /// update waits (the original's reads false for a waiting update once
    /// the one before it is shown).
    @Test func isCalculatingFromTheCallUntilTheSwapAndWhileAnUpdateWaits() {
        let f = SingleSectionFixture([1])
        f.data.update(items([2]))
        #expect(f.data.isCalculating, "from the call")
        f.scheduler.advance(by: .milliseconds(10))
        #expect(!f.data.isCalculating && f.data.items == items([2]), "swapped inside the first batch")
        f.data.update(items([3]))
        #expect(f.data.isCalculating, "waiting behind the update being animated")
        f.scheduler.run()
        #expect(!f.data.isCalculating && f.data.items == items([3]))
    }

    @Test func calculateDeltaDoesNotChangeTheData() async {
        let data = CollectionData(items([1, 2, 3]), scheduler: DispatchScheduler())
        let sync = { data.calculateDelta(items([3, 1])) }()
        let async = await data.calculateDelta(items([3, 1]))
        #expect(sync == async)
        #expect(sync == IndexDelta(deletions: [1], moves: [IndexPair(source: 2, target: 0)]))
        #expect(data.calculateAppendDelta(items([4, 5])) == IndexDelta(insertions: [3, 4]))
        #expect(data.items == items([1, 2, 3]))
    }

    /// As the original's `_calculateAppendDelta`: the appended values are
    /// insertions at the end, found without diffing, even an identifier
    /// already shown.
    @Test func calculateAppendDeltaInsertsAtTheEndWithoutDiffing() {
        let data = CollectionData(items([1, 2, 3]), scheduler: VirtualTimeScheduler())
        #expect(data.calculateAppendDelta(items([2, 4])) == IndexDelta(insertions: [3, 4]))
        #expect(data.calculateAppendDelta([]) == IndexDelta())
        #expect(data.items == items([1, 2, 3]))
    }

    /// The original inserts appended values at the end without diffing
    /// (`_appendAndAnimate`), so appending an identifier already shown
    /// leaves unique data with a repeated identifier; here the append is
    /// diffed against what is shown: the repeat is reported as an
    /// inaccurate delta and the view reloads, then shows its data.
    @Test func appendingAnIdentifierAlreadyShownIsReportedAndReloaded() throws {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData(items([1, 2, 3]), scheduler: scheduler)
        let dataSource = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: dataSource, scheduler: scheduler)
        let observer = CalculationObserver()
        data.calculationNotificationDelegate = observer
        data.view = view
        view.clearEvents()
        data.append(items([2, 4]))
        scheduler.run()
        #expect(observer.inaccuracies.count == 1)
        #expect(!view.events.contains { if case .insertItems = $0 { true } else { false } }, "\(view.events)")
        #expect(view.events.contains(.reloadData) || view.events.contains { if case .reloadSections = $0 { true } else { false } }, "\(view.events)")
        #expect(view.rejections.isEmpty)
        try view.verifyDisplaysDataSource()
    }

    /// Sectioned data too: a section or an item appended with an identifier
    /// already shown is reported and the view reloaded, not animated.
    @Test(arguments: [
        [section(3, [2])],  // an item already shown
        [section(1, [9])],  // a section already shown
    ])
    func appendingSectionedIdentifiersAlreadyShownIsReportedAndReloaded(appended: [TestSection]) throws {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])])
        f.view.clearEvents()
        f.data.append(appended)
        f.scheduler.run()
        #expect(f.observer.inaccuracies.count == 1)
        #expect(f.view.events == [.reloadData], "\(f.view.events)")
        #expect(f.data.sections == [section(1, [1, 2]), section(2, [3])] + appended)
        f.expectConsistent()
    }

    @Test func withoutAViewAnUpdateAppliesAtOnce() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData(items([1, 2]), scheduler: scheduler)
        let done = Counter()
        data.update(items([2, 3])) { done.increment() }
        #expect(data.items == items([2, 3]) && done.value == 1)
        data.append(items([4]))
        #expect(data.items == items([2, 3, 4]))
        #expect(scheduler.pendingJobCount == 0)
    }

    @Test func manualTimingAnimatesADeltaCalculatedEarlier() throws {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData(items([1, 2, 3]), scheduler: scheduler)
        let dataSource = CollectionDataSource([data])
        let view = RecordingView(style: .collection, dataSource: dataSource, scheduler: scheduler)
        view.reloadData()
        let next = items([3, 4, 1])
        let delta = data.calculateDelta(next)
        #expect(view.events == [.reloadData], "calculating touches no view")
        view.performAnimations(section: 0, delta: delta) { data.update(next) }
        scheduler.run()
        #expect(view.rejections.isEmpty)
        #expect(data.items == next)
        try view.verifyDisplaysDataSource()
        withExtendedLifetime(dataSource) {}
    }

    struct Letter: NonUniquelyIdentifiable, Sendable {
        let name: String
        var nonUniqueID: String { name }
    }

    @Test func appendingRepeatedValuesToNonUniqueDataContinuesTheNumbering() throws {
        let scheduler = VirtualTimeScheduler()
        let data = NonUniqueCollectionData<Letter>(["A", "B"].map(Letter.init), scheduler: scheduler)
        let dataSource = CollectionDataSource([data])
        let view = RecordingView(style: .collection, dataSource: dataSource, scheduler: scheduler)
        let observer = CalculationObserver()
        data.calculationNotificationDelegate = observer
        data.view = view
        #expect(data.calculateAppendDelta(["A"].map(Letter.init)) == IndexDelta(insertions: [2]))
        data.append(["A", "B"].map(Letter.init))
        scheduler.run()
        #expect(data.items.map(\.uniqueID.description) == ["A1", "B1", "A2", "B2"])
        #expect(observer.inaccuracies.isEmpty)
        #expect(view.events.contains(.insertItems([IndexPath(itemIndex: 2, sectionIndex: 0), IndexPath(itemIndex: 3, sectionIndex: 0)], nil)))
        #expect(view.rejections.isEmpty)
        try view.verifyDisplaysDataSource()
    }
}

/// What one run of `updatesSentFromAnUnchangedUpdatesCompletionAlwaysMergeTheSameWay`
/// gives.
struct UnchangedCompletionOutcome: Hashable {
    var log: [String]
    var decisions: [AnimationDecision]
    var busyPeriods: [Int]
    var completions: [Int]

    /// The same outcome with the log's times left out.
    var untimed: UnchangedCompletionOutcome {
        var outcome = self
        outcome.log = log.map { $0.replacingOccurrences(of: #"^t=\d+ms "#, with: "", options: .regularExpression) }
        return outcome
    }
}
