import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// A view without a data source (in UIKit, `dataSource == nil`: a screen
/// not wired up yet, or torn down) is told nothing: the data is swapped and
/// the completion called, as the original library's `dataSource != nil`
/// guards do (`UIKit+DeltaUpdates.swift`, `UIKit+SectionDeltaUpdates.swift`).
@Suite("A view without a data source")
struct ViewWithoutDataSourceTests {
    @Test func anUpdateSwapsTheDataAndCompletesWithoutAViewCall() throws {
        let f = SingleSectionFixture([1, 2, 3])
        let log = ReloadTimingLog(claiming: [0])
        f.data.reloadDelegate = log
        f.data.animationDelegate = log
        f.view.dataSource = nil
        #expect(!f.view.hasDataSource)
        f.view.clearEvents()
        let done = Counter()
        f.data.update([TestItem(id: 1, version: 1), TestItem(id: 3), TestItem(id: 4)]) { done.increment() }
        f.scheduler.run()
        #expect(f.view.events.isEmpty)
        #expect(log.entries == ["asked 0.0"], "asked before the view is looked at, as the original; no phases, nothing handed off")
        #expect(done.value == 1)
        #expect(f.data.items.map(\.id) == [1, 3, 4])
        // Wired up again, the view shows the data once reloaded, as UIKit's.
        f.view.dataSource = f.dataSource
        f.view.reloadData()
        #expect(f.shown == ["1(1v1)", "3", "4"])
        f.expectConsistent()
    }

    @Test func sectionedDataSwapsBothStagesWithoutAViewCall() {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])])
        f.view.dataSource = nil
        f.view.clearEvents()
        let done = Counter()
        f.data.update([section(2, [3, 1]), section(3, [4])]) { done.increment() }
        f.scheduler.run()
        #expect(f.view.events.isEmpty)
        #expect(done.value == 1)
        #expect(f.data.sections.map(\.id) == [2, 3])
        #expect(f.data.items.map(\.id) == [3, 1, 4])
        f.view.dataSource = f.dataSource
        f.view.reloadData()
        f.expectConsistent()
    }

    @Test func theOriginalsStageCallsSwapAndCompleteWithoutAViewCall() {
        let view = RecordingView(style: .table)
        var swaps = 0
        let done = Counter()
        view.performAnimations(sectionDelta: IndexDelta(deletions: [1]), delegate: nil, updateData: { swaps += 1 }, completion: done.increment)
        view.performAnimations(
            sectionItemDelta: IndexPathDelta(IndexDelta(insertions: [1]), section: 0), delegate: nil,
            updateData: { swaps += 1 }, completion: done.increment
        )
        view.performAnimations(section: 0, delta: IndexDelta(insertions: [0]), delegate: nil, updateData: { swaps += 1 }, completion: done.increment)
        #expect(swaps == 3)
        #expect(done.value == 3)
        #expect(view.events.isEmpty)
    }
}
