import LiveCollectionsCapture
import LiveCollectionsRecording
import LiveCollectionsRunner
import LiveCollectionsScenarios
import LiveCollectionsStore
import LiveCollectionsTesting
import LiveCollectionsUIKit
@testable import ReadmeApp
import Testing

/// An app's test target that imports the app (whose model is the original
/// README's `Movie` and `MovieSection`) and the package's products: the
/// app's names stay unambiguous. (Before the tool's scenario model was
/// prefixed, `Movie` here was `'Movie' is ambiguous for type lookup`.)
/// `LiveCollectionsSnapshotTesting` declares no type of its own, only
/// strategies on swift-snapshot-testing's `Snapshotting`.
@Suite struct AppModelNamesTests {
    @Test func theAppsMovieIsTheOneTheTestsName() {
        let movies: [Movie] = [Movie(id: 1, title: "Alien"), Movie(id: 2, title: "Brazil")]
        let section = MovieSection(sectionIdentifier: "new", movies: movies)
        let data = CollectionData<Movie>(movies)
        #expect(data.count == 2)
        #expect(section.items.map(\.uniqueID) == [1, 2])
        let view = RecordingView(style: .table)
        #expect(view.style == .table)
    }
}
