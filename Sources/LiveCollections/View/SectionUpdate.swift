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
    /// Swaps the section's data inside the batch.
    public let updateData: () -> Void
    /// Called when the section's animations, reloads included, are done.
    public let completion: (() -> Void)?

    /// Creates a section update.
    public init(
        section: Int,
        delta: IndexDelta,
        delegate: (any CollectionDataManualReloadDelegate)?,
        updateData: @escaping () -> Void,
        completion: (() -> Void)?
    ) {
        self.section = section
        self.delta = delta
        self.delegate = delegate
        self.updateData = updateData
        self.completion = completion
    }
}
