import Foundation

extension CollectionData {
    // MARK: Updating

    /// ``update(_:completion:)`` and ``append(_:completion:)`` go down the
    /// update pipeline from here.
    public func _submit(_ data: [T.RawType], appending: Bool, completion: (() -> Void)?) {
        submit(appending ? .append(data) : .update(data), completion: completion)
    }

    /// The delta from the items displayed now to `data`, without changing
    /// them, calculated on the calling thread. Duplicate identifiers give a
    /// full replacement (see ``DeltaCalculation``).
    ///
    /// - Complexity: O(n + m) expected, plus O(k log k) for moves.
    public func calculateDelta(_ data: [T.RawType]) -> IndexDelta {
        delta(to: data)
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
    /// animate, without changing them: as in the original library,
    /// insertions at the end (`count..<count + data.count`), found without
    /// diffing, whatever identifiers `data` holds.
    ///
    /// - Complexity: O(k) for k appended values, plus the data factory's
    ///   build of them (it is called, as in the original).
    public func calculateAppendDelta(_ data: [T.RawType]) -> IndexDelta {
        let count = self.count
        let appended = build(data).count
        return IndexDelta(ordered: [], insertions: Array(count..<count + appended), reloads: [], moves: [])
    }

    // MARK: What the pipeline needs

    func build(_ request: UpdateRequest<T.RawType>) -> UpdateRequest<T> {
        request.map(build)
    }

    func target(of request: UpdateRequest<T>, from current: [T]) -> [T] {
        switch request {
        case .update(let data): renumber(data)
        case .append(let data): renumber(current + data)
        }
    }

    func calculate(from current: [T], to target: [T]) -> (delta: IndexDelta, duplicates: (source: [String], target: [String])?) {
        let calculation = calculate(current, target)
        let duplicates = calculation.duplicates.map { duplicates in
            (source: duplicates.source.map { "\($0)" }, target: duplicates.target.map { "\($0)" })
        }
        return (calculation.delta, duplicates)
    }

    /// What the data source shows now.
    var shownData: [T] { items }

    /// The section this data fills.
    var reportedSection: Int { section }

    func show(_ data: [T]) {
        lock.withLock { storedItems = data }
    }

    func itemCount(of data: [T]) -> Int { data.count }

    /// No: past the threshold the original calculates no delta and hands the
    /// deletion delegate nothing (`ItemDataCalculator._updateAndAnimate`).
    var reportsDeletionsPastDataCountThreshold: Bool { false }

    /// An exact delta's deletions are the deleted items' indices, so they
    /// are read from it instead of compared by identifier.
    func deletedItems(from current: [T], to target: [T], exactDelta: IndexDelta?) -> [T] {
        exactDelta.map { $0.deletions.map { current[$0] } } ?? current.deleted(goingTo: target)
    }

    /// Asks the ``reusableViewVerificationDelegate``: a carousel's data
    /// fills a view inside a reused cell, which may show another carousel by
    /// the time the delta arrives.
    func isStale(_ view: any DeltaUpdatableView) -> Bool {
        reusableViewVerificationDelegate?.askIsDataSourceValid(for: view) == false
    }

    func preferredStyle(for delta: IndexDelta) -> AnimationStyle? {
        animationDelegate?.askItemAnimationStyle(for: delta)
    }

    /// The synchronizer's frame when there is one, as the original checks
    /// the view it animates through (`ItemDataCalculator.swift`: the
    /// synchronizer is the data object's view); empty for a table view
    /// (see ``CollectionDataSynchronizer/frame``).
    func frame(of view: any DeltaUpdatableView) -> CGRect {
        synchronizer?.frame ?? view.frame
    }

    /// The section's share of a batch the view (or the synchronizer) runs,
    /// carrying `delta`; the reload delegate takes its reloads only when the
    /// delta is animated precisely.
    private func sectionUpdate(
        delta: IndexDelta, precise: Bool, swap: @escaping () -> Void, done: (() -> Void)?
    ) -> SectionUpdate {
        SectionUpdate(
            section: section, delta: delta,
            delegate: precise ? reloadDelegate : nil,
            animationDelegate: animationDelegate,
            updateData: swap, completion: done,
            belongs: { candidate in self.view === candidate }
        )
    }

    /// Animates `update` on `view`: through the ``synchronizer`` when there
    /// is one, so that the sections it gathers animate in one batch.
    private func send(_ update: SectionUpdate, to view: any DeltaUpdatableView) {
        if let synchronizer {
            synchronizer.attach(view: view, scheduler: scheduler)
            synchronizer.enqueue(update, for: view, scheduler: scheduler)
        } else {
            view.performAnimations(for: [update])
        }
    }

    /// Past the delta-count threshold the section update carries an empty
    /// delta, as the original's `_updateSections`; chosen by the animation
    /// delegate, the delta.
    func reloadSections(for delivery: Delivery<CollectionData>, on view: any DeltaUpdatableView, swap: @escaping () -> Void, done: @escaping () -> Void) {
        let pastThreshold = delivery.delta.changeCount > lock.withLock { updates.deltaCountThreshold }
        let delta = pastThreshold ? IndexDelta.empty : delivery.delta
        view.reloadSections(for: [sectionUpdate(delta: delta, precise: false, swap: swap, done: done)])
    }

    /// Through the ``synchronizer`` when there is one (``send(_:to:)``).
    func animate(_ delivery: Delivery<CollectionData>, on view: any DeltaUpdatableView, swap: @escaping () -> Void, done: @escaping () -> Void) {
        send(sectionUpdate(delta: delivery.delta, precise: true, swap: swap, done: done), to: view)
    }

    /// Into an empty section, each appended item is inserted in a batch of
    /// its own, one after another at once (each then runs its reload
    /// batch); the data grows by one item in each, `done` follows the last.
    func animateAppendOneByOne(
        _ delivery: Delivery<CollectionData>, on view: any DeltaUpdatableView,
        swap: @escaping () -> Void, done: @escaping () -> Void
    ) -> Bool {
        appendOneByOne(delivery, swap: swap, done: done) { index, show, completion in
            send(sectionUpdate(delta: IndexDelta(insertions: [index]), precise: false, swap: show, done: completion), to: view)
        }
    }
}

extension CollectionData {
    /// The delta itself.
    func inaccurateDelta(of delivery: Delivery<CollectionData>) -> IndexDelta { delivery.delta }

    /// Never: one decision per update (`ItemDataCalculator`).
    func deliverInStages(
        _ delivery: Delivery<CollectionData>, on view: any DeltaUpdatableView,
        swap: @escaping () -> Void, done: @escaping () -> Void, report: @escaping (AnimationDecision) -> Void
    ) -> Bool {
        false
    }
}

extension CollectionData: UpdatePipeline {}
