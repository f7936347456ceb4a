import Foundation

/// The data of every section of a table or collection view, whose items may
/// move between sections, animating the view from one version to the next.
///
/// Sections are ``UniquelyIdentifiableSection`` values; item identifiers must
/// be unique across all sections. Sections without items are dropped, as in
/// the original library. An update animates in two steps (sections move,
/// appear and disappear first; then items animate, moving between sections
/// where needed), then reloads; see ``SectionDelta``.
///
/// Queueing, coalescing, thresholds and thread safety are those of
/// ``CollectionData``. Between the two steps the data source reports the
/// intermediate layout: ``sectionCount``, ``rowCount(forSection:)`` and
/// ``subscript(_:)`` always describe what the view shows.
public final class CollectionSectionData<S: UniquelyIdentifiableSection & Sendable>: @unchecked Sendable
where S.RawType: Sendable, S.DataType: Sendable {
    let lock = NSLock()
    let build: @Sendable ([S.RawType]) -> [S]
    /// The sections after appending raw sections to the current ones.
    let buildAppended: @Sendable ([S], [S.RawType]) -> [S]
    let scheduler: any LiveCollectionsScheduler
    let queue = UpdateQueue<S.RawType>()

    var storedSections: [S]
    var storedRows: [[S.DataType]]
    var storedIsCalculating = false
    var storedCalculatingSections: [S]?
    weak var storedView: (any SectionDeltaUpdatableView)?
    weak var storedAnimationDelegate: (any CollectionSectionDataAnimationDelegate)?
    weak var storedReloadDelegate: (any CollectionDataManualReloadDelegate)?
    weak var storedCalculationDelegate: (any CollectionDataCalculationNotificationDelegate)?
    var storedDataCountThreshold = 10_000
    var storedDeltaCountThreshold = 10_000

    /// Creates the data showing `sections` (those with items).
    public convenience init(
        _ sections: [S],
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where S.RawType == S {
        self.init(sections: sections, scheduler: scheduler, build: { $0 })
    }

    /// Creates the data from raw sections, built by `dataFactory` now and on
    /// every update.
    public convenience init<Factory: UniquelyIdentifiableDataFactory & Sendable>(
        dataFactory: Factory,
        rawData: [Factory.RawType],
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where Factory.UniquelyIdentifiableType == S {
        let build: @Sendable ([S.RawType]) -> [S] = { dataFactory.buildItems($0) }
        self.init(sections: build(rawData), scheduler: scheduler, build: build)
    }

    /// Creates the data from sections whose item identifiers may repeat:
    /// occurrences are numbered across all sections (``NonUniqueSectionDatum``).
    public convenience init<Base>(
        _ sections: [Base],
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where S == NonUniqueSectionDatum<Base> {
        self.init(
            sections: NonUniqueSectionDatum.wrap(sections), scheduler: scheduler,
            build: { NonUniqueSectionDatum.wrap($0) },
            // Occurrences are numbered over all sections, appended ones included.
            buildAppended: { current, more in NonUniqueSectionDatum.wrap(current.map(\.rawData) + more) }
        )
    }

    init(
        sections: [S],
        scheduler: any LiveCollectionsScheduler,
        build: @escaping @Sendable ([S.RawType]) -> [S],
        buildAppended: (@Sendable ([S], [S.RawType]) -> [S])? = nil
    ) {
        let shown = sections.filter { !$0.items.isEmpty }
        self.storedSections = shown
        self.storedRows = shown.map(\.items)
        self.scheduler = scheduler
        self.build = build
        self.buildAppended = buildAppended ?? { current, more in current + build(more) }
    }

    // MARK: The data source's view

    /// A snapshot of the sections (those with items).
    public var items: [S] { lock.withLock { storedSections } }

    /// The number of sections the view shows.
    public var sectionCount: Int { lock.withLock { storedRows.count } }

    /// The number of rows (items) the view shows in `section`.
    public func rowCount(forSection section: Int) -> Int {
        lock.withLock { storedRows.indices.contains(section) ? storedRows[section].count : 0 }
    }

    /// The item at `indexPath`, as the data source hands it to a cell.
    public subscript(indexPath: IndexPath) -> S.DataType {
        lock.withLock { storedRows[indexPath.section][indexPath.item] }
    }

    /// Whether an update is waiting for, or in, its delta calculation.
    public var isCalculating: Bool { lock.withLock { storedIsCalculating } }

    /// The sections being calculated, once they are built.
    public var calculatingItems: [S]? { lock.withLock { storedCalculatingSections } }

    // MARK: Configuration

    /// The view to animate, held weakly. Setting it reloads the new view
    /// (call it on the view's context). With no view, updates change the data
    /// at once, without animation.
    public var view: (any SectionDeltaUpdatableView)? {
        get { lock.withLock { storedView } }
        set {
            lock.withLock { storedView = newValue }
            newValue?.reloadData()
        }
    }

    /// Chooses the animation style of each update; held weakly.
    public var animationDelegate: (any CollectionSectionDataAnimationDelegate)? {
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

    /// Above this many items in all, after an update, every section is
    /// replaced instead of animated; appends ignore it. 10,000 by default.
    public var dataCountAnimationThreshold: Int {
        get { lock.withLock { storedDataCountThreshold } }
        set { lock.withLock { storedDataCountThreshold = newValue } }
    }

    /// Above this many changes in a delta, every section is replaced instead
    /// of animated. 10,000 by default.
    public var deltaCountAnimationThreshold: Int {
        get { lock.withLock { storedDeltaCountThreshold } }
        set { lock.withLock { storedDeltaCountThreshold = newValue } }
    }
}

/// `CollectionSectionData` for sections whose item identifiers may repeat.
public typealias NonUniqueCollectionSectionData<Base: NonUniquelyIdentifiableSection & Sendable> =
    CollectionSectionData<NonUniqueSectionDatum<Base>>
