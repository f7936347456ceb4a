import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// A batch whose completion reports `finished == false` (its animations were
/// cut short) ends the update as the original library does: the view
/// reloads all data and the completion fires; later batches and hand-offs
/// are skipped.
@Suite("Interrupted batches")
struct InterruptedBatchTests {
    @Test(arguments: [RecordingViewStyle.table, .collection])
    func anInterruptedFirstBatchReloadsAndCompletes(style: RecordingViewStyle) {
        let f = SingleSectionFixture([1, 2, 3], style: style)
        let done = Counter()
        f.view.interruptNextBatches()
        let target = [TestItem(id: 3), TestItem(id: 1), TestItem(id: 2, version: 1), TestItem(id: 4)]
        f.data.update(target) { done.increment() }
        f.scheduler.run()
        let a = LoggedAnimations(style)
        #expect(f.view.timedEvents.map(\.description) == [
            "t=0ms reloadData",
            "t=0ms beginBatch",
            "t=0ms moveItem [0, 2] -> [0, 0]",
            "t=0ms insertItems [[0, 3]]\(a.insert)",
            "t=0ms endBatch",
            "t=300ms animationsCompleted (not finished)",
            "t=300ms reloadData",
        ], "no reload batch after the interrupted one")
        #expect(done.value == 1)
        #expect(f.data.items == target)
        #expect(f.shown == ["3", "1", "2(2v1)", "4"], "the reload shows the changed item too")
        f.expectConsistent()
    }

    @Test(arguments: [RecordingViewStyle.table, .collection])
    func anInterruptedReloadBatchReloadsCompletesAndHandsNothingOff(style: RecordingViewStyle) {
        let f = SingleSectionFixture([1, 2, 3], style: style)
        let reloader = CarouselReloader(claiming: [2])
        f.data.reloadDelegate = reloader
        let done = Counter()
        let target = [TestItem(id: 1, version: 1), TestItem(id: 3), TestItem(id: 2, version: 1)]
        f.data.update(target) { done.increment() }
        f.scheduler.advance(to: .milliseconds(100))
        f.view.interruptNextBatches()  // batch 1 is animating: batch 2 is next
        f.scheduler.run()
        #expect(f.view.timedEvents.map(\.description).suffix(5) == [
            "t=300ms beginBatch",
            "t=300ms reloadItems [[0, 0]]\(style == .table ? " fade" : "")",
            "t=300ms endBatch",
            "t=600ms animationsCompleted (not finished)",
            "t=600ms reloadData",
        ])
        #expect(reloader.handedOff.isEmpty, "the claimed reload is not handed off")
        #expect(done.value == 1)
        #expect(f.shown == ["1(1v1)", "3", "2(2v1)"])
        f.expectConsistent()
    }

    /// The section stage is its own view call, as in the original: once it
    /// is interrupted the view reloads (showing the layout between the
    /// stages) and the item stage runs from there.
    /// `reloadSections(for:)` (a section reloaded instead of animated):
    /// when its batch is interrupted the view reloads all data, then the
    /// completions fire; the original's completion ignores `finished`.
    @Test(arguments: [RecordingViewStyle.table, .collection])
    func anInterruptedSectionReloadReloadsAllDataThenCompletes(style: RecordingViewStyle) {
        let f = SingleSectionFixture([1, 2, 3], style: style)
        f.view.clearEvents()
        let done = Counter()
        f.view.interruptNextBatches()
        let update = SectionUpdate(
            section: 0, delta: IndexDelta(), delegate: nil,
            updateData: {}, completion: { done.increment() })
        f.view.reloadSections(for: [update])
        f.scheduler.run()
        #expect(f.view.timedEvents.map(\.description) == [
            "t=0ms beginBatch",
            "t=0ms reloadSections [0]\(LoggedAnimations(style).reloadSection)",
            "t=0ms endBatch",
            "t=300ms animationsCompleted (not finished)",
            "t=300ms reloadData",
        ])
        #expect(done.value == 1)
        #expect(f.shown == ["1", "2", "3"])
        f.expectConsistent()
    }

    @Test func anInterruptedSectionStageReloadsThenTheItemStageRuns() {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])])
        let done = Counter()
        let target = [section(2, [3, 1]), section(3, [4]), section(1, [2])]
        f.view.interruptNextBatches()
        f.data.update(target) { done.increment() }
        f.scheduler.run()
        #expect(f.log.contains("t=300ms animationsCompleted (not finished)"))
        #expect(f.log.contains("t=300ms reloadData"))
        #expect(f.log.filter { $0.hasSuffix("beginBatch") }.count == 3, "the section batch, then the item and reload batches")
        #expect(done.value == 1)
        #expect(f.data.sections == target)
        #expect(f.shown == [["3", "1"], ["4"], ["2"]])
        f.expectConsistent()
    }

    @Test func anInterruptedSynchronizedBatchCompletesEverySection() {
        let f = SyncFixture(delay: .short)
        let done = Counter()
        f.view.interruptNextBatches()
        f.sections[0].update(items([3, 1])) { done.increment() }
        f.sections[2].update(items([9, 7, 6])) { done.increment() }
        f.scheduler.run()
        #expect(f.log.suffix(2) == ["t=310ms animationsCompleted (not finished)", "t=310ms reloadData"])
        #expect(f.log.filter { $0.hasSuffix("beginBatch") }.count == 1, "both sections in one batch, no reload batch")
        #expect(done.value == 2)
        #expect(f.sections.map(\.items) == [items([3, 1]), items([4, 5]), items([9, 7, 6])])
        f.expectConsistent()
    }
}
