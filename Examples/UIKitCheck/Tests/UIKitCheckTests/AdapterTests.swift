import LiveCollectionsTesting
import LiveCollectionsUIKit
import StandInRecordingViews
import Testing
import UIKit

/// The adapters' own rules, on views an app creates: a view in a window is
/// animated with its own batch calls, one out of a window is reloaded, one
/// without a data source is told nothing (as the original library does).
@MainActor @Suite struct AdapterTests {
    /// A table's data source over one `CollectionData`.
    final class Rows: NSObject, UITableViewDataSource {
        let data: CollectionData<Int>

        init(_ data: CollectionData<Int>) {
            self.data = data
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { data.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    private let frame = CGRect(x: 0, y: 0, width: 320, height: 480)

    init() {
        installRecordingViews()
    }

    @Test func aTableInAWindowIsAnimatedWithItsOwnBatchCalls() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData([1, 2, 3], scheduler: scheduler)
        let rows = Rows(data)
        let table = UITableView(frame: frame, style: .plain)
        table.animationScheduler = scheduler
        let window = UIWindow(frame: frame)
        window.addSubview(table)
        table.dataSource = rows
        data.view = table
        data.update([3, 1, 4, 5])
        scheduler.run()

        let delta = IndexDelta(from: [1, 2, 3], to: [3, 1, 4, 5])
        let moves = delta.moves.map { UIKitCall.moveRow(at: IndexPath(row: $0.source, section: 0), to: IndexPath(row: $0.target, section: 0)) }
        #expect(table.receivedCalls == [
            .reloadData,
            .performBatchUpdates(.began),
            .deleteRows([IndexPath(row: 1, section: 0)], with: .bottom),
        ] + moves + [
            .insertRows([IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)], with: .fade),
            .performBatchUpdates(.returned),
            .completion(finished: true),
            .performBatchUpdates(.began),
            .performBatchUpdates(.returned),
            .completion(finished: true),
        ])
        #expect(table.recordingView.rejections.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(scheduler.now == .milliseconds(600), "two batches of 300 ms")
    }

    /// A table out of a window (`window == nil`) is reloaded, never
    /// animated: UIKit would animate rows nobody sees, and the original
    /// library reloads. Every other table of the check is in a window, so
    /// without this test an adapter that always says the table is visible
    /// passes.
    @Test func aTableOutOfAWindowIsReloadedInsteadOfAnimated() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData([1, 2, 3], scheduler: scheduler)
        let rows = Rows(data)
        let table = UITableView(frame: frame, style: .plain)
        table.animationScheduler = scheduler
        table.dataSource = rows
        data.view = table
        data.update([3, 1, 4, 5])
        scheduler.run()
        #expect(table.window == nil)
        #expect(table.receivedCalls == [.reloadData, .reloadData])
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(data.items == [3, 1, 4, 5])
    }

    @Test func aCollectionViewOutOfAWindowIsReloadedInsteadOfAnimated() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData([1, 2, 3], scheduler: scheduler)
        let source = CollectionSource(data)
        let collection = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        collection.dataSource = source
        data.view = collection
        data.update([3, 1])
        scheduler.run()
        #expect(collection.window == nil)
        #expect(collection.receivedCalls == [.reloadData, .reloadData])
        #expect(collection.numberOfItems(inSection: 0) == 2)
    }

    @Test func aTableWithoutADataSourceIsToldNothing() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData([1, 2, 3], scheduler: scheduler)
        let table = UITableView(frame: frame, style: .plain)
        let window = UIWindow(frame: frame)
        window.addSubview(table)
        data.view = table
        data.update([3, 1])
        scheduler.run()
        #expect(table.receivedCalls == [.reloadData])
        #expect(data.items == [3, 1])
    }

    /// A collection view's data source over one `CollectionData`.
    final class CollectionSource: NSObject, UICollectionViewDataSource {
        let data: CollectionData<Int>

        init(_ data: CollectionData<Int>) {
            self.data = data
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { data.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }
}
