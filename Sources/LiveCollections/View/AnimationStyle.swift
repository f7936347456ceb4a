/// How a data change is shown.
public enum AnimationStyle: String, Sendable, Codable, CaseIterable {
    /// `reloadData()`: no animation, everything redrawn.
    case reloadData
    /// The changed sections are reloaded as a whole.
    case reloadSections
    /// Every deletion, insertion, move and reload is animated.
    case preciseAnimations

    /// ``preciseAnimations``, as the original library's README spells it.
    public static var preciseAnimation: AnimationStyle { .preciseAnimations }
}

/// Why an update was shown the way it was.
public enum AnimationReason: String, Sendable, Codable, CaseIterable {
    /// Nothing forced another style: the delta was animated precisely.
    case precise
    /// The animation delegate chose the style.
    case delegateChoice
    /// The data count went above `dataCountAnimationThreshold`.
    case dataCountThreshold
    /// The delta went above `deltaCountAnimationThreshold`.
    case deltaCountThreshold
    /// The view has an empty frame: nothing on screen to animate.
    case emptyFrame
    /// Duplicate identifiers made the delta inaccurate.
    case duplicateIdentifiers
    /// The reusable-view verification delegate said the view now shows other
    /// data: the data changed without touching the view.
    case staleReusableView
    /// No view is assigned: the data changed without animation.
    case noView
    /// The delta is empty: the data changed without animation.
    case noChanges
}

/// The style chosen for one update and the reason for it.
public struct AnimationDecision: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The style used; `nil` when the view was not touched at all.
    public let style: AnimationStyle?
    /// Why.
    public let reason: AnimationReason

    /// Creates a decision.
    public init(style: AnimationStyle?, reason: AnimationReason) {
        self.style = style
        self.reason = reason
    }

    /// e.g. `preciseAnimations (precise)` or `none (noView)`.
    public var description: String { "\(style?.rawValue ?? "none") (\(reason.rawValue))" }
}
