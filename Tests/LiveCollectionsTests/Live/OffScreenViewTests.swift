import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// A view off screen (in UIKit, without a window: a hidden tab, a pushed
/// screen) is reloaded instead of animated, as the original library's
/// `isVisibleOnScreen` guards do (`UIKit+DeltaUpdates.swift`,
/// `UIKit+SectionDeltaUpdates.swift`).
@Suite("A view off screen")
struct OffScreenViewTests {
    @Test func anUpdateSwapsReloadsAndCompletesWithoutABatchOrAHandOff() {
        let f = SingleSectionFixture([1, 2, 3])
        let log = ReloadTimingLog(claiming: [0])
        f.data.reloadDelegate = log
        f.data.animationDelegate = log
        f.view.isVisibleOnScreen = false
        f.view.clearEvents()
        let done = Counter()
        f.data.update([TestItem(id: 1, version: 1), TestItem(id: 3)]) { done.increment() }
        f.scheduler.run()
        #expect(f.view.events == [.reloadData])
        #expect(log.entries == ["asked 0.0"], "asked before the view is looked at, as the original; nothing handed off, no phases")
        #expect(done.value == 1)
        f.expectConsistent()
    }

    @Test func sectionedDataReloadsOncePerStage() {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])])
        f.view.isVisibleOnScreen = false
        f.view.clearEvents()
        f.data.update([section(2, [3, 1]), section(3, [4])])
        f.scheduler.run()
        #expect(f.view.events == [.reloadData, .reloadData])
        f.expectConsistent()
    }

    @Test func theOriginalsStageCallsAndReloadAllSectionsReloadInstead() {
        let source = SectionedArrayDataSource(sections: [["a"], ["b"]])
        let view = RecordingView(style: .table, dataSource: source)
        view.isVisibleOnScreen = false
        var swaps = 0
        view.performAnimations(sectionDelta: IndexDelta(deletions: [1]), delegate: nil, updateData: {
            swaps += 1
            source.sections = [["a"].map(RecordingViewItem.init)]
        }, completion: nil)
        view.performAnimations(
            sectionItemDelta: IndexPathDelta(IndexDelta(insertions: [1]), section: 0), delegate: nil,
            updateData: {
                swaps += 1
                source.sections = [["a", "c"].map(RecordingViewItem.init)]
            }, completion: nil)
        view.reloadAllSections(updateData: { swaps += 1 }, delegate: nil, completion: nil)
        #expect(swaps == 3)
        #expect(view.events == [.reloadData, .reloadData, .reloadData])
        expectViewConsistent(view)
    }
}
