import LiveCollections

extension ScenarioStepAction {
    /// One line naming the action and its data, e.g. `update [3, 1, 4]`.
    public var summary: String {
        switch self {
        case .update(let data): "update \(data.summary)"
        case .updateSection(let section, let movies): "update section \(section) \(movies.listText)"
        case .append(let data): "append \(data.summary)"
        case .appendSection(let section, let movies): "append section \(section) \(movies.listText)"
        case .editMovies(let movies): "editMovies " + movies.map { "\($0.id) \"\($0.title)\"" }.joined(separator: ", ")
        case .inTheaters(let ids): "inTheaters \(ids.listText)"
        case .animationStyle(let style): "animationStyle \(style.rawValue)"
        case .calculate(let movies): "calculate \(movies.listText)"
        case .performAnimations: "performAnimations"
        case .reuseCell(let carousel, let showing): "reuseCell \(carousel) -> \(showing)"
        case .manualReloads(let ids): "manualReloads \(ids.listText)"
        case .sectionAnimationStyle(let section, let style): "animationStyle section \(section) \(style.rawValue)"
        case .sectionManualReloads(let section, let movies): "manualReloads section \(section) \(movies.listText)"
        }
    }
}

extension ScenarioData {
    /// The data in brief: ids, lists, or `id: [...]` groups.
    public var summary: String {
        switch self {
        case .movies(let ids): ids.listText
        case .sectionLists(let lists): lists.listText
        case .shelves(let groups), .carousels(let groups): Self.text(groups)
        case .carouselShelves(let shelves):
            "[" + shelves.map { "\($0.id): \(Self.text($0.items))" }.joined(separator: ", ") + "]"
        }
    }

    private static func text(_ groups: [ScenarioGroup<Int>]) -> String {
        "[" + groups.map { "\($0.id): \($0.items.listText)" }.joined(separator: ", ") + "]"
    }
}

extension ScenarioStepAction {
    /// ``summary`` with each movie written as `name` gives it (inline items
    /// as their identifier and content rather than their catalog number).
    public func summary(naming name: (Int) -> String) -> String {
        switch self {
        case .update(let data): "update \(data.summary(naming: name))"
        case .updateSection(let section, let movies): "update section \(section) \(ScenarioData.list(movies, name))"
        case .append(let data): "append \(data.summary(naming: name))"
        case .appendSection(let section, let movies): "append section \(section) \(ScenarioData.list(movies, name))"
        case .inTheaters(let ids): "inTheaters \(ScenarioData.list(ids, name))"
        case .calculate(let movies): "calculate \(ScenarioData.list(movies, name))"
        case .manualReloads(let ids): "manualReloads \(ScenarioData.list(ids, name))"
        case .sectionManualReloads(let section, let movies): "manualReloads section \(section) \(ScenarioData.list(movies, name))"
        case .editMovies, .animationStyle, .sectionAnimationStyle, .performAnimations, .reuseCell: summary
        }
    }
}

extension ScenarioData {
    /// ``summary`` with each movie written as `name` gives it.
    public func summary(naming name: (Int) -> String) -> String {
        switch self {
        case .movies(let ids): Self.list(ids, name)
        case .sectionLists(let lists): "[" + lists.map { Self.list($0, name) }.joined(separator: ", ") + "]"
        case .shelves(let groups), .carousels(let groups): Self.named(groups, name)
        case .carouselShelves(let shelves):
            "[" + shelves.map { "\($0.label): \(Self.named($0.items, name))" }.joined(separator: ", ") + "]"
        }
    }

    /// `[a, b, c]`.
    static func list(_ ids: [Int], _ name: (Int) -> String) -> String {
        "[" + ids.map(name).joined(separator: ", ") + "]"
    }

    private static func named(_ groups: [ScenarioGroup<Int>], _ name: (Int) -> String) -> String {
        "[" + groups.map { "\($0.label): \(list($0.items, name))" }.joined(separator: ", ") + "]"
    }
}
