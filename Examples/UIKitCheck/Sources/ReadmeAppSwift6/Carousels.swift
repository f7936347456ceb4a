#if os(Linux)
import LiveCollectionsUIKit
#else
import LiveCollections
#endif
import UIKit

/// A row of the table of carousels: its identifier and movies.
struct CarouselRow: UniquelyIdentifiable, Equatable {
    typealias RawType = CarouselRow
    let identifier: Int
    let movies: [Movie]
    var uniqueID: Int { identifier }
}

// Scenario 7: A Table of Carousels
@MainActor
final class CarouselTableScreen: NSObject {
    let tableView: UITableView
    private let collectionData: CollectionData<CarouselRow>
    private let carouselDataSources: [SomeCarouselDataSource]

    init(_ data: [CarouselRow]) {
        collectionData = CollectionData(data)
        tableView = UITableView(frame: .zero, style: .plain)
        carouselDataSources = data.map { SomeCarouselDataSource($0.movies) }
        super.init()
        collectionData.reloadDelegate = self
        tableView.dataSource = self
        collectionData.view = tableView
    }

    func someMethodToUpdateYourData(_ data: [CarouselRow]) {
        collectionData.update(data)
    }

    // some function that fetches a carousel data source based on identifier
    private func _carouselDataSource(for identifier: Int) -> SomeCarouselDataSource {
        return carouselDataSources[identifier]
    }
}

extension CarouselTableScreen: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return collectionData.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // hook up SomeCarouselDataSource to the cell containing the collection view
        // ideally wrap this logic into a private func rather than exposing these variables
        let cell = CarouselTableViewCell(style: .default, reuseIdentifier: "carousel")
        let carouselRow = collectionData[indexPath.row]
        let carouselDataSource = _carouselDataSource(for: carouselRow.identifier)
        cell.collectionView.dataSource = carouselDataSource
        cell.collectionView.delegate = carouselDataSource
        carouselDataSource.collectionData.view = cell.collectionView
        return cell
    }
}

extension CarouselTableScreen: CollectionDataManualReloadDelegate {

    // IndexPathPair is a struct that contains both the source index path for the original data set
    // and the target index path of the updated data set. You may need to know one or both pieces
    // of information to determine if you want to handle the reload.

    func willHandleReload(at indexPathPair: IndexPathPair) -> Bool {
        return true
    }

    func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {

        indexPaths.forEach { indexPath in
            let carouselRow = collectionData[indexPath.item]
            let carouselDataSource = _carouselDataSource(for: carouselRow.identifier)

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

// A table view cell to contain the collection view
final class CarouselTableViewCell: UITableViewCell {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
}

// Carousel data source
final class SomeCarouselDataSource: NSObject, UICollectionViewDelegate {
    let collectionData: CollectionData<YourData>

    init(_ movies: [YourData]) {
        collectionData = CollectionData(movies)
        super.init()
        collectionData.validationDelegate = self
    }

    func someMethodToUpdateYourData(_ data: [YourData], completion: (() -> Void)?) {
        collectionData.update(data, completion: completion)
    }

    func update(with data: [YourData], completion: (() -> Void)?) {
        someMethodToUpdateYourData(data, completion: completion)
    }
}

extension SomeCarouselDataSource: CollectionDataReusableViewVerificationDelegate {
    func isDataSourceValid(for view: DeltaUpdatableView) -> Bool {
        guard let collectionView = view as? UICollectionView,
            collectionView.delegate === self,
            collectionView.dataSource === self else {
                return false
        }

        return true
    }
}

extension SomeCarouselDataSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard collectionView === collectionData.view else { return 0 }
        return collectionData.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "movie", for: indexPath)

        // NOTE: Very imporatant guard. Any time you need to fetch data from an index, first guard that it
        //       is the correct collection view. Dequeueing table view cells means that we can get into
        //       situations where views temporarily point to outdated data sources.
        guard collectionView === collectionData.view else {
            return cell
        }

        _ = collectionData[indexPath.item]
        return cell
    }
}

// Scenario 8: A Sectioned Table of Carousels: the same, with CollectionSectionData
struct CarouselSection: UniquelyIdentifiableSection, Equatable {
    let title: String
    let items: [CarouselRow]
    var uniqueID: String { title }
}

@MainActor
final class SectionedCarouselTableScreen: NSObject {
    let tableView: UITableView
    private let collectionData: CollectionSectionData<CarouselSection>

    init(_ data: [CarouselSection]) {
        collectionData = CollectionSectionData(data)
        tableView = UITableView(frame: .zero, style: .grouped)
        super.init()
        collectionData.view = tableView
    }
}
