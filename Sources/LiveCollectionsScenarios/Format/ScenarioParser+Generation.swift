/// `generate`: a seeded random series instead of a list of steps, checked
/// and expanded at load (see ``StepGeneration``).
extension ScenarioParser {
    /// The most ticks a file may generate, so that a typo cannot make a
    /// replay take minutes.
    static let maximumTicks = 10_000
    /// The most shelves or carousels a file may generate.
    static let maximumGroups = 100
    /// The most movies one series may hold.
    static let maximumItems = 1_000

    /// The declaration of `node` and the steps it expands to.
    func generation(_ node: JSONNode, initial: ScenarioData) throws(FormatIssue) -> (declaration: StepGeneration, steps: [ScenarioStep]) {
        let object = try node.object(
            allowed: ["seed", "movies", "items", "shelves", "carousels", "phases"],
            required: ["seed", "movies", "items", "phases"]
        )
        guard initial.isEmpty else {
            throw node.issue("a generated scenario starts from the empty data set, as the sample app does: make \"initial\" \(kind == .discreteSections ? "one empty list per section" : "[]")")
        }
        if kind == .manualTiming, !hasView {
            throw node.issue("a generated manualTiming scenario animates every tick: add a \"view\" object")
        }
        let movies = try movieRange(try object.required("movies"))
        let items = try seriesSize(try object.required("items"), poolSize: movies.count)
        var declaration = StepGeneration(
            seed: UInt64(try object.required("seed").integer(minimum: 0)),
            movies: movies,
            items: items,
            shelves: try groupCount(object, "shelves", needed: [.sectionedData, .nonUniqueSections, .sectionedCarousels]),
            carousels: try groupCount(object, "carousels", needed: [.carousels, .sectionedCarousels]),
            phases: try phases(try object.required("phases"))
        )
        let expanded = StepGenerator.steps(for: declaration, kind: kind, sectionCount: sectionCount)
        declaration.phaseSteps = expanded.phases
        return (declaration, expanded.steps)
    }

    /// `{"from": A, "to": B}`: catalog ids, every one of which must exist.
    private func movieRange(_ node: JSONNode) throws(FormatIssue) -> ClosedRange<Int> {
        let object = try node.object(allowed: ["from", "to"], required: ["from", "to"])
        let from = try object.required("from").integer(minimum: 0)
        let toNode = try object.required("to")
        let to = try toNode.integer(minimum: from)
        if let missing = (from...to).first(where: { catalog[$0] == nil }) {
            throw node.issue("movie id \(missing) is not in the catalog (every id from \(from) to \(to) must be)")
        }
        return from...to
    }

    /// `{"initial": N, "minimum": N, "maximum": N}`.
    private func seriesSize(_ node: JSONNode, poolSize: Int) throws(FormatIssue) -> ScenarioSeriesSize {
        let object = try node.object(allowed: ["initial", "minimum", "maximum"], required: ["initial", "minimum", "maximum"])
        let minimum = try object.required("minimum").integer(minimum: 0)
        let maximumNode = try object.required("maximum")
        let maximum = try maximumNode.integer(minimum: max(1, minimum))
        guard maximum <= Self.maximumItems else {
            throw maximumNode.issue("at most \(Self.maximumItems) movies per series, found \(maximum)")
        }
        if !kind.allowsRepeatedMovies, maximum > poolSize {
            throw maximumNode.issue("\(maximum) distinct movies cannot be drawn from the \(poolSize) movies of generate.movies")
        }
        let initialNode = try object.required("initial")
        let initial = try initialNode.integer(minimum: 1)
        guard initial >= minimum, initial <= maximum else {
            throw initialNode.issue("\(initial) is not between the minimum \(minimum) and the maximum \(maximum)")
        }
        return ScenarioSeriesSize(initial: initial, minimum: minimum, maximum: maximum)
    }

    /// `shelves` or `carousels`: required by the kinds in `needed`, refused
    /// by the others.
    private func groupCount(_ object: JSONObject, _ key: String, needed: [ScenarioKind]) throws(FormatIssue) -> Int {
        let node = object.optional(key)
        guard needed.contains(kind) else {
            if let node { throw node.issue("a \(kind.rawValue) scenario has no \(key) to generate") }
            return 0
        }
        guard let node else { throw object.node.issue("missing field \"\(key)\" (how many a \(kind.rawValue) scenario generates)") }
        let count = try node.integer(minimum: 1)
        guard count <= Self.maximumGroups else { throw node.issue("at most \(Self.maximumGroups) \(key), found \(count)") }
        return count
    }

    /// `[{"ticks": N, "rate": "slow", "change": "small"}, ...]`.
    private func phases(_ node: JSONNode) throws(FormatIssue) -> [GenerationPhase] {
        let elements = try node.array()
        guard !elements.isEmpty else { throw node.issue("expected at least one phase") }
        var phases: [GenerationPhase] = []
        var ticks = 0
        for element in elements {
            let object = try element.object(allowed: ["ticks", "rate", "change"], required: ["ticks", "rate", "change"])
            let ticksNode = try object.required("ticks")
            let phase = GenerationPhase(
                ticks: try ticksNode.integer(minimum: 1),
                rate: ScenarioTickRate(rawValue: try object.required("rate").choice(ScenarioTickRate.allCases.map(\.rawValue))) ?? .slow,
                change: ScenarioChangeSize(rawValue: try object.required("change").choice(ScenarioChangeSize.allCases.map(\.rawValue))) ?? .small
            )
            ticks += phase.ticks
            guard ticks <= Self.maximumTicks else {
                throw ticksNode.issue("the phases add up to \(ticks) ticks, more than the \(Self.maximumTicks) a scenario may generate")
            }
            phases.append(phase)
        }
        return phases
    }
}

extension ScenarioData {
    /// Whether the data shows nothing: no movies, no shelves, no carousels,
    /// or discrete sections that are all empty.
    var isEmpty: Bool {
        switch self {
        case .movies(let ids): ids.isEmpty
        case .sectionLists(let lists): !lists.isEmpty && lists.allSatisfy(\.isEmpty)
        case .shelves(let groups), .carousels(let groups): groups.isEmpty
        case .carouselShelves(let shelves): shelves.isEmpty
        }
    }
}
