import Foundation
import LiveCollections

/// What a ``RecordingView`` asks for its content, like
/// `UITableViewDataSource` / `UICollectionViewDataSource` reduced to counts and
/// cell identities.
///
/// The view asks when it first loads, on ``RecordingView/reloadData()`` and
/// when the outermost batch update ends; the data is expected to change inside
/// the batch's update closure, as with UIKit.
public protocol RecordingViewDataSource: AnyObject {
    /// The number of sections to display.
    func numberOfSections(in view: RecordingView) -> Int
    /// The number of items (rows) to display in `section`.
    func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int
    /// The cell to display at `indexPath` (`[section, item]`).
    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem
    /// Every cell of `section`, in order: what the view reads when it loads
    /// or ends a batch. The default asks
    /// ``recordingView(_:numberOfItemsInSection:)`` (a negative count reads
    /// as 0), then ``recordingView(_:itemAt:)`` for each item; a data source
    /// that holds a section as one array returns it at once.
    func recordingView(_ view: RecordingView, itemsInSection section: Int) -> [RecordingViewItem]
}

extension RecordingViewDataSource {
    /// One ``recordingView(_:itemAt:)`` call per item.
    public func recordingView(_ view: RecordingView, itemsInSection section: Int) -> [RecordingViewItem] {
        (0..<max(0, recordingView(view, numberOfItemsInSection: section))).map { item in
            recordingView(view, itemAt: IndexPath(itemIndex: item, sectionIndex: section))
        }
    }
}

/// A data source that lists a section's identities without describing its
/// cells' contents.
///
/// When a batch ends, a view over such a data source checks the batch
/// against the identities alone and asks only for the cells it shows anew
/// (``recordingView(_:itemsAt:inSection:)`` for inserted and reloaded cells,
/// ``RecordingViewDataSource/recordingView(_:itemsInSection:)`` for inserted
/// and reloaded sections), as UIKit asks for the cells it has to
/// display; other data sources are read whole. At 100,000 cells, describing
/// every cell after every batch cost more than the delta.
public protocol RecordingViewIdentityDataSource: RecordingViewDataSource {
    /// The identities (``RecordingViewItem/id``) of the cells of `section`, in
    /// order: what ``RecordingViewDataSource/recordingView(_:itemsInSection:)``
    /// would return, identities only.
    func recordingView(_ view: RecordingView, identitiesInSection section: Int) -> [String]
    /// The cells at `items` of `section`, in that order. The default asks
    /// ``RecordingViewDataSource/recordingView(_:itemAt:)`` for each; a data
    /// source that reads a section at once returns them from one read.
    func recordingView(_ view: RecordingView, itemsAt items: [Int], inSection section: Int) -> [RecordingViewItem]
}

extension RecordingViewIdentityDataSource {
    /// One ``RecordingViewDataSource/recordingView(_:itemAt:)`` call per item.
    public func recordingView(_ view: RecordingView, itemsAt items: [Int], inSection section: Int) -> [RecordingViewItem] {
        items.map { recordingView(view, itemAt: IndexPath(itemIndex: $0, sectionIndex: section)) }
    }
}
