import LiveCollections
import LiveCollectionsTesting

/// Checks a scenario document against format version 1 and builds the
/// ``Scenario``: the top-level fields here, data shapes and steps in the
/// other `ScenarioParser+` files.
struct ScenarioParser {
    let kind: ScenarioKind
    var catalog: MovieCatalog
    var hasView = false
    /// Carousel ids seen so far, for `reuseCell`.
    var knownCarousels: Set<String> = []
    /// The number of discrete sections (`discreteSections`).
    var sectionCount = 0

    init(kind: ScenarioKind, catalog: MovieCatalog) {
        self.kind = kind
        self.catalog = catalog
    }

    mutating func scenario(from top: JSONObject, name: String, file: String, contentHash: String) throws(FormatIssue) -> Scenario {
        let view = try top.optional("view").map { node throws(FormatIssue) in try viewSpec(node) }
        if view == nil, kind.requiresView {
            throw top.node.issue("missing field \"view\" (a \(kind.rawValue) scenario animates a view)")
        }
        hasView = view != nil
        let originalCatalog = catalog
        let initial = try data(try top.required("initial"))
        if case .sectionLists(let lists) = initial { sectionCount = lists.count }
        let steps = try self.steps(try top.required("steps"))
        return Scenario(
            name: name,
            file: file,
            contentHash: contentHash,
            title: try top.required("title").string(),
            description: try top.required("description").string(),
            kind: kind,
            view: view,
            synchronizer: try top.optional("synchronizer").map { node throws(FormatIssue) in try synchronizer(node) },
            thresholds: try thresholds(top.optional("thresholds")),
            calculationMilliseconds: try top.optional("calculationMilliseconds")?.milliseconds() ?? 0,
            inTheaters: try top.optional("inTheaters").map { node throws(FormatIssue) in try inTheaters(node) } ?? [],
            catalog: originalCatalog,
            initial: initial,
            steps: steps
        )
    }

    private func viewSpec(_ node: JSONNode) throws(FormatIssue) -> ViewSpec {
        let object = try node.object(allowed: ["style", "animationMilliseconds", "frame", "rowAnimations"], required: ["style"])
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
        return ViewSpec(
            style: style,
            animationMilliseconds: try object.optional("animationMilliseconds")?.milliseconds() ?? 300,
            frameIsEmpty: try object.optional("frame")?.choice(["normal", "empty"]) == "empty",
            defaultRowAnimations: defaultAnimations,
            sectionRowAnimations: sectionAnimations
        )
    }

    private func animationModel(_ node: JSONNode) throws(FormatIssue) -> TableViewAnimationModel {
        let keys = ["delete", "insert", "reload", "deleteSection", "insertSection", "reloadSection"]
        let object = try node.object(allowed: keys)
        func animation(_ key: String) throws(FormatIssue) -> RowAnimation {
            guard let value = object.optional(key) else { return .automatic }
            return RowAnimation(rawValue: try value.choice(RowAnimation.allCases.map(\.rawValue))) ?? .automatic
        }
        return TableViewAnimationModel(
            deleteAnimation: try animation("delete"),
            insertAnimation: try animation("insert"),
            reloadAnimation: try animation("reload"),
            deleteSectionAnimation: try animation("deleteSection"),
            insertSectionAnimation: try animation("insertSection"),
            reloadSectionAnimation: try animation("reloadSection")
        )
    }

    private func synchronizer(_ node: JSONNode) throws(FormatIssue) -> CollectionDataSynchronizer.Delay {
        guard kind == .discreteSections else {
            throw node.issue("only a discreteSections scenario has a synchronizer")
        }
        if case .object = node.value {
            let object = try node.object(allowed: ["milliseconds"], required: ["milliseconds"])
            return .custom(milliseconds: try object.required("milliseconds").milliseconds())
        }
        switch try node.choice(["none", "short", "long"]) {
        case "none": return .none
        case "long": return .long
        default: return .short
        }
    }

    private func thresholds(_ node: JSONNode?) throws(FormatIssue) -> Thresholds {
        guard let node else { return Thresholds(dataCount: nil, deltaCount: nil) }
        let object = try node.object(allowed: ["dataCount", "deltaCount"])
        return Thresholds(
            dataCount: try object.optional("dataCount")?.integer(minimum: 0),
            deltaCount: try object.optional("deltaCount")?.integer(minimum: 0)
        )
    }

    private func inTheaters(_ node: JSONNode) throws(FormatIssue) -> [Int] {
        guard kind == .dataFactory else { throw node.issue("only a dataFactory scenario has an in-theaters list") }
        return try movieList(node, unique: true)
    }
}
