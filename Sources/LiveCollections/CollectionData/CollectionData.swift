import Foundation

/// The data of one section of a table or collection view, which animates the
/// view from one version of the data to the next.
///
/// The data source reads the items through ``count``, ``subscript(_:)`` and
/// ``items``. ``update(_:completion:)`` calculates the delta to a new data
/// set away from the view's context and animates the view: batch 1 swaps the
/// data and applies deletions, moves and insertions; batch 2 reloads the
/// changed items at their new positions; reloads claimed by the
/// ``reloadDelegate`` are handed to it.
///
/// Updates run one at a time, in order. Those sent while one is calculating
/// or animating coalesce: only the newest data set is calculated, against
/// the data the view shows by then; appends merge into what they follow.
///
/// Every member may be called from any thread; the data source accessors
/// return a consistent snapshot. Views and delegates are called on the
/// scheduler's view context.
public final class CollectionData<T: UniquelyIdentifiable & Sendable>: @unchecked Sendable where T.RawType: Sendable {
    let lock = NSLock()
    let build: @Sendable ([T.RawType]) -> [T]
    /// The data after appending raw values to the current items.
    let buildAppended: @Sendable ([T], [T.RawType]) -> [T]
    let scheduler: any LiveCollectionsScheduler
    let queue = UpdateQueue<T.RawType>()

    var storedItems: [T]
    var storedIsCalculating = false
    var storedCalculatingItems: [T]?
    weak var storedView: (any DeltaUpdatableView)?
    var storedSynchronizer: CollectionDataSynchronizer?
    weak var storedAnimationDelegate: (any CollectionDataAnimationDelegate)?
    weak var storedReloadDelegate: (any CollectionDataManualReloadDelegate)?
    weak var storedCalculationDelegate: (any CollectionDataCalculationNotificationDelegate)?
    weak var storedVerificationDelegate: (any CollectionDataReusableViewVerificationDelegate)?
    var deletionNotifier: DeletionNotifier<T>?
    var storedDataCountThreshold = 10_000
    var storedDeltaCountThreshold = 10_000

    /// The section of the view these items fill.
    public let section: Int

    /// Creates the data of `section`, showing `data`.
    ///
    /// - Parameters:
    ///   - data: the items shown first.
    ///   - section: the section index in the view, 0 by default.
    ///   - scheduler: where calculations and view work run.
    public convenience init(
        _ data: [T],
        section: Int = 0,
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where T.RawType == T {
        self.init(items: data, section: section, scheduler: scheduler, build: { $0 })
    }

    /// Creates the data of `section` from raw values, built by `dataFactory`
    /// now and on every update: the factory decides what counts as a change.
    public convenience init<Factory: UniquelyIdentifiableDataFactory & Sendable>(
        dataFactory: Factory,
        rawData: [Factory.RawType],
        section: Int = 0,
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where Factory.UniquelyIdentifiableType == T {
        let build: @Sendable ([T.RawType]) -> [T] = { dataFactory.buildItems($0) }
        self.init(items: build(rawData), section: section, scheduler: scheduler, build: build)
    }

    /// Creates the data of `section` from values whose identifiers may
    /// repeat: each occurrence is numbered (``NonUniqueDatum``).
    public convenience init<Base>(
        _ data: [Base],
        section: Int = 0,
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where T == NonUniqueDatum<Base> {
        self.init(
            items: NonUniqueDatum.wrap(data), section: section, scheduler: scheduler,
            build: { NonUniqueDatum.wrap($0) },
            // Occurrences are numbered over the whole list, appended values included.
            buildAppended: { current, more in NonUniqueDatum.wrap(current.map(\.rawData) + more) }
        )
    }

    init(
        items: [T],
        section: Int,
        scheduler: any LiveCollectionsScheduler,
        build: @escaping @Sendable ([T.RawType]) -> [T],
        buildAppended: (@Sendable ([T], [T.RawType]) -> [T])? = nil
    ) {
        self.storedItems = items
        self.section = section
        self.scheduler = scheduler
        self.build = build
        self.buildAppended = buildAppended ?? { current, more in current + build(more) }
    }

    // MARK: The data source's view

    /// A snapshot of the items the view displays.
    public var items: [T] { lock.withLock { storedItems } }

    /// The number of items the view displays.
    public var count: Int { lock.withLock { storedItems.count } }

    /// Whether the view displays no item.
    public var isEmpty: Bool { lock.withLock { storedItems.isEmpty } }

    /// The item at `index`, as the data source hands it to a cell.
    public subscript(index: Int) -> T { lock.withLock { storedItems[index] } }

    /// Whether an update is waiting for, or in, its delta calculation.
    public var isCalculating: Bool { lock.withLock { storedIsCalculating } }

    /// The data set being calculated, once it is built.
    public var calculatingItems: [T]? { lock.withLock { storedCalculatingItems } }

    // MARK: Configuration

    /// The view to animate, held weakly. Setting it reloads the new view
    /// (call it on the view's context). With no view, ``update(_:completion:)``
    /// changes the data at once, without animation.
    public var view: (any DeltaUpdatableView)? {
        get { lock.withLock { storedView } }
        set {
            lock.withLock { storedView = newValue }
            newValue?.reloadData()
        }
    }

    /// Gathers this section's animations with other sections' into one batch.
    public var synchronizer: CollectionDataSynchronizer? {
        get { lock.withLock { storedSynchronizer } }
        set { lock.withLock { storedSynchronizer = newValue } }
    }

    /// Chooses the animation style of each update; held weakly.
    public var animationDelegate: (any CollectionDataAnimationDelegate)? {
        get { lock.withLock { storedAnimationDelegate } }
        set { lock.withLock { storedAnimationDelegate = newValue } }
    }

    /// Takes over the reloads of some items (carousels); held weakly.
    public var reloadDelegate: (any CollectionDataManualReloadDelegate)? {
        get { lock.withLock { storedReloadDelegate } }
        set { lock.withLock { storedReloadDelegate = newValue } }
    }

    /// Hears about calculations and animation choices; held weakly.
    public var calculationNotificationDelegate: (any CollectionDataCalculationNotificationDelegate)? {
        get { lock.withLock { storedCalculationDelegate } }
        set { lock.withLock { storedCalculationDelegate = newValue } }
    }

    /// Says whether a reused view still shows this data; held weakly.
    public var reusableViewVerificationDelegate: (any CollectionDataReusableViewVerificationDelegate)? {
        get { lock.withLock { storedVerificationDelegate } }
        set { lock.withLock { storedVerificationDelegate = newValue } }
    }

    /// Above this many items after an update, the section is reloaded instead
    /// of animated; appends ignore it. 10,000 by default.
    public var dataCountAnimationThreshold: Int {
        get { lock.withLock { storedDataCountThreshold } }
        set { lock.withLock { storedDataCountThreshold = newValue } }
    }

    /// Above this many changes in a delta, the section is reloaded instead of
    /// animated. 10,000 by default.
    public var deltaCountAnimationThreshold: Int {
        get { lock.withLock { storedDeltaCountThreshold } }
        set { lock.withLock { storedDeltaCountThreshold = newValue } }
    }

    /// Sets the delegate that receives the items each update deletes, once
    /// the view shows the new data; held weakly.
    public func setDeletionNotificationDelegate<Delegate: CollectionDataDeletionNotificationDelegate>(_ delegate: Delegate)
    where Delegate.DeletedItemType == T {
        lock.withLock { deletionNotifier = DeletionNotifier(delegate) }
    }
}

/// `CollectionData` for values whose identifiers may repeat: its subscript
/// returns the ``NonUniqueDatum`` wrapper, whose `rawData` is the value.
public typealias NonUniqueCollectionData<Base: NonUniquelyIdentifiable & Sendable> = CollectionData<NonUniqueDatum<Base>>
