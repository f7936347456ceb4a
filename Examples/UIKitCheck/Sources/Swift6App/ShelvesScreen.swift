#if os(Linux)
import LiveCollectionsUIKit
#else
import LiveCollections
#endif
import UIKit

// A screen as a Swift 6 app writes one: a main-actor controller that is the
// delegate of its data objects, a table subclass naming its animations, a
// carousel data source guarding its reused collection view, and a custom
// view the library animates. Compiled in plain Swift 6 mode (target
// Swift6App) and with Xcode's new-project settings (target
// Swift6AppMainActorDefault: the main actor by default, isolated
// conformances inferred), each with warnings as errors. Every conformance
// is written as an app writes it: the delegates' requirements are
// main-actor isolated, as the controller's methods are.

/// The screen's controller (a `UIViewController` in an app; the stand-in
/// has none, so a main-actor object as a view controller is one).
@MainActor
final class ShelvesController: NSObject {
    let tableView: ShelvesTableView
    let collectionData: CollectionData<Int>
    private(set) var deletedShelves: [Int] = []
    private(set) var decisions: [AnimationDecision] = []
    private(set) var phases: [CollectionDataAnimationState] = []
    var preferredStyle: AnimationStyle = .preciseAnimations

    init(_ shelves: [Int], tableView: ShelvesTableView, scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared) {
        self.tableView = tableView
        collectionData = CollectionData(shelves, scheduler: scheduler)
        super.init()
        tableView.dataSource = self
        collectionData.animationDelegate = self
        collectionData.calculationDelegate = self
        collectionData.reloadDelegate = self
        collectionData.setDeletionNotificationDelegate(self)
        collectionData.view = tableView
    }

    func show(_ shelves: [Int]) {
        collectionData.update(shelves)
    }
}

extension ShelvesController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        collectionData.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "shelf", for: indexPath)
    }
}

extension ShelvesController: CollectionDataAnimationDelegate {
    func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle { preferredStyle }

    func animateAlongsideUpdate(for state: CollectionDataAnimationState) {
        phases.append(state)
    }
}

extension ShelvesController: CollectionDataCalculationNotificationDelegate {
    func collectionDataDidChooseAnimation(_ decision: AnimationDecision) {
        decisions.append(decision)
    }
}

extension ShelvesController: CollectionDataManualReloadDelegate {
    func willHandleReload(at indexPathPair: IndexPathPair) -> Bool { false }

    func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        indexPaths.forEach(indexPathCompletion)
    }
}

extension ShelvesController: CollectionDataDeletionNotificationDelegate {
    func didDeleteItems(_ items: [Int]) {
        deletedShelves += items
    }
}

/// A table that names its own animations, in UIKit's type.
final class ShelvesTableView: UITableView, TableViewRowAnimationProviding, TableViewSectionAnimationProviding {
    func deleteRowAnimation(for section: Int) -> UITableView.RowAnimation? { .left }
    func insertRowAnimation(for section: Int) -> UITableView.RowAnimation? { .right }
    func reloadRowAnimation(for section: Int) -> UITableView.RowAnimation? { nil }
    func deleteSectionAnimation(for section: Int) -> UITableView.RowAnimation? { .top }
    func insertSectionAnimation(for section: Int) -> UITableView.RowAnimation? { nil }
    func reloadSectionAnimation(for section: Int) -> UITableView.RowAnimation? { nil }
}

/// The data source of a carousel in a reused cell, as the original README's.
final class ShelfCarouselDataSource: NSObject, UICollectionViewDataSource {
    let collectionData: CollectionData<Int>

    init(_ items: [Int], scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared) {
        collectionData = CollectionData(items, scheduler: scheduler)
        super.init()
        collectionData.validationDelegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard collectionView === collectionData.view else { return 0 }
        return collectionData.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
}

extension ShelfCarouselDataSource: CollectionDataReusableViewVerificationDelegate {
    func isDataSourceValid(for view: any DeltaUpdatableView) -> Bool {
        guard let collectionView = view as? UICollectionView else { return false }
        return collectionView.dataSource === self
    }
}
