import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// Batch completions in virtual time, and the view driven as a
/// `BatchUpdatableView`.
@Suite("Recording view timing")
struct RecordingViewTimingTests {
    func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(itemIndex: item, sectionIndex: section) }

    @Test func completionsWaitForTheAnimationDuration() throws {
        let scheduler = VirtualTimeScheduler()
        let source = SectionedArrayDataSource(items: ["a", "b"])
        let view = RecordingView(style: .collection, dataSource: source, scheduler: scheduler, animationDuration: .milliseconds(250))
        view.reloadData()
        var completed: [Bool] = []
        try view.performBatchUpdates({
            source.sections = [["a", "b", "c"].map { RecordingViewItem($0) }]
            view.insertItems(at: [path(0, 2)])
        }, completion: { completed.append($0) })
        scheduler.advance(by: .milliseconds(249))
        #expect(completed.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(completed == [true])
        #expect(view.timedEvents.map(\.description) == [
            "t=0ms reloadData", "t=0ms beginBatch", "t=0ms insertItems [[0, 2]]", "t=0ms endBatch", "t=250ms animationsCompleted",
        ])
    }

    @Test func aRejectedAnimatedBatchCompletesUnfinishedAndIsLogged() {
        let scheduler = VirtualTimeScheduler()
        let source = SectionedArrayDataSource(items: ["a"])
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        var completed: [Bool] = []
        view.performAnimatedBatch({ view.deleteItems(at: [path(0, 3)], animation: .fade) }, completion: { completed.append($0) })
        scheduler.run()
        #expect(completed == [false])
        #expect(view.rejections.map(\.message) == ["attempt to delete row 3 from section 0 which only contains 1 rows before the update"])
        #expect(view.events.last == .animationsCompleted(false))
        #expect(view.events.last?.description == "animationsCompleted (not finished)")
    }

    @Test func batchOperationsUseTheSectionsRowAnimations() {
        let source = SectionedArrayDataSource(items: ["a", "b"])
        let view = RecordingView(style: .table, dataSource: source)
        view.rowAnimations = [0: TableViewAnimationModel(deleteAnimation: .left, insertAnimation: .right)]
        view.performAnimations(section: 0, delta: IndexDelta(deletions: [0], insertions: [1])) {
            source.sections = [["b", "c"].map { RecordingViewItem($0) }]
        }
        #expect(view.events.map(\.description) == [
            "beginBatch", "deleteItems [[0, 0]] left", "insertItems [[0, 1]] right", "endBatch", "animationsCompleted",
            "beginBatch", "endBatch", "animationsCompleted",
        ])
        #expect(view.rejections.isEmpty)
    }
}
