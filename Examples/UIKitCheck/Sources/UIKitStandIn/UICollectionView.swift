import Foundation

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
/// (``receivedCalls``) and applied by the sink the check installs
/// (``StandInBatchSinks``).
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

    let batches = StandInBatches()

    // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    /// Creates a collection view with `frame` and `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        batches.attach(.collection, counts: StandInDataSourceCounts(
            sections: { [weak self] in
                guard let self, let dataSource else { return 0 }
                return dataSource.numberOfSections(in: self)
            },
            items: { [weak self] section in
                guard let self, let dataSource else { return 0 }
                return dataSource.collectionView(self, numberOfItemsInSection: section)
            }
        ))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
    /// Creates a collection view from an archive; the stand-in reads none
    /// (nil).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Stand-in only: every call the collection view received, in order.
    public var receivedCalls: [UIKitCall] { batches.calls }

    /// Stand-in only: told every call the collection view receives, as it does.
    public var callObserver: ((UIKitCall) -> Void)? {
        get { batches.observer }
        set { batches.observer = newValue }
    }

    /// Stand-in only: what applies the collection view's calls (made by the
    /// check's ``StandInBatchSinks/maker`` when the view is created).
    public var standInSink: (any StandInBatchSink)? {
        get { batches.sink }
        set { batches.sink = newValue }
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
        batches.receive(.insertItems(indexPaths))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
    /// Deletes the items at `indexPaths` (before the batch).
    open func deleteItems(at indexPaths: [IndexPath]) {
        batches.receive(.deleteItems(indexPaths))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
    /// Reloads the items at `indexPaths` (before the batch).
    open func reloadItems(at indexPaths: [IndexPath]) {
        batches.receive(.reloadItems(indexPaths))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
    /// Moves the item at `indexPath` to `newIndexPath`.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        batches.receive(.moveItem(at: indexPath, to: newIndexPath))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
    /// Inserts `sections` (indexes after the batch).
    open func insertSections(_ sections: IndexSet) {
        batches.receive(.insertSections(sections, with: nil))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
    /// Deletes `sections` (indexes before the batch).
    open func deleteSections(_ sections: IndexSet) {
        batches.receive(.deleteSections(sections, with: nil))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
    /// Reloads `sections` (indexes before the batch).
    open func reloadSections(_ sections: IndexSet) {
        batches.receive(.reloadSections(sections, with: nil))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)
    /// Moves `section` to `newSection`.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        batches.receive(.moveSection(section, toSection: newSection))
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    /// Reloads every item and section from the data source.
    open func reloadData() {
        batches.receive(.reloadData)
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
    /// The number of sections the collection view shows.
    open var numberOfSections: Int { batches.sink?.numberOfSections ?? 0 }

    // https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    /// The number of items the collection view shows in `section`.
    open func numberOfItems(inSection section: Int) -> Int {
        batches.sink?.numberOfItems(inSection: section) ?? 0
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
