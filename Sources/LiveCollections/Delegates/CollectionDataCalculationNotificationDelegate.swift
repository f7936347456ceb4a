/// What was wrong with a delta that could not be trusted: the identifiers
/// that repeat in data declared unique.
public struct InaccurateDeltaReport: Hashable, Sendable {
    /// The view section the data fills (the first section for sectioned data).
    public let section: Int
    /// Repeated identifiers before the update, as text.
    public let sourceDuplicates: [String]
    /// Repeated identifiers after the update, as text.
    public let targetDuplicates: [String]

    /// Creates a report.
    public init(section: Int, sourceDuplicates: [String], targetDuplicates: [String]) {
        self.section = section
        self.sourceDuplicates = sourceDuplicates
        self.targetDuplicates = targetDuplicates
    }

    /// Builds a report from a typed list of duplicates.
    public init<ID>(section: Int, duplicates: DuplicateIdentifiers<ID>) {
        self.init(section: section, sourceDuplicates: duplicates.source.map { "\($0)" }, targetDuplicates: duplicates.target.map { "\($0)" })
    }
}

/// Hears when a data object calculates, and how it chose to animate.
/// Called on the view's context.
///
/// The requirements are main-actor isolated, as the view controllers that
/// adopt the protocol are: a main-actor type conforms as written in a Swift 6
/// app, with or without Xcode's default main-actor isolation. The protocol
/// itself is not, so a type off the main actor (a test's) adopts it with
/// nonisolated methods.
public protocol CollectionDataCalculationNotificationDelegate: AnyObject {
    /// The data object became busy: an update was sent while none was in
    /// flight. Once per busy period, however many updates it holds.
    @MainActor
    func collectionDataDidBeginCalculating()
    /// The data object is idle again: the last update of the busy period
    /// has been shown, its completions called and the deletion delegate
    /// told, and nothing waits.
    @MainActor
    func collectionDataDidEndCalculating()
    /// A `CollectionData` calculated this delta (before choosing how to show it).
    @MainActor
    func collectionDataDidCalculate(_ delta: IndexDelta)
    /// A `CollectionSectionData` calculated this delta (before choosing how to show it).
    @MainActor
    func collectionSectionDataDidCalculate(_ delta: SectionDelta)
    /// The data held duplicate identifiers: the view is reloaded instead of
    /// animated.
    @MainActor
    func inaccurateDeltaDetected(_ report: InaccurateDeltaReport)
    /// The same event in the original library's form: the delta that could
    /// not be trusted (for sectioned data, its section delta). Called after
    /// the report form.
    @MainActor
    func inaccurateDeltaDetected(_ delta: IndexDelta)
    /// The style chosen for an update, and why.
    @MainActor
    func collectionDataDidChooseAnimation(_ decision: AnimationDecision)
}

extension CollectionDataCalculationNotificationDelegate {
    /// Does nothing.
    public func collectionDataDidBeginCalculating() {}
    /// Does nothing.
    public func collectionDataDidEndCalculating() {}
    /// Does nothing.
    public func collectionDataDidCalculate(_ delta: IndexDelta) {}
    /// Does nothing.
    public func collectionSectionDataDidCalculate(_ delta: SectionDelta) {}
    /// Does nothing.
    public func inaccurateDeltaDetected(_ report: InaccurateDeltaReport) {}
    /// Does nothing.
    public func inaccurateDeltaDetected(_ delta: IndexDelta) {}
    /// Does nothing.
    public func collectionDataDidChooseAnimation(_ decision: AnimationDecision) {}
}
