import LiveCollections
import LiveCollectionsTesting

/// Checks a scenario document against format version 1 or 2 and builds the
/// ``Scenario``: the top-level fields here, data shapes and steps in the
/// other `ScenarioParser+` files.
struct ScenarioParser {
    let kind: ScenarioKind
    var catalog: ScenarioMovieCatalog
    var hasView = false
    /// Carousel ids seen so far, for `reuseCell`.
    var knownCarousels: Set<String> = []
    /// The number of discrete sections (`discreteSections`).
    var sectionCount = 0
    /// The identifiers seen so far, when the items are given inline
    /// (`"data": "inline"`); nil for catalog movie ids.
    var inline: InlineItems?

    init(kind: ScenarioKind, catalog: ScenarioMovieCatalog, inline: Bool = false) {
        self.kind = kind
        self.catalog = catalog
        self.inline = inline ? InlineItems() : nil
    }

    mutating func scenario(from top: JSONObject, name: String, file: String, contentHash: String) throws(FormatIssue) -> Scenario {
        let view = try top.optional("view").map { node throws(FormatIssue) in try viewSpec(node) }
        if view == nil, kind.requiresView {
            throw top.node.issue("missing field \"view\" (a \(kind.rawValue) scenario animates a view)")
        }
        hasView = view != nil
        var originalCatalog = catalog
        let initial = try data(try top.required("initial"))
        if inline != nil {
            // Inline items: the catalog starts with the initial data's items.
            originalCatalog = catalog
            _ = inline?.takeEdits(from: catalog)
        }
        if case .sectionLists(let lists) = initial { sectionCount = lists.count }
        let (steps, generation) = try stepsOrGeneration(top, initial: initial)
        let synchronizer = try top.optional("synchronizer").map { node throws(FormatIssue) in try self.synchronizer(node) }
        let deletionDelegates = try deletionDelegates(top.optional("deletionDelegate"))
        return Scenario(
            name: name,
            file: file,
            contentHash: contentHash,
            title: try top.required("title").string(),
            description: try top.required("description").string(),
            kind: kind,
            view: view,
            synchronizer: synchronizer?.delay,
            synchronizedSections: synchronizer?.sections ?? [],
            thresholds: try thresholds(top.optional("thresholds")),
            calculationMilliseconds: try top.optional("calculationMilliseconds")?.milliseconds() ?? 0,
            inTheaters: try top.optional("inTheaters").map { node throws(FormatIssue) in try inTheaters(node) } ?? [],
            catalog: originalCatalog,
            isInline: inline != nil,
            initial: initial,
            steps: steps,
            generation: generation,
            deletionDelegate: deletionDelegates.all,
            deletionDelegateSections: deletionDelegates.sections
        )
    }

    /// The steps the file lists, or those its `generate` declaration
    /// expands to: exactly one of the two.
    private mutating func stepsOrGeneration(_ top: JSONObject, initial: ScenarioData) throws(FormatIssue) -> ([ScenarioStep], StepGeneration?) {
        switch (top.optional("steps"), top.optional("generate")) {
        case (let steps?, nil):
            return (try self.steps(steps), nil)
        case (nil, let generate?):
            if inline != nil { throw generate.issue("\"generate\" draws from the movie catalog: it needs \"data\": \"catalog\"") }
            let generation = try self.generation(generate, initial: initial)
            return (generation.steps, generation.declaration)
        case (_?, let generate?):
            throw generate.issue("a scenario either lists its \"steps\" or generates them, not both")
        case (nil, nil):
            throw top.node.issue("missing field \"steps\" (or \"generate\" for a generated series)")
        }
    }

    private func viewSpec(_ node: JSONNode) throws(FormatIssue) -> ScenarioViewSpec {
        let object = try node.object(allowed: ["style", "animationMilliseconds", "frame", "rowAnimations", "uikitRelease"], required: ["style"])
        let styleNode = try object.required("style")
        let style = RecordingViewStyle(rawValue: try styleNode.choice(["table", "collection"])) ?? .table
        if kind.requiresTable, style != .table {
            throw styleNode.issue("a \(kind.rawValue) scenario needs \"table\": its rows hold the carousels")
        }
        var defaultAnimations: TableViewAnimationModel?
        var sectionAnimations: [Int: TableViewAnimationModel] = [:]
        if let animations = object.optional("rowAnimations") {
            guard style == .table else { throw animations.issue("row animations need a \"table\" view") }
            let fields = try animations.object(allowed: ["default", "sections"])
            defaultAnimations = try fields.optional("default").map { node throws(FormatIssue) in try animationModel(node) }
            if let sections = fields.optional("sections") {
                let entries = try sections.object(allowed: (0..<100).map(String.init))
                for key in entries.fields.keys.sorted() {
                    sectionAnimations[Int(key) ?? 0] = try animationModel(entries.node.child(key, entries.fields[key] ?? .null))
                }
            }
        }
        return ScenarioViewSpec(
            style: style,
            animationMilliseconds: try object.optional("animationMilliseconds")?.milliseconds() ?? 300,
            frameIsEmpty: try object.optional("frame")?.choice(["normal", "empty"]) == "empty",
            defaultRowAnimations: defaultAnimations,
            sectionRowAnimations: sectionAnimations,
            uikitRelease: try object.optional("uikitRelease").map { node throws(FormatIssue) in
                UIKitRelease(rawValue: try node.choice(UIKitRelease.allCases.map(\.rawValue))) ?? .newest
            } ?? .newest
        )
    }

    private func animationModel(_ node: JSONNode) throws(FormatIssue) -> TableViewAnimationModel {
        let keys = ["delete", "insert", "reload", "deleteSection", "insertSection", "reloadSection"]
        let object = try node.object(allowed: keys)
        // A key not named keeps the original library's default for a table.
        let defaults = TableViewAnimationModel.defaultRowAnimations
        func animation(_ key: String, _ fallback: RowAnimation) throws(FormatIssue) -> RowAnimation {
            guard let value = object.optional(key) else { return fallback }
            return RowAnimation(rawValue: try value.choice(RowAnimation.allCases.map(\.rawValue))) ?? fallback
        }
        return TableViewAnimationModel(
            deleteAnimation: try animation("delete", defaults.deleteAnimation),
            insertAnimation: try animation("insert", defaults.insertAnimation),
            reloadAnimation: try animation("reload", defaults.reloadAnimation),
            deleteSectionAnimation: try animation("deleteSection", defaults.deleteSectionAnimation),
            insertSectionAnimation: try animation("insertSection", defaults.insertSectionAnimation),
            reloadSectionAnimation: try animation("reloadSection", defaults.reloadSectionAnimation)
        )
    }

    /// `"short"`, `"long"`, `"none"` or `{"milliseconds": N}` for every
    /// section, or `{"delay": ..., "sections": [...]}` /
    /// `{"milliseconds": N, "sections": [...]}` for the sections that join.
    private func synchronizer(_ node: JSONNode) throws(FormatIssue) -> (delay: CollectionDataSynchronizer.Delay, sections: [Int]) {
        guard kind == .discreteSections else {
            throw node.issue("only a discreteSections scenario has a synchronizer")
        }
        let everySection = Array(0..<sectionCount)
        guard case .object = node.value else { return (try namedDelay(node), everySection) }
        let object = try node.object(allowed: ["delay", "milliseconds", "sections"])
        let delay: CollectionDataSynchronizer.Delay
        switch (object.optional("delay"), object.optional("milliseconds")) {
        case (let named?, nil): delay = try namedDelay(named)
        case (nil, let milliseconds?): delay = .custom(milliseconds: try milliseconds.milliseconds())
        case (_?, let milliseconds?):
            throw milliseconds.issue("a synchronizer has either a \"delay\" or \"milliseconds\", not both")
        case (nil, nil):
            throw node.issue("missing field \"delay\" (or \"milliseconds\")")
        }
        guard let sectionsNode = object.optional("sections") else { return (delay, everySection) }
        let elements = try sectionsNode.array()
        guard !elements.isEmpty else {
            throw sectionsNode.issue("expected at least one section (leave \"sections\" out for every section)")
        }
        var firstPath: [Int: String] = [:]
        for element in elements {
            let section = try element.integer(minimum: 0)
            guard section < sectionCount else {
                throw element.issue("unknown section \(section) (the scenario has \(sectionCount) sections)")
            }
            if let first = firstPath[section] { throw element.issue("section \(section) joins twice (also at \(first))") }
            firstPath[section] = element.path
        }
        return (delay, firstPath.keys.sorted())
    }

    private func namedDelay(_ node: JSONNode) throws(FormatIssue) -> CollectionDataSynchronizer.Delay {
        switch try node.choice(["none", "short", "long"]) {
        case "none": .none
        case "long": .long
        default: .short
        }
    }

    private func thresholds(_ node: JSONNode?) throws(FormatIssue) -> ScenarioThresholds {
        guard let node else { return ScenarioThresholds(dataCount: nil, deltaCount: nil) }
        let object = try node.object(allowed: ["dataCount", "deltaCount"])
        return ScenarioThresholds(
            dataCount: try object.optional("dataCount")?.integer(minimum: 0),
            deltaCount: try object.optional("deltaCount")?.integer(minimum: 0)
        )
    }

    /// `"deletionDelegate": true` (or `false`): a kind with a view whose
    /// data object has a deletion notification delegate (for
    /// `discreteSections`, every section's); for `discreteSections` also a
    /// list of the sections whose data objects have one (`[0, 2]`).
    private func deletionDelegates(_ node: JSONNode?) throws(FormatIssue) -> (all: Bool, sections: [Int]) {
        guard let node else { return (false, []) }
        let kinds: [ScenarioKind] = [.singleSection, .dataFactory, .discreteSections, .sectionedData]
        let named = kinds.map(\.rawValue).joined(separator: ", ")
        if kind == .discreteSections, case .array = node.value {
            var sections: [Int] = []
            for element in try node.array() {
                let section = try element.integer(minimum: 0)
                guard section < sectionCount else {
                    throw element.issue("unknown section \(section) (the scenario has \(sectionCount) sections)")
                }
                guard !sections.contains(section) else { throw element.issue("section \(section) is listed twice") }
                sections.append(section)
            }
            return (false, sections.sorted())
        }
        let value: Bool
        do {
            value = try node.boolean()
        } catch {
            throw node.issue(kind == .discreteSections
                ? "expected true, false or a list of sections, found \(node.value.kindDescription)"
                : "expected true or false, found \(node.value.kindDescription)")
        }
        guard kinds.contains(kind), hasView || !value else {
            throw node.issue("only a scenario with a view of kind \(named) has a deletion delegate here")
        }
        return (value, [])
    }

    private mutating func inTheaters(_ node: JSONNode) throws(FormatIssue) -> [Int] {
        guard kind == .dataFactory else { throw node.issue("only a dataFactory scenario has an in-theaters list") }
        return try movieList(node, unique: true)
    }
}
