import Foundation
import Testing
import LiveCollectionsScenarios

/// Writing loaded steps back in the file format (`Scenario.listedSteps()`):
/// what the loader read comes out as the file wrote it, and loads again to
/// the same steps, for every action and every kind's data shape.
@Suite("Writing steps back")
struct StepWritingTests {
    /// The repository's hand-written scenario files over the movie catalog
    /// (no `generate`, no inline items).
    static func handWrittenCatalogFiles() throws -> [URL] {
        try ExpandingGeneratedScenarioTests.repositoryFiles().filter { file in
            let root = try ExpandingGeneratedScenarioTests.document(at: file).root
            return root["generate"] == nil && root["data"] != .string("inline")
        }
    }

    /// Small scenarios, over the test catalog of four movies, for the
    /// actions and data shapes no repository scenario has (`append` of
    /// carousels), and one of every other action, each in the exact form
    /// the writer gives (keys in any order).
    static let fixtures: [(name: String, text: String)] = [
        ("40-carousels.json", """
            {"format": 1, "title": "T", "description": "D", "kind": "carousels", "view": {"style": "table"},
             "initial": [{"id": "c1", "items": [1]}, {"id": "c2", "items": [2]}],
             "steps": [
               {"at": 0, "note": "a new carousel", "append": [{"id": "c3", "items": [3, 4]}]},
               {"at": 10, "reuseCell": {"carousel": "c3", "showing": "c1"}},
               {"at": 20, "update": [{"id": "c2", "items": []}, {"id": "c1", "items": [4, 1]}]}
             ]}
            """),
        ("41-sectioned-carousels.json", """
            {"format": 1, "title": "T", "description": "D", "kind": "sectionedCarousels", "view": {"style": "table"},
             "initial": [{"id": "s1", "items": [{"id": "c1", "items": [1]}]}],
             "steps": [
               {"at": 0, "append": [{"id": "s2", "items": [{"id": "c2", "items": [2, 3]}, {"id": "c3", "items": []}]}]},
               {"at": 5, "reuseCell": {"carousel": "c1", "showing": "c2"}},
               {"at": 5, "update": [{"id": "s2", "items": [{"id": "c2", "items": [3]}]}]}
             ]}
            """),
        ("42-discrete.json", """
            {"format": 1, "title": "T", "description": "D", "kind": "discreteSections", "view": {"style": "collection"},
             "initial": [[1], [2, 3]],
             "steps": [
               {"at": 0, "update": {"section": 1, "items": [3, 2, 4]}},
               {"at": 300, "note": "append to the first", "append": {"section": 0, "items": [2]}},
               {"at": 400, "editMovies": [{"id": 2, "title": "Brazil (director's cut)"}, {"id": 4, "title": "Dune: \\"Part One\\""}]},
               {"at": 500, "animationStyle": "reloadSections"},
               {"at": 600, "animationStyle": {"section": 1, "style": "reloadData"}},
               {"at": 700, "manualReloads": {"section": 0, "items": [1, 2]}}
             ]}
            """),
        ("43-factory.json", """
            {"format": 1, "title": "T", "description": "D", "kind": "dataFactory", "view": {"style": "table"},
             "inTheaters": [1], "initial": [1, 2],
             "steps": [{"at": 0, "inTheaters": [2, 3]}, {"at": 1, "inTheaters": []}, {"at": 2, "append": [3]}, {"at": 3, "manualReloads": [3]}]}
            """),
        ("44-manual.json", """
            {"format": 1, "title": "T", "description": "D", "kind": "manualTiming", "view": {"style": "collection"},
             "initial": [1],
             "steps": [
               {"at": 0, "calculate": [2, 1]},
               {"at": 0, "note": "animate it", "performAnimations": {}},
               {"at": 100, "calculate": []},
               {"at": 700, "performAnimations": {}}
             ]}
            """),
        ("45-shelves.json", """
            {"format": 1, "title": "T", "description": "D", "kind": "nonUniqueSections", "view": {"style": "table"},
             "initial": [{"id": "s1", "items": [1, 1]}],
             "steps": [
               {"at": 0, "update": [{"id": "s2", "items": [2]}, {"id": "s1", "items": [1, 3, 1]}]},
               {"at": 9, "append": [{"id": "s3", "items": [4, 4]}]},
               {"at": 10, "animationStyle": "preciseAnimations"}
             ]}
            """),
    ]

    /// How a test names an action and, for `update` and `append`, its data
    /// shape. Exhaustive: a new action or shape must be added here, and
    /// then to a fixture.
    static func shape(_ action: ScenarioStepAction) -> String {
        func data(_ data: ScenarioData) -> String {
            switch data {
            case .movies: "movies"
            case .sectionLists: "sectionLists"
            case .shelves: "shelves"
            case .carousels: "carousels"
            case .carouselShelves: "carouselShelves"
            }
        }
        switch action {
        case .update(let value): return "update \(data(value))"
        case .updateSection: return "updateSection"
        case .append(let value): return "append \(data(value))"
        case .appendSection: return "appendSection"
        case .editMovies: return "editMovies"
        case .inTheaters: return "inTheaters"
        case .animationStyle: return "animationStyle"
        case .calculate: return "calculate"
        case .performAnimations: return "performAnimations"
        case .reuseCell: return "reuseCell"
        case .manualReloads: return "manualReloads"
        case .sectionAnimationStyle: return "sectionAnimationStyle"
        case .sectionManualReloads: return "sectionManualReloads"
        }
    }

    /// Every action a file can hold, with the data shapes steps take
    /// (discrete sections change one section at a time).
    static let everyShape: Set<String> = [
        "update movies", "update shelves", "update carousels", "update carouselShelves", "updateSection",
        "append movies", "append shelves", "append carousels", "append carouselShelves", "appendSection",
        "editMovies", "inTheaters", "animationStyle", "calculate", "performAnimations", "reuseCell",
        "manualReloads", "sectionAnimationStyle", "sectionManualReloads",
    ]

    /// The file's own `steps`, as canonical JSON.
    static func writtenSteps(_ text: String) throws -> String {
        let value = try ScenarioLoader.document(Data(text.utf8), displayPath: "fixture")
        guard case .object(let root) = value, let steps = root["steps"] else { throw ExpandingGeneratedScenarioTests.NotAnObject(file: "fixture") }
        return steps.canonicalText
    }

    /// Each repository file's steps come out exactly as the file writes them
    /// (the same fields and values, keys sorted), and loading the file with
    /// its steps written back gives equal steps.
    @Test(arguments: try handWrittenCatalogFiles())
    func aHandWrittenScenarioRoundTrips(file: URL) throws {
        let display = "Scenarios/\(file.lastPathComponent)"
        let scenario = try ScenarioLoader.load(fileAt: file, displayPath: display)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(try scenario.listedSteps().canonicalText == Self.writtenSteps(text))

        let value = try ScenarioLoader.document(Data(text.utf8), displayPath: display)
        let rewritten = try ScenarioDocument(expanding: scenario, document: value)
        let loaded = try ScenarioLoader.load(data: Data(rewritten.text.utf8), as: file, displayPath: display)
        #expect(loaded.steps == scenario.steps)
        #expect(loaded.initial == scenario.initial)
    }

    @Test func theFixturesRoundTrip() throws {
        let files = try ScenarioFiles()
        for (name, text) in Self.fixtures {
            let scenario = try files.load(name, text)
            let written = try scenario.listedSteps()
            #expect(written.canonicalText == (try Self.writtenSteps(text)), "\(name)")
            let value = try ScenarioLoader.document(Data(text.utf8), displayPath: name)
            let rewritten = try ScenarioDocument(expanding: scenario, document: value)
            let loaded = try files.load("r\(name)", rewritten.text)
            #expect(loaded.steps == scenario.steps, "\(name)")
        }
    }

    /// The repository scenarios and the fixtures together hold every action
    /// in every shape, so the round trips above exercise every case of the
    /// writer.
    @Test func everyActionIsCovered() throws {
        var shapes: Set<String> = []
        for file in try Self.handWrittenCatalogFiles() {
            let scenario = try ScenarioLoader.load(fileAt: file, displayPath: file.lastPathComponent)
            shapes.formUnion(scenario.steps.map { Self.shape($0.action) })
        }
        let files = try ScenarioFiles()
        for (name, text) in Self.fixtures {
            shapes.formUnion(try files.load(name, text).steps.map { Self.shape($0.action) })
        }
        #expect(shapes == Self.everyShape, "missing: \(Self.everyShape.subtracting(shapes).sorted())")
    }

    /// One step of each kind of action, written exactly.
    @Test func eachActionIsWrittenExactly() throws {
        let files = try ScenarioFiles()
        var written: [String: String] = [:]
        for (name, text) in Self.fixtures {
            let scenario = try files.load(name, text)
            guard case .array(let steps) = try scenario.listedSteps() else { continue }
            for (step, value) in zip(scenario.steps, steps) where written[Self.shape(step.action)] == nil {
                written[Self.shape(step.action)] = value.canonicalText
            }
        }
        #expect(written["append carousels"] == #"{"append":[{"id":"c3","items":[3,4]}],"at":0,"note":"a new carousel"}"#)
        #expect(written["reuseCell"] == #"{"at":10,"reuseCell":{"carousel":"c3","showing":"c1"}}"#)
        #expect(written["update carousels"] == #"{"at":20,"update":[{"id":"c2","items":[]},{"id":"c1","items":[4,1]}]}"#)
        #expect(written["append carouselShelves"] == #"{"append":[{"id":"s2","items":[{"id":"c2","items":[2,3]},{"id":"c3","items":[]}]}],"at":0}"#)
        #expect(written["update carouselShelves"] == #"{"at":5,"update":[{"id":"s2","items":[{"id":"c2","items":[3]}]}]}"#)
        #expect(written["updateSection"] == #"{"at":0,"update":{"items":[3,2,4],"section":1}}"#)
        #expect(written["appendSection"] == #"{"append":{"items":[2],"section":0},"at":300,"note":"append to the first"}"#)
        #expect(written["editMovies"] == #"{"at":400,"editMovies":[{"id":2,"title":"Brazil (director's cut)"},{"id":4,"title":"Dune: \"Part One\""}]}"#)
        #expect(written["animationStyle"] == #"{"animationStyle":"reloadSections","at":500}"#)
        #expect(written["sectionAnimationStyle"] == #"{"animationStyle":{"section":1,"style":"reloadData"},"at":600}"#)
        #expect(written["sectionManualReloads"] == #"{"at":700,"manualReloads":{"items":[1,2],"section":0}}"#)
        #expect(written["manualReloads"] == #"{"at":3,"manualReloads":[3]}"#)
        #expect(written["inTheaters"] == #"{"at":0,"inTheaters":[2,3]}"#)
        #expect(written["append movies"] == #"{"append":[3],"at":2}"#)
        #expect(written["calculate"] == #"{"at":0,"calculate":[2,1]}"#)
        #expect(written["performAnimations"] == #"{"at":0,"note":"animate it","performAnimations":{}}"#)
        #expect(written["update shelves"] == #"{"at":0,"update":[{"id":"s2","items":[2]},{"id":"s1","items":[1,3,1]}]}"#)
        #expect(written["append shelves"] == #"{"append":[{"id":"s3","items":[4,4]}],"at":9}"#)
        #expect(Set(written.keys) == Self.everyShape.subtracting(["update movies"]))
    }
}
