import Foundation
import LiveCollections
import LiveCollectionsTesting
import UIKit

extension UITableView {
    /// A table whose calls `recordingView` applies, showing what its data
    /// source holds (a scenario replay's view). Its `dataSource` reads the
    /// recording view's counts.
    public convenience init(frame: CGRect, standingInFor recordingView: RecordingView) {
        self.init(frame: frame, style: .plain)
        let contents = RecordingViewContents(recordingView)
        standInSink = RecordingViewSink(recordingView: recordingView, keeping: contents)
        dataSource = contents
    }

    /// The view that applies the table's batches with UIKit's rules (made
    /// now if the table was created before ``installRecordingViews()``).
    public var recordingView: RecordingView { RecordingViewSink.of(self).recordingView }

    /// The clock the table's animations run on (a test's
    /// `VirtualTimeScheduler`): a batch completes one animation duration
    /// after it is applied. With none, it completes as soon as
    /// `performBatchUpdates(_:completion:)` has returned.
    public var animationScheduler: (any LiveCollectionsScheduler)? {
        get { recordingView.scheduler }
        set { recordingView.scheduler = newValue }
    }
}

extension UICollectionView {
    /// A collection view whose calls `recordingView` applies, showing what
    /// its data source holds (a scenario replay's view). Its `dataSource`
    /// reads the recording view's counts.
    public convenience init(frame: CGRect, standingInFor recordingView: RecordingView) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        let contents = RecordingViewContents(recordingView)
        standInSink = RecordingViewSink(recordingView: recordingView, keeping: contents)
        dataSource = contents
    }

    /// The view that applies the collection view's batches with UIKit's
    /// rules (made now if the view was created before
    /// ``installRecordingViews()``).
    public var recordingView: RecordingView { RecordingViewSink.of(self).recordingView }

    /// The clock the collection view's animations run on (see
    /// `UITableView.animationScheduler`).
    public var animationScheduler: (any LiveCollectionsScheduler)? {
        get { recordingView.scheduler }
        set { recordingView.scheduler = newValue }
    }
}

extension RecordingViewSink {
    /// Batches applied by `recordingView`, keeping `contents` (the stand-in
    /// view's data source, which the view holds weakly) alive.
    convenience init(recordingView: RecordingView, keeping contents: AnyObject) {
        self.init(recordingView: recordingView)
        kept = contents
    }

    /// The recording-view sink of `table`, made and installed now if it has
    /// none.
    static func of(_ table: UITableView) -> RecordingViewSink {
        if let sink = table.standInSink as? RecordingViewSink { return sink }
        let sink = RecordingViewSink(.table, counts: counts(table))
        table.standInSink = sink
        return sink
    }

    /// The recording-view sink of `collection`, made and installed now if
    /// it has none.
    static func of(_ collection: UICollectionView) -> RecordingViewSink {
        if let sink = collection.standInSink as? RecordingViewSink { return sink }
        let sink = RecordingViewSink(.collection, counts: StandInDataSourceCounts(
            sections: { [weak collection] in collection.flatMap { view in view.dataSource.map { $0.numberOfSections(in: view) } } ?? 0 },
            items: { [weak collection] section in collection.flatMap { view in view.dataSource.map { $0.collectionView(view, numberOfItemsInSection: section) } } ?? 0 }
        ))
        collection.standInSink = sink
        return sink
    }

    private static func counts(_ table: UITableView) -> StandInDataSourceCounts {
        StandInDataSourceCounts(
            sections: { [weak table] in table.flatMap { view in view.dataSource.map { $0.numberOfSections(in: view) } } ?? 0 },
            items: { [weak table] section in table.flatMap { view in view.dataSource.map { $0.tableView(view, numberOfRowsInSection: section) } } ?? 0 }
        )
    }
}
