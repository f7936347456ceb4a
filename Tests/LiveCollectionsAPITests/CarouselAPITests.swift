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

/// A row of a table of carousels: equal when its movies are equal, so a
/// change of movies is a row reload the table hands to the carousel.
struct CarouselRow: Equatable, UniquelyIdentifiable {
    typealias RawType = CarouselRow
    let identifier: Int
    let movies: [Movie]
    var uniqueID: Int { identifier }
}

/// The data source of one carousel (README scenario 7): its own data object
/// on the collection view of whichever cell shows it.
final class CarouselDataSource {
    let collectionData: CollectionData<Movie>

    init(_ movies: [Movie]) {
        collectionData = CollectionData(movies)
        collectionData.validationDelegate = self
    }

    func update(with data: [Movie], completion: (() -> Void)?) {
        collectionData.update(data, completion: completion)
    }
}

extension CarouselDataSource: CollectionDataReusableViewVerificationDelegate {
    nonisolated func isDataSourceValid(for view: DeltaUpdatableView) -> Bool {
        guard let collectionView = view as? RecordingView,
              collectionView.dataSource === self else {
            return false
        }
        return true
    }
}

extension CarouselDataSource: RecordingViewDataSource {
    func numberOfSections(in view: RecordingView) -> Int { 1 }

    func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int {
        guard view === collectionData.view else { return 0 }
        return collectionData.count
    }

    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        // The README's guard: a reused cell may point at another carousel.
        guard view === collectionData.view else { return RecordingViewItem(id: "stale", content: "stale") }
        return RecordingViewItem(collectionData[indexPath.item])
    }
}

/// The table of carousels (README scenario 7): it claims every row reload
/// and updates the row's carousel instead.
final class CarouselTableScreen {
    let tableView = RecordingView(style: .table)
    let collectionData: CollectionData<CarouselRow>
    private(set) var carouselDataSources: [Int: CarouselDataSource] = [:]
    private let reloaded = Recorded([IndexPath]())
    var reloadedIndexPaths: [IndexPath] { reloaded.value }

    init(_ rows: [CarouselRow]) {
        collectionData = CollectionData(rows)
        for row in rows { carouselDataSources[row.identifier] = CarouselDataSource(row.movies) }
        collectionData.reloadDelegate = self
        tableView.dataSource = self
        collectionData.view = tableView
    }

    /// What `cellForRow` does: hooks the row's carousel up to the cell's
    /// collection view.
    func display(row: Int, in cell: RecordingView) {
        let carouselRow = collectionData[row]
        let carouselDataSource = carouselDataSource(for: carouselRow.identifier)
        cell.dataSource = carouselDataSource
        carouselDataSource.collectionData.view = cell
    }

    func carouselDataSource(for identifier: Int) -> CarouselDataSource {
        if let existing = carouselDataSources[identifier] { return existing }
        let created = CarouselDataSource([])
        carouselDataSources[identifier] = created
        return created
    }
}

extension CarouselTableScreen: CollectionDataManualReloadDelegate {
    nonisolated func willHandleReload(at indexPathPair: IndexPathPair) -> Bool {
        return true
    }

    nonisolated func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        reloaded.change { $0 += indexPaths }
        indexPaths.forEach { indexPath in
            let carouselRow = collectionData[indexPath.item]
            let carouselDataSource = carouselDataSource(for: carouselRow.identifier)
            let itemCompletion = {
                indexPathCompletion(indexPath)
            }
            carouselDataSource.update(with: carouselRow.movies, completion: itemCompletion)
        }
    }

    func preferredRowAnimationStyle(for rowDelta: IndexDelta) -> AnimationStyle {
        return .preciseAnimation
    }
}

extension CarouselTableScreen: RecordingViewDataSource {
    func numberOfSections(in view: RecordingView) -> Int { 1 }

    func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int {
        collectionData.count
    }

    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        RecordingViewItem(id: "\(collectionData[indexPath.item].identifier)", content: "carousel")
    }
}

/// A shelf of carousel rows (README scenario 8).
struct CarouselShelf: Equatable, UniquelyIdentifiableSection {
    typealias RawType = CarouselShelf
    let name: String
    let items: [CarouselRow]
    var uniqueID: String { name }
}

/// A sectioned table of carousels: rows may move between shelves.
final class CarouselShelvesScreen: CollectionDataManualReloadDelegate, CollectionDataDeletionNotificationDelegate {
    let tableView = RecordingView(style: .table)
    let collectionData: CollectionSectionData<CarouselShelf>
    private let handOffs = Recorded((paths: [IndexPath](), rows: [Int](), deleted: [Int]()))
    var handedOff: [IndexPath] { handOffs.value.paths }
    /// The rows the data source holds at the handed-off index paths.
    var handedOffRows: [Int] { handOffs.value.rows }
    var deletedRows: [Int] { handOffs.value.deleted }

    init(_ shelves: [CarouselShelf]) {
        collectionData = CollectionSectionData(shelves)
        collectionData.reloadDelegate = self
        collectionData.setDeletionNotificationDelegate(self)
        tableView.dataSource = self
        collectionData.view = tableView
    }

    nonisolated func willHandleReload(at indexPathPair: IndexPathPair) -> Bool { true }

    nonisolated func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        handOffs.change { $0.paths += indexPaths }
        for indexPath in indexPaths {
            let row = collectionData[indexPath].identifier
            handOffs.change { $0.rows.append(row) }
            indexPathCompletion(indexPath)
        }
    }

    nonisolated func didDeleteItems(_ items: [CarouselRow]) {
        handOffs.change { $0.deleted += items.map(\.identifier) }
    }
}

extension CarouselShelvesScreen: RecordingViewDataSource {
    func numberOfSections(in view: RecordingView) -> Int { collectionData.sectionCount }

    func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int {
        collectionData.rowCount(forSection: section)
    }

    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        RecordingViewItem(id: "\(collectionData[indexPath].identifier)", content: "carousel")
    }
}

@Suite("API: tables of carousels")
struct CarouselAPITests {
    @Test func aRowReloadIsHandedToTheCarouselWhichAnimatesItsOwnView() async {
        let screen = CarouselTableScreen([CarouselRow(identifier: 1, movies: movies([1, 2])), CarouselRow(identifier: 2, movies: movies([3]))])
        let firstCell = RecordingView(style: .collection)
        let secondCell = RecordingView(style: .collection)
        screen.display(row: 0, in: firstCell)
        screen.display(row: 1, in: secondCell)
        screen.tableView.clearEvents()

        let rows = [CarouselRow(identifier: 2, movies: movies([3])), CarouselRow(identifier: 1, movies: movies([2, 1, 5]))]
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            screen.collectionData.update(rows) { continuation.resume() }
        }
        #expect(screen.reloadedIndexPaths == [IndexPath(item: 1, section: 0)], "the target index path of the moved row")
        #expect(!screen.tableView.events.contains { if case .reloadItems = $0 { true } else { false } }, "no table row reload")
        #expect(shownIDs(firstCell) == [["2", "1", "5"]], "the carousel animated its own change")
        #expect(shownIDs(screen.tableView) == [["2", "1"]])
        expectShowsItsData(screen.tableView)
        expectShowsItsData(firstCell)
    }

    @Test func aCarouselWhoseCellWasReusedChangesItsDataWithoutTouchingTheCell() async {
        let screen = CarouselTableScreen([CarouselRow(identifier: 1, movies: movies([1, 2])), CarouselRow(identifier: 2, movies: movies([3]))])
        let cell = RecordingView(style: .collection)
        screen.display(row: 0, in: cell)
        // The cell is reused for row 2 without carousel 1 knowing it.
        let second = screen.carouselDataSource(for: 2)
        cell.dataSource = second
        cell.reloadData()
        cell.clearEvents()

        let first = screen.carouselDataSource(for: 1)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            first.update(with: movies([2, 7])) { continuation.resume() }
        }
        #expect(first.collectionData.items == movies([2, 7]))
        #expect(cell.events.isEmpty, "the validation delegate kept the update off the reused cell")
    }

    @Test func sectionedCarouselsHandOffReloadsAndReportDeletedRows() async {
        let screen = CarouselShelvesScreen([
            CarouselShelf(name: "new", items: [CarouselRow(identifier: 1, movies: movies([1])), CarouselRow(identifier: 2, movies: movies([2]))]),
            CarouselShelf(name: "top", items: [CarouselRow(identifier: 3, movies: movies([3]))]),
        ])
        // Row 1 moves to the other shelf with new movies, row 2 goes, row 5 comes.
        screen.collectionData.update([
            CarouselShelf(name: "new", items: [CarouselRow(identifier: 5, movies: movies([5]))]),
            CarouselShelf(name: "top", items: [CarouselRow(identifier: 3, movies: movies([3])), CarouselRow(identifier: 1, movies: movies([1, 4]))]),
        ])
        await settled(screen.collectionData)
        #expect(screen.handedOff == [IndexPath(item: 1, section: 1)])
        #expect(screen.handedOffRows == [1], "the target index path is where the data source has the row now")
        #expect(screen.deletedRows == [2])
        #expect(shownIDs(screen.tableView) == [["5"], ["3", "1"]])
        expectShowsItsData(screen.tableView)
    }
}
