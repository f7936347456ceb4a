import Foundation
import LiveCollections
import LiveCollectionsRecording

/// UIKit's batch semantics in one place: the silent normalisation (N1-N3),
/// the rules that reject a batch (1-14), the table view's fallback to
/// reloading (rules 5 and 9), and how the cells move (15), all of
/// `docs/uikit-batch-rules.md`.
///
/// The recording view applies every batch it receives through
/// ``apply(_:style:release:onScreen:to:identities:source:whole:)``, and the documentation's
/// pictures follow every recorded batch through
/// ``trail(recorded:style:release:before:after:)``, which applies it the same way:
/// a change to the semantics changes both.
package enum BatchSemantics {
    /// How an accepted batch changed the cells.
    package enum Outcome: Equatable, Sendable {
        /// The operations were applied: survivors and moved cells kept.
        case applied
        /// `reloadData()` was called inside the batch: every cell reloaded.
        case reloadedAll
        /// The view reloaded all data instead of animating (the reason): a
        /// table view for rules 5 and 9, a collection view off screen for
        /// rules 13 and 14, before iOS 16.4.
        case fellBack(String)
    }

    /// Applies `batch` to `cells`, what the view shows before it: on return
    /// what it shows after it, every cell checked against `identities`, the
    /// data source's identities after the batch (rule 15). When it throws,
    /// `cells` is unchanged.
    ///
    /// - Parameters:
    ///   - release: the UIKit release whose fallbacks and words apply.
    ///   - onScreen: whether the view is on screen (in a window).
    ///   - source: the data source's cells, for the cells shown anew.
    ///   - whole: the data source read whole, for a batch that reloads all
    ///     data (read only then).
    /// - Throws: The first rule the batch breaks, with UIKit's message.
    /// - Complexity: O(cells + operations · log operations).
    package static func apply<Cell: BatchCell>(
        _ batch: PendingBatch, style: RecordingViewStyle, release: UIKitRelease = .newest, onScreen: Bool = true,
        to cells: inout [[Cell]], identities: [[String]], source: BatchCellSource, whole: () -> [[RecordingViewItem]]
    ) throws(BatchUpdateError) -> Outcome {
        try apply(
            batch, style: style, release: release, onScreen: onScreen, to: &cells, identities: identities, source: source,
            whole: whole
        ).outcome
    }

    /// ``apply(_:style:release:onScreen:to:identities:source:whole:)``, with the normalised
    /// batch and the section mapping it was applied with (nil when all
    /// data was reloaded).
    private static func apply<Cell: BatchCell>(
        _ batch: PendingBatch, style: RecordingViewStyle, release: UIKitRelease, onScreen: Bool, to cells: inout [[Cell]],
        identities: [[String]], source: BatchCellSource, whole: () -> [[RecordingViewItem]]
    ) throws(BatchUpdateError) -> (outcome: Outcome, normalised: NormalisedBatch?, mapping: SectionMapping?) {
        guard !batch.reloadsAllData else {
            cells = whole().map { $0.map(Cell.init) }
            return (.reloadedAll, nil, nil)
        }
        let normalised = NormalisedBatch(batch, style: style)
        let validator = BatchValidator(
            batch: normalised, style: style, release: release, onScreen: onScreen, before: cells.map(\.count),
            after: identities.map(\.count))
        switch try validator.validate() {
        case let .reloadData(reason):
            cells = whole().map { $0.map(Cell.init) }
            return (.fellBack(reason), normalised, nil)
        case let .apply(mapping):
            let application = BatchApplication<Cell>(batch: normalised, mapping: mapping, style: style, after: identities, cells: source)
            try application.apply(to: &cells)
            return (.applied, normalised, mapping)
        }
    }

    /// How one recorded batch took a view from what it showed before to
    /// what it showed after: where each section and cell came from, and
    /// where each reload went. What the documentation's pictures draw.
    package struct Trail: Equatable, Sendable {
        /// How the batch was applied.
        package let outcome: Outcome
        /// For each section after the batch, the section before it that it
        /// is; nil for a section shown anew (inserted or reloaded), and for
        /// every section when all data was reloaded.
        package let sectionOrigins: [Int?]
        /// For each cell after the batch, where it was before; nil for a
        /// cell shown anew (inserted, reloaded, or in a section shown anew).
        package let cellOrigins: [[IndexPath?]]
        /// Each item reload: the path it named and where its new cell is.
        package let itemReloads: [IndexPathPair]
        /// Each section reload: the index it named and where the section is.
        package let sectionReloads: [IndexPair]
    }

    /// Applies the recorded operations of one batch (in call order) to
    /// `before`, what the view showed before it, with `after`, what it
    /// showed after it as recorded, standing for the data source: a cell's
    /// identity is its text, so the batch is accepted exactly when the
    /// calls move the cells shown before onto the cells shown after. The
    /// view is taken to be on screen and to follow `release`.
    ///
    /// - Throws: The first rule the calls break, with UIKit's message.
    /// - Complexity: O(cells + operations · log operations).
    package static func trail(
        recorded calls: some Sequence<RecordedEvent>, style: RecordingViewStyle, release: UIKitRelease = .newest,
        before: [[String]], after: [[String]]
    ) throws(BatchUpdateError) -> Trail {
        var cells = before.enumerated().map { section, texts in
            texts.enumerated().map { TracedCell(text: $1, origin: IndexPath(itemIndex: $0, sectionIndex: section)) }
        }
        let items = after.map { $0.map { RecordingViewItem(id: $0, content: $0) } }
        let (outcome, normalised, mapping) = try apply(
            PendingBatch(calls), style: style, release: release, onScreen: true, to: &cells, identities: after,
            source: .reading(items), whole: { items })
        let sectionOrigins: [Int?] = mapping?.origins.map { origin in
            if case .old(let old) = origin { return old }
            return nil
        } ?? after.map { _ in nil }
        return Trail(
            outcome: outcome, sectionOrigins: sectionOrigins, cellOrigins: cells.map { $0.map(\.origin) },
            itemReloads: mapping == nil ? [] : normalised?.itemReloads ?? [],
            sectionReloads: mapping == nil ? [] : normalised?.sectionReloads ?? [])
    }
}

/// A cell that remembers where it was before the batch: nil for a cell
/// the data source showed anew.
private struct TracedCell: BatchCell {
    let text: String
    let origin: IndexPath?

    init(text: String, origin: IndexPath?) {
        self.text = text
        self.origin = origin
    }

    init(_ item: RecordingViewItem) {
        text = item.id
        origin = nil
    }

    var id: String { text }
}
