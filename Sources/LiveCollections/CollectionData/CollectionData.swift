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
/// ## Concurrency
///
/// Every member may be called from any thread; the data source accessors
/// return a consistent snapshot. Views, delegates and completion handlers
/// are called on the scheduler's view context (the main queue in an app,
/// see ``DispatchScheduler``).
///
/// Neither the items nor the factory need to be `Sendable`, so the types the
/// LiveCollections documentation has you write work unchanged, in Swift 5 and
/// Swift 6 language modes. The data object stays free of data races by how
/// it hands them on rather than by the type system: its own state is behind
/// one lock; a data set you pass is built when you pass it (by the factory,
/// on your thread, one build at a time, or on its `buildQueue` when it has
/// one) and from then on only read, never mutated,
/// while it travels from your thread to the calculation context and to the
/// view's context; the steps of one update run one after another, never at
/// once, and updates run one at a time, so the factory is never called
/// concurrently by this data object. What that leaves to you is what the
/// original library left to you: items that are values (structs and enums,
/// as in the documentation) or immutable classes, and a factory whose state
/// is read on its `buildQueue` (give `.main` for one that reads main-thread
/// state).
public final class CollectionData<T: UniquelyIdentifiable>: @unchecked Sendable {
    /// The update pipeline's state (see ``UpdatingDataObject``).
    public let _updateState = _UpdateState<[T], T>()
    let build: ([T.RawType]) -> [T]
    /// The items again, for data whose items are numbered over the whole
    /// list (non-unique values); unchanged otherwise.
    let renumber: ([T]) -> [T]
    /// The delta engine for `T`, created by the initialisers, which are
    /// inlinable: it is compiled in the caller's module, specialised for its
    /// item type, like a direct call of `IndexDelta(from:to:)`.
    let calculate: ([T], [T]) -> DeltaCalculation<T.UniqueIDType>
    let scheduler: any LiveCollectionsScheduler
    let queue = UpdateQueue<T>()

    var storedItems: [T]
    var storedSection: Int
    weak var storedView: (any DeltaUpdatableView)?
    /// The stand-in table view ``setTableView(_:rowAnimations:sectionReloadAnimation:)``
    /// made, kept alive while it is the view.
    var tableProxy: (any DeltaUpdatableView)?
    var storedSynchronizer: CollectionDataSynchronizer?
    weak var storedAnimationDelegate: (any CollectionDataAnimationDelegate)?
    weak var storedVerificationDelegate: (any CollectionDataReusableViewVerificationDelegate)?

    /// Creates the data of `section`, showing `data` (none by default).
    ///
    /// - Parameters:
    ///   - data: the items shown first; empty by default.
    ///   - section: the section index in the view, 0 by default; it can be
    ///     assigned later through ``section``.
    ///   - scheduler: where calculations and view work run;
    ///     ``DispatchScheduler/shared`` by default (the main queue for view
    ///     work where UIKit or AppKit exists, a private queue on Linux).
    @inlinable
    public convenience init(
        _ data: [T] = [],
        section: Int = 0,
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where T.RawType == T {
        self.init(
            items: data, section: section, scheduler: scheduler,
            build: { $0 }, calculate: { DeltaCalculation(from: $0, to: $1) }
        )
    }

    /// Creates the data of `section` from raw values, built by `dataFactory`
    /// now (on the calling thread, or its `buildQueue`) and on every update:
    /// the factory decides what counts as a change. The data object keeps
    /// the factory; it need not be `Sendable` (see "Concurrency" above).
    @inlinable
    public convenience init<Factory: UniquelyIdentifiableDataFactory>(
        dataFactory: Factory,
        rawData: [Factory.RawType] = [],
        section: Int = 0,
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where Factory.UniquelyIdentifiableType == T {
        let build = dataFactory.dataObjectBuild
        self.init(
            items: build(rawData), section: section, scheduler: scheduler,
            build: build, calculate: { DeltaCalculation(from: $0, to: $1) }
        )
    }

    /// Creates the data of `section` from values whose identifiers may
    /// repeat (none by default): each occurrence is numbered
    /// (``NonUniqueDatum``).
    @inlinable
    public convenience init<Base>(
        _ data: [Base] = [],
        section: Int = 0,
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where T == NonUniqueDatum<Base> {
        self.init(
            items: NonUniqueDatum.wrap(data), section: section, scheduler: scheduler,
            build: { NonUniqueDatum.wrap($0) },
            calculate: { DeltaCalculation(from: $0, to: $1) },
            // Occurrences are numbered over the whole list, appended values included.
            renumber: { NonUniqueDatum.wrap($0.map(\.rawData)) }
        )
    }

    @usableFromInline
    init(
        items: [T],
        section: Int,
        scheduler: any LiveCollectionsScheduler,
        build: @escaping ([T.RawType]) -> [T],
        calculate: @escaping ([T], [T]) -> DeltaCalculation<T.UniqueIDType>,
        renumber: (([T]) -> [T])? = nil
    ) {
        self.storedItems = items
        self.storedSection = section
        self.scheduler = scheduler
        self.build = build
        self.calculate = calculate
        self.renumber = renumber ?? { $0 }
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

    /// The item the view displays at `path` (its item index), or nil
    /// outside the items: what an index path the library asks the manual
    /// reload delegate about names, read when it asks (before the update
    /// swaps the data). For the capture and the replay of that delegate.
    package func shownItem(at path: IndexPath) -> T? {
        lock.withLock { storedItems.indices.contains(path.itemIndex) ? storedItems[path.itemIndex] : nil }
    }

    /// The data set being calculated, once it is built.
    public var calculatingItems: [T]? { lock.withLock { updates.calculating } }

    // MARK: Configuration

    /// The section of the view these items fill. Assign it before the view
    /// shows the data (for instance when the data objects of a view are
    /// created before their sections are known).
    public var section: Int {
        get { lock.withLock { storedSection } }
        set { lock.withLock { storedSection = newValue } }
    }

    /// The view to animate, held weakly. Setting it reloads the new view
    /// (call it on the view's context). With no view, ``update(_:completion:)``
    /// changes the data at once, without animation.
    ///
    /// Assigning another view while an update is in flight (a carousel whose
    /// cell is reused) is safe, as in the original library: the rest of that
    /// update makes no row call on the old view, and the new view is
    /// reloaded once the update has swapped the data.
    public var view: (any DeltaUpdatableView)? {
        get { lock.withLock { storedView } }
        set {
            let synchronizer = lock.withLock {
                storedView = newValue
                return storedSynchronizer
            }
            synchronizer?.attach(view: newValue, scheduler: scheduler)
            if let newValue { ViewContexts.shared.record(newValue, scheduler: scheduler) }
            newValue?.reloadData()
        }
    }

    /// Gathers this section's animations with other sections' into one
    /// batch. The synchronizer learns this data's view (and scheduler), so
    /// that it can stand for the view as a ``DeltaUpdatableView``.
    public var synchronizer: CollectionDataSynchronizer? {
        get { lock.withLock { storedSynchronizer } }
        set {
            let view = lock.withLock {
                storedSynchronizer = newValue
                return storedView
            }
            newValue?.attach(view: view, scheduler: scheduler)
        }
    }

    /// Chooses the animation style of each update; held weakly.
    public var animationDelegate: (any CollectionDataAnimationDelegate)? {
        get { lock.withLock { storedAnimationDelegate } }
        set { lock.withLock { storedAnimationDelegate = newValue } }
    }

    /// Says whether a reused view still shows this data; held weakly.
    public var reusableViewVerificationDelegate: (any CollectionDataReusableViewVerificationDelegate)? {
        get { lock.withLock { storedVerificationDelegate } }
        set { lock.withLock { storedVerificationDelegate = newValue } }
    }

    /// The original library's name for ``reusableViewVerificationDelegate``.
    public var validationDelegate: (any CollectionDataReusableViewVerificationDelegate)? {
        get { reusableViewVerificationDelegate }
        set { reusableViewVerificationDelegate = newValue }
    }
}

/// `CollectionData` for values whose identifiers may repeat: its subscript
/// returns the ``NonUniqueDatum`` wrapper, whose `rawData` is the value.
public typealias NonUniqueCollectionData<Base: NonUniquelyIdentifiable> = CollectionData<NonUniqueDatum<Base>>
