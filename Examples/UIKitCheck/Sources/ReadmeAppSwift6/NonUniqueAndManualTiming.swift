#if os(Linux)
import LiveCollectionsUIKit
#else
import LiveCollections
#endif
import UIKit

// Scenario 10: Non-unique data in a single section
@MainActor
final class NonUniqueScreen: NSObject {
    let collectionView: UICollectionView
    private let collectionData: NonUniqueCollectionData<Tag>

    init(_ data: [Tag]) {
        collectionData = CollectionData(data)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        super.init()
        collectionView.dataSource = self
        collectionData.view = collectionView
    }

    func someMethodToUpdateYourData(_ data: [Tag]) {
        collectionData.update(data)
    }
}

extension NonUniqueScreen: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return collectionData.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
        // note that your data is wrapped in a unique type, it must be fetched with rawData
        let tag = collectionData[indexPath.item].rawData
        _ = tag.name
        return cell
    }
}

// Scenario 11: Non-unique data in multiple sections
@MainActor
final class NonUniqueSectionsScreen: NSObject {
    let collectionView: UICollectionView
    private let collectionData: NonUniqueCollectionSectionData<TagSection>

    init(_ data: [TagSection]) {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView = view
        collectionData = CollectionSectionData(view: view, sectionData: data)
        super.init()
    }

    func someMethodToUpdateYourData(_ data: [TagSection]) {
        collectionData.update(data)
    }
}

// Scenario 12: Manual timing of the animation
@MainActor
final class ManualTimingScreen: NSObject {
    let collectionView: UICollectionView
    private let collectionData: CollectionData<YourData>

    init(_ data: [YourData]) {
        collectionData = CollectionData(data)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        super.init()
    }

    func someMethodToUpdateYourData(_ data: [YourData]) {
        let delta = collectionData.calculateDelta(data)

        // perform any analysis or analytics on the delta

        let updateData = {
            self.collectionData.update(data)
        }

        // when the time is right, call...
        collectionView.performAnimations(section: collectionData.section, delta: delta, updateData: updateData)
    }
}
