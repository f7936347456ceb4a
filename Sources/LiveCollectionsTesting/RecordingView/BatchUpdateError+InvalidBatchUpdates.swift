import Foundation
import LiveCollections
import LiveCollectionsRecording

/// The count mismatch (rules 13 and 14) in the words of iOS 16.4 and later
/// (`docs/uikit-batch-rules.md`, "Releases"): the counts before and after
/// per section, and the updates in UIKit's notation.
///
/// ```text
/// Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates.
/// Data source before updates = { 1 section with item counts: [3] }
/// Data source after updates = { 1 section with item counts: [3] }
/// Updates = [
/// 	Delete item (0 - 1)
/// ]
/// ```
///
/// UIKit ends the text with a line naming the view (`Collection view:
/// <UICollectionView: 0x...; frame = ...>`); that line holds an address
/// and a frame, and is left out, so the text is the same on every run.
///
/// Only item deletes and inserts (reloads being a delete and an insert)
/// are attested in UIKit's notation; for a batch with a move, a section
/// operation or no operation at all the text is not known, and the older
/// text is kept (`nil` here).
extension BatchUpdateError {
    static func invalidBatchUpdates(
        _ rule: Rule, before: [Int], after: [Int], batch: NormalisedBatch, _ style: RecordingViewStyle
    ) -> Self? {
        guard let updates = attestedUpdates(batch, style) else { return nil }
        let view = style == .table ? "the number of sections and/or rows returned by the data source before and after"
            : "the number of sections and/or items returned by the data source before and/or after"
        let lines = [
            "Invalid batch updates detected: \(view) performing the batch updates are inconsistent with the updates.",
            "Data source before updates = { \(countsText(before, style)) }",
            "Data source after updates = { \(countsText(after, style)) }",
            "Updates = [",
            updates.map { "\t" + $0 }.joined(separator: ",\n"),
            "]",
        ]
        return Self(rule: rule, style: style, message: lines.joined(separator: "\n"))
    }

    /// `1 section with item counts: [3]`, `2 sections with row counts: [3, 0]`,
    /// `0 sections with item counts: []`.
    static func countsText(_ counts: [Int], _ style: RecordingViewStyle) -> String {
        let sections = counts.count == 1 ? "section" : "sections"
        let list = counts.map(String.init).joined(separator: ", ")
        return "\(counts.count) \(sections) with \(style.itemWord) counts: [\(list)]"
    }

    /// The batch's updates in UIKit's notation, `Delete item (0 - 1)`: the
    /// deletes (a reload's delete half included) from the last path to the
    /// first, then the inserts from the first to the last; nil when the
    /// batch holds an operation whose notation is not attested, or none.
    static func attestedUpdates(_ batch: NormalisedBatch, _ style: RecordingViewStyle) -> [String]? {
        let raw = batch.raw
        guard raw.itemMoves.isEmpty, raw.sectionDeletes.isEmpty, raw.sectionInserts.isEmpty, raw.sectionReloads.isEmpty,
            raw.sectionMoves.isEmpty, !(batch.itemDeletes.isEmpty && batch.itemInserts.isEmpty)
        else { return nil }
        let word = style == .table ? "row" : "item"
        func text(_ verb: String, _ path: IndexPath) -> String {
            "\(verb) \(word) (\(path.checkedSectionIndex) - \(path.checkedItemIndex))"
        }
        return batch.itemDeletes.reversed().map { text("Delete", $0) } + batch.itemInserts.map { text("Insert", $0) }
    }
}
