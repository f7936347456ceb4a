import Foundation
import LiveCollections
import LiveCollectionsTesting

/// A table whose rows are carousels (`carousels`).
final class CarouselTableScreen: ReplayScreen {
    private let context: ReplayContext
    private let table: CollectionData<CarouselRow>
    private let cells: CarouselCells

    init(context: ReplayContext, initial: [ScenarioGroup<Int>]) {
        self.context = context
        cells = CarouselCells(context: context)
        table = CollectionData(Self.rows(initial, context: context), scheduler: context.scheduler)
        context.configure(table, name: "table data")
        table.reloadDelegate = cells
        table.setDeletionNotificationDelegate(cells)
        let table = self.table
        let cells = self.cells
        cells.rowAt = { path in table.items.indices.contains(path.itemIndex) ? table[path.itemIndex] : nil }
        let dataSource = CarouselTableDataSource(
            sectionCount: { 1 },
            rowCount: { _ in table.count },
            row: { path in table[path.itemIndex] },
            prepare: { row, _ in cells.prepare(row, shelf: nil) }
        )
        table.view = context.presented(context.makeView(named: CarouselCells.tableName, style: .table, dataSource: dataSource))
    }

    static func rows(_ groups: [ScenarioGroup<Int>], context: ReplayContext) -> [CarouselRow] {
        groups.map { CarouselRow(id: $0.id, content: $0.content, items: context.movies($0.items)) }
    }

    func perform(_ action: ScenarioStepAction) -> String? {
        switch action {
        case .update(.carousels(let groups)):
            table.update(Self.rows(groups, context: context))
        case .append(.carousels(let groups)):
            table.append(Self.rows(groups, context: context))
        case .reuseCell(let carousel, let showing):
            return cells.reuseCell(of: carousel, for: showing)
        default:
            return "\(action) does not apply to a carousels scenario"
        }
        return nil
    }
}

/// A sectioned table whose rows are carousels (`sectionedCarousels`).
final class SectionedCarouselScreen: ReplayScreen {
    private let context: ReplayContext
    private let data: CollectionSectionData<CarouselShelf>
    private let cells: CarouselCells

    init(context: ReplayContext, initial: [ScenarioGroup<ScenarioGroup<Int>>]) {
        self.context = context
        cells = CarouselCells(context: context)
        data = CollectionSectionData(Self.shelves(initial, context: context), scheduler: context.scheduler)
        context.configure(data, name: "section data")
        data.reloadDelegate = cells
        data.setDeletionNotificationDelegate(cells)
        let data = self.data
        let cells = self.cells
        cells.rowAt = { path in
            path.sectionIndex < data.sectionCount && path.itemIndex < data.rowCount(forSection: path.sectionIndex) ? data[path] : nil
        }
        cells.shelves = { data.sections.map(\.id) }
        let dataSource = CarouselTableDataSource(
            sectionCount: { data.sectionCount },
            rowCount: { data.rowCount(forSection: $0) },
            row: { data[$0] },
            prepare: { row, section in cells.prepare(row, shelf: data[section].id) }
        )
        data.view = context.presented(context.makeView(named: CarouselCells.tableName, style: .table, dataSource: dataSource))
    }

    static func shelves(_ groups: [ScenarioGroup<ScenarioGroup<Int>>], context: ReplayContext) -> [CarouselShelf] {
        groups.map { CarouselShelf(id: $0.id, content: $0.content, items: CarouselTableScreen.rows($0.items, context: context)) }
    }

    func perform(_ action: ScenarioStepAction) -> String? {
        switch action {
        case .update(.carouselShelves(let groups)):
            data.update(Self.shelves(groups, context: context))
        case .append(.carouselShelves(let groups)):
            data.append(Self.shelves(groups, context: context))
        case .reuseCell(let carousel, let showing):
            return cells.reuseCell(of: carousel, for: showing)
        default:
            return "\(action) does not apply to a sectionedCarousels scenario"
        }
        return nil
    }
}

/// The table's data source: each row is a carousel, whose cell is prepared
/// (its carousel data and collection view created) when the table asks for it.
final class CarouselTableDataSource: RecordingViewDataSource {
    private let sectionCount: () -> Int
    private let rowCount: (Int) -> Int
    private let row: (IndexPath) -> CarouselRow
    /// Prepares a row's cell, told the section it is read in.
    private let prepare: (CarouselRow, _ section: Int) -> Void

    init(
        sectionCount: @escaping () -> Int,
        rowCount: @escaping (Int) -> Int,
        row: @escaping (IndexPath) -> CarouselRow,
        prepare: @escaping (CarouselRow, _ section: Int) -> Void
    ) {
        self.sectionCount = sectionCount
        self.rowCount = rowCount
        self.row = row
        self.prepare = prepare
    }

    func numberOfSections(in view: RecordingView) -> Int { sectionCount() }

    func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int { rowCount(section) }

    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        let row = row(indexPath)
        prepare(row, indexPath.sectionIndex)
        return RecordingViewItem(row)
    }
}
