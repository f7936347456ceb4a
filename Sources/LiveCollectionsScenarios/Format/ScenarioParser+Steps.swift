import LiveCollections

/// Steps: exactly one action each, allowed for the kind, times never going
/// backwards, view-only actions only with a view. A `manualTiming`
/// scenario's data object has no view, so its data changes only through
/// `calculate` and `performAnimations` (an `update` would never reach the
/// view, and the replay would fail).
extension ScenarioParser {
    static let actions = ["update", "append", "editMovies", "inTheaters", "animationStyle", "calculate", "performAnimations", "reuseCell", "manualReloads"]

    /// The actions a kind allows.
    var allowedActions: [String] {
        var allowed = kind == .manualTiming ? ["editMovies", "animationStyle"] : ["update", "append", "editMovies", "animationStyle"]
        switch kind {
        case .singleSection, .discreteSections, .sectionedData: allowed.append("manualReloads")
        case .dataFactory: allowed += ["inTheaters", "manualReloads"]
        case .manualTiming: allowed += ["calculate", "performAnimations"]
        case .carousels, .sectionedCarousels: allowed.append("reuseCell")
        default: break
        }
        return allowed
    }

    mutating func steps(_ node: JSONNode) throws(FormatIssue) -> [ScenarioStep] {
        let elements = try node.array()
        guard !elements.isEmpty else { throw node.issue("expected at least one step") }
        var steps: [ScenarioStep] = []
        var hasCalculation = false
        for element in elements {
            let object = try element.object(allowed: ["at", "note"] + Self.actions, required: ["at"])
            let atNode = try object.required("at")
            let at = try atNode.milliseconds()
            if let previous = steps.last, at < previous.at {
                throw atNode.issue("time goes backwards: \(at) ms comes after \(previous.at) ms (steps are in order of time)")
            }
            let present = Self.actions.filter { object.fields[$0] != nil }
            guard let name = present.first else {
                throw element.issue("missing an action (one of: \(allowedActions.joined(separator: ", ")))")
            }
            guard present.count == 1 else {
                throw element.issue("more than one action (\(present.joined(separator: ", "))): a step does one thing")
            }
            let actionNode = try object.required(name)
            if kind == .manualTiming, name == "update" || name == "append" {
                throw actionNode.issue("a manualTiming scenario's data object has no view, so an \(name) never reaches the view: "
                    + "animate the change with \"calculate\" then \"performAnimations\" (or, for a data object with a view, use kind singleSection)")
            }
            guard allowedActions.contains(name) else {
                throw actionNode.issue("unknown action \"\(name)\" for kind \(kind.rawValue) (expected one of: \(allowedActions.joined(separator: ", ")))")
            }
            if ["animationStyle", "performAnimations", "reuseCell", "manualReloads"].contains(name), !hasView {
                throw actionNode.issue("this step needs a view, but the scenario has none (add a \"view\" object)")
            }
            if inline != nil, name == "editMovies" {
                throw actionNode.issue("inline items change through their \"content\", not \"editMovies\" (which edits the movie catalog)")
            }
            let action = try self.action(name, actionNode, hasCalculation: hasCalculation)
            if case .calculate = action { hasCalculation = true }
            steps.append(ScenarioStep(
                at: at,
                note: try object.optional("note")?.string(),
                action: action,
                catalogEdits: inline?.takeEdits(from: catalog) ?? []
            ))
        }
        return steps
    }

    private mutating func action(_ name: String, _ node: JSONNode, hasCalculation: Bool) throws(FormatIssue) -> ScenarioStepAction {
        switch name {
        case "update", "append":
            if kind == .discreteSections {
                let (section, movies) = try sectionItems(node)
                return name == "update" ? .updateSection(section: section, movies: movies) : .appendSection(section: section, movies: movies)
            }
            let data = try data(node)
            return name == "update" ? .update(data) : .append(data)
        case "editMovies":
            var edits: [ScenarioMovie] = []
            for element in try node.array() {
                let object = try element.object(allowed: ["id", "title"], required: ["id", "title"])
                let idNode = try object.required("id")
                let id = try idNode.integer(minimum: 0)
                guard var movie = catalog[id] else { throw idNode.issue("unknown movie id \(id)") }
                movie.title = try object.required("title").string()
                catalog.update(movie)
                edits.append(movie)
            }
            return .editMovies(edits)
        case "inTheaters":
            return .inTheaters(try movieList(node, unique: true))
        case "animationStyle":
            if kind == .discreteSections, case .object = node.value {
                let object = try node.object(allowed: ["section", "style"], required: ["section", "style"])
                let section = try self.section(try object.required("section"))
                return .sectionAnimationStyle(section: section, style: try animationStyle(try object.required("style")))
            }
            return .animationStyle(try animationStyle(node))
        case "calculate":
            return .calculate(try movieList(node, unique: true))
        case "manualReloads":
            if kind == .discreteSections {
                let (section, movies) = try sectionItems(node)
                return .sectionManualReloads(section: section, movies: movies)
            }
            return .manualReloads(try movieList(node, unique: true))
        case "performAnimations":
            _ = try node.object(allowed: [])
            guard hasCalculation else { throw node.issue("nothing to animate: no calculate step comes before it") }
            return .performAnimations
        default:
            let object = try node.object(allowed: ["carousel", "showing"], required: ["carousel", "showing"])
            var ids: [String] = []
            for key in ["carousel", "showing"] {
                let idNode = try object.required(key)
                let id = try idNode.string()
                guard knownCarousels.contains(id) else { throw idNode.issue("unknown carousel id \"\(id)\"") }
                ids.append(id)
            }
            return .reuseCell(carousel: ids[0], showing: ids[1])
        }
    }

    /// `{"section": N, "items": [...]}` for a discrete section that exists.
    private mutating func sectionItems(_ node: JSONNode) throws(FormatIssue) -> (Int, [Int]) {
        let object = try node.object(allowed: ["section", "items"], required: ["section", "items"])
        let section = try self.section(try object.required("section"))
        return (section, try movieList(try object.required("items"), unique: true))
    }

    /// The number of a discrete section that exists.
    private func section(_ node: JSONNode) throws(FormatIssue) -> Int {
        let section = try node.integer(minimum: 0)
        guard section < sectionCount else {
            throw node.issue("unknown section \(section) (the scenario has \(sectionCount) sections)")
        }
        return section
    }

    /// One of the animation delegate's answers, by name.
    private func animationStyle(_ node: JSONNode) throws(FormatIssue) -> AnimationStyle {
        let style = try node.choice(AnimationStyle.allCases.map(\.rawValue))
        return AnimationStyle(rawValue: style) ?? .preciseAnimations
    }
}
