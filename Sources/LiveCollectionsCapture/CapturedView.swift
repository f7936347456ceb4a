import LiveCollections

/// The view a captured data object drives, as the scenario needs it: its
/// style, how long one batch of animations takes, and for a table the row
/// and section animations it names.
public struct CapturedView: Hashable, Sendable {
    /// `UITableView` or `UICollectionView`.
    public enum Style: String, Hashable, Sendable {
        case table, collection
    }

    /// The view's style.
    public var style: Style
    /// How long one batch of animations takes (UIKit's default is about 300).
    public var animationMilliseconds: Int
    /// A table's animations for every section without its own entry in
    /// ``sectionRowAnimations``; nil for the library's defaults
    /// (``TableViewAnimationModel/defaultRowAnimations``). Collection views
    /// have none.
    public var rowAnimations: TableViewAnimationModel?
    /// A table's animations for the sections that differ from
    /// ``rowAnimations``, by section (0 to 99, as the scenario format
    /// allows).
    public var sectionRowAnimations: [Int: TableViewAnimationModel]

    /// The most sections whose animations are read from a view (the
    /// scenario format names sections 0 to 99).
    static let sectionLimit = 100

    /// Describes the view.
    public init(
        style: Style,
        animationMilliseconds: Int = 300,
        rowAnimations: TableViewAnimationModel? = nil,
        sectionRowAnimations: [Int: TableViewAnimationModel] = [:]
    ) {
        self.style = style
        self.animationMilliseconds = animationMilliseconds
        self.rowAnimations = rowAnimations
        self.sectionRowAnimations = sectionRowAnimations
    }

    /// Describes `view` as it is: a table (``DeltaUpdatableView/isTableView``,
    /// true for a `UITableView`) or a collection view, the duration of its
    /// batches, and for a table the animations it names for each of its
    /// sections (at least section 0): those a table adopting
    /// `TableViewRowAnimationProviding` or `TableViewSectionAnimationProviding`
    /// returns, or the library's defaults. Read it on the view's context
    /// (the main queue for a UIKit view), once the table shows its sections:
    /// a section added later is given the animations of section 0.
    ///
    /// - Complexity: O(s), s the number of sections (at most 100 are read).
    public init(_ view: some BatchUpdatableView) {
        self.init(style: view.isTableView ? .table : .collection, animationMilliseconds: Int((view.batchAnimationDuration * 1000).rounded()))
        guard view.isTableView else { return }
        let count = min(max(view.numberOfSections, 1), Self.sectionLimit)
        setRowAnimations((0..<count).map { view.rowAnimations(forSection: $0) })
    }

    /// Takes `models`, one per section from 0: the first is the default,
    /// the others are kept where they differ from it; a default equal to
    /// the library's is left out.
    mutating func setRowAnimations(_ models: [TableViewAnimationModel]) {
        guard let first = models.first else { return }
        rowAnimations = first == .defaultRowAnimations ? nil : first
        sectionRowAnimations = [:]
        for (section, model) in models.enumerated().dropFirst() where model != first {
            sectionRowAnimations[section] = model
        }
    }
}
