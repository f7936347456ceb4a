import LiveCollectionsRecording
import Foundation
import LiveCollections

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
    func firstDifference(displayed: [[ShownCell]], expected: [[RecordingViewItem]]) -> BatchUpdateError? {
        firstDifference(
            displayedCounts: displayed.map(\.count), expectedCounts: expected.map(\.count),
            holding: { expected[$0.checkedSectionIndex][$0.checkedItemIndex] }
        ) { section in
            let (cells, wanted) = (displayed[section], expected[section])
            return cells.indices.first { !cells[$0].shows(wanted[$0]) }.map { ($0, cells[$0].text) }
        }
    }

    /// The first difference in counts, then the first differing cell of
    /// each section in turn, for sections known by their counts
    /// (`firstDifferingItem`, called once per section whose count agrees,
    /// gives the item and the text the view shows there; it need not build
    /// the section, as a batch's outcome is checked before it is built).
    /// Only for a difference is the data source asked for the cell it holds
    /// there (`holding`), to name it.
    func firstDifference(
        displayedCounts: [Int], expectedCounts counts: [Int], holding: (IndexPath) -> RecordingViewItem,
        firstDifferingItem: (_ section: Int) -> (item: Int, text: String)?
    ) -> BatchUpdateError? {
        guard displayedCounts.count == counts.count else {
            return error("\(subject) \(displayedCounts.count) sections but the data source has \(counts.count)")
        }
        for (section, count) in displayedCounts.enumerated() {
            guard count == counts[section] else {
                return error(
                    "\(subject) \(count) \(style.itemsWord) in section \(section) but the data source has \(counts[section])"
                )
            }
            guard let (item, text) = firstDifferingItem(section) else { continue }
            let indexPath = IndexPath(itemIndex: item, sectionIndex: section)
            return error("\(subject) \(text) at index path (\(indexPath.listText)) but the data source holds \(holding(indexPath))")
        }
        return nil
    }

    private func error(_ message: String) -> BatchUpdateError {
        BatchUpdateError(rule: .displayMismatch, style: style, message: message)
    }
}
