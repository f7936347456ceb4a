import Foundation
import LiveCollections
import LiveCollectionsRecording
import LiveCollectionsTesting

/// The carousels of a table: per carousel a `CollectionData` of movies, shown
/// by a collection view in a table cell. As the table's manual reload
/// delegate it hands row reloads to the carousels' own data; each carousel's
/// ``CarouselVerifier`` says whether its cell still shows it. As the table's
/// deletion notification delegate (as the sample app's view controller is)
/// it records the carousel rows each update deleted; a deleted carousel
/// whose row comes back, or whose shelf the table deleted (the row then
/// comes back in a new cell, with the shelf it moved to), is updated to the
/// row's movies when its cell is asked for again, as `cellForRowAt` does in
/// the sample.
final class CarouselCells: CollectionDataManualReloadDelegate, CollectionDataDeletionNotificationDelegate {
    /// A table cell and the carousel it shows now.
    private final class Cell {
        let name: String
        let view: RecordingView
        let dataSource: CollectionDataSource
        var carousel: String

        init(name: String, view: RecordingView, dataSource: CollectionDataSource, carousel: String) {
            self.name = name
            self.view = view
            self.dataSource = dataSource
            self.carousel = carousel
        }
    }

    private let context: ReplayContext
    /// The carousel row at an index path of the table, after its latest batch.
    var rowAt: (IndexPath) -> CarouselRow? = { _ in nil }
    private var carousels: [String: CollectionData<ScenarioMovie>] = [:]
    private var cells: [String: Cell] = [:]
    /// Carousels whose rows the table deleted, and not shown since.
    private var deleted: Set<String> = []
    /// The shelf (section) each carousel was last shown in, on a sectioned
    /// table.
    private var shelfOf: [String: String] = [:]
    /// The shelves a sectioned table holds now; none on a one-section table.
    var shelves: () -> [String] = { [] }

    /// The name the carousel screens give their table: the view whose rows
    /// the reload delegate takes over.
    static let tableName = "table"

    init(context: ReplayContext) {
        self.context = context
    }

    /// The carousel's data, created with its cell the first time the table
    /// shows its row (as `cellForRow` would).
    func prepare(_ row: CarouselRow, shelf: String?) {
        let previousShelf = shelfOf[row.id]
        if let shelf { shelfOf[row.id] = shelf }
        if let data = carousels[row.id] {
            let wasDeleted = deleted.remove(row.id) != nil
            let shelfWasDeleted = previousShelf.map { $0 != shelf && !shelves().contains($0) } ?? false
            if wasDeleted || shelfWasDeleted, data.items != row.items { data.update(row.items) }
            return
        }
        let data = CollectionData(row.items, scheduler: context.scheduler)
        data.calculationNotificationDelegate = context.observer(named: "carousel \(row.id)")
        let verifier = CarouselVerifier(carousel: row.id, cells: self)
        context.retained.append(verifier)
        data.reusableViewVerificationDelegate = verifier
        carousels[row.id] = data
        let dataSource = CollectionDataSource([data])
        let name = "cell \(row.id)"
        let view = context.makeView(named: name, style: .collection, dataSource: dataSource)
        cells[row.id] = Cell(name: name, view: view, dataSource: dataSource, carousel: row.id)
        data.view = context.presented(view)
    }

    /// Claims every row reload, as the sample app's carousel screens do:
    /// every row is a carousel, which animates its own change. (Asked before
    /// the table's first batch, so the row is looked up at the hand-off.)
    nonisolated func willHandleReload(at indexPathPair: IndexPathPair) -> Bool {
        true
    }

    /// Updates each claimed carousel's data; the table's update completes
    /// when every carousel has finished animating.
    nonisolated func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        let names = indexPaths.compactMap { rowAt($0)?.id }
        context.recorder.event(.handOff(rows: indexPaths, of: Self.tableName, to: names.map { "carousel \($0)" }), view: "reload delegate")
        for path in indexPaths {
            guard let row = rowAt(path), let data = carousels[row.id] else {
                indexPathCompletion(path)
                continue
            }
            data.update(row.items) { indexPathCompletion(path) }
        }
    }

    /// Records the carousel rows an update deleted.
    nonisolated func didDeleteItems(_ items: [CarouselRow]) {
        deleted.formUnion(items.map(\.id))
        context.recorder.event(.didDeleteItems(items.map(\.id)), view: "deletion delegate")
    }

    /// Whether the cell of `carousel` is `view`.
    func cell(of carousel: String, is view: any DeltaUpdatableView) -> Bool {
        cells[carousel].map { context.presented($0.view) } === view
    }

    /// The cell of `carousel` is reused for `showing`: it now shows that
    /// carousel's data; the cell `showing` had goes back to the reuse pool.
    func reuseCell(of carousel: String, for showing: String) -> String? {
        guard let cell = cells[carousel], let data = carousels[showing] else {
            return "reuseCell: carousel \(carousel) has no cell or \(showing) no data"
        }
        if let previous = cells[showing], previous !== cell { context.retire(previous.view) }
        cells[carousel] = nil
        cells[showing] = cell
        cell.carousel = showing
        cell.dataSource.replaceSections(with: [data])
        context.recorder.event(.nowShows("carousel \(showing)"), view: cell.name)
        data.view = context.presented(cell.view)
        return nil
    }
}

/// The reusable-view verification delegate of one carousel's data: the view
/// is valid while it is still that carousel's cell.
final class CarouselVerifier: CollectionDataReusableViewVerificationDelegate {
    let carousel: String
    unowned let cells: CarouselCells

    init(carousel: String, cells: CarouselCells) {
        self.carousel = carousel
        self.cells = cells
    }

    nonisolated func isDataSourceValid(for view: any DeltaUpdatableView) -> Bool {
        cells.cell(of: carousel, is: view)
    }
}
