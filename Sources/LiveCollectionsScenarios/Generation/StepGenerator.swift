/// Expands a ``StepGeneration`` into steps, tick by tick, the way the sample
/// app's coordinators deal the random series out to each use case:
///
/// - one list (`singleSection`, the non-unique list): an `update` per
///   tick; `dataFactory` too, always with a small change (as the sample's
///   in-theaters coordinator asks for);
/// - `manualTiming`: a `calculate` and, at the same time, a
///   `performAnimations` per tick, so that fast ticks overlap animations;
/// - `discreteSections`: one series per section, an `update` of every
///   section per tick;
/// - sectioned data: one series dealt into shelves: each shelf may be
///   hidden, takes 2 or more of the next movies, and massive changes
///   shuffle the shelves;
/// - `carousels`: one series per carousel; a carousel may be hidden (its
///   series pauses) and massive changes shuffle the rows;
/// - `sectionedCarousels`: carousels dealt into shelves, each carousel's
///   movies changing a little every tick, carousels and shelves hidden and
///   shuffled as above.
///
/// The first tick is at 0 ms; each next one follows after its phase's rate.
enum StepGenerator {
    /// The steps of `generation` for a scenario of `kind` with
    /// `sectionCount` discrete sections, and the steps of each phase.
    ///
    /// - Complexity: O(t × (p + n)) for t ticks, a pool of p movies and n
    ///   movies per tick.
    static func steps(for generation: StepGeneration, kind: ScenarioKind, sectionCount: Int) -> (steps: [ScenarioStep], phases: [Range<Int>]) {
        var random = ScenarioRandom(seed: generation.seed)
        let pool = Array(generation.movies)
        let seriesCount = switch kind {
        case .discreteSections: sectionCount
        case .carousels, .sectionedCarousels: generation.carousels
        default: 1
        }
        var series = (0..<seriesCount).map { _ in
            MovieSeries(size: generation.items, pool: pool, allowsRepeats: kind.allowsRepeatedMovies)
        }
        var steps: [ScenarioStep] = []
        var phaseSteps: [Range<Int>] = []
        var time = 0
        for (phaseIndex, phase) in generation.phases.enumerated() {
            let first = steps.count
            for tick in 0..<phase.ticks {
                let note = tick == 0 ? Self.note(phase: phaseIndex, of: generation, firstLoad: steps.isEmpty) : nil
                let actions = Self.actions(kind: kind, change: phase.change, generation: generation, series: &series, random: &random)
                for (index, action) in actions.enumerated() {
                    steps.append(ScenarioStep(at: time, note: index == 0 ? note : nil, action: action))
                }
                time += phase.rate.milliseconds
            }
            phaseSteps.append(first..<steps.count)
        }
        return (steps, phaseSteps)
    }

    /// What the first step of a phase says.
    private static func note(phase: Int, of generation: StepGeneration, firstLoad: Bool) -> String {
        let declared = generation.phases[phase]
        let text = "phase \(phase + 1) of \(generation.phases.count): \(declared.ticks) ticks, \(declared.rate.rawValue) "
            + "(every \(declared.rate.milliseconds) ms), \(declared.change.rawValue) changes"
        return firstLoad ? "the first load from the empty data set; \(text)" : text
    }

    private static func actions(
        kind: ScenarioKind, change: ScenarioChangeSize, generation: StepGeneration, series: inout [MovieSeries], random: inout ScenarioRandom
    ) -> [ScenarioStepAction] {
        switch kind {
        case .singleSection, .nonUniqueSingleSection:
            return [.update(.movies(series[0].next(change, random: &random)))]
        case .dataFactory:
            // The sample's InTheatersDataCoordinator asks its provider for a
            // small change on every tick; the phase's size only drives its
            // in-theaters coin flips, which are never true.
            return [.update(.movies(series[0].next(.small, random: &random)))]
        case .manualTiming:
            return [.calculate(series[0].next(change, random: &random)), .performAnimations]
        case .discreteSections:
            return series.indices.map { .updateSection(section: $0, movies: series[$0].next(change, random: &random)) }
        case .sectionedData, .nonUniqueSections:
            let movies = series[0].next(change, random: &random)
            return [.update(.shelves(shelves(dealing: movies, into: generation.shelves, change: change, random: &random)))]
        case .carousels:
            return [.update(.carousels(carousels(change: change, series: &series, random: &random)))]
        case .sectionedCarousels:
            return [.update(.carouselShelves(carouselShelves(generation.shelves, change: change, series: &series, random: &random)))]
        }
    }

    /// Shelves `s0`, `s1`, ... that are not hidden, in order (shuffled by a
    /// massive change), each taking the next 2 to `2 + movies / shelves - 1`
    /// movies; shelves left without movies are not sent.
    static func shelves(dealing movies: [Int], into count: Int, change: ScenarioChangeSize, random: inout ScenarioRandom) -> [ScenarioGroup<Int>] {
        var visible = (0..<count).filter { _ in !random.hides(oneIn: change.hideOneIn(carousels: false)) }
        if change.shufflesGroups { visible = random.shuffled(visible) }
        var remaining = movies[...]
        var result: [ScenarioGroup<Int>] = []
        for shelf in visible {
            let take = 2 + random.below(max(1, movies.count / max(1, count)))
            let items = Array(remaining.prefix(take))
            remaining = remaining.dropFirst(take)
            if !items.isEmpty { result.append(ScenarioGroup(id: "s\(shelf)", items: items)) }
        }
        return result
    }

    /// Carousels `c0`, `c1`, ... that are not hidden, each with the next
    /// data set of its series, in order (shuffled by a massive change).
    private static func carousels(change: ScenarioChangeSize, series: inout [MovieSeries], random: inout ScenarioRandom) -> [ScenarioGroup<Int>] {
        var order = Array(series.indices)
        if change.shufflesGroups { order = random.shuffled(order) }
        var rows: [ScenarioGroup<Int>] = []
        for index in order where !random.hides(oneIn: change.hideOneIn(carousels: true)) {
            rows.append(ScenarioGroup(id: "c\(index)", items: series[index].next(change, random: &random)))
        }
        return rows
    }

    /// Carousels dealt into `shelfCount` shelves: each shelf takes 1 to
    /// `carousels / shelves` of the remaining carousels, whose movies change
    /// a little; then carousels and shelves are hidden (and shuffled) by the
    /// tick's change; shelves left without carousels are not sent.
    private static func carouselShelves(
        _ shelfCount: Int, change: ScenarioChangeSize, series: inout [MovieSeries], random: inout ScenarioRandom
    ) -> [ScenarioGroup<ScenarioGroup<Int>>] {
        var order = Array(series.indices)
        if change.shufflesGroups { order = random.shuffled(order) }
        var remaining = order[...]
        let perShelf = max(1, series.count / max(1, shelfCount))
        var shelves: [ScenarioGroup<ScenarioGroup<Int>>] = []
        for shelf in 0..<shelfCount {
            let take = 1 + random.below(perShelf)
            let members = Array(remaining.prefix(take))
            remaining = remaining.dropFirst(take)
            var rows: [ScenarioGroup<Int>] = []
            for index in members {
                let movies = series[index].next(.small, random: &random)
                if !random.hides(oneIn: change.hideOneIn(carousels: false)) { rows.append(ScenarioGroup(id: "c\(index)", items: movies)) }
            }
            shelves.append(ScenarioGroup(id: "s\(shelf)", items: rows))
        }
        if change.shufflesGroups { shelves = random.shuffled(shelves) }
        return shelves.filter { !$0.items.isEmpty && !random.hides(oneIn: change.hideOneIn(carousels: false)) }
    }
}
