import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

// What both data objects share, driven from generic code as an app would:
// one function configures and updates either data object. Virtual time.

/// Reloads `data` instead of animating it past `itemCount` items, tells
/// `log` the decisions and `deletions` the deleted movies, then shows `raw`.
func reloadPast<Data: UpdatingDataObject>(
    _ itemCount: Int, _ data: Data, to raw: [Data.RawElement], log: DecisionLog, deletions: DeletedMovies
) -> (calculatingAfterTheCall: Bool, thresholds: (data: Int, delta: Int)) where Data.DataType == Movie {
    data.dataCountAnimationThreshold = itemCount
    data.deltaCountAnimationThreshold = itemCount + 1
    data.calculationDelegate = log
    data.setDeletionNotificationDelegate(deletions)
    data.update(raw)
    return (data.isCalculating, (data.dataCountAnimationThreshold, data.deltaCountAnimationThreshold))
}

@Suite("API: what both data objects share")
struct UpdatingDataObjectAPITests {
    @Test func aGenericFunctionConfiguresAndUpdatesCollectionData() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData(movies([1, 2, 3]), scheduler: scheduler)
        let source = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        data.view = view
        view.clearEvents()
        let log = DecisionLog()
        let deletions = DeletedMovies()

        let seen = reloadPast(2, data, to: movies([3, 4, 5]), log: log, deletions: deletions)
        scheduler.run()

        #expect(seen.calculatingAfterTheCall && !data.isCalculating)
        #expect(seen.thresholds == (2, 3))
        #expect(data.calculationNotificationDelegate === log)
        #expect(log.decisions == [AnimationDecision(style: .reloadSections, reason: .dataCountThreshold)])
        #expect(timedLog(view) == [
            "t=0ms beginBatch", "t=0ms reloadSections [0] none", "t=0ms endBatch", "t=300ms animationsCompleted",
        ])
        #expect(deletions.deleted.isEmpty, "past the data-count threshold CollectionData reports no deletion, as the original")
        #expect(shownIDs(view) == [["3", "4", "5"]])
        expectShowsItsData(view)
    }

    @Test func theSameFunctionConfiguresAndUpdatesCollectionSectionData() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionSectionData([section("a", [1, 2]), section("b", [3])], scheduler: scheduler)
        let source = CollectionSectionDataSource(data)
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        data.view = view
        view.clearEvents()
        let log = DecisionLog()
        let deletions = DeletedMovies()

        let seen = reloadPast(2, data, to: [section("b", [3, 4, 5])], log: log, deletions: deletions)
        scheduler.run()

        #expect(seen.calculatingAfterTheCall && !data.isCalculating)
        #expect(seen.thresholds == (2, 3))
        #expect(data.calculationNotificationDelegate === log)
        #expect(log.decisions.map(\.reason) == [.dataCountThreshold])
        #expect(deletions.deleted == [movies([1, 2])])
        #expect(shownIDs(view) == [["3", "4", "5"]])
        expectShowsItsData(view)
    }
}
