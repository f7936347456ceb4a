#if os(Linux)
import LiveCollectionsUIKit
#else
import LiveCollections
#endif
import UIKit

// Scenario 1: A UICollectionView with one section
@MainActor
final class SingleSectionCollectionScreen: NSObject {
    let collectionView: UICollectionView
    private let collectionData: CollectionData<YourData>

    init(_ data: [YourData]) {
        collectionData = CollectionData(data)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        super.init()
        collectionView.dataSource = self
        collectionData.view = collectionView
    }

    func someMethodToUpdateYourData(_ data: [YourData]) {
        collectionData.update(data)
    }
}

extension SingleSectionCollectionScreen: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return collectionData.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "movie", for: indexPath)
        _ = collectionData[indexPath.item]
        return cell
    }
}

// Scenario 2: A UITableView with one section ("the same as scenario 1 but
// swap in UITableView")
@MainActor
final class SingleSectionTableScreen: NSObject {
    let tableView: UITableView
    private let collectionData: CollectionData<YourData>

    init(_ data: [YourData]) {
        collectionData = CollectionData(data)
        tableView = UITableView(frame: .zero, style: .plain)
        super.init()
        tableView.dataSource = self
        collectionData.view = tableView
    }

    func someMethodToUpdateYourData(_ data: [YourData]) {
        collectionData.update(data)
    }
}

extension SingleSectionTableScreen: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return collectionData.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "movie", for: indexPath)
        _ = collectionData[indexPath.row]
        return cell
    }
}
