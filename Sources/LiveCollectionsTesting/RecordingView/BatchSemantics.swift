import Foundation
import LiveCollectionsRecording

/// UIKit's batch semantics in one place: the silent normalisation (N1-N3),
/// the rules that reject a batch (1-14), the table view's fallback to
/// reloading (rules 5 and 9), and how the cells move (15), all of
/// `docs/uikit-batch-rules.md`.
///
/// The recording view applies every batch it receives through
/// ``apply(_:style:to:identities:source:)``, and the documentation's
/// pictures apply every recorded batch through ``apply(recorded:style:to:after:)``:
/// a change to the semantics changes both.
package enum BatchSemantics {
    /// How an accepted batch changed the cells.
    package enum Outcome: Equatable, Sendable {
        /// The operations were applied: survivors and moved cells kept.
        case applied
        /// `reloadData()` was called inside the batch: every cell reloaded.
        case reloadedAll
        /// The table view reloaded all data instead of animating (the reason).
        case fellBack(String)
    }

    /// Applies `batch` to `cells`, what the view shows before it: on return
    /// what it shows after it, every cell checked against `identities`, the
    /// data source's identities after the batch (rule 15). When it throws,
    /// `cells` is unchanged.
    ///
    /// - Parameters:
    ///   - source: the data source's cells, for the cells shown anew.
    ///   - whole: the data source read whole, for a batch that reloads all
    ///     data (read only then).
    /// - Throws: The first rule the batch breaks, with UIKit's message.
    /// - Complexity: O(cells + operations · log operations).
    package static func apply<Cell: BatchCell>(
        _ batch: PendingBatch, style: RecordingViewStyle, to cells: inout [[Cell]],
        identities: [[String]], source: BatchCellSource, whole: () -> [[DisplayedItem]]
    ) throws(BatchUpdateError) -> Outcome {
        guard !batch.reloadsAllData else {
            cells = whole().map { $0.map(Cell.init) }
            return .reloadedAll
        }
        let normalised = NormalisedBatch(batch, style: style)
        let validator = BatchValidator(batch: normalised, style: style, before: cells.map(\.count), after: identities.map(\.count))
        switch try validator.validate() {
        case let .reloadData(reason):
            cells = whole().map { $0.map(Cell.init) }
            return .fellBack(reason)
        case let .apply(mapping):
            let application = BatchApplication<Cell>(batch: normalised, mapping: mapping, style: style, after: identities, cells: source)
            try application.apply(to: &cells)
            return .applied
        }
    }

    /// Applies the recorded calls of one batch (its operations, in order) to
    /// `cells`, what the view showed before it, with `after`, what the view
    /// showed after it as recorded, standing for the data source: each cell's
    /// identity is its text, so the batch is accepted exactly when the calls
    /// move the cells shown before onto the cells shown after.
    ///
    /// - Throws: The first rule the calls break, with UIKit's message.
    package static func apply<Cell: BatchCell>(
        recorded calls: some Sequence<RecordedEvent>, style: RecordingViewStyle, to cells: inout [[Cell]], after: [[String]]
    ) throws(BatchUpdateError) -> Outcome {
        let items = after.map { $0.map { DisplayedItem(id: $0, content: $0) } }
        return try apply(PendingBatch(calls), style: style, to: &cells, identities: after, source: .reading(items), whole: { items })
    }
}
