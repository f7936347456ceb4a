import Foundation
import Testing
import LiveCollectionsScenarios

/// Shrinking a `discreteSections` scenario removes whole sections: their
/// lists, the steps naming them, and renumbers the rest.
@Suite("Shrink: discrete sections")
struct ShrinkDiscreteSectionsTests {
    static let url = URL(fileURLWithPath: "/scenarios/90-discrete.json")

    static func document(_ text: String) throws -> ScenarioDocument {
        try #require(ScenarioDocument(try ScenarioLoader.document(Data(text.utf8), displayPath: "90-discrete.json")))
    }

    static func load(_ document: ScenarioDocument) throws -> Scenario {
        try ScenarioLoader.load(data: Data(document.text.utf8), as: url, displayPath: "90-discrete.json")
    }

    /// Four sections on a table; the synchronizer joins sections 1 and 3,
    /// sections 1 and 3 have their own row animations.
    static let fourSections = """
        {"format": 2, "data": "inline", "title": "Discrete", "description": "Four sections.", "kind": "discreteSections",
         "view": {"style": "table", "rowAnimations": {"sections": {"1": {"delete": "left"}, "3": {"delete": "right"}}}},
         "synchronizer": {"milliseconds": 100, "sections": [1, 3]},
         "initial": [["a", "b"], ["c", "d"], ["e", "f"], ["g", "h"]],
         "steps": [
           {"at": 0, "update": {"section": 0, "items": ["b", "a"]}},
           {"at": 0, "update": {"section": 1, "items": ["d"]}},
           {"at": 1000, "append": {"section": 3, "items": ["i"]}},
           {"at": 2000, "update": {"section": 2, "items": ["f"]}}
         ]}
        """

    @Test func removingASectionRenumbersTheRest() throws {
        let document = try Self.document(Self.fourSections)
        #expect(document.discreteSectionCount == 4)
        let without1 = document.removingDiscreteSections([1])
        let expected = try Self.document("""
            {"format": 2, "data": "inline", "title": "Discrete", "description": "Four sections.", "kind": "discreteSections",
             "view": {"style": "table", "rowAnimations": {"sections": {"2": {"delete": "right"}}}},
             "synchronizer": {"milliseconds": 100, "sections": [2]},
             "initial": [["a", "b"], ["e", "f"], ["g", "h"]],
             "steps": [
               {"at": 0, "update": {"section": 0, "items": ["b", "a"]}},
               {"at": 1000, "append": {"section": 2, "items": ["i"]}},
               {"at": 2000, "update": {"section": 1, "items": ["f"]}}
             ]}
            """)
        #expect(without1 == expected, "\(without1.text)")
        let scenario = try Self.load(without1)
        #expect(scenario.steps.count == 3)
    }

    /// A capture's delegate decisions and deletion delegates follow their
    /// sections: those of a removed section go, the others are renumbered.
    @Test func theDelegatesOfSectionsAreRenumberedOrRemovedWithThem() throws {
        let document = try Self.document("""
            {"format": 2, "data": "inline", "title": "Captured", "description": "Three sections.", "kind": "discreteSections",
             "view": {"style": "table"}, "deletionDelegate": [0, 2],
             "initial": [["a", "b"], ["c", "d"], ["e", "f"]],
             "steps": [
               {"at": 0, "animationStyle": {"section": 1, "style": "reloadData"}},
               {"at": 0, "manualReloads": {"section": 2, "items": ["e"]}},
               {"at": 0, "update": {"section": 1, "items": ["d"]}},
               {"at": 500, "animationStyle": "reloadSections"},
               {"at": 1000, "update": {"section": 2, "items": ["f", "e"]}}
             ]}
            """)
        let without1 = document.removingDiscreteSections([1])
        let expected = try Self.document("""
            {"format": 2, "data": "inline", "title": "Captured", "description": "Three sections.", "kind": "discreteSections",
             "view": {"style": "table"}, "deletionDelegate": [0, 1],
             "initial": [["a", "b"], ["e", "f"]],
             "steps": [
               {"at": 0, "manualReloads": {"section": 1, "items": ["e"]}},
               {"at": 500, "animationStyle": "reloadSections"},
               {"at": 1000, "update": {"section": 1, "items": ["f", "e"]}}
             ]}
            """)
        #expect(without1 == expected, "\(without1.text)")
        let scenario = try Self.load(without1)
        #expect(scenario.deletionDelegateSections == [0, 1] && scenario.hasManualReloads(section: 1))
        let only1 = document.removingDiscreteSections([0, 2])
        #expect(only1.root["deletionDelegate"] == nil)
        #expect(try Self.load(only1).steps.map(\.action.summary) == [
            "animationStyle section 0 reloadData", "update section 0 [1]", "animationStyle reloadSections",
        ])
    }

    @Test func aSynchronizerWithNoSectionLeftIsDropped() throws {
        let document = try Self.document(Self.fourSections).removingDiscreteSections([1, 3])
        #expect(document.root["synchronizer"] == nil)
        #expect(document.discreteSectionCount == 2)
        #expect(document.stepCount == 2)
        _ = try Self.load(document)
    }

    @Test func theLastSectionIsNeverRemoved() throws {
        let document = try Self.document(Self.fourSections)
        #expect(document.removingDiscreteSections([0, 1, 2, 3]) == document)
        #expect(document.removingDiscreteSections([7]) == document)
        let single = document.removingDiscreteSections([1, 2, 3])
        #expect(single.discreteSectionCount == 1)
        #expect(single.removingDiscreteSections([0]) == single)
        _ = try Self.load(single)
    }

    @Test func aSingleSectionScenarioHasNoDiscreteSections() throws {
        let document = try Self.document("""
            {"format": 2, "data": "inline", "title": "One", "description": "One.", "kind": "singleSection",
             "view": {"style": "table"}, "initial": ["a"], "steps": [{"at": 0, "update": ["b"]}]}
            """)
        #expect(document.discreteSectionCount == 0)
        #expect(document.removingDiscreteSections([0]) == document)
    }

    /// Five sections with a delta-count threshold of 3; only the update to
    /// section 3 crosses it. Shrinking keeps that section alone, and the
    /// result loads and still crosses the threshold.
    @Test func shrinkingKeepsOnlyTheSectionThatMatters() throws {
        let reason = "reloadSections (deltaCountThreshold)"
        let document = try Self.document("""
            {"format": 2, "data": "inline", "title": "Discrete", "description": "Five sections.", "kind": "discreteSections",
             "view": {"style": "collection"}, "thresholds": {"deltaCount": 3}, "synchronizer": {"delay": "short", "sections": [0, 3, 4]},
             "initial": [["a"], ["b"], ["c"], ["d", "e", "f", "g"], ["h"]],
             "steps": [
               {"at": 0, "update": {"section": 0, "items": ["a", "a0"]}},
               {"at": 0, "update": {"section": 1, "items": []}},
               {"at": 1000, "update": {"section": 3, "items": ["w", "x", "y", "z"]}},
               {"at": 1000, "append": {"section": 4, "items": ["h0"]}},
               {"at": 2000, "update": {"section": 2, "items": ["c0"]}}
             ]}
            """)
        func isInteresting(_ candidate: ScenarioDocument) -> Bool {
            guard let scenario = try? Self.load(candidate) else { return false }
            return ScenarioReplay.run(scenario).steps.flatMap(\.decisions).contains { "\($0.style) (\($0.reason))" == reason }
        }
        #expect(isInteresting(document))
        var shrinker = ScenarioShrinker(isInteresting: isInteresting)
        let shrunk = shrinker.shrink(document)
        #expect(shrunk.discreteSectionCount == 1, "\(shrunk.text)")
        #expect(shrunk.stepCount == 1, "\(shrunk.text)")
        #expect(isInteresting(shrunk))
        let scenario = try Self.load(shrunk)
        #expect(scenario.steps.count == 1)

        var again = ScenarioShrinker(isInteresting: isInteresting)
        #expect(again.shrink(document) == shrunk)
        #expect(again.tests == shrinker.tests)
    }
}
