import LiveCollectionsRecording

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
    /// checking (normalisation N3 in `docs/uikit-batch-rules.md`): true for the table view only.
    var dropsDuplicateDeletesAndInserts: Bool { self == .table }

    /// Whether a move out of a deleted section or into an inserted one makes
    /// the view reload all data instead of raising (rules 5 and 9 in
    /// `docs/uikit-batch-rules.md`): the table view's, before iOS 16.4.
    func fallsBackToReloadData(in release: UIKitRelease) -> Bool {
        self == .table && release == .iOS16_3
    }
}
