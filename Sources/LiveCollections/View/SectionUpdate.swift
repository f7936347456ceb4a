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
}
