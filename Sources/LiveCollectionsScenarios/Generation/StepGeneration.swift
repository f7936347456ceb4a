/// A seeded random series of updates declared by a scenario file instead of
/// a list of steps, modelled on the LiveCollections sample app's data
/// provider: each tick sends a new data set made by a small, moderate or
/// massive random change of the last one, every 4 s (slow), 1 s (fast) or
/// 50 ms (ludicrous, faster than the animations, so updates coalesce).
///
/// The loader expands it into ``Scenario/steps`` with ``StepGenerator``: the
/// same declaration gives the same steps on every machine.
public struct StepGeneration: Hashable, Sendable {
    /// The seed of the random series.
    public let seed: UInt64
    /// The catalog movie ids the series draw from, in order.
    public let movies: ClosedRange<Int>
    /// How many movies one series holds.
    public let items: ScenarioSeriesSize
    /// How many shelves the movies are dealt into (sectioned kinds; 0 otherwise).
    public let shelves: Int
    /// How many carousels, each its own series (carousel kinds; 0 otherwise).
    public let carousels: Int
    /// The phases, in order.
    public let phases: [GenerationPhase]
    /// The steps each phase produced, as ranges of ``Scenario/steps``
    /// indices, one per phase. Filled in by the expansion.
    public internal(set) var phaseSteps: [Range<Int>]

    /// Creates a declaration (``phaseSteps`` empty until expanded).
    public init(seed: UInt64, movies: ClosedRange<Int>, items: ScenarioSeriesSize, shelves: Int = 0, carousels: Int = 0, phases: [GenerationPhase]) {
        self.seed = seed
        self.movies = movies
        self.items = items
        self.shelves = shelves
        self.carousels = carousels
        self.phases = phases
        self.phaseSteps = []
    }

    /// The number of ticks of all phases.
    public var tickCount: Int { phases.reduce(0) { $0 + $1.ticks } }
}

/// How many movies one random series holds: `initial` at the first tick
/// (the first load from the empty data set), then between `minimum` and
/// `maximum`.
public struct ScenarioSeriesSize: Hashable, Sendable {
    /// The size of the first data set.
    public let initial: Int
    /// The fewest movies a change may leave.
    public let minimum: Int
    /// The most movies a change may leave.
    public let maximum: Int

    /// Creates a size.
    public init(initial: Int, minimum: Int, maximum: Int) {
        self.initial = initial
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// A run of ticks at one rate and change size.
public struct GenerationPhase: Hashable, Sendable {
    /// How many data sets the phase sends.
    public let ticks: Int
    /// How often.
    public let rate: ScenarioTickRate
    /// How much each data set differs from the last.
    public let change: ScenarioChangeSize

    /// Creates a phase.
    public init(ticks: Int, rate: ScenarioTickRate, change: ScenarioChangeSize) {
        self.ticks = ticks
        self.rate = rate
        self.change = change
    }
}

/// The sample app's playback rates.
public enum ScenarioTickRate: String, Hashable, Sendable, CaseIterable {
    /// A tick every 4 seconds.
    case slow
    /// A tick every second.
    case fast
    /// A tick every 50 milliseconds: faster than an animation.
    case ludicrous

    /// The time between two ticks, in virtual milliseconds.
    public var milliseconds: Int {
        switch self {
        case .slow: 4_000
        case .fast: 1_000
        case .ludicrous: 50
        }
    }
}

/// The sample app's delta sizes.
public enum ScenarioChangeSize: String, Hashable, Sendable, CaseIterable {
    /// Up to one deletion, one insertion and one move.
    case small
    /// Up to five deletions, five insertions and five moves.
    case moderate
    /// A new random data set of a random size.
    case massive

    /// The exclusive bound of each count of deletions, insertions and moves
    /// (`small`, `moderate`); nil for `massive`.
    var changeBound: Int? {
        switch self {
        case .small: 2
        case .moderate: 6
        case .massive: nil
        }
    }

    /// One in how many groups a tick hides, as the sample's coordinators
    /// flip their coin (`arc4random_uniform(count) > threshold`); nil when
    /// they never hide one. A hidden group's section or row is deleted, and
    /// inserted again when it shows.
    ///
    /// - `carousels` (`CarouselDataCoordinator`): 1 in 50 (`small`), 1 in 5
    ///   (`moderate`), never (`massive`: 0 or 1 is never above 1);
    /// - shelves and shelves of carousels (`MultiSectionDataCoordinator`,
    ///   `MultiSectionCarouselDataCoordinator`): never (`small`: 0 to 9 is
    ///   never above 9), 1 in 5 (`moderate`), never (`massive`).
    func hideOneIn(carousels: Bool) -> Int? {
        switch self {
        case .small: carousels ? 50 : nil
        case .moderate: 5
        case .massive: nil
        }
    }

    /// Whether a tick shuffles the order of the groups.
    var shufflesGroups: Bool { self == .massive }
}
