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

/// A screen with one section (README scenarios 1 and 2): the data object is
/// created from the first data set, the view assigned, later data sets sent
/// with `update(_:)`; the data source reads `count` and the subscript.
final class MovieListScreen {
    let view: RecordingView
    let collectionData: CollectionData<Movie>

    init(_ data: [Movie], style: RecordingViewStyle) {
        collectionData = CollectionData(data)
        view = RecordingView(style: style)
        view.dataSource = self
        collectionData.view = view
    }

    func show(_ data: [Movie]) {
        collectionData.update(data)
    }
}

extension MovieListScreen: RecordingViewDataSource {
    func numberOfSections(in view: RecordingView) -> Int { 1 }

    func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int {
        return collectionData.count
    }

    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        RecordingViewItem(collectionData[indexPath.item])
    }
}

/// A screen over values whose identifiers repeat (README scenario 10).
final class ShowingListScreen {
    let view = RecordingView(style: .collection)
    let collectionData: NonUniqueCollectionData<Showing>

    init(_ data: [Showing]) {
        collectionData = CollectionData(data)
        view.dataSource = self
        collectionData.view = view
    }
}

extension ShowingListScreen: RecordingViewDataSource {
    func numberOfSections(in view: RecordingView) -> Int { 1 }

    func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int {
        collectionData.count
    }

    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        let showing = collectionData[indexPath.item].rawData
        return RecordingViewItem(id: "\(collectionData[indexPath.item].uniqueID)", content: "\(showing.title)@\(showing.screen)")
    }
}

@Suite("API: one section")
struct SingleSectionAPITests {
    @Test(arguments: [RecordingViewStyle.collection, .table])
    func updateAnimatesTheAssignedViewToTheNewData(style: RecordingViewStyle) async {
        let screen = MovieListScreen(movies([1, 2, 3, 4]), style: style)
        screen.show(movies([4, 2, 5]) + movies([1], suffix: " (restored)"))
        await settled(screen.collectionData)
        #expect(shownIDs(screen.view) == [["4", "2", "5", "1"]])
        #expect(screen.view.events.contains(.beginBatch), "the change was animated, not reloaded")
        expectShowsItsData(screen.view)
    }

    @Test func nonUniqueDataAnimatesByOccurrence() async {
        let alien = Showing(title: "Alien", screen: 1)
        let brazil = Showing(title: "Brazil", screen: 2)
        let screen = ShowingListScreen([alien, brazil, alien])
        screen.collectionData.update([brazil, alien, alien, brazil])
        await settled(screen.collectionData)
        #expect(screen.collectionData.items.map(\.rawData.title) == ["Brazil", "Alien", "Alien", "Brazil"])
        expectShowsItsData(screen.view)
    }

    @Test func theDataIsEmptyByDefault() {
        let data = CollectionData<Movie>()
        #expect(data.isEmpty && data.count == 0 && data.section == 0)
        let second = CollectionData<Movie>(section: 1)
        #expect(second.isEmpty && second.section == 1)
        second.section = 2
        #expect(second.section == 2, "the section can be assigned later")
        #expect(NonUniqueCollectionData<Showing>().isEmpty)
    }

    /// README scenario 12: no view assigned; calculate the delta, then
    /// animate it when the time is right, the data swapped inside.
    @Test func manualTimingCalculatesThenAnimatesWithTheDataSwappedInside() {
        let screen = MovieListScreen(movies([1, 2, 3]), style: .collection)
        screen.collectionData.view = nil
        let data = movies([3, 1, 4])
        let delta = screen.collectionData.calculateDelta(data)
        #expect(delta.deletions == [1] && delta.insertions == [2])
        #expect(screen.collectionData.items == movies([1, 2, 3]), "calculating changes nothing")
        let updateData = {
            screen.collectionData.update(data)
        }
        screen.view.performAnimations(section: screen.collectionData.section, delta: delta, updateData: updateData)
        #expect(shownIDs(screen.view) == [["3", "1", "4"]])
        expectShowsItsData(screen.view)
    }

    @Test func appendAnimatesInsertionsAtTheEnd() async {
        let screen = MovieListScreen(movies([1, 2]), style: .table)
        let delta = screen.collectionData.calculateAppendDelta(movies([3, 4]))
        #expect(delta.insertions == [2, 3])
        screen.collectionData.append(movies([3, 4]))
        await settled(screen.collectionData)
        #expect(shownIDs(screen.view) == [["1", "2", "3", "4"]])
        expectShowsItsData(screen.view)
    }
}
