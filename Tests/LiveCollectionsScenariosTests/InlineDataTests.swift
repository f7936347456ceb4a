import Foundation
import Testing
@testable import LiveCollectionsScenarios

/// Format 2's inline items: identifiers (string or number) with an optional
/// content whose change is a reload; old files still load.
@Suite("Inline data (format 2)")
struct InlineDataTests {
    let files: ScenarioFiles

    init() throws {
        files = try ScenarioFiles()
    }

    func inlineText(kind: String = "singleSection", initial: String, steps: String, extra: String = "") -> String {
        """
        {"format": 2, "data": "inline", "title": "T", "description": "D", "kind": "\(kind)", "view": {"style": "collection"}, \(extra)
         "initial": \(initial), "steps": \(steps)}
        """
    }

    @Test func aContentChangeIsAReloadAndANewItemAnInsertion() throws {
        let scenario = try files.load("30-inline.json", inlineText(
            initial: #"["a", 7, {"id": "b", "content": {"n": 1}}]"#,
            steps: #"[{"at": 0, "update": ["a", 7, {"id": "b", "content": {"n": 2}}, "7"]}]"#
        ))
        #expect(scenario.isInline)
        #expect(scenario.catalog.movies.values.map(\.title).sorted() == ["7", "a", #"b {"n":1}"#])
        #expect(scenario.steps[0].catalogEdits.map(\.title) == [#"b {"n":2}"#, "7"])
        let recording = ScenarioReplay.run(scenario)
        #expect(recording.outcome == .passed)
        let deltas = recording.steps.flatMap(\.deltas).map(\.delta)
        #expect(deltas == ["IndexDelta(deletions: [], insertions: [3], reloads: [2->2], moves: [])"])
        // The recorded step names the items by identifier and content.
        #expect(recording.steps.last?.action == #"update [a, 7, b {"n":2}, 7]"#)
        // A cell shows the catalog id the loader gave the item, then its text.
        #expect(recording.finalState.first?.sections == [["0(a)", "1(7)", #"2(b {"n":2})"#, "3(7)"]])
    }

    @Test func sectionsTakeStringOrNumberIdentifiers() throws {
        let scenario = try files.load("31-inline.json", inlineText(
            kind: "sectionedData",
            initial: #"[{"id": 1, "items": ["x"]}, {"id": "two", "items": [{"id": 5, "content": "five"}]}]"#,
            steps: #"[{"at": 0, "update": [{"id": "two", "items": [{"id": 5, "content": "FIVE"}]}, {"id": 1, "items": ["x"]}]}]"#
        ))
        let recording = ScenarioReplay.run(scenario)
        #expect(recording.outcome == .passed)
        #expect(recording.finalState.first?.sections == [[#"1(5 "FIVE")"#], ["0(x)"]])
    }

    @Test func errorsNameTheItem() {
        #expect(files.error(inlineText(initial: #"["a", "a"]"#, steps: #"[{"at": 0, "update": []}]"#))
            == #"Scenarios/07-carousels.json: initial[1]: duplicate item "a" in data declared unique (also at initial[0])"#)
        #expect(files.error(inlineText(initial: "[true]", steps: #"[{"at": 0, "update": []}]"#))
            == #"Scenarios/07-carousels.json: initial[0]: expected an item: a string or integer identifier, or {"id": ..., "content": ...}; found a boolean"#)
        #expect(files.error(inlineText(initial: #"[{"id": 1.5}]"#, steps: #"[{"at": 0, "update": []}]"#))
            == "Scenarios/07-carousels.json: initial[0].id: expected an identifier (a string or an integer), found a number")
        #expect(files.error(inlineText(kind: "nonUniqueSingleSection", initial: #"[{"id": "a", "content": 1}, {"id": "a", "content": 2}]"#, steps: #"[{"at": 0, "update": []}]"#))
            == #"Scenarios/07-carousels.json: initial[1]: item "a 2" appears with another content at initial[0] ("a 1"): one data set gives each item one content"#)
        #expect(files.error(inlineText(initial: "[]", steps: #"[{"at": 0, "editMovies": [{"id": 1, "title": "x"}]}]"#))
            == #"Scenarios/07-carousels.json: steps[0].editMovies: inline items change through their "content", not "editMovies" (which edits the movie catalog)"#)
        #expect(files.error(inlineText(initial: "[]", steps: "[]", extra: #""catalog": "movies.json","#))
            == #"Scenarios/07-carousels.json: catalog: a scenario with inline items has no movie catalog (remove "catalog")"#)
    }

    @Test func formatVersions() {
        #expect(files.error(scenarioText(steps: #"[{"at": 0, "update": [1]}]"#, extra: #""data": "inline","#))
            == #"Scenarios/07-carousels.json: data: "data" needs format 2 (set "format": 2)"#)
        let version3 = scenarioText(steps: #"[{"at": 0, "update": [1]}]"#).replacingOccurrences(of: #""format": 1"#, with: #""format": 3"#)
        #expect(files.error(version3) == "Scenarios/07-carousels.json: format: unsupported format 3 (this tool reads formats 1 and 2)")
        let version2 = scenarioText(steps: #"[{"at": 0, "update": [2, 1]}]"#).replacingOccurrences(of: #""format": 1"#, with: #""format": 2"#)
        #expect(files.error(version2) == nil)
    }

    @Test func canonicalTextSortsKeys() {
        let value = ScenarioJSONValue.object(["b": .array([.integer(1), .string("x\n")]), "a": .null])
        #expect(value.canonicalText == #"{"a":null,"b":[1,"x\n"]}"#)
        #expect(value.prettyText == "{\n  \"a\": null,\n  \"b\": [1, \"x\\n\"]\n}\n")
    }
}

/// Documents read through the support target's reader into ``ScenarioJSONValue``
/// (its `JSONTree` cases) are what `JSONDecoder` reads; the reader's own
/// refusals are tested in LiveCollectionsSupportTests.
@Suite("JSON documents")
struct JSONDocumentTests {
    @Test func agreesWithJSONDecoder() throws {
        let documents = [
            #"{"a": [1, -2, 3.5, 1e3, 0, -0.25, true, false, null], "b": {"c": "x\"y\\z\/\n\t\u00e9\ud83d\ude00"}, "": []}"#,
            #"  [ ]  "#, #""plain""#, "9223372036854775807", "-9223372036854775808", "[\"caf\u{e9}\"]", "[2.0, -1E2, 1.5e300]",
        ]
        for text in documents {
            let decoded = try JSONDecoder().decode(ScenarioJSONValue.self, from: Data(text.utf8))
            #expect(try ScenarioLoader.document(Data(text.utf8), displayPath: "x.json") == decoded, "\(text)")
        }
    }
}
