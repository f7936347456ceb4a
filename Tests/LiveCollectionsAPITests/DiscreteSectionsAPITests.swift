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

/// A screen whose sections each have their own data object (README
/// scenarios 3 and 4), created empty for their sections, sharing a
/// synchronizer.
final class ShelvesOfDataScreen {
    let view: RecordingView
    let dataList: [CollectionData<Movie>]

    init(style: RecordingViewStyle, delay: CollectionDataSynchronizer.BatchDelay) {
        dataList = [
            CollectionData<Movie>(section: 0),
            CollectionData<Movie>(section: 1),
            CollectionData<Movie>(section: 2),
        ]
        view = RecordingView(style: style)
        view.dataSource = self
        let synchronizer = CollectionDataSynchronizer(delay: delay)
        dataList.forEach { $0.synchronizer = synchronizer }
        dataList.forEach { $0.view = view }
    }

    func show(_ data: [Movie], section: Int) {
        let collectionData = dataList[section]
        collectionData.update(data)
    }
}

extension ShelvesOfDataScreen: RecordingViewDataSource {
    func numberOfSections(in view: RecordingView) -> Int {
        return dataList.count
    }

    func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int {
        let collectionData = dataList[section]
        return collectionData.count
    }

    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        RecordingViewItem(dataList[indexPath.section][indexPath.item])
    }
}

@Suite("API: discrete sections with a synchronizer")
struct DiscreteSectionsAPITests {
    /// On a collection view: a synchronized table reloads, as the
    /// original's (`SynchronizerTests.aSynchronizedTableReloadsEveryUpdateAtOnce`).
    @Test(arguments: [RecordingViewStyle.collection])
    func sectionsUpdatedTogetherAnimateInOneBatch(style: RecordingViewStyle) async {
        // Real time: the README's screen runs on the default dispatch
        // scheduler, so the claim needs all three calculations to finish
        // inside the synchronizer's window (1000 ms, far more than they
        // take). On a machine too loaded for that, the live part is run
        // again, three times at most; the claim must hold in one of them.
        var screen = ShelvesOfDataScreen(style: style, delay: .custom(milliseconds: 1000))
        for attempt in 1...3 {
            if attempt > 1 { screen = ShelvesOfDataScreen(style: style, delay: .custom(milliseconds: 1000)) }
            screen.show(movies([1, 2]), section: 0)
            screen.show(movies([3]), section: 1)
            screen.show(movies([4, 5]), section: 2)
            for data in screen.dataList { await settled(data) }
            // One batch 1 for the three sections, then its (empty) reload batch.
            if screen.view.events.filter({ $0 == .beginBatch }).count == 2 { break }
        }
        #expect(shownIDs(screen.view) == [["1", "2"], ["3"], ["4", "5"]])
        #expect(screen.view.events.filter { $0 == .beginBatch }.count == 2)
        expectShowsItsData(screen.view)
    }

    @Test func theOriginalsDelays() {
        #expect(CollectionDataSynchronizer.BatchDelay.short.duration == .milliseconds(10))
        #expect(CollectionDataSynchronizer.BatchDelay.long.duration == .milliseconds(100))
        #expect(CollectionDataSynchronizer.BatchDelay.custom(milliseconds: 25).duration == .milliseconds(25))
        #expect(CollectionDataSynchronizer().delay == .short)
        #expect(CollectionDataSynchronizer(delay: .short).delay.duration == .milliseconds(10))
    }
}
