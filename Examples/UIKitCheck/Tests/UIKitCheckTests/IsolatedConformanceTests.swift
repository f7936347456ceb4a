import LiveCollectionsTesting
import LiveCollectionsUIKit
import StandInRecordingViews
@testable import Swift6AppMainActorDefault
import Testing
import UIKit

/// The app code of `Swift6AppMainActorDefault`, compiled with Xcode's
/// new-project settings: the carousel data source's conformance to the
/// verification delegate and the custom view's to `BatchUpdatableView` are
/// inferred isolated to the main actor, the table subclass's conformances
/// are to the main-actor animation-providing protocols, the controller's to
/// the other delegates are to their main-actor requirements. The library
/// still reaches
/// every one of them: the custom animations are the ones the table is told,
/// a carousel whose reused cell shows other data is not animated, the
/// custom view is animated, the controller hears the deletions, the
/// decision and the phases, and its choice of style is followed.
@MainActor @Suite struct IsolatedConformanceTests {
    private let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

    init() {
        installRecordingViews()
    }

    @Test func theTableSubclassNamesTheAnimationsOfItsBatch() {
        let scheduler = VirtualTimeScheduler()
        let table = ShelvesTableView(frame: frame, style: .plain)
        table.animationScheduler = scheduler
        let window = UIWindow(frame: frame)
        window.addSubview(table)
        let controller = ShelvesController([1, 2, 3], tableView: table, scheduler: scheduler)
        controller.show([1, 3, 4])
        scheduler.run()

        #expect(table.receivedCalls == [
            .reloadData,
            .performBatchUpdates(.began),
            .deleteRows([IndexPath(row: 1, section: 0)], with: .left),
            .insertRows([IndexPath(row: 2, section: 0)], with: .right),
            .performBatchUpdates(.returned),
            .completion(finished: true),
            .performBatchUpdates(.began),
            .performBatchUpdates(.returned),
            .completion(finished: true),
        ])
        #expect(table.recordingView.rejections.isEmpty)
        #expect(controller.deletedShelves == [2])
        #expect(controller.decisions.count == 1)
        #expect(controller.phases.count == 8, "four phases of each of the two batches")
    }

    @Test func theControllersChoiceOfStyleIsHeard() {
        let scheduler = VirtualTimeScheduler()
        let table = ShelvesTableView(frame: frame, style: .plain)
        table.animationScheduler = scheduler
        let window = UIWindow(frame: frame)
        window.addSubview(table)
        let controller = ShelvesController([1, 2, 3], tableView: table, scheduler: scheduler)
        controller.preferredStyle = .reloadData
        controller.show([1, 3, 4])
        scheduler.run()

        #expect(table.receivedCalls == [.reloadData, .reloadData])
        #expect(controller.collectionData.items == [1, 3, 4])
    }

    @Test func aCarouselWhoseReusedCellShowsOtherDataIsNotAnimated() {
        let scheduler = VirtualTimeScheduler()
        let carousel = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        carousel.animationScheduler = scheduler
        let window = UIWindow(frame: frame)
        window.addSubview(carousel)
        let shown = ShelfCarouselDataSource([1, 2, 3], scheduler: scheduler)
        carousel.dataSource = shown
        shown.collectionData.view = carousel
        shown.collectionData.update([3, 1, 2])
        scheduler.run()
        let animated = carousel.receivedCalls
        #expect(animated.contains(.performBatchUpdates(.began)), "its own carousel is animated")

        // The cell is reused for another carousel: its data source changes.
        let other = ShelfCarouselDataSource([7, 8], scheduler: scheduler)
        carousel.dataSource = other
        shown.collectionData.update([2])
        scheduler.run()
        #expect(carousel.receivedCalls == animated, "the carousel showing other data is told nothing")
        #expect(shown.collectionData.items == [2])
    }

    @Test func aCustomViewWithAnInferredIsolatedConformanceIsAnimated() {
        let scheduler = VirtualTimeScheduler()
        let view = InferredShelfView(frame: frame)
        let data = CollectionData([1, 2, 3], scheduler: scheduler)
        data.view = view
        data.update([1, 3, 4])
        scheduler.run()

        #expect(view.calls == [
            "reloadData",
            "batch",
            "delete \([IndexPath(row: 1, section: 0)])",
            "insert \([IndexPath(row: 2, section: 0)])",
            "batch",
        ])
        #expect(data.items == [1, 3, 4])
    }
}
