import Foundation

/// One section's share of an animation: its delta, the closure that swaps
/// its data, and what to call when it is done. A
/// ``CollectionDataSynchronizer`` gathers several of them into one batch.
public struct SectionUpdate {
    /// The view section.
    public let section: Int
    /// The changes in that section.
    public let delta: IndexDelta
    /// Takes over some reloads (carousels); held weakly, used on the view's
    /// context only.
    public weak var delegate: (any CollectionDataManualReloadDelegate)?
    /// Hears each batch's phases (`animateAlongsideUpdate(for:)`); held
    /// weakly.
    public weak var animationDelegate: (any CollectionDataAnimationDelegate)?
    /// Swaps the section's data inside the batch.
    public let updateData: () -> Void
    /// Called when the section's animations, reloads included, are done.
    public let completion: (() -> Void)?
    /// Whether the section's data object still shows its data in the given
    /// view. When it has been given another view meanwhile (a reused
    /// carousel cell), the data is still swapped and the completion still
    /// called, but no row call for this section reaches the old view, as in
    /// the original library.
    public let belongs: (_ view: AnyObject) -> Bool

    /// Creates a section update.
    ///
    /// - Parameters:
    ///   - section: the section the delta's indices are in.
    ///   - delta: the changes to animate.
    ///   - delegate: the manual reload delegate (carousels), if any.
    ///   - animationDelegate: the animation delegate, if any.
    ///   - updateData: swaps the section's data, inside the first batch.
    ///   - completion: called when the section's animations are done.
    ///   - belongs: whether a view still belongs to the section's
    ///     data object; every view by default.
    public init(
        section: Int,
        delta: IndexDelta,
        delegate: (any CollectionDataManualReloadDelegate)?,
        animationDelegate: (any CollectionDataAnimationDelegate)? = nil,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?,
        belongs: @escaping (_ view: AnyObject) -> Bool = { _ in true }
    ) {
        self.section = section
        self.delta = delta
        self.delegate = delegate
        self.animationDelegate = animationDelegate
        self.updateData = updateData
        self.completion = completion
        self.belongs = belongs
    }

    /// Creates a section update as the original library does, with its
    /// labels and defaults.
    ///
    /// As there, the `delegate` takes over the reloads it claims, and the
    /// update's row calls reach a view only while the delegate's
    /// ``CollectionViewProvider/view`` is that view (or a
    /// ``CollectionDataSynchronizer`` animating it); without a delegate they
    /// reach any view. The delegate is kept for as long as the update, as
    /// in the original. It is not told the batches' phases: the original
    /// tells them only to its own data objects' animation delegates.
    ///
    /// - Parameters:
    ///   - section: the section the delta's indices are in.
    ///   - delta: the changes to animate.
    ///   - delegate: takes over reloads and names the view the update
    ///     belongs to; none by default.
    ///   - update: swaps the section's data, inside the first batch.
    ///   - completion: called when the section's animations are done; none
    ///     by default.
    public init(
        section: Int,
        delta: IndexDelta,
        delegate: (any DeltaUpdatableViewDelegate)? = nil,
        update: @escaping () -> Void,
        completion: (() -> Void)? = nil
    ) {
        // The delegate is held weakly here too: a gone delegate's update
        // belongs to no view, as one whose view is gone.
        let hasDelegate = delegate != nil
        self.init(
            section: section, delta: delta, delegate: delegate, animationDelegate: nil,
            updateData: update, completion: completion,
            belongs: { [weak delegate] view in
                guard hasDelegate else { return true }
                guard let shown = delegate?.view else { return false }
                if let synchronizer = shown as? CollectionDataSynchronizer { return synchronizer.view === view }
                return shown === view
            }
        )
    }

    /// A section update for a view's `performAnimations(section:delta:delegate:updateData:completion:)`:
    /// as the original's when `reloadDelegate` is a
    /// ``DeltaUpdatableViewDelegate`` (it then also names the view the
    /// update belongs to), otherwise a plain reload delegate.
    init(
        section: Int, delta: IndexDelta, reloadDelegate: (any CollectionDataManualReloadDelegate)?,
        updateData: @escaping () -> Void, completion: (() -> Void)?
    ) {
        if let full = reloadDelegate as? any DeltaUpdatableViewDelegate {
            self.init(section: section, delta: delta, delegate: full, update: updateData, completion: completion)
        } else {
            self.init(section: section, delta: delta, delegate: reloadDelegate, updateData: updateData, completion: completion)
        }
    }

    /// The original library's name for ``updateData``.
    public var update: () -> Void { updateData }
}
