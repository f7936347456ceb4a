import Foundation

/// The view context of every view a data object has been given: the
/// scheduler of the data object that took the view last.
///
/// A view that cannot name its own context (a `UITableView` or
/// `UICollectionView`: ``BatchUpdatableView/performLater(_:)``'s default)
/// hands work on where its data objects run their view work: the main
/// queue in an app (the original library's `DispatchQueue.main.async`),
/// a test's virtual clock under a `VirtualTimeScheduler`.
///
/// Views are held weakly; entries of views that are gone are dropped when
/// the table has doubled since the last sweep, so recording a view is
/// amortised O(1).
final class ViewContexts: @unchecked Sendable {
    /// The one table of the process.
    static let shared = ViewContexts()

    private struct Entry {
        weak var view: AnyObject?
        let scheduler: any LiveCollectionsScheduler
    }

    /// Guards ``entries`` and ``sweepAt``.
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepAt = 64

    /// Records that `view` is animated by a data object on `scheduler`.
    func record(_ view: AnyObject, scheduler: any LiveCollectionsScheduler) {
        lock.withLock {
            if entries.count >= sweepAt {
                entries = entries.filter { $0.value.view != nil }
                sweepAt = max(64, entries.count * 2)
            }
            entries[ObjectIdentifier(view)] = Entry(view: view, scheduler: scheduler)
        }
    }

    /// The scheduler of the data object that took `view` last, or nil when
    /// no data object has.
    func scheduler(of view: AnyObject) -> (any LiveCollectionsScheduler)? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return nil }
            return entry.scheduler
        }
    }
}
