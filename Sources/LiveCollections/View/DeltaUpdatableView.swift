import Foundation

/// A view that shows one or more `CollectionData` sections: a table or a
/// collection view. ``BatchUpdatableView`` provides every method from the
/// view's batch update calls.
///
/// Called on the view's context only.
public protocol DeltaUpdatableView: AnyObject {
    /// The view's frame; an empty frame gets `reloadData()` instead of
    /// animations.
    var frame: CGRect { get }

    /// Whether the view is on screen (in UIKit, in a window). A view off
    /// screen is not animated: the data is swapped and the view reloads, as
    /// the original library does. True by default.
    var isVisibleOnScreen: Bool { get }

    /// Whether the view has a data source (in UIKit, `dataSource != nil`).
    /// A view without one is told nothing: the data is swapped and the
    /// completion called, as the original library does. True by default.
    var hasDataSource: Bool { get }

    /// Whether the view is a table view (in UIKit, a `UITableView`). A
    /// ``CollectionDataSynchronizer`` reports an empty frame for a table
    /// view, as the original library's does, so its data objects reload
    /// that table instead of animating it. False by default.
    var isTableView: Bool { get }

    /// Redraws everything from the data source.
    func reloadData()

    /// Swaps each section's data and reloads those sections, in one batch.
    func reloadSections(for sectionUpdates: [SectionUpdate])

    /// Animates one section: batch 1 swaps the data (`updateData`) and
    /// applies deletions, moves and insertions; when it completes, batch 2
    /// reloads the changed items at their new positions, except those the
    /// `delegate` claims, which are then handed to it. Both batches run
    /// (even empty) once the delta has any change; an empty delta swaps the
    /// data without a batch. `completion` fires after every reload has
    /// finished.
    func performAnimations(
        section: Int,
        delta: IndexDelta,
        delegate: (any CollectionDataManualReloadDelegate)?,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?
    )

    /// Animates several sections in one batch (a synchronizer's flush), then
    /// their reloads together, then each update's completion.
    func performAnimations(for sectionUpdates: [SectionUpdate])

    /// Manual timing: animates a delta calculated earlier, swapping the data
    /// with `updateData` inside the first batch.
    func performAnimations(section: Int, delta: IndexDelta, updateData: @escaping () -> Void)

    /// The original library's manual timing call: animates `delta` in
    /// section 0, swapping the data with `updateData` inside the first
    /// batch, with no delegate and no completion.
    func performAnimations(delta: IndexDelta, updateData: @escaping () -> Void)
}

extension DeltaUpdatableView {
    /// True: a view that cannot tell is taken to be on screen.
    public var isVisibleOnScreen: Bool { true }

    /// True: a view that cannot tell is taken to have one.
    public var hasDataSource: Bool { true }

    /// False: a view that cannot tell is taken to be a collection view.
    public var isTableView: Bool { false }

    /// One section update (``SectionUpdate``) through
    /// ``performAnimations(for:)``: for a view, batch 1 (data swap,
    /// deletions, moves, insertions), then batch 2 (reloads not claimed by
    /// `delegate`), then the claimed reloads handed to `delegate`,
    /// `completion` after all of them; for a synchronizer, the update joins
    /// its waiting batch. A ``DeltaUpdatableViewDelegate`` also names the
    /// view the rows belong to, as in the original library (see
    /// `SectionUpdate(section:delta:delegate:update:completion:)`).
    public func performAnimations(
        section: Int,
        delta: IndexDelta,
        delegate: (any CollectionDataManualReloadDelegate)?,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?
    ) {
        performAnimations(for: [
            SectionUpdate(section: section, delta: delta, reloadDelegate: delegate, updateData: updateData, completion: completion)
        ])
    }

    /// Manual timing: ``performAnimations(section:delta:delegate:updateData:completion:)``
    /// with no delegate and no completion.
    public func performAnimations(section: Int, delta: IndexDelta, updateData: @escaping () -> Void) {
        performAnimations(section: section, delta: delta, delegate: nil, updateData: updateData, completion: nil)
    }

    /// ``performAnimations(section:delta:delegate:updateData:completion:)``
    /// with no completion, as the original's call with its default
    /// `completion: nil`.
    public func performAnimations(
        section: Int, delta: IndexDelta, delegate: (any CollectionDataManualReloadDelegate)?, updateData: @escaping () -> Void
    ) {
        performAnimations(section: section, delta: delta, delegate: delegate, updateData: updateData, completion: nil)
    }

    /// ``performAnimations(section:delta:delegate:updateData:completion:)``
    /// with no delegate, as the original's call with its default
    /// `delegate: nil`: manual timing that waits for the animations.
    public func performAnimations(
        section: Int, delta: IndexDelta, updateData: @escaping () -> Void, completion: (() -> Void)?
    ) {
        performAnimations(section: section, delta: delta, delegate: nil, updateData: updateData, completion: completion)
    }

    /// ``performAnimations(section:delta:delegate:updateData:completion:)``
    /// in section 0 with no delegate and no completion, as the original's
    /// table and collection views do.
    public func performAnimations(delta: IndexDelta, updateData: @escaping () -> Void) {
        performAnimations(section: 0, delta: delta, delegate: nil, updateData: updateData, completion: nil)
    }
}

/// A view that shows a `CollectionSectionData`: section changes are animated
/// first, then item changes (items may move between sections), then reloads.
///
/// Called on the view's context only.
public protocol SectionDeltaUpdatableView: AnyObject {
    /// The view's frame; an empty frame gets `reloadData()` instead of
    /// animations.
    var frame: CGRect { get }

    /// Whether the view is on screen (in UIKit, in a window). A view off
    /// screen is not animated: the data is swapped and the view reloads, as
    /// the original library does. True by default.
    var isVisibleOnScreen: Bool { get }

    /// Whether the view has a data source (in UIKit, `dataSource != nil`).
    /// A view without one is told nothing: the data is swapped and the
    /// completion called, as the original library does. True by default.
    var hasDataSource: Bool { get }

    /// Redraws everything from the data source.
    func reloadData()

    /// Animates a staged ``SectionDelta``: the section batch with the data
    /// swapped to the intermediate layout (`updateIntermediateData`), then
    /// the item batch with the final data (`updateData`), then the reloads,
    /// those the `delegate` claims handed to it; `animationDelegate` hears
    /// each batch's phases. `completion` fires after every reload has
    /// finished.
    func performAnimations(
        for delta: SectionDelta,
        delegate: (any CollectionDataManualReloadDelegate)?,
        animationDelegate: (any CollectionSectionDataAnimationDelegate)?,
        updateIntermediateData: @escaping () -> Void,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?
    )

    /// Replaces every section in one batch, with `updateData` swapping the
    /// data inside it: every section reloaded when the count stays (the
    /// item stage's `.reloadSections` style), otherwise the
    /// `sectionCountBefore` old sections deleted and the `sectionCountAfter`
    /// new ones inserted.
    func reloadAllSections(
        sectionCountBefore: Int,
        sectionCountAfter: Int,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?
    )

    /// The original library's section stage: one batch that swaps the data
    /// (`updateData`) and deletes, moves and inserts the sections of
    /// `sectionDelta`, telling `delegate` `animateAlongsideSectionUpdate(with:)`
    /// inside it; then `completion`. With no change, the data is swapped and
    /// `completion` called without a view call; a view off screen
    /// (``isVisibleOnScreen``) reloads its data instead.
    func performAnimations(
        sectionDelta: IndexDelta,
        delegate: (any SectionDeltaUpdatableViewDelegate)?,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?
    )

    /// The original library's item stage: one batch that swaps the data
    /// (`updateData`) and deletes, moves and inserts items (possibly between
    /// sections), then one batch of the reloads `delegate` does not claim,
    /// each telling `delegate` its phases; then the claimed reloads handed to
    /// it, and `completion` once they are done. With no change, the data is
    /// swapped and `completion` called without a view call; a view off
    /// screen (``isVisibleOnScreen``) reloads its data instead.
    func performAnimations(
        sectionItemDelta itemIndexPathDelta: IndexPathDelta,
        delegate: (any SectionDeltaUpdatableViewDelegate)?,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?
    )

    /// The original library's reload of every section: one batch that swaps
    /// the data (`updateData`) and reloads every section, telling `delegate`
    /// `animateAlongsideSectionUpdate(with:)` inside it; then `completion`.
    /// Safe only when the section count does not change, as in the original.
    /// A view showing no section, or off screen (``isVisibleOnScreen``),
    /// reloads its data instead.
    func reloadAllSections(
        updateData: @escaping () -> Void,
        delegate: (any CollectionSectionDataAnimationDelegate)?,
        completion: (() -> Void)?
    )
}

extension SectionDeltaUpdatableView {
    /// True: a view that cannot tell is taken to be on screen.
    public var isVisibleOnScreen: Bool { true }

    /// True: a view that cannot tell is taken to have one.
    public var hasDataSource: Bool { true }

    /// The section stage alone, through
    /// ``performAnimations(for:delegate:animationDelegate:updateIntermediateData:updateData:completion:)``
    /// with a ``SectionDelta`` that has no item change: the behaviour of the
    /// original's call of this name.
    public func performAnimations(
        sectionDelta: IndexDelta,
        delegate: (any SectionDeltaUpdatableViewDelegate)?,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?
    ) {
        performOriginalStage(
            SectionDelta(sectionDelta: sectionDelta, itemDelta: IndexPathDelta(), intermediateLayout: []),
            hasChanges: sectionDelta.hasChanges, delegate: delegate, isSectionStage: true,
            updateData: updateData, completion: completion
        )
    }

    /// The item stage alone, through
    /// ``performAnimations(for:delegate:animationDelegate:updateIntermediateData:updateData:completion:)``
    /// with a ``SectionDelta`` that has no section change: the behaviour of
    /// the original's call of this name.
    public func performAnimations(
        sectionItemDelta itemIndexPathDelta: IndexPathDelta,
        delegate: (any SectionDeltaUpdatableViewDelegate)?,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?
    ) {
        performOriginalStage(
            SectionDelta(sectionDelta: IndexDelta(), itemDelta: itemIndexPathDelta, intermediateLayout: []),
            hasChanges: itemIndexPathDelta.hasChanges, delegate: delegate, isSectionStage: false,
            updateData: updateData, completion: completion
        )
    }

    /// One stage as the original's calls show it: nothing to change, or no
    /// data source, swaps the data and completes; a view off screen swaps,
    /// reloads and completes;
    /// otherwise the staged call animates `stage`, `updateData` swapping the
    /// data in the section stage's batch or in the item stage's.
    private func performOriginalStage(
        _ stage: SectionDelta, hasChanges: Bool, delegate: (any SectionDeltaUpdatableViewDelegate)?, isSectionStage: Bool,
        updateData: @escaping () -> Void, completion: (() -> Void)?
    ) {
        // No data source: nothing to tell; off screen: reloaded. Checked
        // here, not only by a batch view's staged call, so the original's
        // call names behave as the original's on any view.
        guard hasChanges, hasDataSource else {
            updateData()
            completion?()
            return
        }
        guard isVisibleOnScreen else {
            updateData()
            reloadData()
            completion?()
            return
        }
        performAnimations(
            for: stage, delegate: delegate, animationDelegate: delegate,
            updateIntermediateData: isSectionStage ? updateData : {}, updateData: isSectionStage ? {} : updateData,
            completion: completion
        )
    }

    /// ``performAnimations(for:delegate:animationDelegate:updateIntermediateData:updateData:completion:)``
    /// without an animation delegate.
    public func performAnimations(
        for delta: SectionDelta,
        delegate: (any CollectionDataManualReloadDelegate)?,
        updateIntermediateData: @escaping () -> Void,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?
    ) {
        performAnimations(
            for: delta, delegate: delegate, animationDelegate: nil,
            updateIntermediateData: updateIntermediateData, updateData: updateData, completion: completion
        )
    }
}
