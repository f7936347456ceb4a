import Foundation

/// Gathers the animations of several `CollectionData` that share one view,
/// so that their section updates arriving within ``delay`` animate in one
/// batch (one section each).
///
/// On a table view (``DeltaUpdatableView/isTableView``) its ``frame`` is
/// empty, as the original library's is, so its data objects reload the
/// table at each update instead of animating it.
///
/// A second update for a section that is already waiting animates that
/// section's waiting update alone, at once, and takes its place in the
/// waiting batch (the original library's rule): one batch never changes a
/// section twice.
///
/// Assign the same synchronizer to every `CollectionData` of the view that
/// should animate together; other sections of the view may keep animating on
/// their own. The synchronizer has no scheduler of its own: it waits and
/// animates on the scheduler of the data objects it joins (the one that
/// starts a batch), so with data objects on the main queue it calls the view
/// on the main queue. Data objects sharing a synchronizer should share a
/// scheduler.
///
/// The synchronizer is itself a ``DeltaUpdatableView``, as in the original
/// library: it stands for the view of the data objects that use it, and an
/// animation asked of it (manual timing, `performAnimations(section:delta:...)`)
/// joins its waiting batch like theirs.
///
/// Thread-safe; views are called on the scheduler's view context.
public final class CollectionDataSynchronizer: @unchecked Sendable {
    /// How long the synchronizer waits for other sections after the first
    /// update of a batch arrives.
    public enum Delay: Hashable, Sendable {
        /// Only the updates delivered in the same turn of the view's context.
        case none
        /// 10 milliseconds, as in the original library.
        case short
        /// 100 milliseconds, as in the original library.
        case long
        /// A custom number of milliseconds.
        case custom(milliseconds: Int)

        /// The delay as a duration.
        public var duration: Duration {
            switch self {
            case .none: .zero
            case .short: .milliseconds(10)
            case .long: .milliseconds(100)
            case .custom(let milliseconds): .milliseconds(max(0, milliseconds))
            }
        }
    }

    /// The original library's name for ``Delay``.
    public typealias BatchDelay = Delay

    /// How long a batch waits for other sections.
    public let delay: Delay
    private let lock = NSLock()
    private var waiting: [SectionUpdate] = []
    private weak var waitingView: (any DeltaUpdatableView)?
    private var generation = 0
    private weak var attachedView: (any DeltaUpdatableView)?
    private var attachedScheduler: (any LiveCollectionsScheduler)?

    /// Creates a synchronizer.
    ///
    /// - Parameter delay: how long a batch waits for other sections;
    ///   ``Delay/short`` (10 ms) by default.
    public init(delay: Delay = .short) {
        self.delay = delay
    }

    /// The view the synchronizer animates: the last view of a data object
    /// using it (the original's `setView(_:section:)`).
    var view: (any DeltaUpdatableView)? { lock.withLock { attachedView } }

    /// Remembers the view and scheduler of a data object that uses this
    /// synchronizer, for the synchronizer's own ``DeltaUpdatableView``
    /// members. The synchronizer itself is never its own view.
    func attach(view: (any DeltaUpdatableView)?, scheduler: any LiveCollectionsScheduler) {
        lock.withLock {
            attachedScheduler = scheduler
            guard let view, view !== self else { return }
            attachedView = view
        }
    }

    /// Adds one section's update to the waiting batch of `view`: flushing
    /// that batch first if it waits for another view, or animating that
    /// section's waiting update alone if there is one. A new
    /// batch waits on `scheduler`, the enqueuing data object's. Called on the
    /// view's context.
    func enqueue(_ update: SectionUpdate, for view: (any DeltaUpdatableView)?, scheduler: any LiveCollectionsScheduler) {
        // A data object whose view is this synchronizer animates on the
        // synchronizer's view.
        let view = view === self ? self.view : view
        enum Conflict { case none, otherView, sameSection(SectionUpdate) }
        let conflict: Conflict = lock.withLock {
            guard !waiting.isEmpty else { return .none }
            if waitingView !== view { return .otherView }
            guard let index = waiting.firstIndex(where: { $0.section == update.section }) else { return .none }
            // The new update takes the old one's place in the waiting batch,
            // whose delay runs on.
            let old = waiting[index]
            waiting[index] = update
            return .sameSection(old)
        }
        switch conflict {
        case .none:
            break
        case .otherView:
            flush()
        case .sameSection(let old):
            // As the original's `add(update:)`: only that section's waiting
            // update is animated, alone, at once.
            guard let view else {
                old.updateData()
                old.completion?()
                return
            }
            return view.performAnimations(for: [old])
        }
        let startsBatch: Int? = lock.withLock {
            waiting.append(update)
            waitingView = view
            guard waiting.count == 1 else { return nil }
            generation += 1
            return generation
        }
        guard let batch = startsBatch else { return }
        scheduler.handOffToView(after: delay.duration) { self.flush(generation: batch) }
    }

    /// Animates the waiting batch, if it is still batch `generation`.
    private func flush(generation expected: Int? = nil) {
        let (updates, view): ([SectionUpdate], (any DeltaUpdatableView)?) = lock.withLock {
            guard expected == nil || expected == generation else { return ([], nil) }
            defer {
                waiting = []
                waitingView = nil
                generation += 1
            }
            return (waiting, waitingView)
        }
        guard !updates.isEmpty else { return }
        guard let view else {
            // The view is gone: swap the data so nothing waits forever.
            for update in updates {
                update.updateData()
                update.completion?()
            }
            return
        }
        view.performAnimations(for: updates.sorted { $0.section < $1.section })
    }
}

extension CollectionDataSynchronizer: DeltaUpdatableView {
    /// The frame of the view it animates; `.zero` when it has none yet, and
    /// for a table view (``DeltaUpdatableView/isTableView``): the original
    /// library animates a table through a stand-in table view it creates
    /// with an empty frame (`MultiSectionCustomAnimationStyleTableView`,
    /// which never takes the real table's frame), and reloads a view whose
    /// frame is empty instead of animating it, so every update of its
    /// data objects reloads the table.
    public var frame: CGRect {
        guard let view, !view.isTableView else { return .zero }
        return view.frame
    }

    /// Reloads the view it animates.
    public func reloadData() { view?.reloadData() }

    /// Has the view it animates reload these sections, at once.
    public func reloadSections(for sectionUpdates: [SectionUpdate]) {
        view?.reloadSections(for: sectionUpdates)
    }

    /// Adds each section update to the waiting batch, which animates on the
    /// view after ``delay``. With no view yet, the batch swaps the data and
    /// completes without animating.
    public func performAnimations(for sectionUpdates: [SectionUpdate]) {
        let (view, scheduler) = lock.withLock { (attachedView, attachedScheduler) }
        for update in sectionUpdates {
            enqueue(update, for: view, scheduler: scheduler ?? DispatchScheduler.shared)
        }
    }
}
