import Foundation

/// Compares what a view shows with what its data source holds and describes
/// the first difference as a ``BatchUpdateError/Rule/displayMismatch`` error.
struct DisplayComparison {
    /// How the displayed state is named in messages, e.g. "the view displays"
    /// or "after the batch the view would display".
    let subject: String
    let style: RecordingViewStyle

    /// The first difference, identity or content, in order: section count,
    /// item count per section, then cells in index-path order; nil when they
    /// agree.
    ///
    /// - Complexity: O(number of cells).
    func firstDifference(displayed: [[ShownCell]], expected: [[DisplayedItem]]) -> BatchUpdateError? {
        firstDifference(displayed: displayed, expected: expected, differs: { $0 != $1 }, holding: { expected[$0.sectionIndex][$0.itemIndex] })
    }

    /// The first cell whose identity is not the data source's, or the first
    /// count that differs; nil when they agree. Only for a difference is the
    /// data source asked for the cell it holds there (`holding`), to name it.
    ///
    /// - Complexity: O(number of cells).
    func firstDifference(
        displayed: [[ShownCell]], expectedIdentities expected: [[String]], holding: (IndexPath) -> DisplayedItem
    ) -> BatchUpdateError? {
        firstDifference(displayed: displayed, expected: expected, differs: { $0.id != $1 }, holding: holding)
    }

    private func firstDifference<Expected>(
        displayed: [[ShownCell]], expected: [[Expected]], differs: (DisplayedItem, Expected) -> Bool,
        holding: (IndexPath) -> DisplayedItem
    ) -> BatchUpdateError? {
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
                guard differs(cell, truth) else { continue }
                let indexPath = IndexPath(item: item, section: section)
                let path = BatchUpdateError.text(indexPath)
                return error("\(subject) \(cell) at index path (\(path)) but the data source holds \(holding(indexPath))")
            }
        }
        return nil
    }

    private func error(_ message: String) -> BatchUpdateError {
        BatchUpdateError(rule: .displayMismatch, style: style, message: message)
    }
}
