import Foundation

/// The LiveCollections sequence, built on a view's batch update calls.
///
/// Every batch tells the animation delegates of its updates its phases
/// (`animateAlongsideUpdate(for:)`). A batch whose completion reports
/// `finished == false` (its animations were interrupted) ends the sequence
/// as the original library does: the data is swapped to its final state if
/// it was not yet, the view reloads all data, and the completions fire;
/// later batches and claimed reloads are skipped.
extension BatchUpdatableView {
    /// Swaps each section's data and reloads those sections, in one batch.
    /// Sections whose data object has another view by now are not reloaded.
    public func reloadSections(for sectionUpdates: [SectionUpdate]) {
        let owned = sectionUpdates.filter { $0.belongs(self) }
        let delegates = Self.animationDelegates(of: sectionUpdates)
        performPhasedBatch(.reload, delegates: delegates, {
            for update in sectionUpdates { update.updateData() }
            for section in Set(owned.map(\.section)).sorted() {
                reloadSections(IndexSet(integer: section), animation: rowAnimations(forSection: section).reloadSectionAnimation)
            }
        }, completion: { finished in
            if !finished { self.reloadData() }
            for update in sectionUpdates { update.completion?() }
        })
    }

    /// Batch 1 (data swap, deletions, moves, insertions), then batch 2
    /// (reloads not claimed by `delegate`), then the claimed reloads handed to
    /// `delegate`; `completion` after all of them.
    public func performAnimations(
        section: Int,
        delta: IndexDelta,
        delegate: (any CollectionDataManualReloadDelegate)?,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?
    ) {
        performAnimations(for: [
            SectionUpdate(section: section, delta: delta, delegate: delegate, updateData: updateData, completion: completion)
        ])
    }

    /// Manual timing: ``performAnimations(section:delta:delegate:updateData:completion:)``
    /// with no delegate and no completion.
    public func performAnimations(section: Int, delta: IndexDelta, updateData: @escaping () -> Void) {
        performAnimations(section: section, delta: delta, delegate: nil, updateData: updateData, completion: nil)
    }

    /// One batch for every section's data swap, deletions, moves and
    /// insertions; then one batch for all their reloads; then the claimed
    /// reloads. Each update's completion fires once the reload batch is done
    /// and its own claimed reloads have completed.
    ///
    /// When no section has a deletion, insertion or move, the first batch
    /// would be empty: the data is swapped at once and the reloads follow.
    /// An update whose data object has another view by now
    /// (``SectionUpdate/belongs``) swaps its data and completes, but makes no
    /// row call on this view.
    public func performAnimations(for sectionUpdates: [SectionUpdate]) {
        guard !sectionUpdates.isEmpty else { return }
        let owned = sectionUpdates.map { $0.belongs(self) }
        let pathDeltas = sectionUpdates.map { IndexPathDelta($0.delta, section: $0.section) }
        let delegates = Self.animationDelegates(of: sectionUpdates)
        let reloads = {
            // Asked again: the data object may have another view by now.
            let stillOwned = sectionUpdates.map { $0.belongs(self) }
            self.performReloads(
                sectionUpdates.indices.map { index in
                    PendingReloads(
                        reloads: stillOwned[index] ? pathDeltas[index].reloads : [],
                        delegate: sectionUpdates[index].delegate,
                        completion: sectionUpdates[index].completion
                    )
                },
                delegates: delegates
            )
        }
        let structural = pathDeltas.indices.filter { owned[$0] }.map { pathDeltas[$0] }
        guard structural.contains(where: \.hasStructuralChanges) else {
            for update in sectionUpdates { update.updateData() }
            return reloads()
        }
        performPhasedBatch(.insertDeleteMove, delegates: delegates, {
            for update in sectionUpdates { update.updateData() }
            applyStructuralChanges(of: structural)
        }, completion: { finished in
            guard finished else { return self.reloadAfterInterruption(sectionUpdates.map(\.completion)) }
            reloads()
        })
    }

    /// Stage 1 (sections, with the intermediate data), stage 2 (items, with
    /// the final data), stage 3 (reloads, claimed ones handed to `delegate`).
    /// A stage with nothing to animate is skipped (its data swapped at once).
    /// `animationDelegate` hears each batch's phases and the section batch's
    /// start.
    public func performAnimations(
        for delta: SectionDelta,
        delegate: (any CollectionDataManualReloadDelegate)?,
        animationDelegate: (any CollectionSectionDataAnimationDelegate)?,
        updateIntermediateData: @escaping () -> Void,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?
    ) {
        let delegates: [any CollectionDataAnimationDelegate] = animationDelegate.map { [$0] } ?? []
        let itemStage: () -> Void = {
            let reloads = {
                self.performReloads(
                    [PendingReloads(reloads: delta.itemDelta.reloads, delegate: delegate, completion: completion)],
                    delegates: delegates
                )
            }
            guard delta.itemDelta.hasStructuralChanges else {
                updateData()
                return reloads()
            }
            self.performPhasedBatch(.insertDeleteMove, delegates: delegates, {
                updateData()
                self.applyStructuralChanges(of: [delta.itemDelta])
            }, completion: { finished in
                guard finished else { return self.reloadAfterInterruption([completion]) }
                reloads()
            })
        }
        guard delta.hasSectionChanges else { return itemStage() }
        let sections = delta.sectionDelta
        animationDelegate?.animateAlongsideSectionUpdate(with: batchAnimationDuration)
        performPhasedBatch(.insertDeleteMove, delegates: delegates, {
            updateIntermediateData()
            for section in sections.deletions {
                deleteSections(IndexSet(integer: section), animation: rowAnimations(forSection: section).deleteSectionAnimation)
            }
            for section in sections.insertions {
                insertSections(IndexSet(integer: section), animation: rowAnimations(forSection: section).insertSectionAnimation)
            }
            for move in sections.moves { moveSection(move.source, toSection: move.target) }
        }, completion: { finished in
            guard finished else {
                updateData()
                return self.reloadAfterInterruption([completion])
            }
            itemStage()
        })
    }

    /// Every old section deleted and every new one inserted, in one batch.
    public func reloadAllSections(
        sectionCountBefore: Int,
        sectionCountAfter: Int,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?
    ) {
        performAnimatedBatch({
            updateData()
            if sectionCountBefore > 0 {
                deleteSections(IndexSet(0..<sectionCountBefore), animation: rowAnimations(forSection: 0).deleteSectionAnimation)
            }
            if sectionCountAfter > 0 {
                insertSections(IndexSet(0..<sectionCountAfter), animation: rowAnimations(forSection: 0).insertSectionAnimation)
            }
        }, completion: { finished in
            guard finished else { return self.reloadAfterInterruption([completion]) }
            completion?()
        })
    }

    /// One batch, with its phases told to `delegates`: immediately before,
    /// during (after the operations), immediately after the call, completed.
    private func performPhasedBatch(
        _ group: CollectionDataAnimationGroup,
        delegates: [any CollectionDataAnimationDelegate],
        _ updates: () -> Void,
        completion: @escaping (Bool) -> Void
    ) {
        let duration = batchAnimationDuration
        for delegate in delegates { delegate.animateAlongsideUpdate(for: .immediatelyBefore(group: group, duration: duration)) }
        performAnimatedBatch({
            updates()
            for delegate in delegates { delegate.animateAlongsideUpdate(for: .during(group: group, duration: duration)) }
        }, completion: { finished in
            completion(finished)
            for delegate in delegates { delegate.animateAlongsideUpdate(for: .completed(group: group)) }
        })
        for delegate in delegates { delegate.animateAlongsideUpdate(for: .immediatelyAfter(group: group, duration: duration)) }
    }

    /// An interrupted batch: reload everything, then complete.
    private func reloadAfterInterruption(_ completions: [(() -> Void)?]) {
        reloadData()
        for completion in completions { completion?() }
    }

    /// The distinct animation delegates of `updates`, in order.
    private static func animationDelegates(of updates: [SectionUpdate]) -> [any CollectionDataAnimationDelegate] {
        var seen: [ObjectIdentifier] = []
        return updates.compactMap(\.animationDelegate).filter { delegate in
            let id = ObjectIdentifier(delegate)
            guard !seen.contains(id) else { return false }
            seen.append(id)
            return true
        }
    }

    /// Deletions, insertions (grouped by section, with each section's row
    /// animation) and moves, inside an open batch.
    private func applyStructuralChanges(of deltas: [IndexPathDelta]) {
        for (section, paths) in grouped(deltas.flatMap(\.deletions)) {
            deleteItems(at: paths, animation: rowAnimations(forSection: section).deleteAnimation)
        }
        for (section, paths) in grouped(deltas.flatMap(\.insertions)) {
            insertItems(at: paths, animation: rowAnimations(forSection: section).insertAnimation)
        }
        for move in deltas.flatMap(\.moves) { moveItem(at: move.source, to: move.target) }
    }

    /// Batch 2: the reloads no delegate claims, at their new positions; then
    /// the claimed ones, handed to their delegates; each completion once its
    /// own reloads are done.
    private func performReloads(_ pending: [PendingReloads], delegates: [any CollectionDataAnimationDelegate]) {
        var standard: [IndexPath] = []
        var handOffs: [(PendingReloads, [IndexPathPair])] = []
        for entry in pending {
            var claimed: [IndexPathPair] = []
            for pair in entry.reloads {
                if let delegate = entry.delegate, delegate.willHandleReload(at: pair) {
                    claimed.append(pair)
                } else {
                    standard.append(pair.target)
                }
            }
            handOffs.append((entry, claimed))
        }
        let handOff: () -> Void = {
            for (entry, claimed) in handOffs {
                guard let delegate = entry.delegate, !claimed.isEmpty else {
                    entry.completion?()
                    continue
                }
                let targets = claimed.map(\.target)
                let gate = ReloadGate(waitingFor: targets, completion: entry.completion)
                delegate.reloadItems(at: targets, indexPathCompletion: gate.complete)
            }
        }
        guard !standard.isEmpty else { return handOff() }
        performPhasedBatch(.reload, delegates: delegates, {
            for (section, paths) in grouped(standard) {
                reloadItems(at: paths, animation: rowAnimations(forSection: section).reloadAnimation)
            }
        }, completion: { finished in
            guard finished else { return self.reloadAfterInterruption(pending.map(\.completion)) }
            handOff()
        })
    }

    private func grouped(_ paths: [IndexPath]) -> [(Int, [IndexPath])] {
        Dictionary(grouping: paths, by: \.section).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

/// One update's reloads on their way to batch 2 and the delegate.
struct PendingReloads {
    let reloads: [IndexPathPair]
    weak var delegate: (any CollectionDataManualReloadDelegate)?
    let completion: (() -> Void)?
}

/// Calls `completion` once every awaited index path has reported
/// completion. Paths it does not wait for, and repeats, are ignored. Safe to
/// call from any thread (the original allowed it); `completion` then runs on
/// the thread of the last report.
final class ReloadGate: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: Set<IndexPath>
    private var completion: (() -> Void)?

    init(waitingFor paths: [IndexPath], completion: (() -> Void)?) {
        self.waiting = Set(paths)
        self.completion = completion
    }

    func complete(_ path: IndexPath) {
        let finished: (() -> Void)? = lock.withLock {
            guard waiting.remove(path) != nil, waiting.isEmpty, let finished = completion else { return nil }
            completion = nil
            return finished
        }
        finished?()
    }
}

extension IndexPathDelta {
    /// Whether the delta deletes, inserts or moves anything (reloads aside).
    var hasStructuralChanges: Bool {
        !deletions.isEmpty || !insertions.isEmpty || !moves.isEmpty
    }
}
