import Foundation
import LiveCollections
import LiveCollectionsRecording

/// The recording view as a `BatchUpdatableView`: `CollectionData`,
/// `CollectionSectionData` and the synchronizer drive it exactly as they
/// would drive a table or collection view.
extension RecordingView: BatchUpdatableView {
    /// Runs `updates` as one batch. A rejected batch does not throw here (a
    /// real view would crash): it is logged in ``events`` and ``rejections``
    /// and `completion` receives `false`, so the caller's sequence goes on
    /// and the failure shows in the log.
    public func performAnimatedBatch(_ updates: () -> Void, completion: @escaping (Bool) -> Void) {
        do {
            try performBatchUpdates(updates, completion: completion)
        } catch {
            deliver([completion], finished: false, batch: locked { batchCount }, after: .zero)
        }
    }

    /// `deleteRows(at:with:)` on a table, `deleteItems(at:)` on a collection.
    public func deleteItems(at indexPaths: [IndexPath], animation: RowAnimation) {
        if style == .table { deleteRows(at: indexPaths, with: animation) } else { deleteItems(at: indexPaths) }
    }

    /// `insertRows(at:with:)` on a table, `insertItems(at:)` on a collection.
    public func insertItems(at indexPaths: [IndexPath], animation: RowAnimation) {
        if style == .table { insertRows(at: indexPaths, with: animation) } else { insertItems(at: indexPaths) }
    }

    /// `reloadRows(at:with:)` on a table, `reloadItems(at:)` on a collection.
    public func reloadItems(at indexPaths: [IndexPath], animation: RowAnimation) {
        if style == .table { reloadRows(at: indexPaths, with: animation) } else { reloadItems(at: indexPaths) }
    }

    /// `deleteSections(_:with:)` on a table, `deleteSections(_:)` on a collection.
    public func deleteSections(_ sections: IndexSet, animation: RowAnimation) {
        if style == .table { deleteSections(sections, with: animation) } else { deleteSections(sections) }
    }

    /// `insertSections(_:with:)` on a table, `insertSections(_:)` on a collection.
    public func insertSections(_ sections: IndexSet, animation: RowAnimation) {
        if style == .table { insertSections(sections, with: animation) } else { insertSections(sections) }
    }

    /// `reloadSections(_:with:)` on a table, `reloadSections(_:)` on a collection.
    public func reloadSections(_ sections: IndexSet, animation: RowAnimation) {
        if style == .table { reloadSections(sections, with: animation) } else { reloadSections(sections) }
    }

    /// ``animationDuration`` in seconds, as told to animation delegates.
    public var batchAnimationDuration: TimeInterval {
        let parts = animationDuration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// The entry of ``rowAnimations`` for `section`, or ``defaultRowAnimations``.
    public func rowAnimations(forSection section: Int) -> TableViewAnimationModel {
        locked { storedRowAnimations[section] ?? storedDefaultRowAnimations }
    }

    /// Runs `work` on the scheduler's view context at the current time,
    /// after the work already scheduled for it; at once without a
    /// scheduler (as completions are then delivered at once).
    public func performLater(_ work: @escaping () -> Void) {
        let later = CompletionDelivery(run: work)
        guard let scheduler = locked({ storedScheduler }) else { return later.run() }
        scheduler.scheduleOnView { later.run() }
    }

    /// Calls the completions of batch `batch` with `finished`, logging
    /// ``RecordedEvent/animationsCompleted(_:)`` in that batch: after `delay` (by default
    /// ``animationDuration``) on the scheduler, or at once without one. A
    /// batch without completion handlers logs nothing more. Call without the
    /// lock held.
    func deliver(_ completions: [(Bool) -> Void], finished: Bool, batch: Int, after delay: Duration? = nil) {
        guard !completions.isEmpty else { return }
        let fire = CompletionDelivery { [self] in
            locked { note(.animationsCompleted(finished), batch: batch) }
            for completion in completions { completion(finished) }
        }
        let (scheduler, duration) = locked { (storedScheduler, storedAnimationDuration) }
        guard let scheduler else { return fire.run() }
        scheduler.scheduleOnView(after: delay ?? duration) { fire.run() }
    }
}

/// Completion handlers on their way through the scheduler. The scheduler runs
/// view work on the view's context, where the handlers belong, so they are
/// never run concurrently.
private struct CompletionDelivery: @unchecked Sendable {
    let run: () -> Void
}
