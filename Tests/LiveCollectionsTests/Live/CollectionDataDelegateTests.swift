import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// Claims the reloads of chosen items and completes them when told to.
final class CarouselReloader: CollectionDataManualReloadDelegate, @unchecked Sendable {
    let claimed: Set<Int>
    private(set) var handedOff: [IndexPath] = []
    private var completions: [(IndexPath) -> Void] = []

    init(claiming items: Set<Int>) { self.claimed = items }

    nonisolated func willHandleReload(at indexPathPair: IndexPathPair) -> Bool {
        claimed.contains(indexPathPair.target.itemIndex)
    }

    nonisolated func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        handedOff += indexPaths
        completions.append(indexPathCompletion)
    }

    func complete(_ path: IndexPath) {
        for completion in completions { completion(path) }
    }
}

final class StaleCellVerifier: CollectionDataReusableViewVerificationDelegate, @unchecked Sendable {
    var isValid = true
    private(set) var asked = 0
    nonisolated func isDataSourceValid(for view: any DeltaUpdatableView) -> Bool {
        asked += 1
        return isValid
    }
}

final class DeletionListener: CollectionDataDeletionNotificationDelegate, @unchecked Sendable {
    private(set) var deleted: [[TestItem]] = []
    nonisolated func didDeleteItems(_ items: [TestItem]) { deleted.append(items) }
}

/// The calculation delegate's calls, in order.
final class DeltaListener: CollectionDataCalculationNotificationDelegate, @unchecked Sendable {
    private(set) var log: [String] = []
    nonisolated func collectionDataDidBeginCalculating() { log.append("began") }
    nonisolated func collectionDataDidEndCalculating() { log.append("ended") }
    nonisolated func collectionDataDidCalculate(_ delta: IndexDelta) { log.append("delta: \(delta)") }
    nonisolated func collectionDataDidChooseAnimation(_ decision: AnimationDecision) {
        log.append("decision: \(decision.style.map { "\($0)" } ?? "none") (\(decision.reason))")
    }
}

@Suite("CollectionData delegates and thresholds")
struct CollectionDataDelegateTests {
    func changed(_ ids: [Int], changing: Set<Int>) -> [TestItem] {
        ids.map { TestItem(id: $0, version: changing.contains($0) ? 1 : 0) }
    }

    @Test func theManualReloadDelegateGatesTheCompletion() {
        let f = SingleSectionFixture([1, 2, 3, 4])
        let reloader = CarouselReloader(claiming: [1, 2])
        f.data.reloadDelegate = reloader
        let done = Counter()
        f.data.update(changed([1, 2, 3, 4], changing: [1, 2, 3])) { done.increment() }
        f.scheduler.run()
        #expect(reloader.handedOff == [IndexPath(itemIndex: 2, sectionIndex: 0), IndexPath(itemIndex: 1, sectionIndex: 0)])
        let reloads = f.view.events.filter { if case .reloadItems = $0 { true } else { false } }
        #expect(reloads == [.reloadItems([IndexPath(itemIndex: 0, sectionIndex: 0)], .fade)], "claimed items never get a row reload")
        #expect(done.value == 0, "the completion waits for every claimed reload")
        reloader.complete(IndexPath(itemIndex: 1, sectionIndex: 0))
        reloader.complete(IndexPath(itemIndex: 1, sectionIndex: 0))
        #expect(done.value == 0)
        reloader.complete(IndexPath(itemIndex: 2, sectionIndex: 0))
        #expect(done.value == 1)
        #expect(f.view.rejections.isEmpty)
    }

    @Test func aStaleReusedViewIsNotAnimated() {
        let f = SingleSectionFixture([1, 2])
        let verifier = StaleCellVerifier()
        f.data.reusableViewVerificationDelegate = verifier
        verifier.isValid = false
        f.view.clearEvents()
        let done = Counter()
        f.data.update(items([2, 3])) { done.increment() }
        f.scheduler.run()
        #expect(f.view.events.isEmpty, "the view now shows another carousel: it is not touched")
        #expect(f.data.items == items([2, 3]) && done.value == 1)
        #expect(f.observer.decisions == [AnimationDecision(style: nil, reason: .staleReusableView)])
        verifier.isValid = true
        f.data.update(items([3]))
        f.scheduler.run()
        #expect(f.view.events.contains(.beginBatch))
    }

    /// `CollectionData.swift`, `updateAndAnimate`: the view is checked
    /// before anything is calculated; a stale one gets the data swapped
    /// (`updateDataOnly`): no calculation, no busy period, no deletions.
    @Test func aStaleReusedViewIsCheckedBeforeAnythingIsCalculated() {
        let f = SingleSectionFixture([1, 2])
        let verifier = StaleCellVerifier()
        let deletions = DeletionListener()
        let calculated = DeltaListener()
        f.data.reusableViewVerificationDelegate = verifier
        f.data.setDeletionNotificationDelegate(deletions)
        f.data.calculationNotificationDelegate = calculated
        verifier.isValid = false
        f.view.clearEvents()
        let done = Counter()
        f.data.update(items([2, 3])) { done.increment() }
        #expect(f.data.items == items([2, 3]) && done.value == 1, "swapped before update returns")
        f.scheduler.run()
        #expect(calculated.log == ["decision: none (staleReusableView)"], "no calculation, no busy period")
        #expect(deletions.deleted.isEmpty && f.view.events.isEmpty)
    }

    /// The original asks once, when the update reaches its calculation
    /// queue (`CollectionData.swift`, `_validView`); ours asks then and once
    /// more before the view is animated, so a cell reused while the delta
    /// was calculated is not animated with a delta for data it no longer
    /// shows.
    @Test func theVerifierIsAskedWhenTheUpdateStartsAndBeforeTheViewIsAnimated() {
        let f = SingleSectionFixture([1, 2])
        let verifier = StaleCellVerifier()
        f.data.reusableViewVerificationDelegate = verifier
        f.view.clearEvents()
        f.data.update(items([2, 3]))
        f.scheduler.run()
        #expect(verifier.asked == 2)
        #expect(f.view.events.contains(.beginBatch))

        // Reused while the delta is calculated: swapped, not animated.
        f.view.clearEvents()
        f.data.update(items([3]))
        verifier.isValid = false
        f.scheduler.run()
        #expect(verifier.asked == 4)
        #expect(f.view.events.isEmpty)
        #expect(f.data.items == items([3]))
    }

    /// The section and the delegates are read when the update is shown (the
    /// original passes those of the call to its calculator): sections
    /// reordered while a delta is calculated animate where the data now is.
    @Test func aSectionChangedWhileTheDeltaIsCalculatedIsTheOneAnimated() {
        let scheduler = VirtualTimeScheduler(calculationDuration: .milliseconds(40))
        let moving = CollectionData(items([1, 2]), section: 0, scheduler: scheduler)
        let other = CollectionData(items([5]), section: 1, scheduler: scheduler)
        let source = CollectionDataSource([moving, other])
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        moving.view = view
        other.view = view
        moving.update(items([2, 3]))
        scheduler.advance(by: .milliseconds(10))
        // The screen swaps its sections while the delta is calculated.
        moving.section = 1
        other.section = 0
        source.replaceSections(with: [other, moving])
        view.reloadData()
        view.clearEvents()
        scheduler.run()
        #expect(view.events.contains(.deleteItems([IndexPath(itemIndex: 0, sectionIndex: 1)], .bottom)), "\(view.events)")
        expectViewConsistent(view)
        #expect(view.displayedSections.map { $0.map(\.id) } == [["5"], ["2", "3"]])
    }

    /// Ours waits its turn: the original swaps a stale view's data at once,
    /// and the update in flight then swaps in its own, older data.
    @Test func aStaleUpdateWaitingBehindAnotherIsSwappedWhenItsTurnComesAndItsDataStays() {
        let f = SingleSectionFixture([1, 2])
        let verifier = StaleCellVerifier()
        let calculated = DeltaListener()
        f.data.reusableViewVerificationDelegate = verifier
        f.data.calculationNotificationDelegate = calculated
        f.data.update(items([1, 2, 3]))
        f.scheduler.advance(by: .milliseconds(1))
        verifier.isValid = false
        f.data.update(items([4]))
        f.scheduler.run()
        #expect(f.data.items == items([4]))
        #expect(calculated.log == [
            "began", "delta: IndexDelta(deletions: [], insertions: [2], reloads: [], moves: [])",
            "decision: preciseAnimations (precise)", "decision: none (staleReusableView)", "ended",
        ])
    }

    @Test func theDeletionDelegateReceivesExactlyTheDeletedItems() {
        let f = SingleSectionFixture([1, 2, 3, 4])
        let listener = DeletionListener()
        f.data.setDeletionNotificationDelegate(listener)
        f.data.update(changed([4, 2, 5], changing: [2]))
        f.scheduler.run()
        f.data.update(items([4, 2, 5, 6]))
        f.scheduler.run()
        #expect(listener.deleted == [items([1, 3])], "no call for an update that deletes nothing")
        f.expectConsistent()
    }

    @Test func aboveTheDataCountThresholdTheSectionIsReloaded() {
        let f = SingleSectionFixture([1, 2])
        f.data.dataCountAnimationThreshold = 3
        f.view.clearEvents()
        f.data.update(items([1, 2, 3, 4]))
        f.scheduler.run()
        #expect(f.view.events.map(\.description) == ["beginBatch", "reloadSections [0] none", "endBatch", "animationsCompleted"])
        #expect(f.observer.decisions.last == AnimationDecision(style: .reloadSections, reason: .dataCountThreshold))
        f.view.clearEvents()
        f.data.append(items([5]))
        f.scheduler.run()
        #expect(f.view.events.map(\.description) == [
            "beginBatch", "insertItems [[0, 4]] fade", "endBatch", "animationsCompleted",
            "beginBatch", "endBatch", "animationsCompleted",
        ])
        #expect(f.observer.decisions.last == AnimationDecision(style: .preciseAnimations, reason: .precise), "appends ignore the data count")
        f.expectConsistent()
    }

    /// As in the original, the data shown before the update counts too:
    /// shrinking from above the threshold reloads the section (where the
    /// original makes no view call at all, see the differences table), and
    /// the deletion delegate hears nothing, as in the original.
    @Test func shrinkingFromAboveTheDataCountThresholdReloadsTheSection() {
        let f = SingleSectionFixture([1, 2, 3, 4])
        let listener = DeletionListener()
        f.data.setDeletionNotificationDelegate(listener)
        f.data.dataCountAnimationThreshold = 3
        f.view.clearEvents()
        f.data.update(items([4, 1]))
        f.scheduler.run()
        #expect(f.observer.decisions.last == AnimationDecision(style: .reloadSections, reason: .dataCountThreshold))
        #expect(f.view.events.map(\.description) == ["beginBatch", "reloadSections [0] none", "endBatch", "animationsCompleted"])
        #expect(listener.deleted.isEmpty, "past the data-count threshold the original reports no deletion")
        f.expectConsistent()
    }

    @Test func aboveTheDeltaCountThresholdTheSectionIsReloaded() {
        let f = SingleSectionFixture([1, 2, 3])
        f.data.deltaCountAnimationThreshold = 1
        f.data.update(items([3, 4]))
        f.scheduler.run()
        #expect(f.observer.decisions == [AnimationDecision(style: .reloadSections, reason: .deltaCountThreshold)])
        #expect(f.view.events.contains(.reloadSections([0], RowAnimation.none)))
        f.expectConsistent()
    }

    @Test func anEmptyFrameGetsReloadData() {
        let f = SingleSectionFixture([1, 2])
        f.view.frame = .zero
        f.view.clearEvents()
        f.data.update(items([2, 3]))
        f.scheduler.run()
        #expect(f.view.events == [.reloadData])
        #expect(f.observer.decisions == [AnimationDecision(style: .reloadData, reason: .emptyFrame)])
        f.expectConsistent()
    }

    @Test(arguments: [AnimationStyle.reloadData, .reloadSections])
    func theAnimationDelegateChoosesTheStyle(style: AnimationStyle) {
        let f = SingleSectionFixture([1, 2])
        let recorder = DeltaRecorder()
        recorder.style = style
        f.data.animationDelegate = recorder
        f.view.clearEvents()
        f.data.update(items([2, 3]))
        f.scheduler.run()
        let expected: [String] = style == .reloadData
            ? ["reloadData"]
            : ["beginBatch", "reloadSections [0] none", "endBatch", "animationsCompleted"]
        #expect(f.view.events.map(\.description) == expected)
        #expect(f.observer.decisions == [AnimationDecision(style: style, reason: .delegateChoice)])
        f.expectConsistent()
    }

    @Test func duplicateIdentifiersAreReportedAndReloaded() {
        let f = SingleSectionFixture([1, 2])
        f.view.clearEvents()
        f.data.update(items([3, 3, 4]))
        f.scheduler.run()
        #expect(f.view.events == [.reloadData])
        #expect(f.observer.inaccuracies == [InaccurateDeltaReport(section: 0, sourceDuplicates: [], targetDuplicates: ["3"])])
        #expect(f.data.count == 3)
        f.expectConsistent()
    }

    @Test func anUpdateWithNoChangeTouchesNoView() {
        let f = SingleSectionFixture([1, 2])
        f.view.clearEvents()
        let done = Counter()
        f.data.update(items([1, 2])) { done.increment() }
        f.scheduler.run()
        #expect(f.view.events.isEmpty && done.value == 1)
        #expect(f.observer.decisions == [AnimationDecision(style: nil, reason: .noChanges)])
    }
}
