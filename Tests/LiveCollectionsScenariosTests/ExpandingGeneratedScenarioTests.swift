import Foundation
import Testing
import LiveCollectionsScenarios

/// A generated scenario (`generate`) written out as the scenario that lists
/// the steps it expands to: the same steps, the same recording.
@Suite("Expanding generated scenarios")
struct ExpandingGeneratedScenarioTests {
    /// The repository's scenario files whose document declares `generate`,
    /// found by reading the directory.
    static func generatedFiles() throws -> [URL] {
        try repositoryFiles().filter { try document(at: $0).root["generate"] != nil }
    }

    /// Every `NN-name.json` scenario file of `Scenarios/`, in name order.
    static func repositoryFiles() throws -> [URL] {
        let directory = ScenarioFiles.repositoryScenarios
        return try ScenarioLoader.scenarioNames(in: directory, displayDirectory: "Scenarios")
            .map { directory.appendingPathComponent("\($0).json") }
    }

    static func document(at url: URL) throws -> (root: [String: ScenarioJSONValue], value: ScenarioJSONValue) {
        let value = try ScenarioLoader.document(Data(contentsOf: url), displayPath: url.lastPathComponent)
        guard case .object(let root) = value else { throw NotAnObject(file: url.lastPathComponent) }
        return (root, value)
    }

    struct NotAnObject: Error { let file: String }

    @Test func theRepositoryHasGeneratedScenarios() throws {
        let names = try Self.generatedFiles().map { $0.deletingPathExtension().lastPathComponent }
        #expect(names.count >= 6, "\(names)")
        #expect(names.allSatisfy { $0.contains("generated") }, "\(names)")
    }

    /// Each generated file, expanded: the document has no `generate`, keeps
    /// every other root field, loads to the very same steps, and its replay
    /// records exactly what the generated one's does (every step record,
    /// delta, decision, event and view state, the outcome and the final
    /// data); only the file's fingerprint differs.
    @Test(arguments: try generatedFiles())
    func theExpandedScenarioReplaysTheSame(file: URL) throws {
        let display = "Scenarios/\(file.lastPathComponent)"
        let generated = try ScenarioLoader.load(fileAt: file, displayPath: display)
        let (root, value) = try Self.document(at: file)
        let expanded = try ScenarioDocument(expanding: generated, document: value)

        #expect(expanded.root["generate"] == nil)
        #expect(expanded.stepCount == generated.steps.count)
        var others = expanded.root
        others["steps"] = nil
        var originalOthers = root
        originalOthers["generate"] = nil
        #expect(others == originalOthers)

        let loaded = try ScenarioLoader.load(data: Data(expanded.text.utf8), as: file, displayPath: display)
        #expect(loaded.generation == nil)
        #expect(loaded.steps == generated.steps)
        #expect(loaded.initial == generated.initial)
        #expect(loaded.kind == generated.kind)

        let before = ScenarioReplay.run(generated)
        var after = ScenarioReplay.run(loaded)
        #expect(after.contentHash != before.contentHash)
        after.contentHash = before.contentHash
        #expect(after.steps == before.steps)
        #expect(after.finalState == before.finalState)
        #expect(after.outcome == before.outcome)
        #expect(after == before)
        #expect(before.recordCount > 0)
    }

    @Test func anInlineScenarioIsRefused() throws {
        let files = try ScenarioFiles()
        let text = """
            {"format": 2, "data": "inline", "title": "T", "description": "D", "kind": "singleSection",
             "view": {"style": "table"}, "initial": ["a"], "steps": [{"at": 0, "update": ["b", {"id": "a", "content": 1}]}]}
            """
        let scenario = try files.load("30-inline.json", text)
        let value = try ScenarioLoader.document(Data(text.utf8), displayPath: "30-inline.json")
        #expect(throws: ScenarioWritingError(
            file: "Scenarios/30-inline.json",
            message: "its items are inline (\"data\": \"inline\"): only steps over the movie catalog can be written as a list of steps"
        )) {
            try ScenarioDocument(expanding: scenario, document: value)
        }
        #expect(throws: ScenarioWritingError.self) { try scenario.listedSteps() }
    }

    @Test func aDocumentThatIsNotAnObjectIsRefused() throws {
        let files = try ScenarioFiles()
        let scenario = try files.load("30-one.json", scenarioText(steps: #"[{"at": 0, "update": [2]}]"#))
        #expect(throws: ScenarioWritingError(file: "Scenarios/30-one.json", message: "the document is an array, not a scenario object")) {
            try ScenarioDocument(expanding: scenario, document: .array([]))
        }
    }
}
