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
        /// The animation delegate's choice, asked only when nothing above
        /// decided already.
        var preferredStyle: () -> AnimationStyle?
    }

    /// The style for an update, and why, in order of precedence: no view,
    /// stale reused view, duplicates, empty frame, no changes, thresholds,
    /// the delegate's choice, precise animations.
    static func choose(_ circumstances: Circumstances) -> AnimationDecision {
        guard circumstances.hasView else { return AnimationDecision(style: nil, reason: .noView) }
        if circumstances.viewIsStale { return AnimationDecision(style: nil, reason: .staleReusableView) }
        if circumstances.isInaccurate { return AnimationDecision(style: .reloadData, reason: .duplicateIdentifiers) }
        if circumstances.frameIsEmpty { return AnimationDecision(style: .reloadData, reason: .emptyFrame) }
        if !circumstances.hasChanges { return AnimationDecision(style: nil, reason: .noChanges) }
        if circumstances.exceedsDataCount { return AnimationDecision(style: .reloadSections, reason: .dataCountThreshold) }
        if circumstances.exceedsDeltaCount { return AnimationDecision(style: .reloadSections, reason: .deltaCountThreshold) }
        if let preferred = circumstances.preferredStyle(), preferred != .preciseAnimations {
            return AnimationDecision(style: preferred, reason: .delegateChoice)
        }
        return AnimationDecision(style: .preciseAnimations, reason: .precise)
    }
}
