import Foundation
import LiveCollections
import LiveCollectionsTesting

// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
/// UIKit's `UICollectionViewLayout`: here only what a collection view is
/// created with.
@MainActor @preconcurrency open class UICollectionViewLayout: NSObject {
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
    /// Creates a layout.
    public override init() {
        super.init()
    }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
/// UIKit's `UICollectionViewFlowLayout`: a grid or a line of items.
@MainActor @preconcurrency open class UICollectionViewFlowLayout: UICollectionViewLayout {}

// https://developer.apple.com/documentation/uikit/uicollectionview
/// UIKit's `UICollectionView`, as far as the LiveCollections adapters and
/// the original README's app code use it. Every call is logged
/// (``receivedCalls``) and applied by a ``RecordingView`` with UIKit's
/// batch rules.
@MainActor @preconcurrency open class UICollectionView: UIScrollView {
    // https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    /// The object that provides the collection view's data; held weakly.
    open weak var dataSource: (any UICollectionViewDataSource)?

    // https://developer.apple.com/documentation/uikit/uicollectionview/delegate
    /// The collection view's delegate; held weakly.
    open weak var delegate: (any UICollectionViewDelegate)?

    // https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    /// The layout the collection view arranges its items with.
    open var collectionViewLayout: UICollectionViewLayout

    let batches: StandInBatches
    /// The data source the stand-in made for a recording view's contents.
    private var contents: RecordingViewContents?

    // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    /// Creates a collection view with `frame` and `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        batches = StandInBatches(style: .collection)
        super.init(frame: frame)
        batches.read(UIKitDataSourceCounts(
            sections: { [weak self] in self.map { $0.dataSource?.numberOfSections(in: $0) ?? 0 } ?? 0 },
            rows: { [weak self] section in self.map { $0.dataSource?.collectionView($0, numberOfItemsInSection: section) ?? 0 } ?? 0 }
        ))
    }

    /// Stand-in only: a collection view whose calls `recordingView`
    /// applies, showing what its data source holds (a scenario replay's
    /// view). Its ``dataSource`` reads the recording view's counts.
    public init(frame: CGRect, standingInFor recordingView: RecordingView) {
        collectionViewLayout = UICollectionViewFlowLayout()
        batches = StandInBatches(recordingView: recordingView)
        super.init(frame: frame)
        let contents = RecordingViewContents(recordingView)
        self.contents = contents
        dataSource = contents
    }

    /// Stand-in only: every call the collection view received, in order.
    public var receivedCalls: [UIKitCall] { batches.calls }

    /// Stand-in only: told every call the collection view receives, as it does.
    public var callObserver: ((UIKitCall) -> Void)? {
        get { batches.observer }
        set { batches.observer = newValue }
    }

    /// Stand-in only: the view that applies the collection view's batches
    /// with UIKit's rules.
    public var recordingView: RecordingView { batches.recordingView }

    /// Stand-in only: the clock the collection view's animations run on (a test's
    /// `VirtualTimeScheduler`): a batch completes one animation duration
    /// after it is applied. With none, it completes as soon as
    /// `performBatchUpdates(_:completion:)` has returned.
    public var animationScheduler: (any LiveCollectionsScheduler)? {
        get { batches.recordingView.scheduler }
        set { batches.recordingView.scheduler = newValue }
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
    /// Animates the insert, delete, reload and move calls of `updates` as
    /// one batch; `completion` runs when its animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batches.performBatchUpdates(updates, completion: completion)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
    /// Inserts items at `indexPaths` (after the batch).
    open func insertItems(at indexPaths: [IndexPath]) {
        batches.note(.insertItems(indexPaths))
        batches.recordingView.insertItems(at: indexPaths)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
    /// Deletes the items at `indexPaths` (before the batch).
    open func deleteItems(at indexPaths: [IndexPath]) {
        batches.note(.deleteItems(indexPaths))
        batches.recordingView.deleteItems(at: indexPaths)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
    /// Reloads the items at `indexPaths` (before the batch).
    open func reloadItems(at indexPaths: [IndexPath]) {
        batches.note(.reloadItems(indexPaths))
        batches.recordingView.reloadItems(at: indexPaths)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
    /// Moves the item at `indexPath` to `newIndexPath`.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batches.note(.moveItem(at: indexPath, to: newIndexPath))
        batches.recordingView.moveItem(at: indexPath, to: newIndexPath)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
    /// Inserts `sections` (indexes after the batch).
    open func insertSections(_ sections: IndexSet) {
        batches.note(.insertSections(sections, with: nil))
        batches.recordingView.insertSections(sections)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
    /// Deletes `sections` (indexes before the batch).
    open func deleteSections(_ sections: IndexSet) {
        batches.note(.deleteSections(sections, with: nil))
        batches.recordingView.deleteSections(sections)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
    /// Reloads `sections` (indexes before the batch).
    open func reloadSections(_ sections: IndexSet) {
        batches.note(.reloadSections(sections, with: nil))
        batches.recordingView.reloadSections(sections)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)
    /// Moves `section` to `newSection`.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        batches.note(.moveSection(section, toSection: newSection))
        batches.recordingView.moveSection(section, toSection: newSection)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    /// Reloads every item and section from the data source.
    open func reloadData() {
        batches.note(.reloadData)
        batches.recordingView.reloadData()
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
    /// The number of sections the collection view shows.
    open var numberOfSections: Int { batches.recordingView.numberOfSections }

    // https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    /// The number of items the collection view shows in `section`.
    open func numberOfItems(inSection section: Int) -> Int {
        batches.recordingView.numberOfItems(inSection: section)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    /// A cell for the item at `indexPath`: here always a new base
    /// `UICollectionViewCell` (the stand-in draws nothing).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }
}
