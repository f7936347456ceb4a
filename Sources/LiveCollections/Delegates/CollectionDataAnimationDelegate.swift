import Foundation

/// Which batch of an update an animation phase belongs to.
public enum CollectionDataAnimationGroup: Hashable, Sendable {
    /// Batch 1: deletions, moves and insertions.
    case insertDeleteMove
    /// Batch 2: reloads (also a section reload).
    case reload
}

/// A phase of one batch, for animating alongside it.
public enum CollectionDataAnimationState: Hashable, Sendable {
    /// Just before the batch starts.
    case immediatelyBefore(group: CollectionDataAnimationGroup, duration: TimeInterval)
    /// Just after the batch was started (its animations now run).
    case immediatelyAfter(group: CollectionDataAnimationGroup, duration: TimeInterval)
    /// Inside the batch, after its operations.
    case during(group: CollectionDataAnimationGroup, duration: TimeInterval)
    /// The batch's animations have ended.
    case completed(group: CollectionDataAnimationGroup)
}

/// Chooses how a `CollectionData` update is shown, and can animate alongside
/// its batches. Called on the view's context.
///
/// The requirements are main-actor isolated, as the view controllers that
/// adopt the protocol are: a main-actor type conforms as written in a Swift 6
/// app, with or without Xcode's default main-actor isolation. The protocol
/// itself is not, so a type off the main actor (a test's) adopts it with
/// nonisolated methods.
public protocol CollectionDataAnimationDelegate: AnyObject {
    /// The style for this delta; ``AnimationStyle/preciseAnimations`` (the
    /// default) to animate every change.
    @MainActor
    func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle

    /// Called at each phase of every batch the update runs (see
    /// ``CollectionDataAnimationState``); does nothing by default.
    @MainActor
    func animateAlongsideUpdate(for state: CollectionDataAnimationState)
}

extension CollectionDataAnimationDelegate {
    /// ``AnimationStyle/preciseAnimations``.
    public func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle { .preciseAnimations }
    /// Does nothing.
    public func animateAlongsideUpdate(for state: CollectionDataAnimationState) {}
}

/// Chooses how a `CollectionSectionData` update is shown, and can animate
/// alongside its batches. Called on the view's context.
///
/// The requirements are main-actor isolated, as the view controllers that
/// adopt the protocol are: a main-actor type conforms as written in a Swift 6
/// app, with or without Xcode's default main-actor isolation. The protocol
/// itself is not, so a type off the main actor (a test's) adopts it with
/// nonisolated methods.
public protocol CollectionSectionDataAnimationDelegate: CollectionDataAnimationDelegate {
    /// The style for this delta. By default the answer of
    /// ``preferredSectionAnimationStyle(for:)-(IndexDelta)`` for its
    /// section changes.
    @MainActor
    func preferredSectionAnimationStyle(for delta: SectionDelta) -> AnimationStyle

    /// The original library's form of the question: the style for the
    /// section changes alone; ``AnimationStyle/preciseAnimations`` (the
    /// default) to animate every change. A delegate written for the
    /// original answers here and is heard; one that answers the
    /// ``SectionDelta`` form is not asked this.
    @MainActor
    func preferredSectionAnimationStyle(for sectionDelta: IndexDelta) -> AnimationStyle

    /// Called inside the section batch (stage 1), after its operations,
    /// with its duration, as the original library does (the section batch
    /// has no ``CollectionDataAnimationState`` phases); does nothing by
    /// default.
    @MainActor
    func animateAlongsideSectionUpdate(with duration: TimeInterval)
}

extension CollectionSectionDataAnimationDelegate {
    /// The answer of the original library's form for the section changes.
    @MainActor
    public func preferredSectionAnimationStyle(for delta: SectionDelta) -> AnimationStyle {
        preferredSectionAnimationStyle(for: delta.sectionDelta)
    }
    /// ``AnimationStyle/preciseAnimations``.
    public func preferredSectionAnimationStyle(for sectionDelta: IndexDelta) -> AnimationStyle { .preciseAnimations }
    /// Does nothing.
    public func animateAlongsideSectionUpdate(with duration: TimeInterval) {}
}
