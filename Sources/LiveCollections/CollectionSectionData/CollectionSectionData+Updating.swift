import Foundation

extension CollectionSectionData {
    // MARK: Updating

    /// The staged delta from the sections displayed now to `sections`,
    /// without changing them.
    public func calculateDelta(_ sections: [S.RawType]) -> SectionDelta {
        delta(to: sections)
    }

    /// Where ``update(_:completion:)`` and ``append(_:completion:)`` send
    /// their sections: the update pipeline.
    public func _submit(_ sections: [S.RawType], appending: Bool, completion: (() -> Void)?) {
        submit(appending ? .append(sections) : .update(sections), completion: completion)
    }

    // MARK: What the pipeline needs

    /// The sections as built; `target(of:from:)` drops an update's empty
    /// ones.
    func build(_ request: UpdateRequest<S.RawType>) -> UpdateRequest<S> {
        request.map(build)
    }

    /// An update's sections without items are dropped; appended ones are
    /// kept, as the original's `SectionDataCalculator` does
    /// (`_updateAndAnimate` sanitises the updated sections,
    /// `_appendAndAnimate` inserts the appended ones as given).
    func target(of request: UpdateRequest<S>, from current: [S]) -> [S] {
        switch request {
        case .update(let data): renumber(data).filter { !$0.items.isEmpty }
        case .append(let data): renumber(current + data)
        }
    }

    /// Repeated section identifiers are listed before repeated item
    /// identifiers.
    func calculate(from current: [S], to target: [S]) -> (delta: SectionDelta, duplicates: (source: [String], target: [String])?) {
        let calculation = calculate(current, target)
        let sections = calculation.duplicateSectionIDs
        let items = calculation.duplicateItemIDs
        guard sections != nil || items != nil else { return (calculation.delta, nil) }
        let describe: ([Any]) -> [String] = { $0.map { "\($0)" } }
        let duplicates = (
            source: describe(sections?.source ?? []) + describe(items?.source ?? []),
            target: describe(sections?.target ?? []) + describe(items?.target ?? [])
        )
        return (calculation.delta, duplicates)
    }

    /// Always 0: sectioned data fills the whole view, from its first
    /// section, so its reports name that section (as
    /// ``InaccurateDeltaReport/section`` documents).
    var reportedSection: Int { 0 }

    /// What the data source shows now.
    var shownData: [S] { sections }

    func show(_ data: [S]) {
        lock.withLock {
            storedSections = data
            storedRows = data.map(\.items)
        }
    }

    func itemCount(of data: [S]) -> Int {
        data.reduce(0) { $0 + $1.items.count }
    }

    /// Yes: the original's `SectionDataCalculator` reports the items of
    /// deleted sections past the threshold, and those deleted from kept
    /// sections under a condition that tests the reload delegate where the
    /// deletion delegate is meant; here every deleted item is reported.
    var reportsDeletionsPastDataCountThreshold: Bool { true }

    /// Compared by identifier over all sections: an item that moves to
    /// another section is not deleted.
    func deletedItems(from current: [S], to target: [S], exactDelta: SectionDelta?) -> [S.DataType] {
        current.flatMap(\.items).deleted(goingTo: target.flatMap(\.items))
    }

    /// Never: sectioned data has no reusable-view verification delegate. It
    /// drives a whole table or collection view, which is not a reused cell's
    /// carousel; the original library offers the check on `CollectionData`
    /// only. A view assigned while an update is in flight is still handled:
    /// the old view finishes the update and the new one is reloaded after
    /// the swap.
    func isStale(_ view: any SectionDeltaUpdatableView) -> Bool { false }

    func preferredStyle(for delta: SectionDelta) -> AnimationStyle? {
        animationDelegate?.askSectionAnimationStyle(for: delta)
    }

    func reloadSections(
        for delivery: Delivery<CollectionSectionData>, on view: any SectionDeltaUpdatableView,
        swap: @escaping () -> Void, done: @escaping () -> Void
    ) {
        view.reloadAllSections(
            sectionCountBefore: delivery.current.count, sectionCountAfter: delivery.target.count,
            updateData: swap, completion: done
        )
    }

    /// Between the section batch and the item batch the data source shows
    /// the intermediate layout (see ``intermediate(of:_:)``).
    func animate(
        _ delivery: Delivery<CollectionSectionData>, on view: any SectionDeltaUpdatableView,
        swap: @escaping () -> Void, done: @escaping () -> Void
    ) {
        view.performAnimations(
            for: delivery.delta,
            delegate: reloadDelegate,
            animationDelegate: animationDelegate,
            updateIntermediateData: intermediate(of: delivery.delta, delivery).show,
            updateData: swap,
            completion: done
        )
    }
}

extension CollectionSectionData {
    /// The layout between the stages of `delta`: its rows
    /// (``SectionDelta/intermediateItems(source:target:)``), and `show`,
    /// which makes the data source report them, with ``sections`` holding
    /// each surviving section's old value and each inserted section's new
    /// one, as the original's (``SectionDelta/intermediateSections(source:target:)``).
    func intermediate(of delta: SectionDelta, _ delivery: Delivery<CollectionSectionData>) -> (rows: [[S.DataType]], show: () -> Void) {
        let current = delivery.current, target = delivery.target
        let rows = delta.intermediateItems(source: current.map(\.items), target: target.map(\.items))
        let sections = delta.intermediateSections(source: current, target: target)
        return (rows, {
            self.lock.withLock {
                self.storedSections = sections
                self.storedRows = rows
            }
        })
    }

    /// Into empty data, each appended section is inserted in a section batch
    /// of its own, one after another at once, without the animation
    /// delegate (the original passes none); the data grows by one section in
    /// each, `done` follows the last.
    func animateAppendOneByOne(
        _ delivery: Delivery<CollectionSectionData>, on view: any SectionDeltaUpdatableView,
        swap: @escaping () -> Void, done: @escaping () -> Void
    ) -> Bool {
        let target = delivery.target
        return appendOneByOne(delivery, swap: swap, done: done) { index, show, completion in
            view.performAnimations(
                for: calculate(Array(target[..<index]), Array(target[...index])).delta, delegate: nil, animationDelegate: nil,
                updateIntermediateData: show, updateData: {}, completion: completion
            )
        }
    }
}

extension CollectionSectionData: UpdatePipeline {}
