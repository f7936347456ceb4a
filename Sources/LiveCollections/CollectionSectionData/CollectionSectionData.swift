import Foundation

/// The data of every section of a table or collection view, whose items may
/// move between sections, animating the view from one version to the next.
///
/// Sections are ``UniquelyIdentifiableSection`` values; item identifiers must
/// be unique across all sections. As in the original library, an update
/// drops the sections without items it is given; the initial sections and
/// appended ones are shown as given, empty ones included (the next update
/// without them deletes them). An update animates in two steps (sections move,
/// appear and disappear first; then items animate, moving between sections
/// where needed), then reloads; see ``SectionDelta``.
///
/// Queueing, coalescing, thresholds and concurrency (no `Sendable` asked of
/// your types) are those of ``CollectionData``. Between the two steps the
/// data source reports the intermediate layout: ``sectionCount``,
/// ``rowCount(forSection:)`` and the subscripts always describe what the
/// view shows.
public final class CollectionSectionData<S: UniquelyIdentifiableSection>: @unchecked Sendable {
    /// The update pipeline's state (see ``UpdatingDataObject``).
    public let _updateState = _UpdateState<[S], S.DataType>()
    let build: ([S.RawType]) -> [S]
    /// The sections again, for data whose items are numbered across all
    /// sections (non-unique values); unchanged otherwise.
    let renumber: ([S]) -> [S]
    /// The delta engine for `S`, created by the inlinable initialisers in
    /// the caller's module (see `CollectionData`).
    let calculate: ([S], [S]) -> SectionDeltaCalculation<S>
    let scheduler: any LiveCollectionsScheduler
    let queue = UpdateQueue<S>()

    var storedSections: [S]
    var storedRows: [[S.DataType]]
    /// Held strongly, as the original's `view`.
    var storedView: (any SectionDeltaUpdatableView)?
    weak var storedAnimationDelegate: (any CollectionSectionDataAnimationDelegate)?

    /// Creates the data showing `sections` (none by default), empty ones
    /// included, as the original library's initialiser.
    ///
    /// - Parameters:
    ///   - sections: the sections shown first.
    ///   - scheduler: where calculations and view work run;
    ///     ``DispatchScheduler/shared`` by default (see `CollectionData`).
    @inlinable
    public convenience init(
        _ sections: [S] = [],
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where S.RawType == S {
        self.init(
            sections: sections, scheduler: scheduler,
            build: { $0 }, calculate: { SectionDeltaCalculation(from: $0, to: $1) }
        )
    }

    /// Creates the data showing `sectionData` (none by default) on `view`,
    /// as the original library's initialiser does: the view is assigned, not
    /// reloaded (it asks its data source when it first lays out).
    @inlinable
    public convenience init(
        view: any SectionDeltaUpdatableView,
        sectionData: [S] = [],
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where S.RawType == S {
        self.init(sectionData, scheduler: scheduler)
        assignWithoutReload(view)
    }

    /// Creates the data from raw sections, built by `dataFactory` now and on
    /// every update. The factory need not be `Sendable` (see `CollectionData`).
    @inlinable
    public convenience init<Factory: UniquelyIdentifiableDataFactory>(
        dataFactory: Factory,
        rawData: [Factory.RawType] = [],
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where Factory.UniquelyIdentifiableType == S {
        let build = dataFactory.dataObjectBuild
        self.init(
            sections: build(rawData), scheduler: scheduler,
            build: build, calculate: { SectionDeltaCalculation(from: $0, to: $1) }
        )
    }

    /// Creates the data from sections whose item identifiers may repeat
    /// (none by default) on `view`, as the original library's initialiser
    /// does: occurrences are numbered across all sections; the view is
    /// assigned, not reloaded.
    @inlinable
    public convenience init<Base>(
        view: any SectionDeltaUpdatableView,
        sectionData: [Base] = [],
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where S == NonUniqueSectionDatum<Base> {
        self.init(sectionData, scheduler: scheduler)
        assignWithoutReload(view)
    }

    /// Creates the data from sections whose item identifiers may repeat
    /// (none by default): occurrences are numbered across all sections
    /// (``NonUniqueSectionDatum``).
    @inlinable
    public convenience init<Base>(
        _ sections: [Base] = [],
        scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared
    ) where S == NonUniqueSectionDatum<Base> {
        self.init(
            sections: NonUniqueSectionDatum.wrap(sections), scheduler: scheduler,
            build: { NonUniqueSectionDatum.wrap($0) },
            calculate: { SectionDeltaCalculation(from: $0, to: $1) },
            // Occurrences are numbered over all sections, appended ones included.
            renumber: { NonUniqueSectionDatum.wrap($0.map(\.rawData)) }
        )
    }

    @usableFromInline
    init(
        sections: [S],
        scheduler: any LiveCollectionsScheduler,
        build: @escaping ([S.RawType]) -> [S],
        calculate: @escaping ([S], [S]) -> SectionDeltaCalculation<S>,
        renumber: (([S]) -> [S])? = nil
    ) {
        self.storedSections = sections
        self.storedRows = sections.map(\.items)
        self.scheduler = scheduler
        self.build = build
        self.calculate = calculate
        self.renumber = renumber ?? { $0 }
    }

    // MARK: The data source's view

    /// A snapshot of the sections the view shows, as the original library
    /// names them. Between the two steps of an update they are those of
    /// the intermediate layout (see ``subscript(_:)->S``).
    public var sections: [S] { lock.withLock { storedSections } }

    /// A snapshot of the items the view shows, section after section, as
    /// the original library's flat `items`.
    public var items: [S.DataType] { lock.withLock { storedRows.flatMap { $0 } } }

    /// The number of sections the view shows.
    public var sectionCount: Int { lock.withLock { storedRows.count } }

    /// The number of items the view shows, in all sections.
    public var count: Int { lock.withLock { storedRows.reduce(0) { $0 + $1.count } } }

    /// Whether the view shows no section, as the original library's
    /// `isEmpty` (a section without items counts as a section).
    public var isEmpty: Bool { lock.withLock { storedRows.isEmpty } }

    /// The number of rows (items) the view shows in `section`; 0 for a
    /// section it does not show.
    public func rowCount(forSection section: Int) -> Int {
        lock.withLock { storedRows.indices.contains(section) ? storedRows[section].count : 0 }
    }

    /// The original library's name for ``rowCount(forSection:)``.
    public func itemCount(forSection section: Int) -> Int {
        rowCount(forSection: section)
    }

    /// The section at `index`, as the data source hands it to a header.
    /// Between the two steps of an update, as in the original library, a
    /// surviving section is still its old value (its items are the rows
    /// shown) and an inserted section already its new one (its items
    /// include any that stage 2 moves into it from other sections).
    public subscript(index: Int) -> S { lock.withLock { storedSections[index] } }

    /// The item at `item` in `section`, as the data source hands it to a cell.
    public subscript(section: Int, item: Int) -> S.DataType {
        lock.withLock { storedRows[section][item] }
    }

    /// The item at `indexPath`, as the data source hands it to a cell.
    public subscript(indexPath: IndexPath) -> S.DataType {
        lock.withLock { storedRows[indexPath.sectionIndex][indexPath.itemIndex] }
    }

    /// The item the view displays at `path`, or nil outside the rows: what
    /// an index path the library asks the manual reload delegate about
    /// names, read when it asks (before the item batch, while the rows are
    /// those of the intermediate layout). For the capture and the replay of
    /// that delegate.
    package func shownItem(at path: IndexPath) -> S.DataType? {
        lock.withLock {
            guard storedRows.indices.contains(path.sectionIndex) else { return nil }
            let rows = storedRows[path.sectionIndex]
            return rows.indices.contains(path.itemIndex) ? rows[path.itemIndex] : nil
        }
    }

    /// The sections being calculated, once they are built (those with
    /// items); `nil` when no calculation runs. The original's name, with
    /// the built data, as `CollectionData.calculatingItems`.
    public var calculatingSections: [S]? { lock.withLock { updates.calculating } }

    // MARK: Configuration

    /// The view to animate, held strongly, as the original's (a
    /// `CollectionData` holds its view weakly, as the original's does).
    /// Setting it reloads the new view
    /// (call it on the view's context). With no view, updates change the data
    /// at once, without animation. Assigned while an update is in flight, the
    /// old view finishes that update and the new view is reloaded again once
    /// the update has swapped the data.
    public var view: (any SectionDeltaUpdatableView)? {
        get { lock.withLock { storedView } }
        set {
            lock.withLock { storedView = newValue }
            if let newValue { ViewContexts.shared.record(newValue, scheduler: scheduler) }
            newValue?.reloadData()
        }
    }

    /// `view` assigned as the initialisers do (the original's assign its
    /// stored property, which reloads nothing).
    @usableFromInline
    func assignWithoutReload(_ view: any SectionDeltaUpdatableView) {
        lock.withLock { storedView = view }
        ViewContexts.shared.record(view, scheduler: scheduler)
    }

    /// Chooses the animation style of each update; held weakly.
    public var animationDelegate: (any CollectionSectionDataAnimationDelegate)? {
        get { lock.withLock { storedAnimationDelegate } }
        set { lock.withLock { storedAnimationDelegate = newValue } }
    }
}

/// `CollectionSectionData` for sections whose item identifiers may repeat:
/// over a ``UniquelyIdentifiableSection`` whose items are also
/// ``NonUniquelyIdentifiable``, as in the original library. Its items are
/// ``NonUniqueDatum`` wrappers (`rawData` gives the value back).
public typealias NonUniqueCollectionSectionData<Base: UniquelyIdentifiableSection> =
    CollectionSectionData<NonUniqueSectionDatum<Base>> where Base.DataType: NonUniquelyIdentifiable
