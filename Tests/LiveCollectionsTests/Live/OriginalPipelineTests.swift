import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// Issue 21: the update pipeline's behaviour as the original library's
/// source has it (`CollectionData.swift`, `ItemDataCalculator.swift`,
/// `SectionDataCalculator.swift`).
@Suite("Update pipeline of the original")
struct OriginalPipelineTests {
    // MARK: Item 8: an update with no view

    /// `CollectionData.update(_:completion:)`: `view == nil` ->
    /// `updateDataOnly` at once, whatever is in flight.
    @Test func anUpdateWithNoViewAppliesAtOnceEvenWhileAnotherIsInFlight() {
        let f = SingleSectionFixture([1, 2])
        f.data.update(items([2, 3]))
        f.scheduler.advance(by: .milliseconds(10))
        #expect(f.data.items == items([2, 3]), "the first update is animating")
        f.data.view = nil
        let done = Counter()
        f.data.update(items([7])) { done.increment() }
        #expect(f.data.items == items([7]), "applied at once, not queued behind the update in flight")
        #expect(done.value == 1)
        f.data.append(items([8])) { done.increment() }
        #expect(f.data.items == items([7, 8]))
        #expect(done.value == 2)
        f.scheduler.run()
        #expect(f.observer.decisions.last == AnimationDecision(style: nil, reason: .noView))
    }

    @Test func sectionedDataWithNoViewAppliesAtOnceEvenWhileAnotherIsInFlight() {
        let f = SectionFixture([section(1, [1, 2])])
        f.data.update([section(1, [2, 1])])
        f.scheduler.advance(by: .milliseconds(10))
        f.data.view = nil
        f.data.update([section(2, [5])])
        #expect(f.data.sections == [section(2, [5])])
    }
}

/// Records the order of what a data object tells its delegates and
/// completion handlers.
final class CallOrder: CollectionDataCalculationNotificationDelegate, CollectionDataDeletionNotificationDelegate, @unchecked Sendable {
    typealias DataType = TestItem
    private let lock = NSLock()
    private var stored: [String] = []
    var calls: [String] { lock.withLock { stored } }

    func note(_ call: String) { lock.withLock { stored.append(call) } }
    nonisolated func collectionDataDidBeginCalculating() { note("begin") }
    nonisolated func collectionDataDidEndCalculating() { note("end") }
    nonisolated func didDeleteItems(_ items: [TestItem]) { note("deleted \(items.map(\.id))") }
}

extension OriginalPipelineTests {
    // MARK: Item 1: begin and end calculating

    /// `ItemDataCalculator`: `isCalculating` turns true when an update is
    /// sent to an idle calculator (begin) and false when
    /// `_performNextCalculation` finds nothing waiting (end), which the
    /// calculation completion calls after the completion handler and the
    /// deletion delegate.
    @Test func beginAndEndOncePerBusyPeriodTheEndAfterTheLastCompletion() {
        let f = SingleSectionFixture([1, 2, 3])
        let order = CallOrder()
        f.data.calculationNotificationDelegate = order
        f.data.setDeletionNotificationDelegate(order)
        f.data.update(items([1, 2])) { order.note("completion 1") }
        f.scheduler.advance(by: .milliseconds(100))
        f.data.update(items([2])) { order.note("completion 2") }
        f.data.update(items([2, 4])) { order.note("completion 3") }
        f.scheduler.run()
        #expect(order.calls == [
            "begin",
            "completion 1", "deleted [3]",
            "completion 2", "completion 3", "deleted [1]",
            "end",
        ])
        // A later update is a new busy period.
        f.data.update(items([4]))
        f.scheduler.run()
        #expect(order.calls.suffix(3) == ["begin", "deleted [2]", "end"])
        f.expectConsistent()
    }
}

extension OriginalPipelineTests {
    // MARK: Item 5: the deletion delegate

    /// `ItemDataCalculator`'s calculation completion: `completion?()` then
    /// `didDeleteItems`; `CollectionData.updateDataOnly` (no view, or a
    /// reused view that shows other data) tells no deletion delegate.
    @Test func deletionsAreToldAfterTheCompletionForAnimatedUpdatesOnly() {
        let f = SingleSectionFixture([1, 2, 3])
        let order = CallOrder()
        f.data.setDeletionNotificationDelegate(order)
        f.data.update(items([1, 2])) { order.note("completion") }
        f.scheduler.run()
        #expect(order.calls == ["completion", "deleted [3]"])

        let verifier = StaleCellVerifier()
        verifier.isValid = false
        f.data.reusableViewVerificationDelegate = verifier
        f.data.update(items([1])) { order.note("stale completion") }
        f.scheduler.run()
        #expect(order.calls.suffix(1) == ["stale completion"], "a stale view: the data swapped only")

        f.data.view = nil
        f.data.update(items([]))
        #expect(order.calls.count == 3, "no view: the data swapped only")
        #expect(f.data.items.isEmpty)
    }
}

/// An animation delegate that answers `style` and counts the questions.
final class FixedStyleDelegate: CollectionSectionDataAnimationDelegate, @unchecked Sendable {
    var style: AnimationStyle
    var sectionStyle: AnimationStyle = .preciseAnimations
    private(set) var itemQuestions: [IndexDelta] = []
    private(set) var sectionQuestions: [SectionDelta] = []
    /// `section` and `item`, in the order asked.
    private(set) var asked: [String] = []

    init(_ style: AnimationStyle) { self.style = style }

    nonisolated func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle {
        itemQuestions.append(delta)
        asked.append("item")
        return style
    }

    nonisolated func preferredSectionAnimationStyle(for delta: SectionDelta) -> AnimationStyle {
        sectionQuestions.append(delta)
        asked.append("section")
        return sectionStyle
    }

    nonisolated func animateAlongsideSectionUpdate(with duration: TimeInterval) {
        asked.append("alongside sections")
    }
}

extension OriginalPipelineTests {
    // MARK: Item 6: the animation delegate and the thresholds

    /// `ItemDataCalculator._updateAndAnimate`: the style is asked before the
    /// delta-count check, and `.reloadData` returns before it.
    @Test func theDelegatesReloadDataBeatsTheDeltaCountThreshold() {
        let f = SingleSectionFixture([1, 2, 3])
        let delegate = FixedStyleDelegate(.reloadData)
        f.data.animationDelegate = delegate
        f.data.deltaCountAnimationThreshold = 1
        f.view.clearEvents()
        f.data.update(items([3, 4]))
        f.scheduler.run()
        #expect(delegate.itemQuestions == [IndexDelta(from: items([1, 2, 3]), to: items([3, 4]))])
        #expect(f.observer.decisions == [AnimationDecision(style: .reloadData, reason: .delegateChoice)])
        #expect(f.view.events.map(\.description) == ["reloadData"])
        f.expectConsistent()
    }

    /// Sectioned data checks the thresholds first, as the original's
    /// `SectionDataCalculator`: past the delta-count threshold the item
    /// delegate is not asked, whatever it would answer (`CollectionData`
    /// asks it first: the two tests above).
    @Test(arguments: [AnimationStyle.reloadData, .reloadSections, .preciseAnimations])
    func sectionedDataChecksTheDeltaCountThresholdBeforeAskingTheDelegate(style: AnimationStyle) {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])])
        let delegate = FixedStyleDelegate(style)
        f.data.animationDelegate = delegate
        f.data.deltaCountAnimationThreshold = 1
        f.view.clearEvents()
        f.data.update([section(1, [1]), section(2, [3, 4])])
        f.scheduler.run()
        #expect(delegate.asked == ["section"])
        #expect(f.observer.decisions == [AnimationDecision(style: .reloadData, reason: .deltaCountThreshold)])
        #expect(f.view.events.map(\.description) == ["reloadData"])
        f.expectConsistent()
    }

    /// Past the delta-count threshold the delegate is still asked; its
    /// `.preciseAnimations` or `.reloadSections` gives way to the section
    /// reload (`_updateSections`).
    @Test(arguments: [AnimationStyle.preciseAnimations, .reloadSections])
    func theDelegateIsAskedPastTheDeltaCountThreshold(style: AnimationStyle) {
        let f = SingleSectionFixture([1, 2, 3])
        let delegate = FixedStyleDelegate(style)
        f.data.animationDelegate = delegate
        f.data.deltaCountAnimationThreshold = 1
        f.view.clearEvents()
        f.data.update(items([3, 4]))
        f.scheduler.run()
        #expect(delegate.itemQuestions.count == 1)
        #expect(f.observer.decisions == [AnimationDecision(style: .reloadSections, reason: .deltaCountThreshold)])
        #expect(f.view.events.map(\.description) == ["beginBatch", "reloadSections [0] none", "endBatch", "animationsCompleted"])
        f.expectConsistent()
    }

    /// Past the data-count threshold the original calculates no delta and
    /// asks nobody; it would not touch the view either (kept: ours reloads
    /// the section, see the differences table).
    @Test func theDelegateIsNotAskedPastTheDataCountThreshold() {
        let f = SingleSectionFixture([1, 2, 3])
        let delegate = FixedStyleDelegate(.reloadData)
        f.data.animationDelegate = delegate
        f.data.dataCountAnimationThreshold = 2
        f.view.clearEvents()
        f.data.update(items([3, 4]))
        f.scheduler.run()
        #expect(delegate.itemQuestions.isEmpty)
        #expect(f.observer.decisions == [AnimationDecision(style: .reloadSections, reason: .dataCountThreshold)])
        #expect(f.view.events.map(\.description) == ["beginBatch", "reloadSections [0] none", "endBatch", "animationsCompleted"])
        #expect(f.shown == ["3", "4"])
        f.expectConsistent()
    }

    // MARK: Item 11: an empty frame when nothing changed

    /// `ItemDataCalculator`: `guard delta.hasChanges` comes before the view
    /// and its frame are looked at: nothing changed, no call.
    @Test func anEmptyFrameGetsNoCallWhenNothingChanged() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData(items([1, 2]), scheduler: scheduler)
        let source = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler, frame: .zero)
        data.view = view
        view.clearEvents()
        data.update(items([1, 2]))
        scheduler.run()
        #expect(view.events.isEmpty)
        data.update(items([2]))
        scheduler.run()
        #expect(view.events.map(\.description) == ["reloadData"], "a change on an empty frame reloads")
        expectViewConsistent(view)
    }
}

extension OriginalPipelineTests {
    // MARK: Item 7: an append into empty data

    /// `ItemDataCalculator._appendIndividuallyAndAnimate`: from an empty
    /// list, one `performAnimations` per appended item, each inserting one
    /// row (and running its own reload batch); the completion after the last.
    @Test func anAppendIntoAnEmptyListInsertsOneItemPerBatch() {
        let f = SingleSectionFixture([])
        let done = Counter()
        f.view.clearEvents()
        f.data.append(items([1, 2, 3])) { done.increment() }
        f.scheduler.run()
        #expect(f.view.timedEvents.map(\.description) == [
            "t=0ms beginBatch", "t=0ms insertItems [[0, 0]] fade", "t=0ms endBatch",
            "t=0ms beginBatch", "t=0ms insertItems [[0, 1]] fade", "t=0ms endBatch",
            "t=0ms beginBatch", "t=0ms insertItems [[0, 2]] fade", "t=0ms endBatch",
            "t=300ms animationsCompleted", "t=300ms beginBatch", "t=300ms endBatch",
            "t=300ms animationsCompleted", "t=300ms beginBatch", "t=300ms endBatch",
            "t=300ms animationsCompleted", "t=300ms beginBatch", "t=300ms endBatch",
            "t=600ms animationsCompleted", "t=600ms animationsCompleted", "t=600ms animationsCompleted",
        ])
        #expect(done.value == 1)
        #expect(f.data.items == items([1, 2, 3]))
        // Into a list that is not empty, one batch.
        f.view.clearEvents()
        f.data.append(items([4, 5]))
        f.scheduler.run()
        #expect(f.view.events.filter { $0 == .beginBatch }.count == 2)
        f.expectConsistent()
    }

    /// `ItemDataCalculator._updateSections`: past the delta-count threshold
    /// the section update handed to `reloadSections(for:)` has an empty
    /// delta; chosen by the animation delegate, it has the delta.
    @Test func pastTheDeltaCountThresholdTheReloadedSectionUpdateHasAnEmptyDelta() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData(items([1, 2, 3]), scheduler: scheduler)
        let view = SectionReloadSpy()
        data.view = view
        data.deltaCountAnimationThreshold = 1
        data.update(items([3, 4]))
        scheduler.run()
        #expect(view.reloadedDeltas == [.empty])
        #expect(data.items == items([3, 4]))

        data.deltaCountAnimationThreshold = 100
        let chooser = ItemStyleChooser(.reloadSections)
        data.animationDelegate = chooser
        data.update(items([4]))
        scheduler.run()
        #expect(view.reloadedDeltas == [.empty, IndexDelta(deletions: [0])])
    }

    /// `SectionDataCalculator._updateAndAnimate`: the item stage starts in
    /// a `DispatchQueue.main.async` after the section batch completes, so
    /// another view's completion due at the same moment comes first.
    @Test func theItemStageStartsOnceTheWorkRunningWhenTheSectionBatchCompletesHasReturned() {
        let scheduler = VirtualTimeScheduler()
        let sectioned = CollectionSectionData([section(1, [1]), section(2, [2])], scheduler: scheduler)
        let sectionedSource = CollectionSectionDataSource(sectioned)
        let table = RecordingView(style: .table, dataSource: sectionedSource, scheduler: scheduler)
        sectioned.view = table
        let single = CollectionData(items([7]), scheduler: scheduler)
        let singleSource = CollectionDataSource([single])
        let other = RecordingView(style: .collection, dataSource: singleSource, scheduler: scheduler)
        single.view = other
        let log = EventLines()
        table.eventObserver = { log.append("table \($0)") }
        other.eventObserver = { log.append("other \($0)") }
        sectioned.update([section(2, [2, 1])])
        single.update(items([7, 8]))
        scheduler.run()
        let lines = log.lines
        let otherDone = lines.firstIndex { $0.hasPrefix("other t=300ms animationsCompleted") }
        let itemStage = lines.firstIndex { $0.hasPrefix("table t=300ms beginBatch") }
        #expect(otherDone != nil && itemStage != nil, "\(lines)")
        if let otherDone, let itemStage { #expect(otherDone < itemStage, "\(lines)") }
        expectViewConsistent(table)
        expectViewConsistent(other)
    }

    /// A custom view's one entry point: the pipeline animates through
    /// `performAnimations(for:)` (the original's calculator calls
    /// `performAnimations(section:delta:delegate:updateData:completion:)`).
    @Test func aCustomViewIsAnimatedThroughPerformAnimationsFor() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData(items([1, 2]), scheduler: scheduler)
        let view = SectionReloadSpy()
        data.view = view
        data.update(items([2, 3]))
        scheduler.run()
        #expect(view.entries == ["for"])
        #expect(data.items == items([2, 3]))
    }

    /// `SectionDataCalculator._appendIndividuallyAndAnimate` passes no
    /// delegate, for a lone appended section too.
    @Test func aLoneSectionAppendedIntoEmptyDataTellsTheAnimationDelegateNothing() {
        let f = SectionFixture([])
        let probe = SectionUpdateCounter()
        f.data.animationDelegate = probe
        f.view.clearEvents()
        f.data.append([section(1, [1])])
        f.scheduler.run()
        #expect(f.view.events.contains(.beginBatch))
        #expect(probe.count == 0)
        f.expectConsistent()
    }

    /// `CollectionSectionData.swift`: `private let view`, a strong
    /// reference: a view kept nowhere else stays the data's view.
    @Test func sectionedDataHoldsItsViewStrongly() {
        let data = CollectionSectionData<TestSection>(view: RecordingView(style: .table), sectionData: [])
        #expect(data.view != nil)
    }

    /// `SectionDataCalculator._appendIndividuallyAndAnimate`: one section
    /// batch per appended section, a section without items too.
    @Test func anAppendIntoEmptySectionedDataInsertsOneSectionPerBatch() {
        let f = SectionFixture([])
        let done = Counter()
        f.view.clearEvents()
        f.data.append([section(1, [1]), section(2, []), section(3, [2, 3])]) { done.increment() }
        f.scheduler.run()
        #expect(f.log == [
            "t=0ms beginBatch", "t=0ms insertSections [0] fade", "t=0ms endBatch",
            "t=0ms beginBatch", "t=0ms insertSections [1] fade", "t=0ms endBatch",
            "t=0ms beginBatch", "t=0ms insertSections [2] fade", "t=0ms endBatch",
            "t=300ms animationsCompleted", "t=300ms animationsCompleted", "t=300ms animationsCompleted",
        ])
        #expect(done.value == 1)
        #expect(f.data.sections == [section(1, [1]), section(2, []), section(3, [2, 3])])
        #expect(f.shown == [["1"], [], ["2", "3"]])
        f.expectConsistent()
    }
}

/// An item built from an `Int` with the season the factory read.
struct SeasonalItem: UniquelyIdentifiable, Hashable, Sendable {
    typealias RawType = Int
    let rawData: Int
    let season: String
    var uniqueID: Int { rawData }
}

/// Outside state a factory reads.
final class Season: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = "spring"
    var name: String {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Builds each item with the season as it is when building.
struct SeasonalFactory: UniquelyIdentifiableDataFactory, Sendable {
    let season: Season
    func buildUniquelyIdentifiableDatum(_ value: Int) -> SeasonalItem {
        SeasonalItem(rawData: value, season: season.name)
    }
}

extension OriginalPipelineTests {
    // MARK: Item 9: the data factory

    /// `CollectionData.updateAndAnimate`: the factory builds the items on
    /// the calculation queue right after the call, before the calculator
    /// queues the update behind the one in flight.
    @Test func aQueuedUpdateIsBuiltWhenItIsSent() {
        let scheduler = VirtualTimeScheduler()
        let season = Season()
        let data = CollectionData(dataFactory: SeasonalFactory(season: season), rawData: [1], scheduler: scheduler)
        let source = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        data.view = view
        data.update([1, 2])
        scheduler.advance(by: .milliseconds(10))
        data.update([2, 3])
        season.name = "summer"
        scheduler.run()
        #expect(data.items == [SeasonalItem(rawData: 2, season: "spring"), SeasonalItem(rawData: 3, season: "spring")])
        data.append([4])
        season.name = "autumn"
        scheduler.run()
        #expect(data.items.last == SeasonalItem(rawData: 4, season: "summer"))
        expectViewConsistent(view)
    }
}

extension OriginalPipelineTests {
    // MARK: Item 4: sectioned data, stage by stage

    /// `SectionDataCalculator._updateAndAnimate`: the section style is asked
    /// (on the main queue) before the section batch, the item style in its
    /// completion, with the item delta flattened across sections.
    @Test func theSectionStyleThenTheItemStyleAreAsked() {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])])
        let delegate = FixedStyleDelegate(.preciseAnimations)
        f.data.animationDelegate = delegate
        f.view.clearEvents()
        f.data.update([section(3, [4]), section(2, [3, 1]), section(1, [2])])
        f.scheduler.advance(by: .milliseconds(1))
        #expect(delegate.asked == ["section", "alongside sections"], "the item style waits for the section batch")
        f.scheduler.run()
        #expect(delegate.asked == ["section", "alongside sections", "item"])
        // Between the stages: [4] [3] [1, 2]; after: [4] [3, 1] [2].
        #expect(delegate.itemQuestions == [IndexDelta(moves: [IndexPair(source: 2, target: 2)])])
        #expect(f.log == [
            "t=0ms beginBatch",
            "t=0ms moveSection 1 -> 1",
            "t=0ms insertSections [0] fade",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms moveItem [2, 0] -> [1, 1]",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
            "t=600ms beginBatch",
            "t=600ms endBatch",
            "t=900ms animationsCompleted",
        ])
        f.expectConsistent()
    }

    /// Both questions see an item moving to another section: the section
    /// question in the staged delta's item stage, the item question as a
    /// move in the items flattened across sections.
    @Test func theAnimationDelegateSeesItemsMovingBetweenSections() {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])])
        let delegate = FixedStyleDelegate(.preciseAnimations)
        f.data.animationDelegate = delegate
        f.view.clearEvents()
        f.data.update([section(1, [2]), section(2, [3, 1])])
        f.scheduler.run()
        let crossing = IndexPathPair(source: IndexPath(itemIndex: 0, sectionIndex: 0), target: IndexPath(itemIndex: 1, sectionIndex: 1))
        #expect(delegate.sectionQuestions.map(\.itemDelta.moves) == [[crossing]])
        // Flattened: [1, 2, 3] -> [2, 3, 1].
        #expect(delegate.itemQuestions == [IndexDelta(moves: [IndexPair(source: 0, target: 2)])])
        #expect(f.log.contains("t=0ms moveItem [0, 0] -> [1, 1]"))
        f.expectConsistent()
    }

    /// The item style `.reloadSections` reloads every section in one batch
    /// (the original's `reloadAllSections`); `.reloadData` reloads the data.
    @Test func theItemStyleChoosesHowTheItemStageIsShown() {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])])
        let delegate = FixedStyleDelegate(.reloadSections)
        f.data.animationDelegate = delegate
        f.view.clearEvents()
        f.data.update([section(2, [3, 1]), section(1, [2])])
        f.scheduler.run()
        #expect(f.log == [
            "t=0ms beginBatch",
            "t=0ms moveSection 1 -> 0",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms reloadSections [0, 1] none",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
        ])
        #expect(f.observer.decisions == [AnimationDecision(style: .reloadSections, reason: .delegateChoice)])
        #expect(delegate.asked == ["section", "alongside sections", "item", "alongside sections"])
        f.expectConsistent()

        delegate.style = .reloadData
        f.view.clearEvents()
        f.data.update([section(2, [3]), section(1, [2, 1])])
        f.scheduler.run()
        #expect(f.log == ["t=600ms reloadData"])
        #expect(f.observer.decisions.last == AnimationDecision(style: .reloadData, reason: .delegateChoice))
        #expect(delegate.asked.suffix(2) == ["section", "item"])
        f.expectConsistent()
    }

    // MARK: Item 11: the original's inaccurate delta for sectioned data

    /// `SectionDataCalculator` hands `inaccurateDeltaDetected(_:)` its flat
    /// item delta, not the section delta: here, the full replacement.
    @Test func sectionedDataReportsAnInaccurateFlatItemDelta() {
        let f = SectionFixture([section(1, [1]), section(2, [2])])
        let listener = InaccurateListener()
        f.data.calculationNotificationDelegate = listener
        f.data.update([section(1, [1]), section(2, [2, 2, 3])])
        f.scheduler.run()
        #expect(listener.deltas == [IndexDelta(deletions: [0, 1], insertions: [0, 1, 2, 3])])
        f.expectConsistent()
    }

    /// `SectionDataCalculator.swift`, `_updateAndAnimate`: the section stage
    /// animates first; the item stage's count check then finds the
    /// inaccurate delta, reports it and reloads.
    @Test func repeatedItemIdentifiersAnimateTheSectionStageThenReportAndReload() {
        let f = SectionFixture([section(1, [1]), section(2, [2])])
        let listener = InaccurateListener()
        var eventsAtReport: [Int] = []
        listener.onReport = { eventsAtReport.append(f.view.events.count) }
        f.data.calculationNotificationDelegate = listener
        f.view.clearEvents()
        f.data.update([section(2, [2, 2, 3]), section(3, [4])])
        f.scheduler.run()
        #expect(f.view.events == [
            .beginBatch,
            .deleteSections([0], .bottom), .insertSections([1], .fade),
            .endBatch, .animationsCompleted(true),
            .reloadData,
        ])
        #expect(eventsAtReport == [5], "reported at the item stage, once the section batch has completed")
        #expect(listener.deltas == [IndexDelta(deletions: [0, 1], insertions: [0, 1, 2, 3])])
        f.expectConsistent()
    }
}

/// Hears the original's form of an inaccurate delta.
final class InaccurateListener: CollectionDataCalculationNotificationDelegate, @unchecked Sendable {
    private(set) var deltas: [IndexDelta] = []
    var onReport: () -> Void = {}
    nonisolated func inaccurateDeltaDetected(_ delta: IndexDelta) {
        deltas.append(delta)
        onReport()
    }
}

/// Chooses `.reloadSections` for the item stage.
final class ReloadSectionsChooser: CollectionSectionDataAnimationDelegate, @unchecked Sendable {
    nonisolated func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle { .reloadSections }
}

extension OriginalPipelineTests {
    /// `UIKit+SectionDeltaUpdates.swift`, `reloadAllSections`: a view that
    /// shows no section (every one deleted by the section stage) reloads
    /// instead of running an empty batch.
    @Test func theItemStagesReloadSectionsStyleOnAViewWithNoSectionLeftReloads() {
        let f = SectionFixture([section(1, [1]), section(2, [2])])
        let chooser = ReloadSectionsChooser()
        f.data.animationDelegate = chooser
        f.view.clearEvents()
        f.data.update([])
        f.scheduler.run()
        #expect(f.view.events == [
            .beginBatch, .deleteSections([0, 1], .bottom), .endBatch, .animationsCompleted(true),
            .reloadData,
        ])
        f.expectConsistent()
    }
}

extension OriginalPipelineTests {
    /// `CollectionSectionData.swift`, `init(view:sectionData:)`: the view is
    /// stored, not reloaded; assigning `view` later reloads it.
    @Test func theSectionedInitialiserAssignsItsViewWithoutReloadingIt() {
        let scheduler = VirtualTimeScheduler()
        let view = RecordingView(style: .table, scheduler: scheduler)
        let data = CollectionSectionData<TestSection>(view: view, sectionData: [section(1, [1])], scheduler: scheduler)
        view.dataSource = CollectionSectionDataSource(data)
        #expect(view.events.isEmpty)
        #expect(data.view === view)
        data.view = view
        #expect(view.events == [.reloadData])
    }
}

/// Counts `animateAlongsideSectionUpdate(with:)` calls.
final class SectionUpdateCounter: CollectionSectionDataAnimationDelegate, @unchecked Sendable {
    private(set) var count = 0
    nonisolated func animateAlongsideSectionUpdate(with duration: TimeInterval) { count += 1 }
}

/// A view that records the deltas of the section updates it is asked to
/// reload, and applies every update at once.
final class SectionReloadSpy: DeltaUpdatableView, @unchecked Sendable {
    private(set) var reloadedDeltas: [IndexDelta] = []
    /// Which entry point each animated update came through.
    private(set) var entries: [String] = []
    var frame: CGRect { RecordingView.defaultFrame }
    func reloadData() {}
    func reloadSections(for sectionUpdates: [SectionUpdate]) {
        for update in sectionUpdates {
            reloadedDeltas.append(update.delta)
            update.updateData()
            update.completion?()
        }
    }
    func performAnimations(for sectionUpdates: [SectionUpdate]) {
        entries.append("for")
        for update in sectionUpdates {
            update.updateData()
            update.completion?()
        }
    }
    func performAnimations(
        section: Int, delta: IndexDelta, delegate: (any CollectionDataManualReloadDelegate)?,
        updateData: @escaping () -> Void, completion: (() -> Void)?
    ) {
        entries.append("section")
        updateData()
        completion?()
    }
}

/// Answers every item style question with one style.
final class ItemStyleChooser: CollectionDataAnimationDelegate, @unchecked Sendable {
    let style: AnimationStyle
    init(_ style: AnimationStyle) { self.style = style }
    nonisolated func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle { style }
}

/// Lines appended from any thread, in order.
final class EventLines: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var lines: [String] { lock.withLock { stored } }
    func append(_ line: String) { lock.withLock { stored.append(line) } }
}
