/// Which UIKit view a ``RecordingView`` stands in for.
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

extension RecordingViewStyle {
    /// The word UIKit uses for one cell: "row" or "item".
    var itemWord: String {
        switch self {
        case .table: "row"
        case .collection: "item"
        }
    }

    /// The word UIKit uses for several cells: "rows" or "items".
    var itemsWord: String {
        switch self {
        case .table: "rows"
        case .collection: "items"
        }
    }

    /// The name UIKit uses for the view: "table view" or "collection view".
    var viewName: String {
        switch self {
        case .table: "table view"
        case .collection: "collection view"
        }
    }

    /// Whether identical duplicate deletes and inserts are dropped before
    /// checking (normalisation N3): true for the table view only.
    var dropsDuplicateDeletesAndInserts: Bool { self == .table }

    /// Whether a move out of a deleted section or into an inserted one makes
    /// the view reload all data instead of raising (rules 5 and 9).
    var fallsBackToReloadData: Bool { self == .table }
}
