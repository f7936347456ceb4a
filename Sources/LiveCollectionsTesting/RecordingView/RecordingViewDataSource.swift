import Foundation

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
    func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> DisplayedItem
}
