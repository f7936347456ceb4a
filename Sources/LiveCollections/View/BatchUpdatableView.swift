import Foundation

/// The batch update calls of `UITableView` / `UICollectionView` that
/// LiveCollections drives. A view that offers them gets every method of
/// ``DeltaUpdatableView`` and ``SectionDeltaUpdatableView`` from this
/// library, sequenced the LiveCollections way.
///
/// Called on the view's context only.
public protocol BatchUpdatableView: DeltaUpdatableView, SectionDeltaUpdatableView {
    /// Runs `updates` as one batch and calls `completion` when its animations
    /// have finished (`false` if they were interrupted or the batch failed:
    /// the sequence then reloads all data and completes).
    func performAnimatedBatch(_ updates: () -> Void, completion: @escaping (Bool) -> Void)

    /// Deletes items (paths before the batch).
    func deleteItems(at indexPaths: [IndexPath], animation: RowAnimation)
    /// Inserts items (paths after the batch).
    func insertItems(at indexPaths: [IndexPath], animation: RowAnimation)
    /// Reloads items (paths before the batch).
    func reloadItems(at indexPaths: [IndexPath], animation: RowAnimation)
    /// Moves an item from a path before the batch to a path after it.
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
    /// Deletes sections (indexes before the batch).
    func deleteSections(_ sections: IndexSet, animation: RowAnimation)
    /// Inserts sections (indexes after the batch).
    func insertSections(_ sections: IndexSet, animation: RowAnimation)
    /// Reloads sections (indexes before the batch).
    func reloadSections(_ sections: IndexSet, animation: RowAnimation)
    /// Moves a section.
    func moveSection(_ section: Int, toSection newSection: Int)

    /// The row animations for a section's operations (table views);
    /// ``TableViewAnimationModel/automatic`` by default.
    func rowAnimations(forSection section: Int) -> TableViewAnimationModel

    /// The number of sections the view shows, as `UITableView` and
    /// `UICollectionView` name it.
    var numberOfSections: Int { get }

    /// How long one batch's animations take, in seconds, as told to the
    /// animation delegates; 0.3 (UIKit's standard duration) by default.
    var batchAnimationDuration: TimeInterval { get }

    /// Runs `work` on the view's context once the work running now has
    /// returned: where the original library calls
    /// `DispatchQueue.main.async` (it hands claimed reloads to their
    /// delegate this way). By default on the view context of the data
    /// object that took this view last (the main queue in an app, as the
    /// original's), or on ``DispatchScheduler/shared``'s view queue when no
    /// data object has.
    func performLater(_ work: @escaping () -> Void)
}

extension BatchUpdatableView {
    /// 0.3 seconds, UIKit's standard batch animation duration.
    public var batchAnimationDuration: TimeInterval { 0.3 }

    /// The original library's defaults for a table
    /// (``TableViewAnimationModel/defaultRowAnimations``), each replaced by
    /// the animation a view adopting ``TableViewRowAnimationProviding`` or
    /// ``TableViewSectionAnimationProviding`` names for `section`, as the
    /// original's table view asks them.
    public func rowAnimations(forSection section: Int) -> TableViewAnimationModel {
        var model = TableViewAnimationModel.defaultRowAnimations
        if let rows = self as? any TableViewRowAnimationProviding {
            model = callOnViewContext((rows, section, model)) { rows, section, model in
                var model = model
                model.deleteAnimation = rows.deleteRowAnimation(for: section)?.rowAnimation ?? model.deleteAnimation
                model.insertAnimation = rows.insertRowAnimation(for: section)?.rowAnimation ?? model.insertAnimation
                model.reloadAnimation = rows.reloadRowAnimation(for: section)?.rowAnimation ?? model.reloadAnimation
                return model
            }
        }
        if let sections = self as? any TableViewSectionAnimationProviding {
            model = callOnViewContext((sections, section, model)) { sections, section, model in
                var model = model
                model.deleteSectionAnimation = sections.deleteSectionAnimation(for: section)?.rowAnimation ?? model.deleteSectionAnimation
                model.insertSectionAnimation = sections.insertSectionAnimation(for: section)?.rowAnimation ?? model.insertSectionAnimation
                model.reloadSectionAnimation = sections.reloadSectionAnimation(for: section)?.rowAnimation ?? model.reloadSectionAnimation
                return model
            }
        }
        return model
    }

    /// True: a view that cannot tell is taken to be on screen.
    public var isVisibleOnScreen: Bool { true }

    /// True: a view that cannot tell is taken to have one.
    public var hasDataSource: Bool { true }

    /// `work` on the view context of the data object that took this view
    /// last, or on ``DispatchScheduler/shared``'s view queue.
    public func performLater(_ work: @escaping () -> Void) {
        (ViewContexts.shared.scheduler(of: self) ?? DispatchScheduler.shared).handOffToView(work)
    }
}
