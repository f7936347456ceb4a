import Foundation
import LiveCollections

/// Replays deltas through a ``RecordingView`` in the order LiveCollections
/// animates them, and checks that the view lands exactly on the target data.
///
/// Use it in a test to prove a delta safe: every batch must pass UIKit's rules
/// and the view must end up showing the target's identities *and* contents.
public enum DeltaReplay {
    /// Replays a one-section ``IndexDelta`` from `source` to `target`:
    /// batch 1 = deletions, moves and insertions with the data swapped to
    /// `target`; batch 2 = reloads at their target indices.
    ///
    /// - Returns: the view, with its event log.
    /// - Throws: ``DeltaReplayError`` naming the batch that failed.
    @discardableResult
    public static func replay<T: UniquelyIdentifiable>(
        _ delta: IndexDelta,
        from source: [T],
        to target: [T],
        style: RecordingViewStyle
    ) throws(DeltaReplayError) -> RecordingView {
        try replayPaths(
            IndexPathDelta(delta, section: 0),
            intermediate: nil,
            sectionDelta: .empty,
            from: [source.map { DisplayedItem($0) }],
            to: [target.map { DisplayedItem($0) }],
            style: style
        )
    }

    /// Replays a staged ``SectionDelta`` from `source` to `target` (empty
    /// sections are dropped first, as the delta's indices assume): section
    /// changes with the intermediate layout, then item changes, then reloads.
    ///
    /// - Returns: the view, with its event log.
    /// - Throws: ``DeltaReplayError`` naming the batch that failed.
    @discardableResult
    public static func replay<Section: UniquelyIdentifiableSection>(
        _ delta: SectionDelta,
        from source: [Section],
        to target: [Section],
        style: RecordingViewStyle
    ) throws(DeltaReplayError) -> RecordingView {
        let sourceItems = source.filter { !$0.items.isEmpty }.map { $0.items.map { DisplayedItem($0) } }
        let targetItems = target.filter { !$0.items.isEmpty }.map { $0.items.map { DisplayedItem($0) } }
        return try replayPaths(
            delta.itemDelta,
            intermediate: delta.intermediateItems(source: sourceItems, target: targetItems),
            sectionDelta: delta.sectionDelta,
            from: sourceItems,
            to: targetItems,
            style: style
        )
    }

    private static func replayPaths(
        _ itemDelta: IndexPathDelta,
        intermediate: [[DisplayedItem]]?,
        sectionDelta: IndexDelta,
        from source: [[DisplayedItem]],
        to target: [[DisplayedItem]],
        style: RecordingViewStyle
    ) throws(DeltaReplayError) -> RecordingView {
        let dataSource = SectionedArrayDataSource(sections: source)
        let view = RecordingView(style: style, dataSource: dataSource)
        view.reloadData()

        if sectionDelta.hasChanges {
            try batch("the section batch", on: view) {
                dataSource.sections = intermediate ?? target
                view.deleteSections(IndexSet(sectionDelta.deletions), style: style)
                view.insertSections(IndexSet(sectionDelta.insertions), style: style)
                for move in sectionDelta.moves { view.moveSection(move.source, toSection: move.target) }
            }
        }
        let itemChanges = !itemDelta.deletions.isEmpty || !itemDelta.insertions.isEmpty || !itemDelta.moves.isEmpty
        if itemChanges {
            try batch("batch 1 (deletions, moves, insertions)", on: view) {
                dataSource.sections = target
                view.deleteItems(at: itemDelta.deletions, style: style)
                view.insertItems(at: itemDelta.insertions, style: style)
                for move in itemDelta.moves { view.moveItem(at: move.source, to: move.target) }
            }
        }
        if !itemDelta.reloads.isEmpty {
            try batch("batch 2 (reloads)", on: view) {
                dataSource.sections = target
                view.reloadItems(at: itemDelta.reloads.map(\.target), style: style)
            }
        }
        // The data source holds the target whatever the delta said: a delta
        // that forgot a change leaves the view showing something else.
        dataSource.sections = target
        do {
            try view.verifyDisplaysDataSource()
        } catch {
            throw .didNotLand(error)
        }
        return view
    }

    private static func batch(
        _ stage: String,
        on view: RecordingView,
        _ updates: () -> Void
    ) throws(DeltaReplayError) {
        let fallbacks = view.fallbackCount
        do {
            try view.performBatchUpdates(updates)
        } catch {
            throw .rejected(stage: stage, error)
        }
        if view.fallbackCount != fallbacks { throw .fellBackToReloadData(stage: stage) }
    }
}

extension RecordingView {
    /// Calls the table or collection form of each operation, as a view of
    /// `style` would be called by LiveCollections.
    fileprivate func deleteSections(_ sections: IndexSet, style: RecordingViewStyle) {
        guard !sections.isEmpty else { return }
        if style == .table { deleteSections(sections, with: .automatic) } else { deleteSections(sections) }
    }

    fileprivate func insertSections(_ sections: IndexSet, style: RecordingViewStyle) {
        guard !sections.isEmpty else { return }
        if style == .table { insertSections(sections, with: .automatic) } else { insertSections(sections) }
    }

    fileprivate func deleteItems(at paths: [IndexPath], style: RecordingViewStyle) {
        guard !paths.isEmpty else { return }
        if style == .table { deleteRows(at: paths, with: .automatic) } else { deleteItems(at: paths) }
    }

    fileprivate func insertItems(at paths: [IndexPath], style: RecordingViewStyle) {
        guard !paths.isEmpty else { return }
        if style == .table { insertRows(at: paths, with: .automatic) } else { insertItems(at: paths) }
    }

    fileprivate func reloadItems(at paths: [IndexPath], style: RecordingViewStyle) {
        guard !paths.isEmpty else { return }
        if style == .table { reloadRows(at: paths, with: .automatic) } else { reloadItems(at: paths) }
    }
}
