import Foundation
import Testing
@testable import LiveCollectionsScenarios

/// One bad scenario file never stops the others from loading, and a file
/// meant as a scenario but not named as one is reported, not ignored.
@Suite("Scenario directory")
struct ScenarioDirectoryTests {
    let files: ScenarioFiles

    init() throws {
        files = try ScenarioFiles()
    }

    var good: String { scenarioText(steps: #"[{"at": 0, "update": [1]}]"#) }

    @Test func eachScenarioLoadsOnItsOwn() throws {
        try files.write("01-good.json", good)
        try files.write("02-truncated.json", String(good.prefix(40)))
        try FileManager.default.createDirectory(at: files.directory.appendingPathComponent("03-folder.json"), withIntermediateDirectories: false)
        try files.write("04-also-good.json", good)
        try files.write("05-empty.json", "\n")

        let listing = try ScenarioLoader.directory(at: files.directory, displayDirectory: "Scenarios")
        #expect(listing.scenarios == ["01-good", "02-truncated", "03-folder", "04-also-good", "05-empty"])
        let results = ScenarioLoader.loadEach(in: files.directory, displayDirectory: "Scenarios", names: listing.scenarios)
        #expect(results.map(\.name) == ["01-good", "02-truncated", "03-folder", "04-also-good", "05-empty"])
        #expect(results.map { $0.scenario?.name } == ["01-good", nil, nil, "04-also-good", nil])
        #expect(results[1].error?.description
            == "Scenarios/02-truncated.json: malformed JSON: the document ends early, at line 1, column 41 (is the file cut short?)")
        #expect(results[2].error?.description
            == "Scenarios/03-folder.json: is a folder, not a scenario file (rename the folder or move it out of the scenario directory)")
        #expect(results[4].error?.description == "Scenarios/05-empty.json: malformed JSON: the file is empty")
        // The existing all-or-nothing call still stops at the first bad file.
        #expect(throws: ScenarioLoadError.self) { try ScenarioLoader.loadAll(in: files.directory, displayDirectory: "Scenarios") }
    }

    @Test func aFolderNamedLikeAScenarioIsNamedAsAFolder() throws {
        let folder = files.directory.appendingPathComponent("30-x.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        #expect(throws: ScenarioLoadError(
            file: "Scenarios/30-x.json", path: "",
            message: "is a folder, not a scenario file (rename the folder or move it out of the scenario directory)"
        )) { try ScenarioLoader.load(fileAt: folder, displayPath: "Scenarios/30-x.json") }
    }

    @Test func aScenarioFileNotNamedAsOneIsReported() throws {
        try files.write("07-carousels.json", good)
        try files.write("22-last.json", good)
        try files.write("my-feed.json", good)
        try files.write("broken.json", "{")
        // Not scenarios, and not meant as ones: catalogs (arrays), a schema,
        // hidden files, folders and other extensions.
        try files.write("other-movies.json", #"[{"id": 1, "title": "Alien", "year": 1979}]"#)
        try files.write("scenario.schema.json", #"{"$schema": "https://json-schema.org/draft/2020-12/schema"}"#)
        try files.write(".editor.json", "{}")
        try files.write("notes.txt", good)
        try FileManager.default.createDirectory(at: files.directory.appendingPathComponent("archive.json"), withIntermediateDirectories: false)

        let listing = try ScenarioLoader.directory(at: files.directory, displayDirectory: "Scenarios")
        #expect(listing.scenarios == ["07-carousels", "22-last"])
        #expect(listing.misnamed.map(\.file) == ["broken.json", "my-feed.json"])
        #expect(listing.misnamed.map(\.description) == [
            "Scenarios/broken.json is not named NN-name.json, so it is not a scenario; rename it to e.g. 23-broken.json",
            "Scenarios/my-feed.json is not named NN-name.json, so it is not a scenario; rename it to e.g. 24-my-feed.json",
        ])
        // The names alone, as before.
        #expect(try ScenarioLoader.scenarioNames(in: files.directory, displayDirectory: "Scenarios") == ["07-carousels", "22-last"])
    }

    @Test func anUnlistableDirectoryIsOneError() {
        let missing = files.directory.appendingPathComponent("nowhere")
        #expect(throws: ScenarioLoadError.self) { try ScenarioLoader.directory(at: missing, displayDirectory: "nowhere") }
    }
}
