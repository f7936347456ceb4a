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
}

/// A view that shows a `CollectionSectionData`: section changes are animated
/// first, then item changes (items may move between sections), then reloads.
///
/// Called on the view's context only.
public protocol SectionDeltaUpdatableView: AnyObject {
    /// The view's frame; an empty frame gets `reloadData()` instead of
    /// animations.
    var frame: CGRect { get }

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
}

extension SectionDeltaUpdatableView {
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
