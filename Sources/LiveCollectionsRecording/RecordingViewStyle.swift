/// Which UIKit view a recording view stands in for: it decides how a batch
/// is applied (see `BatchSemantics` in the testing module), so a recording
/// names each view's style.
///
/// The style decides the wording of every rejection message (a table view
/// says "row"/"rows"/"table view", a collection view "item"/"items"/"collection
/// view") and two behaviours: a table view silently reloads all data where a
/// collection view raises (rules 5 and 9 of `docs/uikit-batch-rules.md`), and only a table view drops
/// duplicate identical deletes and inserts before checking a batch.
public enum RecordingViewStyle: String, Sendable, Codable {
    /// A stand-in for `UITableView`.
    case table
    /// A stand-in for `UICollectionView`.
    case collection
}
