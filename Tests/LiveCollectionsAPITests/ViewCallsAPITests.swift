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

// The original library's view calls, used as an app uses them: manual timing
// through a view, section updates with the original's labels, the table
// defaults, and the sectioned views' own stages, in virtual time.

/// Records what a sectioned view's stages tell it.
final class SectionStageListener: SectionDeltaUpdatableViewDelegate {
    private let recorded = Recorded((sectionUpdates: [TimeInterval](), states: [CollectionDataAnimationState](), reloads: [[IndexPath]]()))
    var sectionUpdates: [TimeInterval] { recorded.value.sectionUpdates }
    var states: [CollectionDataAnimationState] { recorded.value.states }
    var handedOver: [[IndexPath]] { recorded.value.reloads }
    let claimed: Set<IndexPath>

    init(claiming claimed: Set<IndexPath> = []) { self.claimed = claimed }

    nonisolated func willHandleReload(at indexPathPair: IndexPathPair) -> Bool { claimed.contains(indexPathPair.target) }
    nonisolated func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        recorded.change { $0.reloads.append(indexPaths) }
        for path in indexPaths { indexPathCompletion(path) }
    }
    nonisolated func animateAlongsideSectionUpdate(with duration: TimeInterval) { recorded.change { $0.sectionUpdates.append(duration) } }
    nonisolated func animateAlongsideUpdate(for state: CollectionDataAnimationState) { recorded.change { $0.states.append(state) } }
}

/// The four phases of one batch of `group` at 0.3 s, in the order a lone
/// batch tells them.
func phases(_ group: CollectionDataAnimationGroup) -> [CollectionDataAnimationState] {
    [.immediatelyBefore(group: group, duration: 0.3), .during(group: group, duration: 0.3),
     .immediatelyAfter(group: group, duration: 0.3), .completed(group: group)]
}

@Suite("API: the original library's view calls")
struct ViewCallsAPITests {
    @Test func performAnimationsDeltaUpdateDataAnimatesSectionZero() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData(movies([1, 2, 3]), scheduler: scheduler)
        let source = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        view.reloadData()
        view.clearEvents()
        // Manual timing, as the original's README describes: no view on the
        // data, so the update inside the closure changes it at once.
        let delta = data.calculateDeltaSync(movies([3, 1]))
        view.performAnimations(delta: delta) { data.update(movies([3, 1])) }
        scheduler.run()
        #expect(timedLog(view) == [
            "t=0ms beginBatch",
            "t=0ms deleteItems [[0, 1]] bottom",
            "t=0ms moveItem [0, 2] -> [0, 0]",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
        ])
        expectShowsItsData(view)
    }

    @Test func sectionUpdateWithTheOriginalsLabelsBelongsToItsDelegatesView() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData(movies([1, 2]), scheduler: scheduler)
        let source = CollectionDataSource([data])
        let view = RecordingView(style: .collection, dataSource: source, scheduler: scheduler)
        view.reloadData()
        view.clearEvents()

        // Defaults: no delegate, no completion; `update` is the data swap.
        let plain = SectionUpdate(section: 0, delta: IndexDelta(insertions: [2]), update: { data.update(movies([1, 2, 3])) })
        #expect(plain.delegate == nil && plain.completion == nil)
        view.performAnimations(for: [plain])
        scheduler.run()
        #expect(view.events.prefix(3) == [.beginBatch, .insertItems([IndexPath(item: 2, section: 0)], nil), .endBatch])

        // A delegate naming this view takes over the reloads it claims.
        let owner = ReloadTaker(view: view, claiming: [IndexPath(item: 0, section: 0)])
        let done = Recorded(0)
        let claimedUpdate = SectionUpdate(
            section: 0, delta: IndexDelta(reloads: [IndexPair(source: 0, target: 0), IndexPair(source: 1, target: 1)]),
            delegate: owner, update: { data.update(movies([1, 2, 3], suffix: "'")) }, completion: { done.change { $0 += 1 } }
        )
        view.clearEvents()
        view.performAnimations(for: [claimedUpdate])
        scheduler.run()
        #expect(owner.handedOver == [[IndexPath(item: 0, section: 0)]])
        #expect(view.events.contains(.reloadItems([IndexPath(item: 1, section: 0)], nil)))
        #expect(done.value == 1)

        // A delegate naming another view (a reused cell): the data is
        // swapped and the update completes, but no row call reaches this view.
        let elsewhere = RecordingView(style: .collection)
        let stranger = ReloadTaker(view: elsewhere)
        view.clearEvents()
        view.performAnimations(for: [
            SectionUpdate(section: 0, delta: IndexDelta(deletions: [2]), delegate: stranger, update: { data.update(movies([1, 2])) }, completion: { done.change { $0 += 1 } }),
        ])
        scheduler.run()
        #expect(view.events.isEmpty)
        #expect(data.items == movies([1, 2]) && done.value == 2)
        withExtendedLifetime((source, owner, stranger, elsewhere)) {}
    }

    @Test func tableViewAnimationModelDefaultsAreTheOriginalsConstants() {
        let rows = TableViewAnimationModel.defaultRowAnimations
        #expect(rows.deleteAnimation == .bottom && rows.insertAnimation == .fade && rows.reloadAnimation == .fade)
        let sections = TableViewAnimationModel.defaultSectionAnimations
        #expect(sections.deleteAnimation == .bottom && sections.insertAnimation == .fade && sections.reloadAnimation == .none)
        #expect(rows.deleteSectionAnimation == .bottom && rows.insertSectionAnimation == .fade && rows.reloadSectionAnimation == .none)

        let scheduler = VirtualTimeScheduler()
        let data = CollectionData(movies([1, 2]), scheduler: scheduler)
        let source = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        view.defaultRowAnimations = .defaultRowAnimations
        data.view = view
        view.clearEvents()
        data.update(movies([2, 3]))
        scheduler.run()
        #expect(view.events.prefix(4) == [
            .beginBatch, .deleteItems([IndexPath(item: 0, section: 0)], .bottom), .insertItems([IndexPath(item: 1, section: 0)], .fade), .endBatch,
        ])
    }

    @Test func theSectionStageAloneTellsTheDelegateInsideItsBatch() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionSectionData([section("new", [1]), section("top", [2])], scheduler: scheduler)
        let source = CollectionSectionDataSource(data)
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        view.reloadData()
        view.clearEvents()
        let listener = SectionStageListener()
        let done = Recorded(0)
        // No view on the data: the update inside the closure applies at once.
        view.performAnimations(sectionDelta: IndexDelta(deletions: [0]), delegate: listener, updateData: {
            data.update([section("top", [2])])
        }, completion: { done.change { $0 += 1 } })
        scheduler.run()
        #expect(timedLog(view) == [
            "t=0ms beginBatch",
            "t=0ms deleteSections [0] bottom",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
        ])
        #expect(listener.sectionUpdates == [0.3] && listener.states.isEmpty)
        #expect(done.value == 1)
        expectShowsItsData(view)

        // No change: the data is swapped, no view call.
        view.clearEvents()
        view.performAnimations(sectionDelta: IndexDelta(), delegate: listener, updateData: {}, completion: { done.change { $0 += 1 } })
        #expect(view.events.isEmpty && done.value == 2)
    }

    @Test func theItemStageAloneMovesItemsBetweenSections() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionSectionData([section("new", [1, 2]), section("top", [3])], scheduler: scheduler)
        let source = CollectionSectionDataSource(data)
        let view = RecordingView(style: .collection, dataSource: source, scheduler: scheduler)
        view.reloadData()
        view.clearEvents()
        let listener = SectionStageListener(claiming: [IndexPath(item: 0, section: 0)])
        let done = Recorded(0)
        let delta = IndexPathDelta(
            reloads: [IndexPathPair(source: IndexPath(item: 0, section: 0), target: IndexPath(item: 0, section: 0))],
            moves: [IndexPathPair(source: IndexPath(item: 1, section: 0), target: IndexPath(item: 1, section: 1))]
        )
        view.performAnimations(sectionItemDelta: delta, delegate: listener, updateData: {
            data.update([section("new", [1]), section("top", [3, 2])])
        }, completion: { done.change { $0 += 1 } })
        scheduler.run()
        #expect(timedLog(view) == [
            "t=0ms beginBatch",
            "t=0ms moveItem [0, 1] -> [1, 1]",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
        ])
        // As the original's: each batch's completion (which starts the
        // next batch) runs before its delegates hear `.completed`.
        let first = phases(.insertDeleteMove), second = phases(.reload)
        #expect(listener.states == first.prefix(3) + second.prefix(3) + [first[3], second[3]])
        #expect(listener.handedOver == [[IndexPath(item: 0, section: 0)]], "the claimed reload is handed over")
        #expect(done.value == 1)
        expectShowsItsData(view)
    }

    @Test func reloadAllSectionsReloadsEverySectionInOneBatch() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionSectionData([section("new", [1]), section("top", [2])], scheduler: scheduler)
        let source = CollectionSectionDataSource(data)
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        view.reloadData()
        view.clearEvents()
        let listener = SectionStageListener()
        let done = Recorded(0)
        let sectionView: any SectionDeltaUpdatableView = view
        sectionView.reloadAllSections(updateData: {
            data.update([section("new", [1, 3]), section("top", [2])])
        }, delegate: listener, completion: { done.change { $0 += 1 } })
        scheduler.run()
        #expect(timedLog(view) == [
            "t=0ms beginBatch",
            "t=0ms reloadSections [0, 1] none",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
        ])
        #expect(listener.sectionUpdates == [0.3] && done.value == 1)
        expectShowsItsData(view)

        // A view that shows no section yet reloads its data instead.
        let empty = CollectionSectionData<MovieSection>(scheduler: scheduler)
        let emptySource = CollectionSectionDataSource(empty)
        let emptyView = RecordingView(style: .table, dataSource: emptySource, scheduler: scheduler)
        emptyView.reloadAllSections(updateData: { empty.update([section("new", [1])]) }, delegate: listener, completion: { done.change { $0 += 1 } })
        #expect(emptyView.events == [.reloadData] && done.value == 2)
        #expect(listener.sectionUpdates == [0.3])
        expectShowsItsData(emptyView)
    }

    /// `UIKit+SectionDeltaUpdates.swift`, `reloadAllSections`: the delegate
    /// is told after the sections are reloaded, inside the batch.
    @Test func reloadAllSectionsTellsTheDelegateAfterReloadingTheSections() {
        let data = CollectionSectionData([section("new", [1]), section("top", [2])])
        let source = CollectionSectionDataSource(data)
        let view = RecordingView(style: .table, dataSource: source)
        view.reloadData()
        view.clearEvents()
        let probe = SectionUpdateProbe { view.events.map(\.description) }
        view.reloadAllSections(updateData: {}, delegate: probe, completion: nil)
        #expect(probe.seen == [["beginBatch", "reloadSections [0, 1] none"]])
    }

    /// The original's `performAnimations(section:delta:delegate:updateData:completion:)`
    /// defaults `delegate` and `completion` to nil, so both shorter forms
    /// compile and behave as the full call.
    @Test func theShorterManualTimingFormsLeaveOutTheDelegateOrTheCompletion() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData(movies([1, 2, 3]), scheduler: scheduler)
        let source = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        view.reloadData()
        let done = Recorded(0)
        view.performAnimations(section: 0, delta: data.calculateDeltaSync(movies([3, 1])), updateData: {
            data.update(movies([3, 1]))
        }, completion: { done.change { $0 += 1 } })
        scheduler.run()
        #expect(done.value == 1)
        expectShowsItsData(view)

        let listener = SectionStageListener(claiming: [IndexPath(item: 0, section: 0)])
        view.performAnimations(section: 0, delta: data.calculateDeltaSync(movies([3, 1], suffix: "!")), delegate: listener) {
            data.update(movies([3, 1], suffix: "!"))
        }
        scheduler.run()
        #expect(listener.handedOver == [[IndexPath(item: 0, section: 0)]], "the delegate's claimed reload is handed over")
        #expect(view.events.filter { if case .reloadItems = $0 { true } else { false } }.count == 1, "only the unclaimed row is reloaded by the view")
    }
}

/// Records the view's log each time it is told
/// `animateAlongsideSectionUpdate(with:)`.
final class SectionUpdateProbe: CollectionSectionDataAnimationDelegate, @unchecked Sendable {
    private let log: () -> [String]
    private(set) var seen: [[String]] = []
    init(log: @escaping () -> [String]) { self.log = log }
    nonisolated func animateAlongsideSectionUpdate(with duration: TimeInterval) { seen.append(log()) }
}
