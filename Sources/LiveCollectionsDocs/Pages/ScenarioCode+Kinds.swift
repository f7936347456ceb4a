import LiveCollections
import LiveCollectionsScenarios

extension ScenarioCode {
    /// One `CollectionData`: plain, built by a factory, non-unique, or
    /// animated at times the view controller chooses.
    static func singleSection(_ scenario: Scenario, _ view: ViewNames) -> [String] {
        let (type, declaration): (String, String) = switch scenario.kind {
        case .dataFactory:
            ("MovieInTheaters", "private lazy var collectionData = CollectionData(dataFactory: InTheatersFactory(showtimes: showtimes), rawData: [Movie]())")
        case .nonUniqueSingleSection:
            ("NonUniqueDatum<Movie>", "private let collectionData = NonUniqueCollectionData<Movie>([])")
        default:
            ("Movie", "private let collectionData = CollectionData<Movie>([])")
        }
        var lines = preamble(scenario, view)
        if scenario.kind == .dataFactory {
            lines += factory()
        }
        lines += [
            "final class MoviesViewController: UIViewController, \(view.dataSource)\(adopted(scenario, "CollectionDataAnimationDelegate")) {",
            "    private let \(view.property) = \(view.make)",
        ]
        if scenario.kind == .dataFactory { lines.append("    private let showtimes = Showtimes()") }
        lines.append("    \(declaration)")
        lines += rowAnimationsProperty(scenario)
        lines += ["", "    override func viewDidLoad() {", "        super.viewDidLoad()", "        \(view.property).dataSource = self"]
        if scenario.kind == .manualTiming {
            lines += [
                "        // No view is assigned: nothing animates until the view controller says so.",
                "    }",
                "",
                "    private var pending: (movies: [Movie], delta: IndexDelta)?",
                "",
                "    func dataDidArrive(_ movies: [Movie]) {",
                "        pending = (movies, collectionData.calculateDelta(movies))",
                "    }",
                "",
                "    func transitionDidEnd() {",
                "        guard let (movies, delta) = pending else { return }",
                "        \(view.property).performAnimations(section: 0, delta: delta) {",
                "            self.collectionData.update(movies)",
                "        }",
                "    }",
            ]
        } else {
            lines += configuration(scenario, data: "collectionData")
            lines += ["        collectionData.view = \(view.property)", "    }", ""]
            lines += updates(scenario, data: "collectionData", raw: "[Movie]")
        }
        let item = type == "Movie" ? "collectionData[indexPath.\(view.item)]" : "collectionData[indexPath.\(view.item)].rawData"
        lines += ["", "    // MARK: \(view.dataSource)", ""]
        lines += view.countMethod("collectionData.count") + [""] + view.cellMethod(item)
        lines += animationDelegate(scenario, protocolName: "CollectionDataAnimationDelegate", method: "preferredItemAnimationStyle(for delta: IndexDelta)")
        return lines + ["}"]
    }

    /// One `CollectionData` per section, sharing a view (and a synchronizer).
    static func discreteSections(_ scenario: Scenario, _ view: ViewNames) -> [String] {
        let count = if case .sectionLists(let lists) = scenario.initial { lists.count } else { 0 }
        var lines = preamble(scenario, view)
        lines += [
            "final class ShowtimesViewController: UIViewController, \(view.dataSource)\(adopted(scenario, "CollectionDataAnimationDelegate")) {",
            "    private let \(view.property) = \(view.make)",
            "    private let sections = (0..<\(count)).map { CollectionData<Movie>([], section: $0) }",
        ]
        if let delay = scenario.synchronizer {
            lines.append("    private let synchronizer = CollectionDataSynchronizer(delay: \(delayText(delay)))")
        }
        lines += rowAnimationsProperty(scenario)
        let everySection = scenario.synchronizedSections == Array(0..<count)
        lines += ["", "    override func viewDidLoad() {", "        super.viewDidLoad()", "        \(view.property).dataSource = self", "        for data in sections {"]
        if scenario.synchronizer != nil, everySection { lines.append("            data.synchronizer = synchronizer") }
        lines += configuration(scenario, data: "data").map { "    " + $0 }
        lines += ["            data.view = \(view.property)", "        }"]
        if scenario.synchronizer != nil, !everySection {
            let others = (0..<count).filter { !scenario.synchronizedSections.contains($0) }
            lines += [
                "        // Only sections \(list(scenario.synchronizedSections)) share the synchronizer; "
                    + "section\(others.count == 1 ? "" : "s") \(list(others)) animate\(others.count == 1 ? "s" : "") on \(others.count == 1 ? "its" : "their") own.",
                "        for section in \(scenario.synchronizedSections) {",
                "            sections[section].synchronizer = synchronizer",
                "        }",
            ]
        }
        lines += ["    }", ""]
        lines += [
            "    func update(section: Int, with movies: [Movie]) {",
            "        sections[section].update(movies)",
            "    }",
            "",
            "    // MARK: \(view.dataSource)",
            "",
        ]
        lines += view.sectionCountMethod("sections.count") + [""]
        lines += view.countMethod("sections[section].count") + [""]
        lines += view.cellMethod("sections[indexPath.section][indexPath.\(view.item)]")
        lines += animationDelegate(scenario, protocolName: "CollectionDataAnimationDelegate", method: "preferredItemAnimationStyle(for delta: IndexDelta)")
        return lines + ["}"]
    }

    /// One `CollectionSectionData` of shelves, items moving between them.
    static func sectioned(_ scenario: Scenario, _ view: ViewNames) -> [String] {
        let nonUnique = scenario.kind == .nonUniqueSections
        var lines = preamble(scenario, view) + [
            "struct Shelf: \(nonUnique ? "NonUniquelyIdentifiableSection" : "UniquelyIdentifiableSection") {",
            "    let id: String",
        ] + sectionContent(scenario) + [
            "    let items: [Movie]",
            "    var uniqueID: String { id }",
            "}",
            "",
            "final class ShelvesViewController: UIViewController, \(view.dataSource)\(adopted(scenario, "CollectionSectionDataAnimationDelegate")) {",
            "    private let \(view.property) = \(view.make)",
            nonUnique
                ? "    private let sectionData = NonUniqueCollectionSectionData<Shelf>([])"
                : "    private let sectionData = CollectionSectionData<Shelf>([])",
        ]
        lines += rowAnimationsProperty(scenario)
        lines += ["", "    override func viewDidLoad() {", "        super.viewDidLoad()", "        \(view.property).dataSource = self"]
        lines += configuration(scenario, data: "sectionData")
        lines += ["        sectionData.view = \(view.property)", "    }", ""]
        lines += updates(scenario, data: "sectionData", raw: "[Shelf]")
        lines += ["", "    // MARK: \(view.dataSource)", ""]
        lines += view.sectionCountMethod("sectionData.sectionCount") + [""]
        lines += view.countMethod("sectionData.rowCount(forSection: section)") + [""]
        lines += view.cellMethod(nonUnique ? "sectionData[indexPath].rawData" : "sectionData[indexPath]")
        lines += animationDelegate(scenario, protocolName: "CollectionSectionDataAnimationDelegate", method: "preferredSectionAnimationStyle(for delta: SectionDelta)")
        return lines + ["}"]
    }

    /// `, Protocol` when the scenario chooses animation styles.
    static func adopted(_ scenario: Scenario, _ protocolName: String) -> String {
        usesAnimationDelegate(scenario) ? ", \(protocolName)" : ""
    }

    /// `1`, `1 and 2`, `0, 1 and 2`.
    static func list(_ numbers: [Int]) -> String {
        let texts = numbers.map(String.init)
        guard let last = texts.last, texts.count > 1 else { return texts.first ?? "" }
        return texts.dropLast().joined(separator: ", ") + " and " + last
    }

    static func delayText(_ delay: CollectionDataSynchronizer.Delay) -> String {
        switch delay {
        case .none: ".none"
        case .short: ".short"
        case .long: ".long"
        case .custom(let milliseconds): ".custom(milliseconds: \(milliseconds))"
        }
    }
}
