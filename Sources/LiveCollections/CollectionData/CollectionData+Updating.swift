import Foundation

extension CollectionData {
    // MARK: Updating

    /// Shows `data` instead of the current items: calculates the delta and
    /// animates the view, then calls `completion` on the view's context.
    ///
    /// With no view assigned and nothing in flight, the data changes at once
    /// on the calling thread and `completion` runs there (manual timing: call
    /// it inside the update closure of `performAnimations(section:delta:updateData:)`).
    public func update(_ data: [T.RawType], completion: (() -> Void)? = nil) {
        CallObservers.shared.notify(self, .update(data))
        submit(.update(data), completion: completion)
    }

    /// Adds `data` after the current items, animated as insertions. The
    /// data-count threshold does not apply to appends.
    public func append(_ data: [T.RawType], completion: (() -> Void)? = nil) {
        CallObservers.shared.notify(self, .append(data))
        submit(.append(data), completion: completion)
    }

    /// The delta from the items displayed now to `data`, without changing
    /// them, calculated on the calling thread. Duplicate identifiers give a
    /// full replacement (see ``DeltaCalculation``).
    ///
    /// - Complexity: O(n + m) expected, plus O(k log k) for moves.
    public func calculateDelta(_ data: [T.RawType]) -> IndexDelta {
        CallObservers.shared.notify(self, .calculateDelta(data))
        return calculate(items, build(data)).delta
    }

    /// The original library's name for `calculateDelta(_:)`, the
    /// synchronous form.
    public func calculateDeltaSync(_ data: [T.RawType]) -> IndexDelta {
        calculateDelta(data)
    }

    /// The synchronous `calculateDelta(_:)` run on the scheduler's calculation context;
    /// `completion` is called there with the delta, as in the original
    /// library.
    public func calculateDeltaAsync(_ data: [T.RawType], completion: @escaping (IndexDelta) -> Void) {
        scheduler.handOffCalculation { completion(self.calculateDelta(data)) }
    }

    /// ``calculateDelta(_:)`` run on the scheduler's calculation context.
    public func calculateDelta(_ data: [T.RawType]) async -> IndexDelta {
        await withCheckedContinuation { continuation in
            scheduler.handOffCalculation { continuation.resume(returning: self.calculateDelta(data)) }
        }
    }

    /// The delta that appending `data` to the items displayed now would
    /// animate, without changing them.
    public func calculateAppendDelta(_ data: [T.RawType]) -> IndexDelta {
        let current = items
        return calculate(current, buildAppended(current, data)).delta
    }

    // MARK: The pipeline

    private func submit(_ request: UpdateRequest<T.RawType>, completion: (() -> Void)?) {
        guard let work = queue.enqueue(request, completion: completion) else { return }
        begin(work)
    }

    /// Without a view the data changes at once; with one, it is calculated
    /// and animated.
    private func begin(_ work: UpdateQueue<T.RawType>.Work) {
        if view == nil { applyWithoutView(work) } else { start(work) }
    }

    /// No view: the data changes at once, on the calling thread.
    private func applyWithoutView(_ work: UpdateQueue<T.RawType>.Work) {
        let current = items
        let target = target(of: work.request, from: current)
        lock.withLock { storedItems = target }
        notifyDecision(AnimationDecision(style: nil, reason: .noView))
        finish(work, from: current, to: target)
    }

    /// Calculates on the calculation context, then delivers on the view's.
    private func start(_ work: UpdateQueue<T.RawType>.Work) {
        lock.withLock { storedIsCalculating = true }
        scheduler.handOffToView { self.calculationNotificationDelegate?.collectionDataDidBeginCalculating() }
        scheduler.handOffCalculation {
            let current = self.items
            let target = self.target(of: work.request, from: current)
            self.lock.withLock { self.storedCalculatingItems = target }
            let calculation = self.calculate(current, target)
            let inaccuracy = calculation.duplicates.map { InaccurateDeltaReport(section: self.section, duplicates: $0) }
            let delivery = Delivery(work: work, delta: calculation.delta, inaccuracy: inaccuracy, current: current, target: target)
            self.scheduler.handOffToView { self.deliver(delivery) }
        }
    }

    private func target(of request: UpdateRequest<T.RawType>, from current: [T]) -> [T] {
        switch request {
        case .update(let data): build(data)
        case .append(let data): buildAppended(current, data)
        }
    }

    /// A calculated update on its way to the view.
    private struct Delivery {
        let work: UpdateQueue<T.RawType>.Work
        let delta: IndexDelta
        let inaccuracy: InaccurateDeltaReport?
        let current: [T]
        let target: [T]
    }

    /// Chooses how to show the change and shows it (on the view's context).
    private func deliver(_ delivery: Delivery) {
        let delta = delivery.delta
        lock.withLock {
            storedIsCalculating = false
            storedCalculatingItems = nil
        }
        calculationNotificationDelegate?.collectionDataDidEndCalculating()
        calculationNotificationDelegate?.collectionDataDidCalculate(delta)
        let view = self.view
        let swap = { self.swapData(to: delivery.target, animating: view) }
        // An exact delta already lists the deleted items; a full replacement
        // (duplicates) does not say which identifiers really left.
        let deletions = delivery.inaccuracy == nil ? delta.deletions : nil
        let done = {
            self.finish(delivery.work, from: delivery.current, to: delivery.target, deletions: deletions)
        }
        let isAppend = if case .append = delivery.work.request { true } else { false }
        let decision = decide(delta, isInaccurate: delivery.inaccuracy != nil, isAppend: isAppend, targetCount: delivery.target.count)
        notifyDecision(decision)
        if let inaccuracy = delivery.inaccuracy {
            calculationNotificationDelegate?.inaccurateDeltaDetected(inaccuracy)
            calculationNotificationDelegate?.inaccurateDeltaDetected(delta)
        }

        guard let view, decision.reason != .staleReusableView, let style = decision.style else {
            swap()
            return done()
        }
        let section = self.section
        let update = SectionUpdate(
            section: section, delta: delta,
            delegate: style == .preciseAnimations ? reloadDelegate : nil,
            animationDelegate: animationDelegate,
            updateData: swap, completion: done,
            belongs: { candidate in self.view === candidate }
        )
        switch style {
        case .reloadData:
            swap()
            view.reloadData()
            done()
        case .reloadSections:
            view.reloadSections(for: [update])
        case .preciseAnimations:
            if let synchronizer {
                synchronizer.enqueue(update, for: view, scheduler: scheduler)
            } else {
                view.performAnimations(for: [update])
            }
        }
    }

    /// The view now shows `target`. When the data object was given another
    /// view since `animated` was chosen, that view is reloaded now that the
    /// data is swapped (the original library's carousel behaviour).
    private func swapData(to target: [T], animating animated: (any DeltaUpdatableView)?) {
        lock.withLock { storedItems = target }
        if let current = view, current !== animated { current.reloadData() }
    }

    /// The style for an update, and why.
    private func decide(_ delta: IndexDelta, isInaccurate: Bool, isAppend: Bool, targetCount: Int) -> AnimationDecision {
        let view = self.view
        return AnimationDecision.choose(AnimationDecision.Circumstances(
            hasView: view != nil,
            viewIsStale: view.map { reusableViewVerificationDelegate?.isDataSourceValid(for: $0) == false } ?? false,
            isInaccurate: isInaccurate,
            frameIsEmpty: view?.frame.isEmpty ?? true,
            hasChanges: delta.hasChanges,
            exceedsDataCount: !isAppend && targetCount > dataCountAnimationThreshold,
            exceedsDeltaCount: delta.changeCount > deltaCountAnimationThreshold,
            preferredStyle: { self.animationDelegate?.preferredItemAnimationStyle(for: delta) }
        ))
    }

    private func notifyDecision(_ decision: AnimationDecision) {
        calculationNotificationDelegate?.collectionDataDidChooseAnimation(decision)
    }

    /// The view shows `target`: tell the deletion delegate, run the
    /// completions, start what waited. `deletions` are the indices of
    /// `current` an exact delta deleted, when there is one.
    private func finish(_ work: UpdateQueue<T.RawType>.Work, from current: [T], to target: [T], deletions: [Int]? = nil) {
        if let notifier = lock.withLock({ deletionNotifier }) {
            let deleted = deletions.map { $0.map { current[$0] } } ?? current.deleted(goingTo: target)
            if !deleted.isEmpty, !notifier(deleted) { lock.withLock { deletionNotifier = nil } }
        }
        for completion in work.completions { completion() }
        if let next = queue.finish() { begin(next) }
    }
}
