/// Chooses how a `CollectionData` update is shown.
public protocol CollectionDataAnimationDelegate: AnyObject {
    /// The style for this delta; ``AnimationStyle/preciseAnimations`` to
    /// animate every change.
    func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle
}

/// Chooses how a `CollectionSectionData` update is shown.
public protocol CollectionSectionDataAnimationDelegate: AnyObject {
    /// The style for this delta; ``AnimationStyle/preciseAnimations`` to
    /// animate every change.
    func preferredSectionAnimationStyle(for delta: SectionDelta) -> AnimationStyle
}
