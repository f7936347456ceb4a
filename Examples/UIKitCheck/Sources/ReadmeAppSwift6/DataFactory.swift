#if os(Linux)
import LiveCollectionsUIKit
#else
import LiveCollections
#endif
import UIKit

// Scenario 9: Using a Data Factory
protocol InTheatersStateInterface {
    func isMovieInTheaters(_ movie: Movie) -> Bool
}

final class InTheatersController: InTheatersStateInterface {
    func isMovieInTheaters(_ movie: Movie) -> Bool { movie.id.isMultiple(of: 2) }
}

struct DistributedMovie: Hashable {
    let movie: Movie
    let isInTheaters: Bool
}

extension DistributedMovie: UniquelyIdentifiable {
    var rawData: Movie { return movie }
    var uniqueID: UInt { return movie.uniqueID }
}

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

@MainActor
final class DataFactoryScreen: NSObject {
    let collectionView: UICollectionView
    private let collectionData: CollectionData<DistributedMovie>

    init(_ movies: [Movie]) {
        let factory = DistributedMovieFactory(inTheatersController: InTheatersController())
        collectionData = CollectionData(dataFactory: factory, rawData: movies)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        super.init()
        collectionView.dataSource = self
        collectionData.view = collectionView
    }

    func someMethodToUpdateYourData(_ movies: [Movie]) {
        collectionData.update(movies)
    }
}

extension DataFactoryScreen: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return collectionData.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "movie", for: indexPath)
        // note the different type being returned
        let distributedMovie = collectionData[indexPath.item]
        _ = distributedMovie.isInTheaters
        return cell
    }
}
