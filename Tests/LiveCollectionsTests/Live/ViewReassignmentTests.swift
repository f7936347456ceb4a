import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// The carousel pattern: a data object's `view` changes while an update is
/// in flight (its cell was reused). As in the original library, the rest of
/// the update makes no row call on the old view, and the new view is
/// reloaded once the data is swapped.
@Suite("View reassignment during an update")
struct ViewReassignmentTests {
    @Test func aViewAssignedWhileTheUpdateWaitsInTheSynchronizerIsReloadedAfterTheSwap() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData(items([1, 2, 3]), scheduler: scheduler)
        let source = CollectionDataSource([data])
        let oldView = RecordingView(style: .collection, dataSource: source, scheduler: scheduler)
        let newView = RecordingView(style: .collection, dataSource: source, scheduler: scheduler)
        data.synchronizer = CollectionDataSynchronizer(delay: .short)
        data.view = oldView
        let done = Counter()

        data.update(items([3, 4])) { done.increment() }
        scheduler.advance(to: .milliseconds(5))
        #expect(data.items == items([1, 2, 3]), "the update waits in the synchronizer")
        // The old view's cell is reused: it shows other data now.
        let other = CollectionData(items([7]), scheduler: scheduler)
        let otherSource = CollectionDataSource([other])
        oldView.dataSource = otherSource
        oldView.reloadData()
        oldView.clearEvents()
        data.view = newView
        scheduler.run()

        #expect(oldView.events.isEmpty, "no row call reaches the old view")
        #expect(newView.timedEvents.map(\.description) == [
            "t=5ms reloadData",
            "t=10ms reloadData",
        ], "reloaded when assigned, and again once the data is swapped")
        #expect(newView.displayedSections == [items([3, 4]).map(RecordingViewItem.init)])
        #expect(done.value == 1)
        expectViewConsistent(newView)
        expectViewConsistent(oldView)
    }

    /// `ItemDataCalculator.swift`, `_updateAndAnimate`: a view assigned
    /// while the delta is calculated is reloaded, then animated, then
    /// reloaded again once the data is swapped (its `updateData` compares
    /// with the view of the calculation's start).
    @Test func aViewAssignedWhileTheDeltaIsCalculatedIsReloadedAnimatedAndReloadedAgain() {
        let scheduler = VirtualTimeScheduler()
        scheduler.calculationDuration = .milliseconds(10)
        let data = CollectionData(items([1, 2, 3]), scheduler: scheduler)
        let source = CollectionDataSource([data])
        let oldView = RecordingView(style: .collection, dataSource: source, scheduler: scheduler)
        let newView = RecordingView(style: .collection, dataSource: source, scheduler: scheduler)
        data.view = oldView
        oldView.clearEvents()
        data.update(items([3, 4]))
        scheduler.advance(to: .milliseconds(5))
        data.view = newView
        scheduler.run()
        #expect(oldView.events.isEmpty)
        #expect(newView.timedEvents.map(\.description) == [
            "t=5ms reloadData",
            "t=10ms reloadData",
            "t=10ms beginBatch",
            "t=10ms deleteItems [[0, 0], [0, 1]]",
            "t=10ms insertItems [[0, 1]]",
            "t=10ms endBatch",
            "t=10ms reloadData",
            "t=310ms animationsCompleted",
            "t=310ms beginBatch",
            "t=310ms endBatch",
            "t=610ms animationsCompleted",
        ])
        #expect(newView.displayedSections == [items([3, 4]).map(RecordingViewItem.init)])
        expectViewConsistent(newView)
    }

    @Test func aViewAssignedBetweenTheBatchesGetsNoReloadBatchAndShowsTheNewData() {
        let f = SingleSectionFixture([1, 2, 3])
        let reloader = CarouselReloader(claiming: [0])
        f.data.reloadDelegate = reloader
        let newView = RecordingView(style: .table, dataSource: f.dataSource, scheduler: f.scheduler)
        let done = Counter()
        let target = [TestItem(id: 1, version: 1), TestItem(id: 3), TestItem(id: 2, version: 1)]
        f.data.update(target) { done.increment() }
        f.scheduler.advance(to: .milliseconds(100))
        f.data.view = newView
        f.scheduler.run()

        #expect(f.view.timedEvents.map(\.description) == [
            "t=0ms reloadData",
            "t=0ms beginBatch",
            "t=0ms moveItem [0, 2] -> [0, 1]",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
        ], "batch 2 is skipped on the view the data object no longer has")
        #expect(reloader.handedOff.isEmpty, "nor is the claimed reload handed off for it")
        #expect(newView.timedEvents.map(\.description) == ["t=100ms reloadData"])
        #expect(newView.displayedSections.flatMap { $0 }.map(\.description) == ["1(1v1)", "3", "2(2v1)"])
        #expect(done.value == 1)
        expectViewConsistent(newView)
    }

    /// `UIKit+DeltaUpdates.swift`, `manualReload(view:)`: asked again when
    /// the reload batch completes; a data object with another view by then
    /// hands nothing off, and its completion fires.
    @Test func aViewAssignedDuringTheReloadBatchGetsNoHandOff() {
        let f = SingleSectionFixture([1, 2, 3])
        let reloader = CarouselReloader(claiming: [0])
        f.data.reloadDelegate = reloader
        let newView = RecordingView(style: .table, dataSource: f.dataSource, scheduler: f.scheduler)
        let done = Counter()
        f.data.update([TestItem(id: 1, version: 1), TestItem(id: 3), TestItem(id: 2, version: 1)]) { done.increment() }
        f.scheduler.advance(to: .milliseconds(400))
        #expect(f.view.events.filter { $0 == .beginBatch }.count == 2, "the reload batch is under way")
        f.data.view = newView
        f.scheduler.run()
        #expect(reloader.handedOff.isEmpty)
        #expect(done.value == 1)
        expectViewConsistent(newView)
    }

    /// Sectioned data (whose view the original fixed at creation): the old
    /// view finishes the update, the new one is reloaded when assigned and
    /// again once the final data is swapped.
    @Test func sectionedDataReloadsANewViewAfterTheFinalSwap() {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])])
        let newView = RecordingView(style: .table, dataSource: f.dataSource, scheduler: f.scheduler)
        let done = Counter()
        let target = [section(2, [3, 1]), section(3, [4]), section(1, [2])]
        f.data.update(target) { done.increment() }
        f.scheduler.advance(to: .milliseconds(100))
        f.data.view = newView
        f.scheduler.run()
        #expect(newView.timedEvents.map(\.description) == ["t=100ms reloadData", "t=300ms reloadData"])
        #expect(newView.displayedSections.map { $0.map(\.description) } == [["3", "1"], ["4"], ["2"]])
        #expect(
            f.log.filter { $0.hasSuffix("beginBatch") }.count == 3,
            "the old view finishes the section batch, the item batch and the (empty) reload batch"
        )
        #expect(done.value == 1)
        f.expectConsistent()
        expectViewConsistent(newView)
    }
}
