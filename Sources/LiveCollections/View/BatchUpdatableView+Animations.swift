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
    /// Swaps each section's data and reloads that section, update by
    /// update in one batch, as the original's table view does. A section
    /// whose data object has another view by now is swapped but not
    /// reloaded (that view may no longer have the section).
    public func reloadSections(for sectionUpdates: [SectionUpdate]) {
        let delegates = Self.animationDelegates(of: sectionUpdates)
        performPhasedBatch(.reload, delegates: delegates, {
            for update in sectionUpdates {
                update.updateData()
                guard update.belongs(self) else { continue }
                reloadSections(IndexSet(integer: update.section), animation: rowAnimations(forSection: update.section).reloadSectionAnimation)
            }
        }, completion: { finished in
            if !finished { self.reloadData() }
            for update in sectionUpdates { update.completion?() }
        })
    }

    /// One batch for every section's data swap and, section by section, its
    /// deletions, moves and insertions; then one batch for all their
    /// reloads; then the claimed reloads. The completions fire together
    /// once the reload batch is done and every claimed reload has completed.
    ///
    /// As in the original library (`UIKit+DeltaUpdates.swift`): each
    /// update's manual reload delegate is asked `willHandleReload(at:)` for
    /// its reloads first, before any batch; both batches always run once
    /// anything changes, even empty (a delta of reloads only has an empty
    /// first batch, a delta without reloads an empty reload batch), each
    /// telling the animation delegates its phases; the claimed reloads are
    /// handed to their delegates after the reload batch, on the view's
    /// context once the completion has returned (``performLater(_:)``).
    /// When no section changes at all, or the view has no data source
    /// (``hasDataSource``), the data is swapped and the completions called
    /// without a batch. An update whose data object has
    /// another view by now (``SectionUpdate/belongs``) swaps its data and
    /// completes, but makes no row call on this view and hands nothing off;
    /// when no update belongs to this view any more, the batches are left
    /// out.
    public func performAnimations(for sectionUpdates: [SectionUpdate]) {
        guard !sectionUpdates.isEmpty else { return }
        let pathDeltas = sectionUpdates.map { IndexPathDelta($0.delta, section: $0.section) }
        let reloads = sectionUpdates.indices.map { SplitReloads(pathDeltas[$0].reloads, delegate: sectionUpdates[$0].delegate) }
        let owned = sectionUpdates.map { $0.belongs(self) }
        let completions = sectionUpdates.map(\.completion)
        // Nothing changes, every update's data object has another view by
        // now, or the view has no data source (the original's
        // `dataSource != nil` guard): no call on this view.
        guard pathDeltas.contains(where: \.hasChanges), owned.contains(true), hasDataSource else {
            for update in sectionUpdates { update.updateData() }
            for completion in completions { completion?() }
            return
        }
        // Off screen: no batch, as the original's `isVisibleOnScreen` guard
        // (the claimed reloads are not handed off).
        guard isVisibleOnScreen else {
            for update in sectionUpdates { update.updateData() }
            reloadData()
            for completion in completions { completion?() }
            return
        }
        let delegates = Self.animationDelegates(of: sectionUpdates)
        performPhasedBatch(.insertDeleteMove, delegates: delegates, {
            for update in sectionUpdates { update.updateData() }
            for index in pathDeltas.indices where owned[index] {
                applyStructuralChanges(of: pathDeltas[index])
            }
        }, completion: { finished in
            guard finished else { return self.reloadAfterInterruption(completions) }
            // Asked again: the data object may have another view by now;
            // when none is left here, no reload batch (as the original's
            // collection view does).
            let stillOwned = sectionUpdates.map { $0.belongs(self) }
            guard stillOwned.contains(true) else {
                for completion in completions { completion?() }
                return
            }
            self.performReloads(
                sectionUpdates.indices.map { stillOwned[$0] ? reloads[$0] : .none },
                completions: completions, delegates: delegates,
                owned: { sectionUpdates[$0].belongs(self) }
            )
        })
    }

    /// Stage 1 (sections, with the intermediate data), stage 2 (items, with
    /// the final data), stage 3 (reloads, claimed ones handed to `delegate`).
    ///
    /// As in the original library: the section batch runs only when
    /// sections change; it deletes, moves, then inserts sections, and tells
    /// `animationDelegate` `animateAlongsideSectionUpdate(with:)` inside
    /// the batch (not the phases). The item batch and the reload batch both
    /// run, each with its phases, once any item changes (reloads included),
    /// even when one of them is empty; with no item change the data is
    /// swapped and `completion` called at once. A view without a data source
    /// (``hasDataSource``) gets no call: each stage swaps its data and the
    /// completion is called.
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
            guard delta.itemDelta.hasChanges, self.hasDataSource else {
                updateData()
                completion?()
                return
            }
            guard self.isVisibleOnScreen else {
                updateData()
                self.reloadData()
                completion?()
                return
            }
            // Asked before the item batch, as the original's
            // `performAnimations(sectionItemDelta:...)` does.
            let reloads = SplitReloads(delta.itemDelta.reloads, delegate: delegate)
            self.performPhasedBatch(.insertDeleteMove, delegates: delegates, {
                updateData()
                self.applyStructuralChanges(of: delta.itemDelta)
            }, completion: { finished in
                guard finished else { return self.reloadAfterInterruption([completion]) }
                self.performReloads([reloads], completions: [completion], delegates: delegates)
            })
        }
        guard delta.hasSectionChanges, hasDataSource else {
            updateIntermediateData()
            return itemStage()
        }
        guard isVisibleOnScreen else {
            updateIntermediateData()
            reloadData()
            return itemStage()
        }
        let sections = delta.sectionDelta
        performAnimatedBatch({
            updateIntermediateData()
            for (animation, indexes) in groupedByAnimation(sections.deletions, \.deleteSectionAnimation) {
                deleteSections(IndexSet(indexes), animation: animation)
            }
            for move in sections.moves { moveSection(move.source, toSection: move.target) }
            for (animation, indexes) in groupedByAnimation(sections.insertions, \.insertSectionAnimation) {
                insertSections(IndexSet(indexes), animation: animation)
            }
            animationDelegate?.tellAnimateAlongsideSectionUpdate(with: batchAnimationDuration)
        }, completion: { finished in
            guard finished else {
                updateData()
                return self.reloadAfterInterruption([completion])
            }
            itemStage()
        })
    }

    /// One batch with `updateData` inside it: with as many sections after as
    /// before, every section reloaded (the original's
    /// `reloadAllSections(updateData:delegate:completion:)`, for a
    /// `.reloadSections` item style); otherwise every old section deleted
    /// and every new one inserted.
    public func reloadAllSections(
        sectionCountBefore: Int,
        sectionCountAfter: Int,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?
    ) {
        performAnimatedBatch({
            updateData()
            if sectionCountBefore == sectionCountAfter {
                if sectionCountAfter > 0 {
                    reloadSections(IndexSet(0..<sectionCountAfter), animation: rowAnimations(forSection: 0).reloadSectionAnimation)
                }
                return
            }
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

    /// The original library's `reloadAllSections(updateData:delegate:completion:)`:
    /// a view showing no section, or off screen, swaps the data and
    /// reloads it; otherwise one batch swaps the data, reloads each of the
    /// ``numberOfSections`` sections shown, then tells `delegate`
    /// `animateAlongsideSectionUpdate(with:)`, in that order, as the
    /// original's.
    public func reloadAllSections(
        updateData: @escaping () -> Void,
        delegate: (any CollectionSectionDataAnimationDelegate)?,
        completion: (() -> Void)?
    ) {
        let count = numberOfSections
        guard count > 0, isVisibleOnScreen else {
            updateData()
            reloadData()
            completion?()
            return
        }
        let duration = batchAnimationDuration
        performAnimatedBatch({
            updateData()
            reloadSections(IndexSet(0..<count), animation: rowAnimations(forSection: 0).reloadSectionAnimation)
            delegate?.tellAnimateAlongsideSectionUpdate(with: duration)
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
        for delegate in delegates { delegate.tellAnimateAlongside(.immediatelyBefore(group: group, duration: duration)) }
        performAnimatedBatch({
            updates()
            for delegate in delegates { delegate.tellAnimateAlongside(.during(group: group, duration: duration)) }
        }, completion: { finished in
            completion(finished)
            for delegate in delegates { delegate.tellAnimateAlongside(.completed(group: group)) }
        })
        for delegate in delegates { delegate.tellAnimateAlongside(.immediatelyAfter(group: group, duration: duration)) }
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

    /// Deletions, moves, then insertions, inside an open batch, as the
    /// original library orders them: one deletion call and one insertion
    /// call for each row animation the delta's sections use (one each for a
    /// single section, or when every section animates alike).
    private func applyStructuralChanges(of delta: IndexPathDelta) {
        for (animation, paths) in groupedByAnimation(delta.deletions, \.deleteAnimation) {
            deleteItems(at: paths, animation: animation)
        }
        for move in delta.moves { moveItem(at: move.source, to: move.target) }
        for (animation, paths) in groupedByAnimation(delta.insertions, \.insertAnimation) {
            insertItems(at: paths, animation: animation)
        }
    }

    /// `paths` split by the row animation their section uses, in order of
    /// first appearance, each list keeping its order.
    private func groupedByAnimation(
        _ paths: [IndexPath], _ animation: KeyPath<TableViewAnimationModel, RowAnimation>
    ) -> [(RowAnimation, [IndexPath])] {
        var groups: [(RowAnimation, [IndexPath])] = []
        for path in paths {
            let rowAnimation = rowAnimations(forSection: path.sectionIndex)[keyPath: animation]
            if let index = groups.firstIndex(where: { $0.0 == rowAnimation }) {
                groups[index].1.append(path)
            } else {
                groups.append((rowAnimation, [path]))
            }
        }
        return groups
    }

    /// Section indexes split by the section animation each uses, in order
    /// of first appearance.
    private func groupedByAnimation(
        _ sections: [Int], _ animation: KeyPath<TableViewAnimationModel, RowAnimation>
    ) -> [(RowAnimation, [Int])] {
        groupedByAnimation(sections.map { IndexPath(itemIndex: 0, sectionIndex: $0) }, animation).map { ($0.0, $0.1.map(\.sectionIndex)) }
    }

    /// Batch 2: the reloads no delegate claimed, at their new positions
    /// (one call per update and row animation; the batch runs even when
    /// empty, as in the original library); then, on the view's context once
    /// this completion has returned (``performLater(_:)``), the claimed
    /// ones, handed to their delegates. The `completions` fire together once
    /// every claimed reload has completed: at once when none was claimed.
    ///
    /// `owned(i)` tells whether the update of `reloads[i]` still belongs to
    /// this view: asked when the reload batch completes and again when the
    /// claimed reloads are handed off, as the original asks
    /// (`manualReload(view:)`); an update that has another view by then hands
    /// nothing off, and its claimed paths no longer hold the completions
    /// back (the original's would never fire if the view changed between its
    /// two checks).
    private func performReloads(
        _ reloads: [SplitReloads], completions: [(() -> Void)?], delegates: [any CollectionDataAnimationDelegate],
        owned: @escaping (Int) -> Bool = { _ in true }
    ) {
        let completeAll = { for completion in completions { completion?() } }
        performPhasedBatch(.reload, delegates: delegates, {
            for split in reloads {
                for (animation, group) in groupedByAnimation(split.automatic, \.reloadAnimation) {
                    reloadItems(at: group, animation: animation)
                }
            }
        }, completion: { finished in
            guard finished else { return self.reloadAfterInterruption(completions) }
            let handOffs = reloads.indices.compactMap { index -> (index: Int, delegate: any CollectionDataManualReloadDelegate, paths: [IndexPath])? in
                let split = reloads[index]
                guard let delegate = split.delegate, !split.claimed.isEmpty, owned(index) else { return nil }
                return (index, delegate, split.claimed)
            }
            guard !handOffs.isEmpty else { return completeAll() }
            let gate = ReloadGate(waitingFor: handOffs.flatMap(\.paths), completion: completeAll)
            self.performLater {
                for handOff in handOffs {
                    guard owned(handOff.index) else {
                        for path in handOff.paths { gate.complete(path) }
                        continue
                    }
                    handOff.delegate.tellReloadItems(at: handOff.paths, indexPathCompletion: gate.complete)
                }
            }
        })
    }
}

/// One update's reloads, split before its first batch as the original
/// library does: the target paths its manual reload delegate claims
/// (`willHandleReload(at:)`), asked in order, and the rest.
struct SplitReloads {
    /// Reloaded by the view's reload batch.
    let automatic: [IndexPath]
    /// Handed to ``delegate`` after the reload batch.
    let claimed: [IndexPath]
    weak var delegate: (any CollectionDataManualReloadDelegate)?

    /// Nothing to reload: an update whose view shows other data by now.
    static var none: SplitReloads { SplitReloads([], delegate: nil) }

    init(_ reloads: [IndexPathPair], delegate: (any CollectionDataManualReloadDelegate)?) {
        var automatic: [IndexPath] = []
        var claimed: [IndexPath] = []
        for pair in reloads {
            if let delegate, delegate.askWillHandleReload(at: pair) {
                claimed.append(pair.target)
            } else {
                automatic.append(pair.target)
            }
        }
        self.automatic = automatic
        self.claimed = claimed
        self.delegate = delegate
    }
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
