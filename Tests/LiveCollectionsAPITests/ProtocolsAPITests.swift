import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing
// IndexPath's `item` and `section`, as an app has them: from UIKit, or
// AppKit on macOS (which has no `row`); on Linux the library declares them.
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// The original library's protocols, used as an app uses them: generic
// functions over the data objects' interfaces, and a synchronizer shared
// through them, which is itself a view. These tests run in virtual time, to
// check values between the steps of an update (the view calls are in
// ViewCallsAPITests.swift).

/// Replaces the data of any data object through the original's interface.
func replaceData<Data: CollectionDataActionsInterface>(
    of data: Data, with rawData: [Data.RawType], completion: (() -> Void)?
) {
    data.update(rawData, completion: completion)
}

/// Appends through the original's interface.
func appendData<Data: CollectionDataActionsInterface>(
    to data: Data, _ rawData: [Data.RawType], completion: (() -> Void)?
) {
    data.append(rawData, completion: completion)
}

/// Every item of any data object, read through the original's interface.
func allItems<Data: CollectionDataStateInterface>(of data: Data) -> [Data.DataType] {
    (0..<data.count).map { data[$0] }
}

/// Places any data object in a section, through the original's interface.
func place<Data: CollectionDataFixedSectionInterface>(_ data: Data, inSection section: Int) {
    data.section = section
}

/// Connects any data object to a view and a synchronizer, through the
/// original's interfaces.
func connect<Data: CollectionViewProvider & CollectionDataSynchronizable>(
    _ data: Data, to view: any DeltaUpdatableView, through synchronizer: CollectionDataSynchronizer
) {
    data.synchronizer = synchronizer
    data.view = view
}

/// Every item of any sectioned data object, section by section, read through
/// the original's interface.
func allItems<Data: CollectionSectionDataStateInterface>(ofSections data: Data) -> [[Data.RawType]] {
    (0..<data.sectionCount).map { section in
        (0..<data.itemCount(forSection: section)).map { data[section, $0] }
    }
}

/// Takes over the reloads of the items it is told to, and names the view
/// its section belongs to (a carousel's cell), as an app's
/// `DeltaUpdatableViewDelegate` does.
final class ReloadTaker: DeltaUpdatableViewDelegate {
    weak var view: DeltaUpdatableView?
    let claimed: Set<IndexPath>
    private let recorded = Recorded([[IndexPath]]())
    var handedOver: [[IndexPath]] { recorded.value }

    init(view: DeltaUpdatableView?, claiming claimed: Set<IndexPath> = []) {
        self.view = view
        self.claimed = claimed
    }

    nonisolated func willHandleReload(at indexPathPair: IndexPathPair) -> Bool {
        claimed.contains(indexPathPair.target)
    }

    nonisolated func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        recorded.change { $0.append(indexPaths) }
        for path in indexPaths { indexPathCompletion(path) }
    }
}

/// What `view` logged, as text with virtual times.
func timedLog(_ view: RecordingView) -> [String] {
    view.timedEvents.map(\.description)
}

@Suite("API: the original library's protocols")
struct ProtocolsAPITests {
    @Test func aGenericFunctionUpdatesCollectionDataThroughTheActionsInterface() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData(movies([1, 2, 3]), scheduler: scheduler)
        let source = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        place(data, inSection: 0)
        data.view = view
        view.clearEvents()

        #expect(data.calculateDeltaSync(movies([3, 1])) == IndexDelta(deletions: [1], moves: [IndexPair(source: 2, target: 0)]))
        #expect(data.calculateAppendDelta(movies([4])) == IndexDelta(insertions: [3]))
        let async = Recorded([IndexDelta]())
        data.calculateDeltaAsync(movies([1, 3])) { delta in async.change { $0.append(delta) } }
        scheduler.run()
        #expect(async.value == [IndexDelta(deletions: [1])])

        let done = Recorded(0)
        replaceData(of: data, with: movies([1, 3], suffix: "'")) { done.change { $0 += 1 } }
        #expect(allItems(of: data) == movies([1, 2, 3]), "nothing changes before the calculation runs")
        scheduler.run()
        #expect(done.value == 1)
        #expect(allItems(of: data) == movies([1, 3], suffix: "'"))
        #expect(timedLog(view) == [
            "t=0ms beginBatch",
            "t=0ms deleteItems [[0, 1]] bottom",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms reloadItems [[0, 1], [0, 0]] fade",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
        ])

        appendData(to: data, movies([7])) { done.change { $0 += 1 } }
        scheduler.run()
        #expect(done.value == 2)
        #expect(shownIDs(view) == [["1", "3", "7"]])
        expectShowsItsData(view)
    }

    @Test func synchronizableDataAnimateTogetherAndTheSynchronizerIsAView() {
        let scheduler = VirtualTimeScheduler()
        let first = CollectionData(movies([1, 2]), scheduler: scheduler)
        let second = CollectionData(movies([5]), section: 1, scheduler: scheduler)
        let source = CollectionDataSource([first, second])
        let view = RecordingView(style: .collection, dataSource: source, scheduler: scheduler)
        let synchronizer = CollectionDataSynchronizer(delay: .short)
        connect(first, to: view, through: synchronizer)
        connect(second, to: view, through: synchronizer)
        #expect(first.synchronizer === synchronizer && second.view === view)
        view.clearEvents()

        first.update(movies([2]))
        second.update(movies([5, 6]))
        scheduler.run()
        #expect(timedLog(view) == [
            "t=10ms beginBatch",
            "t=10ms deleteItems [[0, 0]]",
            "t=10ms insertItems [[1, 1]]",
            "t=10ms endBatch",
            "t=310ms animationsCompleted",
            "t=310ms beginBatch",
            "t=310ms endBatch",
            "t=610ms animationsCompleted",
        ], "both sections in one batch, after the synchronizer's 10 ms")

        // The synchronizer stands for the view, as the original's does.
        let asView: any DeltaUpdatableView = synchronizer
        #expect(asView.frame == view.frame)
        view.clearEvents()
        asView.reloadData()
        #expect(view.events == [.reloadData])

        // Manual timing through it: the data of section 0 now changes at
        // once when updated, inside the synchronizer's batch.
        first.view = nil
        let delta = first.calculateDeltaSync(movies([2, 3]))
        view.clearEvents()
        let start = scheduler.now
        asView.performAnimations(delta: delta) { first.update(movies([2, 3])) }
        #expect(view.events.isEmpty, "the update waits in the synchronizer's batch")
        #expect(first.items == movies([2]))
        scheduler.run()
        #expect(view.timedEvents.first?.time == start + .milliseconds(10))
        #expect(view.events.prefix(3) == [.beginBatch, .insertItems([IndexPath(item: 1, section: 0)], nil), .endBatch])
        #expect(shownIDs(view) == [["2", "3"], ["5", "6"]])
        expectShowsItsData(view)

        // A delegate whose view is the synchronizer owns the synchronizer's
        // view, as in the original.
        let viaSynchronizer = ReloadTaker(view: synchronizer)
        let update = SectionUpdate(section: 1, delta: IndexDelta(), delegate: viaSynchronizer, update: {})
        #expect(update.belongs(view))
        #expect(!update.belongs(RecordingView(style: .collection)))
        // The data objects' own view stays the view they were given.
        #expect(second.view === view)
    }

    @Test func sectionedDataReadsThroughTheStateInterface() {
        let data = CollectionSectionData([section("new", [1, 2]), section("top", [3])])
        #expect(allItems(ofSections: data) == [movies([1, 2]), movies([3])])
        #expect(data[1] == section("top", [3]))
        #expect(data[IndexPath(item: 1, section: 0)] == movies([2])[0])
    }

    @Test func sectionsItemsAndCalculatingSectionsDuringAndAfterAnUpdate() {
        let scheduler = VirtualTimeScheduler(calculationDuration: .milliseconds(40))
        let before = [section("new", [1, 2]), section("top", [3])]
        let after = [section("top", [3, 2]), section("soon", [4])]
        let data = CollectionSectionData(before, scheduler: scheduler)
        let source = CollectionSectionDataSource(data)
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        data.view = view
        #expect(data.sections == before)
        #expect(data.items == movies([1, 2, 3]), "a flat array of items, as the original's")
        #expect(data.calculatingSections == nil)

        data.update(after)
        scheduler.advance(by: .milliseconds(10))
        #expect(data.isCalculating)
        #expect(data.calculatingSections == nil, "the sections are built when the calculation runs")
        scheduler.run(maxJobs: 1)
        #expect(data.calculatingSections == after, "the calculation has built them; the view has not had them yet")
        #expect(data.sections == before && data.items == movies([1, 2, 3]))

        // The section stage: the data source shows the intermediate layout.
        scheduler.advance(by: .milliseconds(100))
        #expect(data.calculatingSections == nil)
        #expect(data.isCalculating, "until the item stage swaps in the final data, as the original's")
        #expect(data.items.map { "\($0.id)" } == shownIDs(view).flatMap { $0 }, "the items the view shows, section after section")
        #expect(data.sections.count == data.sectionCount)
        // As the original's `SectionDataCalculator`: a surviving section's
        // old value, an inserted section's new one; each section's items are
        // the rows the data source reports for it.
        #expect(data.sections == [section("top", [3]), section("soon", [4])])
        #expect(data.sections.indices.allSatisfy { data[$0].items.count == data.itemCount(forSection: $0) })

        scheduler.run()
        #expect(!data.isCalculating)
        #expect(data.sections == after)
        #expect(data.items == movies([3, 2, 4]))
        #expect(shownIDs(view) == [["3", "2"], ["4"]])
        expectShowsItsData(view)
    }
}
