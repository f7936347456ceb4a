import LiveCollections
import LiveCollectionsTesting

/// A scenario file, loaded and checked: the objects to build, the data they
/// start with, and the steps to replay in virtual time.
public struct Scenario: Sendable {
    /// The file name without `.json`, e.g. `07-carousels`.
    public let name: String
    /// The file as the user named it.
    public let file: String
    /// ``ContentHash`` of the file's bytes.
    public let contentHash: String
    /// Title and description, for a reader of the documentation.
    public let title: String
    /// See ``title``.
    public let description: String
    /// The use case.
    public let kind: ScenarioKind
    /// The view, if the scenario has one.
    public let view: ScenarioViewSpec?
    /// The synchronizer delay (`discreteSections` only).
    public let synchronizer: CollectionDataSynchronizer.Delay?
    /// The sections whose data objects join the synchronizer, in order
    /// (every section unless the file names some); empty without one.
    public let synchronizedSections: [Int]
    /// Animation thresholds for the data objects.
    public let thresholds: ScenarioThresholds
    /// Virtual time one calculation takes.
    public let calculationMilliseconds: Int
    /// Movie ids in theaters at the start (`dataFactory` only).
    public let inTheaters: [Int]
    /// The movie catalog; for inline items, the items of the initial data.
    public let catalog: ScenarioMovieCatalog
    /// Whether the items are given inline (format 2, `"data": "inline"`)
    /// rather than as movie ids of ``catalog``.
    public let isInline: Bool
    /// The data shown first.
    public let initial: ScenarioData
    /// What happens, in order of time: written in the file, or expanded
    /// from ``generation``.
    public let steps: [ScenarioStep]
    /// The seeded random series the steps were generated from, when the
    /// file declares one instead of listing its steps.
    public let generation: StepGeneration?
    /// Whether the data object has a deletion notification delegate
    /// (`"deletionDelegate": true`; for `discreteSections`, every
    /// section's): the replay sets one that records what it is told.
    public var deletionDelegate = false
    /// `discreteSections` only: the sections whose data objects have a
    /// deletion notification delegate, when the file lists them
    /// (`"deletionDelegate": [0, 2]`), in increasing order.
    public var deletionDelegateSections: [Int] = []

    /// Whether the data object of `section` (0 for the kinds with one data
    /// object) has a deletion notification delegate.
    public func hasDeletionDelegate(section: Int = 0) -> Bool {
        deletionDelegate || deletionDelegateSections.contains(section)
    }

    /// Whether a step says which items the manual reload delegate claims
    /// (`manualReloads`): the replay's data object then has one.
    public var hasManualReloads: Bool {
        steps.contains { if case .manualReloads = $0.action { true } else { false } }
    }

    /// `discreteSections`: whether a step says which items the manual
    /// reload delegate of `section` claims; that data object then has one.
    public func hasManualReloads(section: Int) -> Bool {
        steps.contains { if case .sectionManualReloads(section, _) = $0.action { true } else { false } }
    }
}

/// The documented use cases.
public enum ScenarioKind: String, Sendable, CaseIterable {
    case singleSection, discreteSections, sectionedData, carousels, sectionedCarousels
    case dataFactory, nonUniqueSingleSection, nonUniqueSections, manualTiming

    /// Whether movie ids may repeat.
    public var allowsRepeatedMovies: Bool { self == .nonUniqueSingleSection || self == .nonUniqueSections }
    /// Whether the scenario must have a view.
    public var requiresView: Bool { self != .manualTiming }
    /// Whether the view must be a table (its rows hold carousels).
    public var requiresTable: Bool { self == .carousels || self == .sectionedCarousels }
}

/// The scenario's view.
public struct ScenarioViewSpec: Hashable, Sendable {
    /// Table or collection.
    public let style: RecordingViewStyle
    /// Virtual duration of one batch.
    public let animationMilliseconds: Int
    /// Whether the view's frame is empty (off screen).
    public let frameIsEmpty: Bool
    /// Row animations for every section without its own entry.
    public let defaultRowAnimations: TableViewAnimationModel?
    /// Row animations per section.
    public let sectionRowAnimations: [Int: TableViewAnimationModel]
    /// The UIKit release the scenario's views behave as
    /// (``UIKitRelease/newest`` unless the file names one).
    public let uikitRelease: UIKitRelease
}

/// Animation thresholds; nil keeps the library's default.
public struct ScenarioThresholds: Hashable, Sendable {
    /// `dataCountAnimationThreshold`.
    public let dataCount: Int?
    /// `deltaCountAnimationThreshold`.
    public let deltaCount: Int?
}

/// A named group: a shelf of movies, a carousel of movies, or a shelf of
/// carousels.
public struct ScenarioGroup<Item: Hashable & Sendable>: Hashable, Sendable {
    /// The shelf or carousel id.
    public let id: String
    /// Inline data (format 2) only: the section's content value as
    /// canonical JSON text, or nil when the file gives none. A change of it
    /// while the id stays makes the section unequal to its earlier version.
    public let content: String?
    /// Its items, in order.
    public let items: [Item]

    /// A group `id` holding `items`, with an optional inline `content`.
    public init(id: String, content: String? = nil, items: [Item]) {
        self.id = id
        self.content = content
        self.items = items
    }

    /// The id as the replay names the section: `id`, or `id content` when
    /// it has a content value.
    public var label: String { content.map { "\(id) \($0)" } ?? id }
}

/// Data in the shape of a scenario's kind; movies are catalog ids.
public enum ScenarioData: Hashable, Sendable {
    /// `singleSection`, `dataFactory`, `nonUniqueSingleSection`, `manualTiming`.
    case movies([Int])
    /// `discreteSections`: one list per section.
    case sectionLists([[Int]])
    /// `sectionedData`, `nonUniqueSections`.
    case shelves([ScenarioGroup<Int>])
    /// `carousels`.
    case carousels([ScenarioGroup<Int>])
    /// `sectionedCarousels`.
    case carouselShelves([ScenarioGroup<ScenarioGroup<Int>>])
}

/// One step of a scenario.
public struct ScenarioStep: Hashable, Sendable {
    /// Virtual time in milliseconds.
    public let at: Int
    /// A note for the documentation.
    public let note: String?
    /// What happens.
    public let action: ScenarioStepAction
    /// Inline items (format 2) new or with a new content in this step's
    /// data: the replay puts them in the catalog before the action.
    public var catalogEdits: [ScenarioMovie] = []
}

/// What a step does.
public enum ScenarioStepAction: Hashable, Sendable {
    /// Update the data object(s) to this data.
    case update(ScenarioData)
    /// Update one discrete section.
    case updateSection(section: Int, movies: [Int])
    /// Append movies or whole shelves.
    case append(ScenarioData)
    /// Append movies to one discrete section.
    case appendSection(section: Int, movies: [Int])
    /// Change catalog entries.
    case editMovies([ScenarioMovie])
    /// Replace the in-theaters set.
    case inTheaters([Int])
    /// What the animation delegate answers from now on (for
    /// `discreteSections`, every section's).
    case animationStyle(AnimationStyle)
    /// `discreteSections`: what the animation delegate of one section's
    /// data object answers from now on.
    case sectionAnimationStyle(section: Int, style: AnimationStyle)
    /// Manual timing: calculate and record the delta to these movies.
    case calculate([Int])
    /// Manual timing: animate the last calculated delta.
    case performAnimations
    /// The cell of one carousel is reused for another.
    case reuseCell(carousel: String, showing: String)
    /// From now on the manual reload delegate claims the reloads of these
    /// movies (their reloads are handed to it instead of the view); none
    /// when empty.
    case manualReloads([Int])
    /// `discreteSections`: ``manualReloads(_:)`` for the manual reload
    /// delegate of one section's data object.
    case sectionManualReloads(section: Int, movies: [Int])
}
