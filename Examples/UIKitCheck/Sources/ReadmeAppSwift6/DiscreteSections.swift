#if os(Linux)
import LiveCollectionsUIKit
#else
import LiveCollections
#endif
import UIKit

// Scenario 3: A UICollectionView with multiple sections, each section has
// its own CollectionData (scenario 4 swaps in a UITableView)
@MainActor
final class DiscreteSectionsScreen: NSObject {
    let collectionView: UICollectionView
    private let dataList: [CollectionData<YourData>]

    init(collectionView: UICollectionView) {
        // you can also assign section later on if that better fits your class design
        dataList = [
             CollectionData<YourData>(section: 0),
             CollectionData<YourData>(section: 1),
             CollectionData<YourData>(section: 2)
        ]
        self.collectionView = collectionView
        super.init()

        // Optionally apply a synchronizer to multiple sections to have them
        // perform their animations in the same block when possible
        let synchronizer = CollectionDataSynchronizer(delay: .short)
        dataList.forEach { $0.synchronizer = synchronizer }
        collectionView.dataSource = self
        dataList.forEach { $0.view = collectionView }
    }

    func someMethodToUpdateYourData(_ data: [YourData], section: Int) {
        let collectionData = dataList[section]
        collectionData.update(data)
    }
}

extension DiscreteSectionsScreen: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        return dataList.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        let collectionData = dataList[section]
        return collectionData.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let collectionData = dataList[indexPath.section]
        _ = collectionData[indexPath.row]
        return collectionView.dequeueReusableCell(withReuseIdentifier: "movie", for: indexPath)
    }
}
