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

/// A screen whose sections come from one data object (README scenarios 5
/// and 6): `sectionCount`, `rowCount(forSection:)` and the index path
/// subscript feed the data source.
final class MovieSectionsScreen {
    let view: RecordingView
    let collectionData: CollectionSectionData<MovieSection>

    init(_ data: [MovieSection], style: RecordingViewStyle) {
        collectionData = CollectionSectionData(data)
        view = RecordingView(style: style)
        view.dataSource = self
        collectionData.view = view
    }

    func show(_ data: [MovieSection]) {
        collectionData.update(data)
    }
}

extension MovieSectionsScreen: RecordingViewDataSource {
    func numberOfSections(in view: RecordingView) -> Int {
        return collectionData.sectionCount
    }

    func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int {
        return collectionData.rowCount(forSection: section)
    }

    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        RecordingViewItem(collectionData[indexPath])
    }
}

/// A section of showings whose titles may repeat (README scenario 11): a
/// `UniquelyIdentifiableSection` whose items are also
/// `NonUniquelyIdentifiable`, as in the original library.
struct ShowingSection: Equatable {
    let day: String
    let showings: [ScreenedMovie]
}

extension ShowingSection: UniquelyIdentifiableSection {
    typealias RawType = ShowingSection
    var uniqueID: String { day }
    var items: [ScreenedMovie] { showings }
}

/// A movie on a screen: the same movie may be on several screens.
struct ScreenedMovie: Equatable, UniquelyIdentifiable, NonUniquelyIdentifiable {
    typealias RawType = ScreenedMovie
    let movie: Movie
    var uniqueID: UInt { movie.id }
    var nonUniqueID: UInt { movie.id }
}

/// A screen over non-unique sections, created with the view.
final class ShowingSectionsScreen {
    let view = RecordingView(style: .collection)
    let collectionData: NonUniqueCollectionSectionData<ShowingSection>

    init(_ data: [ShowingSection]) {
        collectionData = CollectionSectionData(view: view, sectionData: data)
        view.dataSource = self
        view.reloadData()
    }
}

extension ShowingSectionsScreen: RecordingViewDataSource {
    func numberOfSections(in view: RecordingView) -> Int { collectionData.sectionCount }

    func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int {
        collectionData.itemCount(forSection: section)
    }

    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        let item = collectionData[indexPath.section, indexPath.item]
        return RecordingViewItem(id: "\(item.uniqueID)", content: item.rawData.movie.title)
    }
}

/// Collects the items each update deletes.
final class DeletedMovies: CollectionDataDeletionNotificationDelegate {
    private let recorded = Recorded([[Movie]]())
    var deleted: [[Movie]] { recorded.value }
    nonisolated func didDeleteItems(_ items: [Movie]) { recorded.change { $0.append(items) } }
}

func section(_ name: String, _ ids: [UInt]) -> MovieSection {
    MovieSection(sectionIdentifier: name, movies: movies(ids))
}

@Suite("API: sectioned data")
struct SectionedDataAPITests {
    @Test(arguments: [RecordingViewStyle.collection, .table])
    func updateMovesItemsBetweenSections(style: RecordingViewStyle) async {
        let screen = MovieSectionsScreen([section("new", [1, 2]), section("top", [3, 4])], style: style)
        let deletions = DeletedMovies()
        screen.collectionData.setDeletionNotificationDelegate(deletions)
        screen.show([section("top", [4, 1]), section("new", [2, 5])])
        await settled(screen.collectionData)
        #expect(shownIDs(screen.view) == [["4", "1"], ["2", "5"]])
        #expect(deletions.deleted == [movies([3])])
        expectShowsItsData(screen.view)
    }

    /// A delegate written for the original answers
    /// `preferredSectionAnimationStyle(for: IndexDelta)`; it is asked with
    /// the section changes and obeyed.
    @Test func aDelegateAnsweringTheOriginalsSectionQuestionIsHeard() async {
        final class OriginalStyleDelegate: CollectionSectionDataAnimationDelegate, @unchecked Sendable {
            var asked: [IndexDelta] = []
            nonisolated func preferredSectionAnimationStyle(for sectionDelta: IndexDelta) -> AnimationStyle {
                asked.append(sectionDelta)
                return .reloadData
            }
        }
        let screen = MovieSectionsScreen([section("new", [1]), section("top", [2])], style: .table)
        let delegate = OriginalStyleDelegate()
        screen.collectionData.animationDelegate = delegate
        screen.view.reloadData()
        screen.view.clearEvents()
        screen.show([section("top", [2]), section("soon", [3])])
        await settled(screen.collectionData)
        #expect(delegate.asked == [IndexDelta(deletions: [0], insertions: [1])])
        #expect(screen.view.events.first == .reloadData, "the section stage reloads, as the delegate chose")
        expectShowsItsData(screen.view)
    }

    @Test func theDataSourceAccessors() {
        let data = CollectionSectionData<MovieSection>()
        #expect(data.isEmpty && data.count == 0 && data.sectionCount == 0)
        data.update([section("new", [1, 2]), section("empty", []), section("top", [3])])
        #expect(!data.isEmpty)
        #expect(data.count == 3, "items in all sections")
        #expect(data.sectionCount == 2, "sections without items are dropped")
        #expect(data[1].uniqueID == "top")
        #expect(data[0, 1] == Movie(id: 2, title: "2"))
        #expect(data[IndexPath(item: 0, section: 1)].id == 3)
        #expect(data.itemCount(forSection: 0) == 2 && data.rowCount(forSection: 1) == 1)
    }

    @Test func nonUniqueSectionsAreCreatedWithTheirView() async {
        let alien = ScreenedMovie(movie: Movie(id: 1, title: "Alien"))
        let brazil = ScreenedMovie(movie: Movie(id: 2, title: "Brazil"))
        let screen = ShowingSectionsScreen([ShowingSection(day: "fri", showings: [alien, brazil, alien])])
        #expect(screen.collectionData.view === screen.view)
        screen.collectionData.update([
            ShowingSection(day: "fri", showings: [alien]),
            ShowingSection(day: "sat", showings: [brazil, alien, brazil]),
        ])
        await settled(screen.collectionData)
        #expect(screen.collectionData[1].rawData.day == "sat")
        #expect(screen.collectionData[1, 2].rawData == brazil)
        #expect(screen.view.numberOfSections == 2 && screen.view.numberOfItems(inSection: 1) == 3)
        expectShowsItsData(screen.view)
    }
}
