import Foundation
import LiveCollections
import LiveCollectionsRecording

/// Replays deltas through a ``RecordingView`` with the library's own
/// animation sequence (`BatchUpdatableView`), and checks that the view lands
/// exactly on the target data.
///
/// Use it in a test to prove a delta safe: every batch must pass UIKit's rules
/// and the view must end up showing the target's identities *and* contents.
public enum DeltaReplay {
    /// Replays a one-section `IndexDelta` from `source` to `target`:
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
        let target = [target.map { RecordingViewItem($0) }]
        return try replay(from: [source.map { RecordingViewItem($0) }], to: target, style: style) { view, dataSource in
            view.performAnimations(section: 0, delta: delta) { dataSource.sections = target }
        }
    }

    /// Replays a staged `SectionDelta` from `source` to `target` (every
    /// section as given, empty ones included): section changes with the
    /// intermediate layout, then item changes, then reloads.
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
        let sourceItems = source.map { $0.items.map { RecordingViewItem($0) } }
        let targetItems = target.map { $0.items.map { RecordingViewItem($0) } }
        let intermediate = delta.intermediateItems(source: sourceItems, target: targetItems)
        return try replay(from: sourceItems, to: targetItems, style: style) { view, dataSource in
            view.performAnimations(
                for: delta,
                delegate: nil,
                updateIntermediateData: { dataSource.sections = intermediate },
                updateData: { dataSource.sections = targetItems },
                completion: nil
            )
        }
    }

    /// Shows `source`, runs `animate` (without a scheduler every batch
    /// completes at once), then checks the batches and the result.
    private static func replay(
        from source: [[RecordingViewItem]],
        to target: [[RecordingViewItem]],
        style: RecordingViewStyle,
        _ animate: (RecordingView, SectionedArrayDataSource) -> Void
    ) throws(DeltaReplayError) -> RecordingView {
        let dataSource = SectionedArrayDataSource(sections: source)
        let view = RecordingView(style: style, dataSource: dataSource)
        view.reloadData()
        animate(view, dataSource)
        if let error = view.rejections.first {
            throw .rejected(stage: stage(ending: { if case .rejected = $0 { true } else { false } }, in: view), error)
        }
        if view.fallbackCount > 0 {
            throw .fellBackToReloadData(stage: stage(ending: { if case .fallbackToReloadData = $0 { true } else { false } }, in: view))
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

    /// `batch N`: the batch of the first event matching `isEnd`.
    private static func stage(ending isEnd: (RecordedEvent) -> Bool, in view: RecordingView) -> String {
        let events = view.events
        let end = events.firstIndex(where: isEnd) ?? events.endIndex
        return "batch \(events[..<end].filter { $0 == .beginBatch }.count)"
    }
}
