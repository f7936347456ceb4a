import Foundation

/// How sectioned data shows an update, stage by stage, as the original
/// library's `SectionDataCalculator` does: the section stage (its style
/// asked of `preferredSectionAnimationStyle(for:)`), then, once it is done,
/// the item stage (thresholds, then `preferredItemAnimationStyle(for:)`).
extension CollectionSectionData {
    func deliverInStages(
        _ delivery: Delivery<CollectionSectionData>, on view: any SectionDeltaUpdatableView,
        swap: @escaping () -> Void, done: @escaping () -> Void, report: @escaping (AnimationDecision) -> Void
    ) -> Bool {
        let delta: SectionDelta
        if delivery.inaccuracy != nil {
            // Repeated item identifiers under unique section identifiers:
            // the section stage stands, as in the original; the item stage
            // reloads. Repeated section identifiers, or an append: one
            // reload (the original would animate a section delta built
            // from repeated identifiers).
            guard !delivery.work.request.isAppend,
                  let sectionStage = SectionDelta.sectionStage(from: delivery.current, to: delivery.target)
            else { return false }
            delta = sectionStage
        } else if delivery.work.request.isAppend {
            showAppend(delivery, on: view, swap: swap, done: done, report: report)
            return true
        } else {
            delta = delivery.delta
        }
        let (intermediate, showIntermediate) = intermediate(of: delta, delivery)
        let itemStage = {
            self.showItemStage(delivery, delta: delta, intermediateCounts: intermediate.map(\.count), on: view, swap: swap, done: done, report: report)
        }
        // Asked even when nothing changed; an empty frame reloads even then.
        let sectionStyle = frame(of: view).isEmpty
            ? AnimationStyle.reloadData
            : animationDelegate?.askSectionAnimationStyle(for: delta) ?? .preciseAnimations
        if sectionStyle == .reloadData {
            showIntermediate()
            view.reloadData()
            itemStage()
        } else {
            view.performAnimations(
                for: SectionDelta(sectionDelta: delta.sectionDelta, itemDelta: .empty, intermediateLayout: delta.intermediateLayout),
                delegate: nil, animationDelegate: animationDelegate,
                updateIntermediateData: showIntermediate, updateData: {}, completion: itemStage
            )
        }
        return true
    }

    /// The item stage, once the section stage is shown: past a threshold the
    /// final data is reloaded; otherwise the item animation delegate chooses.
    private func showItemStage(
        _ delivery: Delivery<CollectionSectionData>, delta: SectionDelta, intermediateCounts: [Int], on view: any SectionDeltaUpdatableView,
        swap: @escaping () -> Void, done: @escaping () -> Void, report: @escaping (AnimationDecision) -> Void
    ) {
        let (dataCount, deltaCount) = lock.withLock { (updates.dataCountThreshold, updates.deltaCountThreshold) }
        let pastDataCount = max(itemCount(of: delivery.current), itemCount(of: delivery.target)) > dataCount
        let pastDeltaCount = delta.itemDelta.changeCount > deltaCount
        // Nothing to show completes at once; anything else starts once the
        // work running now has returned, as the original's item stage does
        // (its `DispatchQueue.main.async` after the section stage).
        guard pastDataCount || pastDeltaCount || delivery.inaccuracy != nil || delta.hasChanges else {
            report(AnimationDecision(style: nil, reason: .noChanges))
            swap()
            return done()
        }
        scheduler.handOffToView {
            self.showChangedItemStage(
                delivery, delta: delta, intermediateCounts: intermediateCounts, on: view,
                past: pastDataCount ? .dataCountThreshold : pastDeltaCount ? .deltaCountThreshold : nil,
                swap: swap, done: done, report: report
            )
        }
    }

    /// The item stage with something to show: past a threshold (`past`), or
    /// with repeated identifiers, or on an empty frame, a reload; otherwise
    /// the animation delegate's style.
    ///
    /// Not ``AnimationDecision/choose(_:)``, on purpose: the original's
    /// `SectionDataCalculator` checks both thresholds before it asks the
    /// delegate, where its `ItemDataCalculator` (and `choose`) lets the
    /// delegate's `.reloadData` come before the delta-count threshold
    /// (`OriginalPipelineTests` covers both orders).
    private func showChangedItemStage(
        _ delivery: Delivery<CollectionSectionData>, delta: SectionDelta, intermediateCounts: [Int], on view: any SectionDeltaUpdatableView,
        past: AnimationReason?,
        swap: @escaping () -> Void, done: @escaping () -> Void, report: @escaping (AnimationDecision) -> Void
    ) {
        let reload = { (reason: AnimationReason) in
            report(AnimationDecision(style: .reloadData, reason: reason))
            swap()
            view.reloadData()
            done()
        }
        if let past { return reload(past) }
        if delivery.inaccuracy != nil {
            // The original's item stage: its counts do not add up, so it
            // reports the inaccurate delta and reloads.
            reportInaccuracy(of: delivery)
            return reload(.duplicateIdentifiers)
        }
        if frame(of: view).isEmpty { return reload(.emptyFrame) }
        let itemDelta = delta.flatItemDelta(intermediateCounts: intermediateCounts, targetCounts: delivery.target.map(\.items.count))
        switch animationDelegate?.askItemAnimationStyle(for: itemDelta) ?? .preciseAnimations {
        case .reloadData:
            reload(.delegateChoice)
        case .reloadSections:
            report(AnimationDecision(style: .reloadSections, reason: .delegateChoice))
            // The original's call: the delegate animates alongside the
            // batch; a view showing no section, or off screen, reloads.
            view.reloadAllSections(updateData: swap, delegate: animationDelegate, completion: done)
        case .preciseAnimations:
            report(AnimationDecision(style: .preciseAnimations, reason: .precise))
            view.performAnimations(
                for: SectionDelta(sectionDelta: IndexDelta(), itemDelta: delta.itemDelta, intermediateLayout: delta.intermediateLayout),
                delegate: reloadDelegate, animationDelegate: animationDelegate,
                updateIntermediateData: {}, updateData: swap, completion: done
            )
        }
    }

    /// Whole sections appended (`SectionDataCalculator._appendAndAnimate`):
    /// nothing to append, no call; the section style asked; into empty data
    /// one batch per section; no threshold.
    private func showAppend(
        _ delivery: Delivery<CollectionSectionData>, on view: any SectionDeltaUpdatableView,
        swap: @escaping () -> Void, done: @escaping () -> Void, report: @escaping (AnimationDecision) -> Void
    ) {
        let delta = delivery.delta
        guard delta.hasChanges else {
            report(AnimationDecision(style: nil, reason: .noChanges))
            swap()
            return done()
        }
        let frameIsEmpty = frame(of: view).isEmpty
        if frameIsEmpty || animationDelegate?.askSectionAnimationStyle(for: delta) == .reloadData {
            report(AnimationDecision(style: .reloadData, reason: frameIsEmpty ? .emptyFrame : .delegateChoice))
            swap()
            view.reloadData()
            return done()
        }
        report(AnimationDecision(style: .preciseAnimations, reason: .precise))
        if animateAppendOneByOne(delivery, on: view, swap: swap, done: done) { return }
        view.performAnimations(
            for: delta, delegate: nil, animationDelegate: animationDelegate,
            updateIntermediateData: swap, updateData: {}, completion: done
        )
    }

    /// The original's form of an inaccurate delta: its flat item delta; for
    /// a full replacement, every item deleted and every item inserted.
    func inaccurateDelta(of delivery: Delivery<CollectionSectionData>) -> IndexDelta {
        IndexDelta(
            deletions: Array(0..<itemCount(of: delivery.current)),
            insertions: Array(0..<itemCount(of: delivery.target))
        )
    }
}

extension SectionDelta {
    /// The section stage alone, for sections whose items' identifiers
    /// repeat: sections deleted, moved and inserted by their identifiers,
    /// an inserted section with all of its items, no item change (the items
    /// are then reloaded); nil when the section identifiers repeat too.
    ///
    /// - Complexity: O(s) expected, plus O(k log k) for moves, for s
    ///   sections.
    static func sectionStage<S: UniquelyIdentifiableSection>(from source: [S], to target: [S]) -> SectionDelta? {
        guard let sections = IdentityMatching.sections(source, target) else { return nil }
        return SectionDelta(
            sectionDelta: IndexDelta(sections),
            itemDelta: .empty,
            intermediateLayout: target.indices.map { section in
                let origin = sections.targetToSource[section]
                return origin < 0
                    ? .inserted(targetSection: section, items: Array(target[section].items.indices))
                    : .existing(sourceSection: origin)
            }
        )
    }

    /// The item stage as an ``IndexDelta`` over the items flattened section
    /// after section: sources in the layout between the stages
    /// (`intermediateCounts` items per section), targets in the final one.
    /// What the original hands `preferredItemAnimationStyle(for:)`.
    ///
    /// - Complexity: O(s + c) for s sections and c changes.
    func flatItemDelta(intermediateCounts: [Int], targetCounts: [Int]) -> IndexDelta {
        func starts(_ counts: [Int]) -> [Int] {
            var total = 0
            return counts.map { count in
                defer { total += count }
                return total
            }
        }
        let from = starts(intermediateCounts)
        let to = starts(targetCounts)
        let source = { (path: IndexPath) in from[path.sectionIndex] + path.itemIndex }
        let target = { (path: IndexPath) in to[path.sectionIndex] + path.itemIndex }
        let pair = { (pair: IndexPathPair) in IndexPair(source: source(pair.source), target: target(pair.target)) }
        return IndexDelta(
            deletions: itemDelta.deletions.map(source),
            insertions: itemDelta.insertions.map(target),
            reloads: itemDelta.reloads.map(pair),
            moves: itemDelta.moves.map(pair)
        )
    }
}
