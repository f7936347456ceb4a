extension AnimationDecision {
    /// What a data object knows when it chooses how to show an update.
    struct Circumstances {
        var hasView: Bool
        var viewIsStale = false
        var isInaccurate: Bool
        var frameIsEmpty: Bool
        var hasChanges: Bool
        var exceedsDataCount: Bool
        var exceedsDeltaCount: Bool
        /// The animation delegate's choice, asked once nothing before the
        /// thresholds decided (see ``choose(_:)``).
        var preferredStyle: () -> AnimationStyle?
    }

    /// The style for an update, and why, in the original library's order
    /// (`ItemDataCalculator._updateAndAnimate`): no view, stale reused view,
    /// no changes (no view call at all, whatever the frame), the data-count
    /// threshold, duplicates, empty frame; then the animation delegate is
    /// asked (always, from here on): its `.reloadData` wins over the
    /// delta-count threshold, which wins over its `.reloadSections`;
    /// otherwise precise animations.
    static func choose(_ circumstances: Circumstances) -> AnimationDecision {
        guard circumstances.hasView else { return AnimationDecision(style: nil, reason: .noView) }
        if circumstances.viewIsStale { return AnimationDecision(style: nil, reason: .staleReusableView) }
        if !circumstances.hasChanges { return AnimationDecision(style: nil, reason: .noChanges) }
        if circumstances.exceedsDataCount { return AnimationDecision(style: .reloadSections, reason: .dataCountThreshold) }
        if circumstances.isInaccurate { return AnimationDecision(style: .reloadData, reason: .duplicateIdentifiers) }
        if circumstances.frameIsEmpty { return AnimationDecision(style: .reloadData, reason: .emptyFrame) }
        let preferred = circumstances.preferredStyle()
        if preferred == .reloadData { return AnimationDecision(style: .reloadData, reason: .delegateChoice) }
        if circumstances.exceedsDeltaCount { return AnimationDecision(style: .reloadSections, reason: .deltaCountThreshold) }
        if preferred == .reloadSections { return AnimationDecision(style: .reloadSections, reason: .delegateChoice) }
        return AnimationDecision(style: .preciseAnimations, reason: .precise)
    }
}
