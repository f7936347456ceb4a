import Foundation

/// Compares what a view shows with what its data source holds and describes
/// the first difference as a ``BatchUpdateError/Rule/displayMismatch`` error.
struct DisplayComparison {
    /// How the displayed state is named in messages, e.g. "the view displays"
    /// or "after the batch the view would display".
    let subject: String
    let style: RecordingViewStyle
    /// Whether cell contents are compared too, or identities only.
    let comparesContent: Bool

    /// The first difference, in order: section count, item count per section,
    /// then cells in index-path order; nil when they agree.
    ///
    /// - Complexity: O(number of cells).
    func firstDifference(displayed: [[ShownCell]], expected: [[DisplayedItem]]) -> BatchUpdateError? {
        guard displayed.count == expected.count else {
            return error("\(subject) \(displayed.count) sections but the data source has \(expected.count)")
        }
        for (section, (shown, wanted)) in zip(displayed, expected).enumerated() {
            guard shown.count == wanted.count else {
                return error(
                    "\(subject) \(shown.count) \(style.itemsWord) in section \(section) but the data source has \(wanted.count)"
                )
            }
            for (item, (shownCell, truth)) in zip(shown, wanted).enumerated() {
                let cell = shownCell.item
                let differs = comparesContent ? cell != truth : cell.id != truth.id
                guard differs else { continue }
                let path = BatchUpdateError.text(IndexPath(item: item, section: section))
                return error("\(subject) \(cell) at index path (\(path)) but the data source holds \(truth)")
            }
        }
        return nil
    }

    private func error(_ message: String) -> BatchUpdateError {
        BatchUpdateError(rule: .displayMismatch, style: style, message: message)
    }
}
