import Foundation
import LiveCollectionsDocs
import LiveCollectionsScenarios
import LiveCollectionsTestSupport
import Testing

/// The Swift snippet of an inline-data scenario shows the item type the
/// replay uses, not the movie catalog's `Movie`.
@Suite("Scenario code of inline data")
struct ScenarioCodeInlineTests {
    static let scenariosDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    func load(_ name: String) throws -> Scenario {
        try ScenarioLoader.load(fileAt: Self.scenariosDirectory.appendingPathComponent(name), displayPath: "Scenarios/\(name)")
    }

    @Test func theCapturedScenarioShowsItsInlineItemType() throws {
        let code = ScenarioCode.swift(for: try load("22-captured-live-updates.json"))
        #expect(!code.contains(#/\bMovie\b/#), "\(code)")
        #expect(code.contains("struct Item: UniquelyIdentifiable {\n    let number: Int\n    let text: String\n    var uniqueID: Int { number }\n}"))
        #expect(code.contains("private let collectionData = CollectionData<Item>([])"))
        #expect(code.contains("func update(with items: [Item]) {"))
    }

    @Test func aCatalogScenarioKeepsMovie() throws {
        let code = ScenarioCode.swift(for: try load("01-collection-view-single-section.json"))
        #expect(code.contains("struct Movie: UniquelyIdentifiable {"))
        #expect(!code.contains("struct Item"))
    }

    @Test func inlineShelvesShowTheirContent() throws {
        let folder = try TemporaryFolder("code")
        let directory = folder.url
        let file = directory.appendingPathComponent("41-inline.json")
        try Data(#"""
        {"format": 2, "data": "inline", "title": "T", "description": "D", "kind": "sectionedCarousels",
         "view": {"style": "table"}, "initial": [{"id": "s", "content": 1, "items": [{"id": "c", "items": ["a"]}]}],
         "steps": [{"at": 0, "update": []}]}
        """#.utf8).write(to: file)
        let code = ScenarioCode.swift(for: try ScenarioLoader.load(fileAt: file, displayPath: "41-inline.json"))
        let content = "    let content: String?  // its inline content, if any: a change of it is a change of `==`"
        #expect(code.contains("struct CarouselRow: UniquelyIdentifiable {\n    let id: String\n\(content)\n    let movies: [Item]"), "\(code)")
        #expect(code.contains("struct CarouselShelf: UniquelyIdentifiableSection {\n    let id: String\n\(content)\n    let items: [CarouselRow]"))
    }

    @Test func inlineNonUniqueDataShowsANonUniqueItem() throws {
        let folder = try TemporaryFolder("code")
        let directory = folder.url
        let file = directory.appendingPathComponent("40-inline.json")
        try Data(#"""
        {"format": 2, "data": "inline", "title": "T", "description": "D", "kind": "nonUniqueSingleSection",
         "view": {"style": "table"}, "initial": ["a", "a"], "steps": [{"at": 0, "update": ["a"]}]}
        """#.utf8).write(to: file)
        let code = ScenarioCode.swift(for: try ScenarioLoader.load(fileAt: file, displayPath: "40-inline.json"))
        #expect(code.contains("struct Item: NonUniquelyIdentifiable {"))
        #expect(code.contains("NonUniqueCollectionData<Item>([])"))
        #expect(!code.contains(#/\bMovie\b/#))
    }
}
