import LiveCollections
import LiveCollectionsScenarios

extension ScenarioCode {
    /// The imports and the item type every kind shares.
    static func preamble(_ scenario: Scenario, _ view: ViewNames) -> [String] {
        var lines = ["import LiveCollections", "import UIKit", ""]
        if scenario.isInline { return lines + inlineItem(scenario) + [""] }
        switch scenario.kind {
        case .nonUniqueSingleSection, .nonUniqueSections:
            lines += [
                "struct Movie: NonUniquelyIdentifiable {",
                "    let id: Int",
                "    let title: String",
                "    var nonUniqueID: Int { id }",
                "}",
            ]
        default:
            lines += [
                "struct Movie: UniquelyIdentifiable {",
                "    let id: Int",
                "    let title: String",
                "    var uniqueID: Int { id }",
                "}",
            ]
        }
        return lines + [""]
    }

    /// The factory of the `dataFactory` kind.
    static func factory() -> [String] {
        [
            "struct MovieInTheaters: UniquelyIdentifiable {",
            "    let rawData: Movie",
            "    let isInTheaters: Bool",
            "    var uniqueID: Int { rawData.id }",
            "}",
            "",
            "/// A change of the in-theaters flag alone is a reload.",
            "struct InTheatersFactory: UniquelyIdentifiableDataFactory {",
            "    let showtimes: Showtimes",
            "",
            "    func buildUniquelyIdentifiableDatum(_ movie: Movie) -> MovieInTheaters {",
            "        MovieInTheaters(rawData: movie, isInTheaters: showtimes.isInTheaters(movie.id))",
            "    }",
            "}",
            "",
        ]
    }

    /// Thresholds and the animation delegate, set in `viewDidLoad`.
    static func configuration(_ scenario: Scenario, data: String) -> [String] {
        var lines: [String] = []
        if let count = scenario.thresholds.dataCount { lines.append("        \(data).dataCountAnimationThreshold = \(count)") }
        if let count = scenario.thresholds.deltaCount { lines.append("        \(data).deltaCountAnimationThreshold = \(count)") }
        if usesAnimationDelegate(scenario) { lines.append("        \(data).animationDelegate = self") }
        return lines
    }

    /// `update` and `append` as the view controller offers them.
    static func updates(_ scenario: Scenario, data: String, raw: String) -> [String] {
        var lines = ["    func update(with items: \(raw)) {", "        \(data).update(items)", "    }"]
        if scenario.steps.contains(where: { if case .append = $0.action { true } else { false } }) {
            lines += ["", "    func append(_ items: \(raw)) {", "        \(data).append(items)", "    }"]
        }
        return lines
    }

    /// Whether a step chooses the animation style.
    static func usesAnimationDelegate(_ scenario: Scenario) -> Bool {
        scenario.steps.contains { if case .animationStyle = $0.action { true } else { false } }
    }

    /// The animation delegate, when a step chooses the style.
    static func animationDelegate(_ scenario: Scenario, protocolName: String, method: String) -> [String] {
        guard usesAnimationDelegate(scenario) else { return [] }
        return [
            "",
            "    // MARK: \(protocolName)",
            "",
            "    var preferredStyle: AnimationStyle = .preciseAnimations",
            "",
            "    func \(method) -> AnimationStyle {",
            "        preferredStyle",
            "    }",
        ]
    }

    /// The table view's row animations per section, when the scenario sets them.
    static func rowAnimationsProperty(_ scenario: Scenario) -> [String] {
        guard let view = scenario.view, view.defaultRowAnimations != nil || !view.sectionRowAnimations.isEmpty else { return [] }
        var lines = ["", "    /// Row animations per section (see `TableViewAnimationModel`)."]
        if let model = view.defaultRowAnimations {
            lines.append("    private let defaultRowAnimations = \(modelText(model))")
        }
        if !view.sectionRowAnimations.isEmpty {
            lines.append("    private let rowAnimations: [Int: TableViewAnimationModel] = [")
            for section in view.sectionRowAnimations.keys.sorted() {
                if let model = view.sectionRowAnimations[section] { lines.append("        \(section): \(modelText(model)),") }
            }
            lines.append("    ]")
        }
        return lines
    }

    static func modelText(_ model: TableViewAnimationModel) -> String {
        let parts: [(String, RowAnimation)] = [
            ("deleteAnimation", model.deleteAnimation), ("insertAnimation", model.insertAnimation),
            ("reloadAnimation", model.reloadAnimation), ("deleteSectionAnimation", model.deleteSectionAnimation),
            ("insertSectionAnimation", model.insertSectionAnimation), ("reloadSectionAnimation", model.reloadSectionAnimation),
        ]
        let defaults = TableViewAnimationModel()
        let defaultParts: [RowAnimation] = [
            defaults.deleteAnimation, defaults.insertAnimation, defaults.reloadAnimation,
            defaults.deleteSectionAnimation, defaults.insertSectionAnimation, defaults.reloadSectionAnimation,
        ]
        let set = zip(parts, defaultParts).filter { $0.0.1 != $0.1 }.map { "\($0.0.0): .\($0.0.1.rawValue)" }
        return "TableViewAnimationModel(\(set.joined(separator: ", ")))"
    }
}
