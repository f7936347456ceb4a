import Foundation

extension CollectionData {
    // MARK: Updating

    /// Shows `data` instead of the current items: calculates the delta and
    /// animates the view, then calls `completion` on the view's context.
    ///
    /// With no view assigned and nothing in flight, the data changes at once
    /// on the calling thread (manual timing: call it inside the update
    /// closure of `performAnimations(section:delta:updateData:)`).
    public func update(_ data: [T.RawType], completion: (@Sendable () -> Void)? = nil) {
        submit(.update(data), completion: completion)
    }

    /// Adds `data` after the current items, animated as insertions. The
    /// data-count threshold does not apply to appends.
    public func append(_ data: [T.RawType], completion: (@Sendable () -> Void)? = nil) {
        submit(.append(data), completion: completion)
    }

    /// The delta from the items displayed now to `data`, without changing
    /// them. Duplicate identifiers give a full replacement (see
    /// ``DeltaCalculation``).
    ///
    /// - Complexity: O(n + m) expected, plus O(k log k) for moves.
    public func calculateDelta(_ data: [T.RawType]) -> IndexDelta {
        DeltaCalculation(from: items, to: build(data)).delta
    }

    /// ``calculateDelta(_:)`` run on the scheduler's calculation context.
    public func calculateDelta(_ data: [T.RawType]) async -> IndexDelta {
        await withCheckedContinuation { continuation in
            scheduler.scheduleCalculation { continuation.resume(returning: self.calculateDelta(data)) }
        }
    }

    /// The delta that appending `data` to the items displayed now would
    /// animate, without changing them.
    public func calculateAppendDelta(_ data: [T.RawType]) -> IndexDelta {
        let current = items
        return DeltaCalculation(from: current, to: buildAppended(current, data)).delta
    }

    // MARK: The pipeline

    private func submit(_ request: UpdateRequest<T.RawType>, completion: (@Sendable () -> Void)?) {
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
        scheduler.scheduleOnView { self.calculationNotificationDelegate?.collectionDataDidBeginCalculating() }
        scheduler.scheduleCalculation {
            let current = self.items
            let target = self.target(of: work.request, from: current)
            self.lock.withLock { self.storedCalculatingItems = target }
            let calculation = DeltaCalculation(from: current, to: target)
            let delta = calculation.delta
            let inaccuracy = calculation.duplicates.map { InaccurateDeltaReport(section: self.section, duplicates: $0) }
            self.scheduler.scheduleOnView {
                self.deliver(work, delta: delta, inaccuracy: inaccuracy, from: current, to: target)
            }
        }
    }

    private func target(of request: UpdateRequest<T.RawType>, from current: [T]) -> [T] {
        switch request {
        case .update(let data): build(data)
        case .append(let data): buildAppended(current, data)
        }
    }

    /// Chooses how to show the change and shows it (on the view's context).
    private func deliver(
        _ work: UpdateQueue<T.RawType>.Work,
        delta: IndexDelta,
        inaccuracy: InaccurateDeltaReport?,
        from current: [T],
        to target: [T]
    ) {
        lock.withLock {
            storedIsCalculating = false
            storedCalculatingItems = nil
        }
        calculationNotificationDelegate?.collectionDataDidEndCalculating()
        calculationNotificationDelegate?.collectionDataDidCalculate(delta)
        let swap: () -> Void = { self.lock.withLock { self.storedItems = target } }
        let done: @Sendable () -> Void = { self.finish(work, from: current, to: target) }
        let isAppend = if case .append = work.request { true } else { false }
        let decision = decide(delta, isInaccurate: inaccuracy != nil, isAppend: isAppend, targetCount: target.count)
        notifyDecision(decision)
        if let inaccuracy { calculationNotificationDelegate?.inaccurateDeltaDetected(inaccuracy) }

        guard let view, decision.reason != .staleReusableView, let style = decision.style else {
            swap()
            return done()
        }
        switch style {
        case .reloadData:
            swap()
            view.reloadData()
            done()
        case .reloadSections:
            view.reloadSections(for: [SectionUpdate(section: section, delta: delta, delegate: nil, updateData: swap, completion: done)])
        case .preciseAnimations:
            let update = SectionUpdate(section: section, delta: delta, delegate: reloadDelegate, updateData: swap, completion: done)
            if let synchronizer {
                synchronizer.enqueue(update, for: view)
            } else {
                view.performAnimations(section: section, delta: delta, delegate: update.delegate, updateData: swap, completion: done)
            }
        }
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
    /// completions, start what waited.
    private func finish(_ work: UpdateQueue<T.RawType>.Work, from current: [T], to target: [T]) {
        if let notifier = lock.withLock({ deletionNotifier }) {
            let deleted = current.deleted(goingTo: target)
            if !deleted.isEmpty, !notifier(deleted) { lock.withLock { deletionNotifier = nil } }
        }
        for completion in work.completions { completion() }
        if let next = queue.finish() { begin(next) }
    }
}
