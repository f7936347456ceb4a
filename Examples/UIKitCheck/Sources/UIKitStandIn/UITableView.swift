import Foundation

// https://developer.apple.com/documentation/uikit/uitableview
/// UIKit's `UITableView`, as far as the LiveCollections adapters and the
/// original README's app code use it. Every call is logged
/// (``receivedCalls``) and applied by the sink the check installs
/// (``StandInBatchSinks``).
@MainActor @preconcurrency open class UITableView: UIScrollView {
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    /// The table's style. Not frozen (library evolution), as UIKit's.
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
        /// Grouped sections inset from the table's edges: iOS 13.0+, Mac
        /// Catalyst 13.1+, visionOS 1.0+, not tvOS (Apple's page). Swift on
        /// Linux ignores these platforms' attributes.
        @available(iOS 13.0, macCatalyst 13.1, visionOS 1.0, *)
        @available(tvOS, unavailable)
        case insetGrouped = 2
    }

    // https://developer.apple.com/documentation/uikit/uitableview/rowanimation
    /// The animation of inserted, deleted and reloaded rows and sections.
    /// Not frozen (library evolution), as UIKit's.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right = 1, left = 2, top = 3, bottom = 4, none = 5, middle = 6
        case automatic = 100
    }

    // https://developer.apple.com/documentation/uikit/uitableview/datasource
    /// The object that provides the table's data; held weakly.
    open weak var dataSource: (any UITableViewDataSource)?

    // https://developer.apple.com/documentation/uikit/uitableview/delegate
    /// The table's delegate; held weakly.
    open weak var delegate: (any UITableViewDelegate)?

    /// The style the table was created with.
    private let createdStyle: UITableView.Style

    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
    /// The style the table was created with: read-only, and overridable,
    /// as UIKit declares it (`var style: UITableView.Style { get }`).
    open var style: UITableView.Style { createdStyle }

    let batches = StandInBatches()

    // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    /// Creates a table with `frame` and `style`.
    public init(frame: CGRect, style: UITableView.Style) {
        createdStyle = style
        super.init(frame: frame)
        batches.attach(.table, counts: StandInDataSourceCounts(
            sections: { [weak self] in
                guard let self, let dataSource else { return 0 }
                return dataSource.numberOfSections(in: self)
            },
            items: { [weak self] section in
                guard let self, let dataSource else { return 0 }
                return dataSource.tableView(self, numberOfRowsInSection: section)
            }
        ))
    }

    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    /// `UITableView(frame:)`, UIView's initialiser, which UIKit answers with
    /// a plain table (and `UITableView()` with a plain table of zero frame).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
    /// Creates a table from an archive; the stand-in reads none (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Stand-in only: every call the table received, in order.
    public var receivedCalls: [UIKitCall] { batches.calls }

    /// Stand-in only: told every call the table receives, as it does.
    public var callObserver: ((UIKitCall) -> Void)? {
        get { batches.observer }
        set { batches.observer = newValue }
    }

    /// Stand-in only: what applies the table's calls (made by the check's
    /// ``StandInBatchSinks/maker`` when the table is created).
    public var standInSink: (any StandInBatchSink)? {
        get { batches.sink }
        set { batches.sink = newValue }
    }

    // https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
    /// Animates the insert, delete, reload and move calls of `updates` as
    /// one batch; `completion` runs when its animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batches.performBatchUpdates(updates, completion: completion)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
    /// Inserts rows at `indexPaths` (after the batch).
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        batches.receive(.insertRows(indexPaths, with: animation))
    }

    // https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
    /// Deletes the rows at `indexPaths` (before the batch).
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        batches.receive(.deleteRows(indexPaths, with: animation))
    }

    // https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
    /// Reloads the rows at `indexPaths` (before the batch).
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        batches.receive(.reloadRows(indexPaths, with: animation))
    }

    // https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
    /// Moves the row at `indexPath` to `newIndexPath`.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batches.receive(.moveRow(at: indexPath, to: newIndexPath))
    }

    // https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
    /// Inserts `sections` (indexes after the batch).
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        batches.receive(.insertSections(sections, with: animation))
    }

    // https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
    /// Deletes `sections` (indexes before the batch).
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        batches.receive(.deleteSections(sections, with: animation))
    }

    // https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
    /// Reloads `sections` (indexes before the batch).
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        batches.receive(.reloadSections(sections, with: animation))
    }

    // https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
    /// Moves `section` to `newSection`.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        batches.receive(.moveSection(section, toSection: newSection))
    }

    // https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    /// Reloads every row and section from the data source.
    open func reloadData() {
        batches.receive(.reloadData)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/numberofsections
    /// The number of sections the table shows.
    open var numberOfSections: Int { batches.sink?.numberOfSections ?? 0 }

    // https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    /// The number of rows the table shows in `section`.
    open func numberOfRows(inSection section: Int) -> Int {
        batches.sink?.numberOfItems(inSection: section) ?? 0
    }

    // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    /// A cell for the row at `indexPath`: here always a new base
    /// `UITableViewCell` (the stand-in draws nothing).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
}
