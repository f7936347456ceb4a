import Foundation

/// The update pipeline of a data object, one algorithm for ``CollectionData``
/// and ``CollectionSectionData``: submit, coalesce, calculate, deliver, swap,
/// finish.
///
/// 1. **Submit**: a request goes to the ``UpdateQueue``; it starts at once
///    when nothing is in flight, or coalesces into the waiting work.
/// 2. **Without a view** the target data is shown at once, on the calling
///    thread (decision `.noView`), without queueing: even while another
///    update is in flight, as in the original library.
/// 3. **Calculate**, on the scheduler's calculation context, unless the
///    view is a reused one showing other data by then (checked first, as
///    the original does): its data is swapped at once, nothing calculated
///    (decision `.staleReusableView`). The target is
///    made of the data shown by then and the request's data (built by the
///    factory when the request was sent), and diffed against it.
/// 4. **Deliver**, on the view's context: the calculation delegate hears the
///    delta, ``AnimationDecision/choose(_:)`` picks the style, duplicates
///    are reported, and the view is reloaded or animated.
/// 5. **Swap**: the data source shows the target, inside the view's batch;
///    a view assigned meanwhile is reloaded after the swap.
/// 6. **Finish**: every completion handler of the coalesced requests runs,
///    then the deletion delegate hears the deleted items (not for an update
///    shown without a view or on a stale reused view), and the waiting
///    work, if any, starts; when none waits, the calculation delegate hears
///    `collectionDataDidEndCalculating()` (it heard
///    `collectionDataDidBeginCalculating()` when the first calculation of
///    the busy period began: once per busy period, as in the original
///    library).
///
/// A data object conforms by supplying the parts that differ: how raw data
/// becomes what it shows, the delta engine, the view calls of each style,
/// and the delegate calls that carry its delta type. The differences kept on
/// purpose are named on the requirements (``isStale(_:)``,
/// ``reportedSection``).
///
/// Duplicate identifiers in data declared unique never stop an update: the
/// engine returns a full replacement with the repeated identifiers, the
/// pipeline reports them (``InaccurateDeltaReport``) and reloads the view
/// instead of animating it, and the deletion delegate hears the items whose
/// identifiers are gone, worked out from the data rather than the delta.
///
/// - Complexity: per update, the delta engine's cost (O(n + m) expected,
///   plus O(k log k) for moves) plus O(n + m) to build the target and find
///   the deleted items; coalesced requests cost one calculation.
protocol UpdatePipeline: UpdatingDataObject, Sendable {
    /// What the data source shows: `[T]` or `[S]`.
    typealias Shown = _Shown
    /// What callers send: raw items or raw sections.
    typealias Raw = RawElement
    /// What the factory builds from them, when `update` or `append` is
    /// called: items or sections.
    associatedtype Element
    /// The engine's result: ``IndexDelta`` or ``SectionDelta``.
    associatedtype Delta: UpdateDelta
    /// The view the data object animates (an existential).
    associatedtype View
    /// What the deletion delegate receives a list of.
    typealias DeletedItem = DataType

    /// The requests in flight and waiting.
    var queue: UpdateQueue<Element> { get }
    var scheduler: any LiveCollectionsScheduler { get }
    var view: View? { get }
    /// What the data source shows now.
    var shownData: Shown { get }

    /// `request` with its data built (by the factory, when there is one).
    func build(_ request: UpdateRequest<Raw>) -> UpdateRequest<Element>
    /// The data `request` asks for, given `current`.
    func target(of request: UpdateRequest<Element>, from current: Shown) -> Shown
    /// The delta from `current` to `target`, and the repeated identifiers
    /// (as text) when there are any.
    func calculate(from current: Shown, to target: Shown) -> (delta: Delta, duplicates: (source: [String], target: [String])?)
    /// The section an ``InaccurateDeltaReport`` names: the first view
    /// section the data fills.
    var reportedSection: Int { get }
    /// The data source shows `data` from now on.
    func show(_ data: Shown)
    /// How many items `data` holds, for the data-count threshold.
    func itemCount(of data: Shown) -> Int
    /// Whether the deletion delegate hears of an update past the data-count
    /// threshold.
    var reportsDeletionsPastDataCountThreshold: Bool { get }
    /// The items of `current` whose identifiers `target` no longer holds, in
    /// order. `exactDelta`, when given, is the trusted delta between them.
    func deletedItems(from current: Shown, to target: Shown, exactDelta: Delta?) -> [DeletedItem]

    /// Whether `view` shows another data object's data by now (a reused
    /// cell); such a view is left untouched and the data swapped.
    func isStale(_ view: View) -> Bool
    /// The view's frame (see `UpdatePipeline+Views.swift`).
    func frame(of view: View) -> CGRect
    /// Redraws `view` from the data source.
    func reloadData(of view: View)
    /// Whether both are the same view object.
    func isSame(_ view: View, as other: View) -> Bool
    /// The animation delegate's choice of style for `delta`.
    func preferredStyle(for delta: Delta) -> AnimationStyle?
    /// Replaces the data's sections in one batch, `swap` inside it, `done`
    /// after it.
    func reloadSections(for delivery: Delivery<Self>, on view: View, swap: @escaping () -> Void, done: @escaping () -> Void)
    /// Animates the delta precisely, `swap` inside the batch, `done` after
    /// every reload.
    func animate(_ delivery: Delivery<Self>, on view: View, swap: @escaping () -> Void, done: @escaping () -> Void)
    /// The delta `inaccurateDeltaDetected(_: IndexDelta)` receives, the
    /// original library's form, for a delivery with duplicates.
    func inaccurateDelta(of delivery: Delivery<Self>) -> IndexDelta
    /// Shows the delivery stage by stage, asking the delegates between the
    /// stages, as sectioned data does in the original library; `report`
    /// hears the decision. False when the data object shows the delivery
    /// through one ``AnimationDecision/choose(_:)`` (always for
    /// `CollectionData`). Called with a view that is not stale; the delta
    /// may come from repeated identifiers (``Delivery/inaccuracy``), whose
    /// report is then the data object's to make (``reportInaccuracy(of:)``).
    func deliverInStages(
        _ delivery: Delivery<Self>, on view: View,
        swap: @escaping () -> Void, done: @escaping () -> Void, report: @escaping (AnimationDecision) -> Void
    ) -> Bool
    /// An append into empty data animates one batch per appended item (or
    /// section), as the original's `_appendIndividuallyAndAnimate`: true
    /// when it did so (`swap` in the last batch, `done` after it), false
    /// when the delivery is not such an append.
    func animateAppendOneByOne(_ delivery: Delivery<Self>, on view: View, swap: @escaping () -> Void, done: @escaping () -> Void) -> Bool
}

/// What the pipeline needs of a delta: its size, to choose a style, and
/// the delegate methods that carry its type.
protocol UpdateDelta {
    var hasChanges: Bool { get }
    var changeCount: Int { get }
    /// Tells `delegate` this delta was calculated.
    func tellCalculated(to delegate: any CollectionDataCalculationNotificationDelegate)
}

extension IndexDelta: UpdateDelta {
    func tellCalculated(to delegate: any CollectionDataCalculationNotificationDelegate) {
        delegate.tellDidCalculate(self)
    }

}

extension SectionDelta: UpdateDelta {
    func tellCalculated(to delegate: any CollectionDataCalculationNotificationDelegate) {
        delegate.tellDidCalculate(self)
    }

}

extension UpdatePipeline {
    /// Guards ``updates`` and the data object's own state.
    var lock: NSLock { _updateState.lock }
    /// The state the pipeline shares with the public accessors; read and
    /// written under ``lock`` only.
    var updates: _UpdateState<Shown, DeletedItem> { _updateState }
}

/// A calculated update on its way to the view.
extension UpdatePipeline {
    /// Into empty data, each appended element (an item, a section) is shown
    /// in a batch of its own, all started at once, as the original's
    /// `_appendIndividuallyAndAnimate`: `animate(index, show, completion)`
    /// starts the batch that shows the first `index + 1` elements (`show`
    /// swaps in the target for the last one, whose `completion` is `done`).
    ///
    /// - Returns: false, animating nothing, unless the data was empty (as
    ///   the original's `startingCount == 0`; one element appended goes this
    ///   way too, so sectioned data's lone section batch has no animation
    ///   delegate, as there).
    func appendOneByOne<Element>(
        _ delivery: Delivery<Self>, swap: @escaping () -> Void, done: @escaping () -> Void,
        animate: (_ index: Int, _ show: @escaping () -> Void, _ completion: (() -> Void)?) -> Void
    ) -> Bool where Shown == [Element] {
        let target = delivery.target
        guard delivery.current.isEmpty, !target.isEmpty else { return false }
        for index in target.indices {
            let isLast = index == target.count - 1
            let shown = Array(target[...index])
            animate(index, isLast ? swap : { self.show(shown) }, isLast ? done : nil)
        }
        return true
    }
}

struct Delivery<Pipeline: UpdatePipeline> {
    let work: UpdateQueue<Pipeline.Element>.Work
    let delta: Pipeline.Delta
    let inaccuracy: InaccurateDeltaReport?
    let current: Pipeline.Shown
    let target: Pipeline.Shown
    /// The view when the calculation started (the original's calculators
    /// keep it to tell a view assigned meanwhile).
    let viewAtStart: Pipeline.View?
}

extension UpdatePipeline {
    /// Tells the call observer, if any, then queues `request`; starts it
    /// when nothing is in flight. With no view, the data changes at once
    /// instead, even while an update is in flight, as in the original
    /// library (`CollectionData.update(_:completion:)`'s `updateDataOnly`).
    func submit(_ request: UpdateRequest<Raw>, completion: (() -> Void)?) {
        CallObservers.shared.notify(self, request.call)
        // Built now, at the call (the original builds right after it, on its
        // calculation queue, while the caller goes on): a factory reading
        // outside state reads it as the caller left it.
        let built = build(request)
        guard view != nil else { return applyWithoutView(built, completion: completion) }
        // Calculating from the call until the data is swapped, as the
        // original's `calculatingItems` (see ``showSwapped(_:)``).
        lock.withLock { updates.isCalculating = true }
        guard let work = queue.enqueue(built, completion: completion) else { return }
        begin(work)
    }

    /// The delta from the data shown now to `raw`, without changing it, on
    /// the calling thread; the call observer hears it first.
    func delta(to raw: [Raw]) -> Delta {
        CallObservers.shared.notify(self, CollectionDataCall.calculateDelta(raw))
        let current = shownData
        return calculate(from: current, to: target(of: build(.update(raw)), from: current)).delta
    }

    /// Starts `work`. A reused view that shows other data by now is checked
    /// first, before anything is calculated, as the original checks it when
    /// the update reaches its calculation queue: the data is swapped without
    /// a calculation. Otherwise a busy period begins, if none has: it ends
    /// in `finish` when nothing waits any more, after the last completion
    /// (the original's calculator sets `isCalculating` the same way).
    private func begin(_ work: UpdateQueue<Element>.Work) {
        if let view, isStale(view) { return applyToStaleView(work) }
        let announces = lock.withLock {
            defer { updates.isBusyAnnounced = true }
            return !updates.isBusyAnnounced
        }
        if announces { scheduler.handOffToView { self.calculationDelegate()?.tellDidBeginCalculating() } }
        if view == nil { applyQueuedWithoutView(work) } else { start(work) }
    }

    /// The view shows another data object's data (a reused cell) when the
    /// update starts: its data changes at once, without a calculation or a
    /// view call, and its completions run (the original's `updateDataOnly`);
    /// the deletion delegate hears nothing.
    private func applyToStaleView(_ work: UpdateQueue<Element>.Work) {
        let current = shownData
        let target = target(of: work.request, from: current)
        showSwapped(target)
        calculationDelegate()?.tellDidChooseAnimation(AnimationDecision(style: nil, reason: .staleReusableView))
        finish(work, from: current, to: target, exactDelta: nil, reportsDeletions: false)
    }

    /// No view when the update is sent: the data changes at once, on the
    /// calling thread, and `completion` runs; nothing is calculated, so the
    /// calculation and deletion delegates hear nothing (only the decision).
    private func applyWithoutView(_ request: UpdateRequest<Element>, completion: (() -> Void)?) {
        show(target(of: request, from: shownData))
        calculationDelegate()?.tellDidChooseAnimation(AnimationDecision(style: nil, reason: .noView))
        completion?()
    }

    /// The view went away while the update waited: the data changes at
    /// once and the update finishes (the deletion delegate hears of it, as
    /// the original's calculation completion does).
    private func applyQueuedWithoutView(_ work: UpdateQueue<Element>.Work) {
        let current = shownData
        let target = target(of: work.request, from: current)
        showSwapped(target)
        calculationDelegate()?.tellDidChooseAnimation(AnimationDecision(style: nil, reason: .noView))
        finish(work, from: current, to: target, exactDelta: nil)
    }

    /// Calculates on the calculation context, then delivers on the view's.
    private func start(_ work: UpdateQueue<Element>.Work) {
        let viewAtStart = view
        scheduler.handOffCalculation {
            let current = self.shownData
            let target = self.target(of: work.request, from: current)
            self.lock.withLock { self.updates.calculating = target }
            let calculation = self.calculate(from: current, to: target)
            let inaccuracy = calculation.duplicates.map {
                InaccurateDeltaReport(section: self.reportedSection, sourceDuplicates: $0.source, targetDuplicates: $0.target)
            }
            let delivery = Delivery<Self>(
                work: work, delta: calculation.delta, inaccuracy: inaccuracy, current: current, target: target, viewAtStart: viewAtStart)
            self.scheduler.handOffToView { self.deliver(delivery) }
        }
    }

    /// Chooses how to show the change and shows it (on the view's context).
    private func deliver(_ delivery: Delivery<Self>) {
        let delta = delivery.delta
        lock.withLock { updates.calculating = nil }
        calculationDelegate().map(delta.tellCalculated)
        let view = self.view
        // Asked once here: a reused view may show other data by now.
        let viewIsStale = view.map(isStale) ?? false
        if let view, !viewIsStale {
            let shown = deliverInStages(
                delivery, on: view,
                swap: { self.swap(to: delivery.target, animating: view) },
                done: {
                    self.finish(delivery.work, from: delivery.current, to: delivery.target,
                                exactDelta: delivery.inaccuracy == nil ? delta : nil)
                },
                report: { self.calculationDelegate()?.tellDidChooseAnimation($0) }
            )
            if shown { return }
        }
        let decision = AnimationDecision.choose(AnimationDecision.Circumstances(
            hasView: view != nil,
            viewIsStale: viewIsStale,
            isInaccurate: delivery.inaccuracy != nil,
            frameIsEmpty: view.map { frame(of: $0).isEmpty } ?? true,
            hasChanges: delta.hasChanges,
            exceedsDataCount: !delivery.work.request.isAppend
                && max(itemCount(of: delivery.current), itemCount(of: delivery.target)) > lock.withLock({ updates.dataCountThreshold }),
            exceedsDeltaCount: delta.changeCount > lock.withLock({ updates.deltaCountThreshold }),
            preferredStyle: { self.preferredStyle(for: delta) }
        ))
        calculationDelegate()?.tellDidChooseAnimation(decision)
        reportInaccuracy(of: delivery)

        // As the original's `updateData`: the view of the calculation's start
        // is the one the swap compares with.
        let swap = { self.swap(to: delivery.target, animating: delivery.viewAtStart ?? view) }
        // An exact delta already lists the deleted items; a full replacement
        // (duplicates) does not say which identifiers really left.
        // A reused view that shows other data now gets the data swapped
        // only, as the original's `updateDataOnly`: no deletions reported.
        // Past the data-count threshold the original skips the delta and
        // reports no deletion for `CollectionData`.
        let reportsDeletions = decision.reason != .staleReusableView
            && (decision.reason != .dataCountThreshold || reportsDeletionsPastDataCountThreshold)
        let done = {
            self.finish(delivery.work, from: delivery.current, to: delivery.target,
                        exactDelta: delivery.inaccuracy == nil ? delta : nil, reportsDeletions: reportsDeletions)
        }
        guard let view, let style = decision.style else {
            swap()
            return done()
        }
        // A view assigned while the delta was calculated is reloaded before
        // it is animated, as the original does (it then shows the data the
        // delta starts from).
        if let started = delivery.viewAtStart, !isSame(view, as: started) { reloadData(of: view) }
        switch style {
        case .reloadData:
            swap()
            reloadData(of: view)
            done()
        case .reloadSections:
            reloadSections(for: delivery, on: view, swap: swap, done: done)
        case .preciseAnimations:
            if delivery.work.request.isAppend, animateAppendOneByOne(delivery, on: view, swap: swap, done: done) { return }
            animate(delivery, on: view, swap: swap, done: done)
        }
    }

    /// The data source shows `target`. When the data object has another
    /// view than `animated` by now (the view animated, or for `CollectionData`
    /// the view of the calculation's start), its view is reloaded once the
    /// work running now has returned (the original library's carousel
    /// behaviour).
    private func swap(to target: Shown, animating animated: View?) {
        showSwapped(target)
        guard let current = view else { return }
        if let animated, isSame(current, as: animated) { return }
        // Once the work running now has returned (the swap may run inside
        // a batch), as the original's `DispatchQueue.main.async`; the view
        // is read then.
        scheduler.handOffToView {
            guard let current = self.view else { return }
            self.reloadData(of: current)
        }
    }

    /// The data source shows the update's `data`; `isCalculating`
    /// stays true only while another update waits (the original clears its
    /// `calculatingItems` here, in `updateData`).
    private func showSwapped(_ data: Shown) {
        show(data)
        let waiting = queue.hasWaiting
        lock.withLock { updates.isCalculating = waiting }
    }

    /// The view shows `target`: run the completions, then tell the deletion
    /// delegate (the original's calculation completion calls them in that
    /// order), then start what waited.
    private func finish(
        _ work: UpdateQueue<Element>.Work, from current: Shown, to target: Shown, exactDelta: Delta?, reportsDeletions: Bool = true
    ) {
        for completion in work.completions { completion() }
        if reportsDeletions, let notifier = lock.withLock({ updates.deletionNotifier }) {
            let deleted = deletedItems(from: current, to: target, exactDelta: exactDelta)
            if !deleted.isEmpty, !notifier(deleted) { lock.withLock { updates.deletionNotifier = nil } }
        }
        guard let next = queue.finish() else {
            let announced = lock.withLock {
                defer { updates.isBusyAnnounced = false }
                return updates.isBusyAnnounced
            }
            if announced { calculationDelegate()?.tellDidEndCalculating() }
            return
        }
        begin(next)
    }

    /// Tells the calculation delegate of the delivery's repeated
    /// identifiers, if any: the report, then the original's `IndexDelta`
    /// form.
    func reportInaccuracy(of delivery: Delivery<Self>) {
        guard let inaccuracy = delivery.inaccuracy, let delegate = calculationDelegate() else { return }
        delegate.tellInaccurateDelta(inaccuracy, inaccurateDelta(of: delivery))
    }

    private func calculationDelegate() -> (any CollectionDataCalculationNotificationDelegate)? {
        lock.withLock { updates.calculationDelegate }
    }
}
