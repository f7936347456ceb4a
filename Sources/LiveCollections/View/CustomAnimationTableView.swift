import Foundation

/// The original library's stand-in table view for custom row animations
/// (`CustomAnimationStyleTableView` and its subclasses): every call goes to
/// the real table, with the animations of `animations`, except the frame,
/// which is empty, as the original's stand-in never takes the real table's
/// frame. A data object that checks its view's frame before animating
/// (every one does, as in the original) therefore reloads the table.
///
/// Held strongly by the data object that made it (a `CollectionData`'s
/// `view` is weak); it holds the real table weakly, as the original's does.
final class CustomAnimationTableView: BatchUpdatableView {
    private weak var target: (any BatchUpdatableView)?
    let animations: TableViewAnimationModel

    init(target: any BatchUpdatableView, animations: TableViewAnimationModel) {
        self.target = target
        self.animations = animations
    }

    /// Empty, as the original's stand-in.
    var frame: CGRect { .zero }
    var isVisibleOnScreen: Bool { target?.isVisibleOnScreen ?? false }
    var hasDataSource: Bool { target?.hasDataSource ?? false }
    var isTableView: Bool { true }
    var numberOfSections: Int { target?.numberOfSections ?? 0 }
    var batchAnimationDuration: TimeInterval { target?.batchAnimationDuration ?? 0.3 }

    func rowAnimations(forSection section: Int) -> TableViewAnimationModel { animations }

    func reloadData() { target?.reloadData() }

    /// Without the real table (it is gone), the updates run and the batch
    /// completes unfinished, as the original's stand-in does.
    func performAnimatedBatch(_ updates: () -> Void, completion: @escaping (Bool) -> Void) {
        guard let target else {
            updates()
            return completion(false)
        }
        target.performAnimatedBatch(updates, completion: completion)
    }

    func deleteItems(at indexPaths: [IndexPath], animation: RowAnimation) { target?.deleteItems(at: indexPaths, animation: animation) }
    func insertItems(at indexPaths: [IndexPath], animation: RowAnimation) { target?.insertItems(at: indexPaths, animation: animation) }
    func reloadItems(at indexPaths: [IndexPath], animation: RowAnimation) { target?.reloadItems(at: indexPaths, animation: animation) }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { target?.moveItem(at: indexPath, to: newIndexPath) }
    func deleteSections(_ sections: IndexSet, animation: RowAnimation) { target?.deleteSections(sections, animation: animation) }
    func insertSections(_ sections: IndexSet, animation: RowAnimation) { target?.insertSections(sections, animation: animation) }
    func reloadSections(_ sections: IndexSet, animation: RowAnimation) { target?.reloadSections(sections, animation: animation) }
    func moveSection(_ section: Int, toSection newSection: Int) { target?.moveSection(section, toSection: newSection) }

    func performLater(_ work: @escaping () -> Void) {
        guard let target else { return DispatchScheduler.shared.handOffToView(work) }
        target.performLater(work)
    }
}

extension CollectionData {
    /// The original library's way to give one table section custom row
    /// animations: the data's view becomes a stand-in for `tableView` that
    /// uses `rowAnimations` for rows, and the original's section defaults
    /// with `sectionReloadAnimation` for a reload of the section; the table
    /// is reloaded, as assigning ``view`` does.
    ///
    /// As in the original, the stand-in's frame is empty, so every update
    /// reloads the table instead of animating it (the original's
    /// `ItemDataCalculator` reloads a view whose frame is empty); the
    /// animations are used only by batches asked of ``view`` directly.
    public func setTableView(
        _ tableView: some BatchUpdatableView,
        rowAnimations: TableViewAnimationModel,
        sectionReloadAnimation: RowAnimation = .none
    ) {
        let proxy = CustomAnimationTableView(target: tableView, animations: TableViewAnimationModel(
            deleteAnimation: rowAnimations.deleteAnimation, insertAnimation: rowAnimations.insertAnimation,
            reloadAnimation: rowAnimations.reloadAnimation, reloadSectionAnimation: sectionReloadAnimation
        ))
        lock.withLock { tableProxy = proxy }
        ViewContexts.shared.record(tableView, scheduler: scheduler)
        view = proxy
    }

    /// The row animations of the stand-in table view that
    /// ``setTableView(_:rowAnimations:sectionReloadAnimation:)`` made, while
    /// it is the data's view; nil otherwise. For a capture, which writes
    /// them into the scenario.
    package var standInRowAnimations: TableViewAnimationModel? {
        lock.withLock {
            guard let proxy = tableProxy as? CustomAnimationTableView, storedView === proxy else { return nil }
            return proxy.animations
        }
    }
}

extension CollectionSectionData {
    /// Creates the data showing `sectionData` on a stand-in for `tableView`
    /// that uses `rowAnimations` for rows and the delete, insert and reload
    /// animations of `sectionAnimations` for sections, as the original
    /// library's initialiser of this name; the view is assigned, not
    /// reloaded.
    ///
    /// As in the original, the stand-in's frame is empty, so every update
    /// reloads the table instead of animating it.
    @inlinable
    public convenience init(
        tableView: some BatchUpdatableView,
        sectionData: [S] = [],
        rowAnimations: TableViewAnimationModel,
        sectionAnimations: TableViewAnimationModel,
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where S.RawType == S {
        self.init(sectionData, scheduler: scheduler)
        assignStandIn(for: tableView, rowAnimations: rowAnimations, sectionAnimations: sectionAnimations)
    }

    /// The same for sections whose item identifiers may repeat (numbered
    /// across all sections, ``NonUniqueSectionDatum``).
    @inlinable
    public convenience init<Base>(
        tableView: some BatchUpdatableView,
        sectionData: [Base] = [],
        rowAnimations: TableViewAnimationModel,
        sectionAnimations: TableViewAnimationModel,
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where S == NonUniqueSectionDatum<Base> {
        self.init(sectionData, scheduler: scheduler)
        assignStandIn(for: tableView, rowAnimations: rowAnimations, sectionAnimations: sectionAnimations)
    }

    /// Assigns, without a reload, the stand-in the table initialisers make.
    @usableFromInline
    func assignStandIn(for tableView: some BatchUpdatableView, rowAnimations: TableViewAnimationModel, sectionAnimations: TableViewAnimationModel) {
        let proxy = CustomAnimationTableView(target: tableView, animations: TableViewAnimationModel(
            deleteAnimation: rowAnimations.deleteAnimation, insertAnimation: rowAnimations.insertAnimation,
            reloadAnimation: rowAnimations.reloadAnimation,
            deleteSectionAnimation: sectionAnimations.deleteAnimation, insertSectionAnimation: sectionAnimations.insertAnimation,
            reloadSectionAnimation: sectionAnimations.reloadAnimation
        ))
        ViewContexts.shared.record(tableView, scheduler: scheduler)
        assignWithoutReload(proxy)
    }
}
