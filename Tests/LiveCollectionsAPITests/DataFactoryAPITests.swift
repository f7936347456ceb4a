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

/// Looks up whether a movie is in theaters (README scenario 9).
protocol InTheatersStateInterface {
    func isMovieInTheaters(_ movie: Movie) -> Bool
}

/// A plain, mutable, non-`Sendable` controller, as an app has.
final class InTheatersController: InTheatersStateInterface {
    var playing: Set<UInt> = []

    func isMovieInTheaters(_ movie: Movie) -> Bool {
        playing.contains(movie.id)
    }
}

/// A movie with its "in theaters" flag: a change of the flag is a reload.
struct DistributedMovie: Hashable {
    let movie: Movie
    let isInTheaters: Bool
}

extension DistributedMovie: UniquelyIdentifiable {
    var rawData: Movie { return movie }
    var uniqueID: UInt { return movie.uniqueID }
}

/// The README's factory shape: a struct holding a protocol-typed controller.
struct DistributedMovieFactory: UniquelyIdentifiableDataFactory {
    private let inTheatersController: InTheatersStateInterface

    init(inTheatersController: InTheatersStateInterface) {
        self.inTheatersController = inTheatersController
    }

    func buildUniquelyIdentifiableDatum(_ movie: Movie) -> DistributedMovie {
        let isInTheaters = inTheatersController.isMovieInTheaters(movie)
        return DistributedMovie(movie: movie, isInTheaters: isInTheaters)
    }
}

/// A screen whose data is built by the factory.
final class InTheatersScreen {
    let view = RecordingView(style: .collection)
    let collectionData: CollectionData<DistributedMovie>

    init(_ movies: [Movie], controller: InTheatersController) {
        let factory = DistributedMovieFactory(inTheatersController: controller)
        collectionData = CollectionData(dataFactory: factory, rawData: movies)
        view.dataSource = self
        collectionData.view = view
    }

    func show(_ movies: [Movie]) {
        collectionData.update(movies)
    }
}

extension InTheatersScreen: RecordingViewDataSource {
    func numberOfSections(in view: RecordingView) -> Int { 1 }

    func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int {
        return collectionData.count
    }

    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        let distributedMovie = collectionData[indexPath.item]
        return RecordingViewItem(id: "\(distributedMovie.uniqueID)", content: distributedMovie.isInTheaters ? "in theaters" : "-")
    }
}

@Suite("API: data factories")
struct DataFactoryAPITests {
    @Test func aFactoryWithANonSendableControllerDecidesWhatIsAReload() async {
        let controller = InTheatersController()
        controller.playing = [2]
        let screen = InTheatersScreen(movies([1, 2, 3]), controller: controller)
        #expect(screen.collectionData.items.map(\.isInTheaters) == [false, true, false])
        #expect(DistributedMovieFactory(inTheatersController: controller).buildQueue == nil, "no build queue by default")

        await settled(screen.collectionData)
        controller.playing = [3]
        screen.show(movies([1, 2, 3]))
        await settled(screen.collectionData)
        #expect(screen.collectionData.items.map(\.isInTheaters) == [false, false, true])
        #expect(screen.view.events.contains(.reloadItems([IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 0)], nil)))
        #expect(screen.collectionData[0].rawData == Movie(id: 1, title: "1"))
        expectShowsItsData(screen.view)
    }

    @Test func aFactorysDataIsEmptyByDefault() {
        let controller = InTheatersController()
        controller.playing = [1]
        let data = CollectionData(dataFactory: DistributedMovieFactory(inTheatersController: controller), section: 1)
        #expect(data.isEmpty && data.section == 1)
        data.update(movies([1, 2]))
        #expect(data.items.map(\.isInTheaters) == [true, false], "without a view the data is built and shown at once")
    }
}
