#if os(Linux)
import LiveCollectionsUIKit
#else
import LiveCollections
#endif
import UIKit

// Scenario 5: A UICollectionView with multiple sections and a singular data
// source (scenario 6 swaps in a UITableView, below)
@MainActor
final class SectionedCollectionScreen: NSObject {
    let collectionView: UICollectionView

    private let collectionData: CollectionSectionData<YourSectionData>

    init(_ data: [YourSectionData]) {
        collectionData = CollectionSectionData(data)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        super.init()
        collectionView.dataSource = self
        collectionData.view = collectionView
    }

    func someMethodToUpdateYourData(_ data: [YourSectionData]) {
        collectionData.update(data)
    }
}

extension SectionedCollectionScreen: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        return collectionData.sectionCount
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return collectionData.rowCount(forSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        _ = collectionData[indexPath]
        return collectionView.dequeueReusableCell(withReuseIdentifier: "movie", for: indexPath)
    }
}

// Scenario 6: A UITableView with multiple sections and a singular data source
@MainActor
final class SectionedTableScreen: NSObject {
    let tableView: UITableView
    private let collectionData: CollectionSectionData<YourSectionData>

    init(_ data: [YourSectionData]) {
        collectionData = CollectionSectionData(data)
        tableView = UITableView(frame: .zero, style: .grouped)
        super.init()
        tableView.dataSource = self
        collectionData.view = tableView
    }

    func someMethodToUpdateYourData(_ data: [YourSectionData]) {
        collectionData.update(data)
    }
}

extension SectionedTableScreen: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int {
        return collectionData.sectionCount
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return collectionData.rowCount(forSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        _ = collectionData[indexPath]
        return tableView.dequeueReusableCell(withIdentifier: "movie", for: indexPath)
    }
}
