import Foundation
import LiveCollections
@testable import LiveCollectionsTesting
import Testing

/// A view over an identity data source checks a batch against identities
/// and asks only for the cells it shows anew, and ends every batch exactly
/// as a view over the same data read whole: same events, same rejections
/// and messages, same cells and texts.
@Suite("Identity data sources (seeded)")
struct IdentityDataSourceTests {
    /// Sections of cells, counting the cells it is asked for.
    private class CountingSource: RecordingViewDataSource {
        var sections: [[RecordingViewItem]]
        var cellsAsked = 0

        init(_ sections: [[RecordingViewItem]]) { self.sections = sections }

        func numberOfSections(in view: RecordingView) -> Int { sections.count }
        func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
            cellsAsked += 1
            return sections[indexPath.checkedSectionIndex][indexPath.checkedItemIndex]
        }
        func recordingView(_ view: RecordingView, itemsInSection section: Int) -> [RecordingViewItem] {
            sections[section].indices.map { recordingView(view, itemAt: IndexPath(itemIndex: $0, sectionIndex: section)) }
        }
    }

    /// The same, listing identities, and counting the sections it is asked for.
    private final class CountingIdentitySource: CountingSource, RecordingViewIdentityDataSource {
        var sectionsAsked = 0

        override func recordingView(_ view: RecordingView, itemsInSection section: Int) -> [RecordingViewItem] {
            sectionsAsked += 1
            return sections[section]
        }
        func recordingView(_ view: RecordingView, identitiesInSection section: Int) -> [String] {
            sections[section].map(\.id)
        }
    }

    private static func cells(_ items: [Cell]) -> [RecordingViewItem] {
        items.map { RecordingViewItem(id: "\($0.id)", content: "\($0.id)v\($0.version)") }
    }

    @Test func batchesEndAsOverTheDataReadWhole() {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var random = generator
        var (applied, rejected, reloaded) = (0, 0, 0)
        for round in 0..<600 {
            let style: RecordingViewStyle = round.isMultiple(of: 2) ? .table : .collection
            let source = (0..<Int.random(in: 0...30, using: &random)).map { Cell(id: $0, version: 0) }
            // Kept cells, some changed (reloaded), and inserted ones.
            var target = source.filter { _ in Int.random(in: 0..<4, using: &random) > 0 }.map {
                Cell(id: $0.id, version: Int.random(in: 0..<5, using: &random) == 0 ? 1 : 0)
            }
            for id in 100..<(100 + Int.random(in: 0...5, using: &random)) {
                target.insert(Cell(id: id, version: 0), at: Int.random(in: 0...target.count, using: &random))
            }
            if target.count > 4, Bool.random(using: &random) { target[0..<4].shuffle(using: &random) }
            // Now and then a delta for other data: the batch is rejected.
            let deltaTarget = round % 7 == 0 ? target.shuffled(using: &random).dropLast(Int.random(in: 0...1, using: &random)) : target[...]
            let delta = IndexDelta(from: source, to: Array(deltaTarget))

            let whole = SectionedArrayDataSource(sections: [Self.cells(source)])
            let identities = CountingIdentitySource([Self.cells(source)])
            let views = [RecordingView(style: style, dataSource: whole), RecordingView(style: style, dataSource: identities)]
            for view in views { view.reloadData() }
            identities.cellsAsked = 0
            identities.sectionsAsked = 0
            views[0].performAnimations(section: 0, delta: delta) { whole.sections = [Self.cells(target)] }
            views[1].performAnimations(section: 0, delta: delta) { identities.sections = [Self.cells(target)] }

            let context = "seed \(generator.seed), round \(round): \(source) -> \(target), delta \(delta)"
            #expect(views[1].events == views[0].events, "\(context)")
            #expect(views[1].rejections == views[0].rejections, "\(context)")
            #expect(views[1].displayedSections == views[0].displayedSections, "\(context)")
            #expect(views[1].displayedTexts == views[0].displayedTexts, "\(context)")
            if views[0].rejections.isEmpty, views[0].fallbackCount == 0 {
                applied += 1
                if !delta.reloads.isEmpty { reloaded += 1 }
                // Asked for the inserted and reloaded cells alone.
                #expect(identities.cellsAsked == delta.insertions.count + delta.reloads.count, "\(context)")
                #expect(identities.sectionsAsked == 0, "\(context)")
            } else if !views[0].rejections.isEmpty {
                rejected += 1
            }
        }
        #expect(applied > 300 && rejected > 20 && reloaded > 100,
                "seed \(generator.seed): \(applied) applied, \(rejected) rejected, \(reloaded) with reloads")
    }

    /// A cell swapped for another item without an operation: rejected by
    /// identity, the message naming the data source's cell (read only then).
    @Test(arguments: [RecordingViewStyle.table, .collection])
    func aSwappedCellIsRejectedWithTheCellTheDataSourceHolds(style: RecordingViewStyle) {
        let identities = CountingIdentitySource([Self.cells([Cell(id: 1, version: 0), Cell(id: 2, version: 0)])])
        let view = RecordingView(style: style, dataSource: identities)
        view.reloadData()
        identities.cellsAsked = 0
        #expect(throws: BatchUpdateError.self) {
            try view.performBatchUpdates { identities.sections = [Self.cells([Cell(id: 1, version: 0), Cell(id: 3, version: 7)])] }
        }
        #expect(view.rejections.map(\.message) == [
            "after the batch the view would display 2(2v0) at index path ([0, 1]) but the data source holds 3(3v7)",
        ])
        #expect(identities.cellsAsked == 1)
        #expect(view.displayedTexts == [["1(1v0)", "2(2v0)"]])
    }

    /// Any other data source is read whole once when a batch ends, also when
    /// the table falls back to reloading (a data source may prepare a cell
    /// when asked for it, as the carousel table does).
    @Test func anotherDataSourceIsReadOnceAlsoWhenTheTableFallsBackToReloading() throws {
        let source = CountingSource([Self.cells([Cell(id: 1, version: 0), Cell(id: 2, version: 0)]), Self.cells([Cell(id: 3, version: 0)])])
        let view = RecordingView(style: .table, dataSource: source, uikitRelease: .iOS16_3)
        view.reloadData()
        source.cellsAsked = 0
        try view.performBatchUpdates {
            source.sections = [Self.cells([Cell(id: 2, version: 0), Cell(id: 3, version: 0)])]
            view.deleteSections(IndexSet(integer: 0))
            view.moveItem(at: IndexPath(itemIndex: 1, sectionIndex: 0), to: IndexPath(itemIndex: 0, sectionIndex: 0))
        }
        #expect(view.fallbackCount == 1)
        #expect(source.cellsAsked == 2)
        #expect(view.displayedTexts == [["2(2v0)", "3(3v0)"]])
    }

    private struct Cell: UniquelyIdentifiable, Equatable {
        let id: Int
        let version: Int
        var uniqueID: Int { id }
    }
}

/// A `CollectionDataSource` writes a section's identities once per
/// snapshot of its items, and always those of the items it holds now.
@Suite struct CollectionDataSourceIdentityTests {
    struct Film: UniquelyIdentifiable, CustomStringConvertible {
        typealias RawType = Film
        let id: Int
        var title: String
        var uniqueID: Int { id }
        var description: String { title }
    }

    @Test func identitiesAndItemsFollowEveryUpdate() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionData<Film>([Film(id: 1, title: "Alien"), Film(id: 2, title: "Brazil")], scheduler: scheduler)
        let source = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        view.reloadData()
        let updates: [[Film]] = [
            [Film(id: 2, title: "Brazil"), Film(id: 3, title: "Heat")],
            [Film(id: 2, title: "Brazil 2"), Film(id: 3, title: "Heat")],
            [],
            [Film(id: 4, title: "Ran")],
        ]
        for films in updates {
            data.update(films)
            scheduler.run()
            let ids = films.map { "\($0.id)" }
            // Asked in both orders, and twice: always the items held now.
            #expect(source.recordingView(view, identitiesInSection: 0) == ids)
            #expect(source.recordingView(view, itemsInSection: 0) == films.map(RecordingViewItem.init))
            #expect(source.recordingView(view, identitiesInSection: 0) == ids)
        }
    }
}
