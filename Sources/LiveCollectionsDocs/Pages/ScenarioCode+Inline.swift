import LiveCollectionsScenarios

extension ScenarioCode {
    /// The item type of an inline-data scenario (format 2, `"data":
    /// "inline"`), as the replay models it: the loader numbers each
    /// identifier in order of first appearance, and a cell shows the
    /// identifier and content, whose change (`==`) is a reload.
    static func inlineItem(_ scenario: Scenario) -> [String] {
        let conformance = scenario.kind.allowsRepeatedMovies
            ? ["struct Item: NonUniquelyIdentifiable {", "    let number: Int", "    let text: String", "    var nonUniqueID: Int { number }", "}"]
            : ["struct Item: UniquelyIdentifiable {", "    let number: Int", "    let text: String", "    var uniqueID: Int { number }", "}"]
        return [
            "/// An item given inline in the scenario: `number` is the one the loader",
            "/// gave its identifier (in order of first appearance), `text` its",
            "/// identifier and content; a change of content is a change of `==`, a reload.",
        ] + conformance
    }

    /// The content property of a shelf or carousel of an inline scenario
    /// (none for catalog data).
    static func sectionContent(_ scenario: Scenario) -> [String] {
        scenario.isInline ? ["    let content: String?  // its inline content, if any: a change of it is a change of `==`"] : []
    }

    /// `lines` with the catalog's `Movie` type named `Item`, for an inline
    /// scenario (whose items are not movies).
    static func namingItems(_ lines: [String]) -> [String] {
        lines.map { $0.replacing(#/\bMovie\b/#, with: "Item") }
    }
}
