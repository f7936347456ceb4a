import Foundation

extension CollectionSectionData {
    // MARK: Updating

    /// Shows `sections` instead of the current ones: calculates the staged
    /// delta and animates the view, then calls `completion` on the view's
    /// context. With no view assigned and nothing in flight, the data changes
    /// at once on the calling thread.
    public func update(_ sections: [S.RawType], completion: (() -> Void)? = nil) {
        CallObservers.shared.notify(self, .update(sections))
        submit(.update(sections), completion: completion)
    }

    /// Adds whole `sections` after the current ones, animated as section
    /// insertions. The data-count threshold does not apply to appends.
    public func append(_ sections: [S.RawType], completion: (() -> Void)? = nil) {
        CallObservers.shared.notify(self, .append(sections))
        submit(.append(sections), completion: completion)
    }

    /// The staged delta from the sections displayed now to `sections`,
    /// without changing them.
    public func calculateDelta(_ sections: [S.RawType]) -> SectionDelta {
        CallObservers.shared.notify(self, .calculateDelta(sections))
        return calculate(items, build(sections).filter { !$0.items.isEmpty }).delta
    }

    // MARK: The pipeline

    private typealias Work = UpdateQueue<S.RawType>.Work

    private func submit(_ request: UpdateRequest<S.RawType>, completion: (() -> Void)?) {
        guard let work = queue.enqueue(request, completion: completion) else { return }
        begin(work)
    }

    private func begin(_ work: Work) {
        if view == nil { applyWithoutView(work) } else { start(work) }
    }

    private func applyWithoutView(_ work: Work) {
        let current = items
        let target = target(of: work.request, from: current)
        show(target)
        calculationNotificationDelegate?.collectionDataDidChooseAnimation(AnimationDecision(style: nil, reason: .noView))
        finish(work, from: current, to: target)
    }

    private func start(_ work: Work) {
        lock.withLock { storedIsCalculating = true }
        scheduler.handOffToView { self.calculationNotificationDelegate?.collectionDataDidBeginCalculating() }
        scheduler.handOffCalculation {
            let current = self.items
            let target = self.target(of: work.request, from: current)
            self.lock.withLock { self.storedCalculatingSections = target }
            let calculation = self.calculate(current, target)
            let inaccuracy = Self.inaccuracy(of: calculation)
            let delta = calculation.delta
            self.scheduler.handOffToView {
                self.deliver(work, delta: delta, inaccuracy: inaccuracy, from: current, to: target)
            }
        }
    }

    private func target(of request: UpdateRequest<S.RawType>, from current: [S]) -> [S] {
        switch request {
        case .update(let data): build(data).filter { !$0.items.isEmpty }
        case .append(let data): buildAppended(current, data).filter { !$0.items.isEmpty }
        }
    }

    private static func inaccuracy(of calculation: SectionDeltaCalculation<S>) -> InaccurateDeltaReport? {
        let sections = calculation.duplicateSectionIDs
        let items = calculation.duplicateItemIDs
        guard sections != nil || items != nil else { return nil }
        let describe: ([Any]) -> [String] = { $0.map { "\($0)" } }
        return InaccurateDeltaReport(
            section: 0,
            sourceDuplicates: describe(sections?.source ?? []) + describe(items?.source ?? []),
            targetDuplicates: describe(sections?.target ?? []) + describe(items?.target ?? [])
        )
    }

    /// The data source now reports `sections`.
    private func show(_ sections: [S]) {
        lock.withLock {
            storedSections = sections
            storedRows = sections.map(\.items)
        }
    }

    private func deliver(_ work: Work, delta: SectionDelta, inaccuracy: InaccurateDeltaReport?, from current: [S], to target: [S]) {
        lock.withLock {
            storedIsCalculating = false
            storedCalculatingSections = nil
        }
        calculationNotificationDelegate?.collectionDataDidEndCalculating()
        calculationNotificationDelegate?.collectionSectionDataDidCalculate(delta)
        let isAppend = if case .append = work.request { true } else { false }
        let view = self.view
        let decision = AnimationDecision.choose(AnimationDecision.Circumstances(
            hasView: view != nil,
            isInaccurate: inaccuracy != nil,
            frameIsEmpty: view?.frame.isEmpty ?? true,
            hasChanges: delta.hasChanges,
            exceedsDataCount: !isAppend && target.reduce(0) { $0 + $1.items.count } > dataCountAnimationThreshold,
            exceedsDeltaCount: delta.changeCount > deltaCountAnimationThreshold,
            preferredStyle: { self.animationDelegate?.preferredSectionAnimationStyle(for: delta) }
        ))
        calculationNotificationDelegate?.collectionDataDidChooseAnimation(decision)
        if let inaccuracy {
            calculationNotificationDelegate?.inaccurateDeltaDetected(inaccuracy)
            calculationNotificationDelegate?.inaccurateDeltaDetected(delta.sectionDelta)
        }

        let done = { self.finish(work, from: current, to: target) }
        guard let view, let style = decision.style else {
            show(target)
            return done()
        }
        let swap = { self.show(target, animating: view) }
        switch style {
        case .reloadData:
            show(target)
            view.reloadData()
            done()
        case .reloadSections:
            view.reloadAllSections(
                sectionCountBefore: current.count, sectionCountAfter: target.count,
                updateData: swap, completion: done
            )
        case .preciseAnimations:
            let intermediate = delta.intermediateItems(source: current.map(\.items), target: target.map(\.items))
            view.performAnimations(
                for: delta,
                delegate: reloadDelegate,
                animationDelegate: animationDelegate,
                updateIntermediateData: {
                    self.lock.withLock {
                        self.storedSections = target
                        self.storedRows = intermediate
                    }
                },
                updateData: swap,
                completion: done
            )
        }
    }

    /// The view shows `target`. When the data object was given another view
    /// since `animated` was chosen, that view is reloaded now that the data
    /// is swapped.
    private func show(_ target: [S], animating animated: any SectionDeltaUpdatableView) {
        show(target)
        if let current = view, current !== animated { current.reloadData() }
    }

    /// The view shows `target`: tell the deletion delegate, run the
    /// completions, start what waited.
    private func finish(_ work: Work, from current: [S], to target: [S]) {
        if let notifier = lock.withLock({ deletionNotifier }) {
            let deleted = current.flatMap(\.items).deleted(goingTo: target.flatMap(\.items))
            if !deleted.isEmpty, !notifier(deleted) { lock.withLock { deletionNotifier = nil } }
        }
        for completion in work.completions { completion() }
        if let next = queue.finish() { begin(next) }
    }
}
