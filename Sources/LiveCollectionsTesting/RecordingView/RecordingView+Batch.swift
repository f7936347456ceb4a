import LiveCollectionsRecording
import Foundation

/// Batch updates: opening, merging nested batches, and checking and applying
/// the outermost one when it ends.
extension RecordingView {
    /// How ending a batch turned out.
    enum BatchEnd {
        /// A nested batch ended; the outermost one is still open.
        case nested
        /// The outermost batch `batch` was applied (or replaced by a
        /// reload); call these completions with `finished` (`true` unless
        /// the batch was set to be interrupted, see ``interruptNextBatches(_:)``).
        case finished([(Bool) -> Void], finished: Bool, batch: Int)
        /// The outermost batch was rejected; the view is unchanged.
        case rejected(BatchUpdateError)
    }

    /// Runs `updates` as one batch, like `performBatchUpdates(_:completion:)`.
    ///
    /// The view loads first if it never has, so the counts before the batch
    /// are what it shows. The data source is asked for the counts and cells
    /// after the batch when the outermost batch ends; batches nested in
    /// `updates` merge into this one.
    ///
    /// - Parameters:
    ///   - updates: Changes the data and calls the operations.
    ///   - completion: Called with `true` when the outermost batch's
    ///     animations end (also after a table-view reload fallback; `false`
    ///     for a batch set to be interrupted with ``interruptNextBatches(_:)``): after
    ///     ``animationDuration`` on the ``scheduler``, or at once without one.
    ///     Not called when the batch is rejected.
    /// - Throws: The first rule the batch breaks (UIKit would raise
    ///   `NSInternalInconsistencyException`), or ``BatchUpdateError/Rule/displayMismatch``
    ///   when the cells would not show the data source's items. The view is
    ///   then unchanged and the rejection logged. A nested call never throws:
    ///   the outermost one reports for the merged batch.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) throws(BatchUpdateError) {
        lock.lock()
        openBatch()
        if let completion { pendingCompletions.append(completion) }
        updates()
        let end = closeBatch()
        lock.unlock()
        try finish(end)
    }

    /// Opens a batch, like `UITableView.beginUpdates()`; the view loads first
    /// if it never has. Pair with ``endUpdates()``; nesting merges.
    public func beginUpdates() {
        locked { openBatch() }
    }

    /// Closes a batch opened with ``beginUpdates()``; when it is the outermost
    /// one, checks and applies it like ``performBatchUpdates(_:completion:)``.
    /// An `endUpdates()` without an open batch does nothing.
    ///
    /// - Throws: As ``performBatchUpdates(_:completion:)``.
    public func endUpdates() throws(BatchUpdateError) {
        let end: BatchEnd = locked { batchDepth > 0 ? closeBatch() : .nested }
        try finish(end)
    }

    /// Records one operation: into the open batch, or as a one-operation batch
    /// applied at once (its rejection is logged, as it cannot throw). The
    /// batch is made of the calls logged, so the log is what is applied.
    func record(_ event: RecordedEvent) {
        let end: BatchEnd = locked {
            let implicit = batchDepth == 0
            if implicit { openBatch() }
            note(event)
            pending.add(event)
            return implicit ? closeBatch() : .nested
        }
        try? finish(end)
    }

    /// Calls the completions of a finished batch, or throws its rejection.
    /// Call without the lock held.
    private func finish(_ end: BatchEnd) throws(BatchUpdateError) {
        switch end {
        case .nested: return
        case let .finished(completions, finished, batch): deliver(completions, finished: finished, batch: batch)
        case let .rejected(error): throw error
        }
    }

    /// Opens a batch (call with the lock held).
    private func openBatch() {
        if batchDepth == 0 {
            _ = loadedSections()
            pending = PendingBatch()
            pendingCompletions = []
            batchCount += 1
            note(.beginBatch, batch: batchCount)
        }
        batchDepth += 1
    }

    /// Closes a batch (call with the lock held); the outermost one is committed.
    private func closeBatch() -> BatchEnd {
        batchDepth -= 1
        guard batchDepth == 0 else { return .nested }
        let batch = pending
        let completions = pendingCompletions
        pending = PendingBatch()
        pendingCompletions = []
        do {
            try commit(batch)
            return .finished(completions, finished: takeFinishedFlag(), batch: batchCount)
        } catch {
            note(.rejected(error.message), batch: batchCount)
            rejectionLog.append(error)
            return .rejected(error)
        }
    }

    /// Checks `batch` against what the view shows and the data source holds
    /// now, then applies it, falls back to reloading, or throws leaving the
    /// view unchanged (``BatchSemantics``).
    private func commit(_ batch: PendingBatch) throws(BatchUpdateError) {
        // The view's cells are handed over, so that the application
        // rearranges them in place (nothing else holds them), and put
        // back, changed or, when it throws, as they were.
        // The end is logged once the view shows the result, so an observer
        // reading the view then sees it.
        var sections = loadedSections()
        // A batch without operations that applies leaves the cells as they
        // were, so what the view shows keeps its texts' very arrays (which
        // the record, the store and the comparison then recognise at once).
        let unchangedTexts = batch.isEmpty ? shownTexts : nil
        shown = nil
        let (after, cells, whole) = batch.reloadsAllData ? ([], .reading([]), nil) : identitiesAfterBatch()
        let outcome: BatchSemantics.Outcome
        do {
            outcome = try BatchSemantics.apply(
                batch, style: style, release: uikitRelease, onScreen: storedIsVisibleOnScreen, to: &sections, identities: after,
                source: cells, whole: { whole ?? snapshot() })
        } catch {
            shown = sections
            throw error
        }
        shown = sections
        if outcome == .applied, let unchangedTexts { shownTexts = unchangedTexts }
        switch outcome {
        case .applied, .reloadedAll:
            note(.endBatch, batch: batchCount)
        case .fellBack(let reason):
            fallbacks += 1
            note(.fallbackToReloadData(reason), batch: batchCount)
        }
    }

    /// The identities the data source holds now, and where to read the cells
    /// shown anew: an identity data source is asked for identities, then
    /// for those cells alone; any other is read whole once (those sections
    /// are returned too, so that a fallback to reloading does not read it
    /// again: a data source may prepare a cell when asked for it).
    private func identitiesAfterBatch() -> ([[String]], BatchCellSource, whole: [[RecordingViewItem]]?) {
        guard let source = storedDataSource as? any RecordingViewIdentityDataSource else {
            let sections = snapshot()
            return (sections.map { $0.map(\.id) }, .reading(sections), sections)
        }
        let identities = (0..<max(0, source.numberOfSections(in: self))).map { section in
            source.recordingView(self, identitiesInSection: section)
        }
        let cells = BatchCellSource(
            cell: { source.recordingView(self, itemAt: $0) },
            cells: { items, section in source.recordingView(self, itemsAt: items, inSection: section) },
            section: { source.recordingView(self, itemsInSection: $0) })
        return (identities, cells, nil)
    }
}
