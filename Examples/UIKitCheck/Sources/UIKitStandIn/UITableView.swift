import Foundation
import LiveCollections
import LiveCollectionsTesting

// https://developer.apple.com/documentation/uikit/uitableview
/// UIKit's `UITableView`, as far as the LiveCollections adapters and the
/// original README's app code use it. Every call is logged
/// (``receivedCalls``) and applied by a ``RecordingView`` with UIKit's
/// batch rules.
@MainActor @preconcurrency open class UITableView: UIScrollView {
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    /// The table's style.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    // https://developer.apple.com/documentation/uikit/uitableview/rowanimation
    /// The animation of inserted, deleted and reloaded rows and sections.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    // https://developer.apple.com/documentation/uikit/uitableview/datasource
    /// The object that provides the table's data; held weakly.
    open weak var dataSource: (any UITableViewDataSource)?

    // https://developer.apple.com/documentation/uikit/uitableview/delegate
    /// The table's delegate; held weakly.
    open weak var delegate: (any UITableViewDelegate)?

    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
    /// The style the table was created with.
    public let style: UITableView.Style

    let batches: StandInBatches
    /// The data source the stand-in made for a recording view's contents.
    private var contents: RecordingViewContents?

    // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    /// Creates a table with `frame` and `style`.
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        batches = StandInBatches(style: .table)
        super.init(frame: frame)
        batches.read(UIKitDataSourceCounts(
            sections: { [weak self] in self.map { $0.dataSource?.numberOfSections(in: $0) ?? 0 } ?? 0 },
            rows: { [weak self] section in self.map { $0.dataSource?.tableView($0, numberOfRowsInSection: section) ?? 0 } ?? 0 }
        ))
    }

    /// Stand-in only: a table whose calls `recordingView` applies, showing
    /// what its data source holds (a scenario replay's view). Its
    /// ``dataSource`` reads the recording view's counts.
    public init(frame: CGRect, standingInFor recordingView: RecordingView) {
        style = .plain
        batches = StandInBatches(recordingView: recordingView)
        super.init(frame: frame)
        let contents = RecordingViewContents(recordingView)
        self.contents = contents
        dataSource = contents
    }

    /// Stand-in only: every call the table received, in order.
    public var receivedCalls: [UIKitCall] { batches.calls }

    /// Stand-in only: told every call the table receives, as it does.
    public var callObserver: ((UIKitCall) -> Void)? {
        get { batches.observer }
        set { batches.observer = newValue }
    }

    /// Stand-in only: the view that applies the table's batches with
    /// UIKit's rules.
    public var recordingView: RecordingView { batches.recordingView }

    /// Stand-in only: the clock the table's animations run on (a test's
    /// `VirtualTimeScheduler`): a batch completes one animation duration
    /// after it is applied. With none, it completes as soon as
    /// `performBatchUpdates(_:completion:)` has returned.
    public var animationScheduler: (any LiveCollectionsScheduler)? {
        get { batches.recordingView.scheduler }
        set { batches.recordingView.scheduler = newValue }
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
        batches.note(.insertRows(indexPaths, with: animation))
        batches.recordingView.insertRows(at: indexPaths, with: LiveCollections.RowAnimation(animation))
    }

    // https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
    /// Deletes the rows at `indexPaths` (before the batch).
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        batches.note(.deleteRows(indexPaths, with: animation))
        batches.recordingView.deleteRows(at: indexPaths, with: LiveCollections.RowAnimation(animation))
    }

    // https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
    /// Reloads the rows at `indexPaths` (before the batch).
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        batches.note(.reloadRows(indexPaths, with: animation))
        batches.recordingView.reloadRows(at: indexPaths, with: LiveCollections.RowAnimation(animation))
    }

    // https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
    /// Moves the row at `indexPath` to `newIndexPath`.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batches.note(.moveRow(at: indexPath, to: newIndexPath))
        batches.recordingView.moveRow(at: indexPath, to: newIndexPath)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
    /// Inserts `sections` (indexes after the batch).
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        batches.note(.insertSections(sections, with: animation))
        batches.recordingView.insertSections(sections, with: LiveCollections.RowAnimation(animation))
    }

    // https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
    /// Deletes `sections` (indexes before the batch).
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        batches.note(.deleteSections(sections, with: animation))
        batches.recordingView.deleteSections(sections, with: LiveCollections.RowAnimation(animation))
    }

    // https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
    /// Reloads `sections` (indexes before the batch).
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        batches.note(.reloadSections(sections, with: animation))
        batches.recordingView.reloadSections(sections, with: LiveCollections.RowAnimation(animation))
    }

    // https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
    /// Moves `section` to `newSection`.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        batches.note(.moveSection(section, toSection: newSection))
        batches.recordingView.moveSection(section, toSection: newSection)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    /// Reloads every row and section from the data source.
    open func reloadData() {
        batches.note(.reloadData)
        batches.recordingView.reloadData()
    }

    // https://developer.apple.com/documentation/uikit/uitableview/numberofsections
    /// The number of sections the table shows.
    open var numberOfSections: Int { batches.recordingView.numberOfSections }

    // https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
    /// The number of rows the table shows in `section`.
    open func numberOfRows(inSection section: Int) -> Int {
        batches.recordingView.numberOfItems(inSection: section)
    }

    // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    /// A cell for the row at `indexPath`: here always a new base
    /// `UITableViewCell` (the stand-in draws nothing).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
}
