import Foundation
@testable import LiveCollectionsScenarios
import LiveCollectionsTestSupport

/// A temporary scenario directory with a small catalog, for loader tests;
/// removed when the test lets go of it (and of every copy).
struct ScenarioFiles {
    let folder: TemporaryFolder
    var directory: URL { folder.url }

    init() throws {
        folder = try TemporaryFolder("scenario-files")
        try write("movies.json", """
            [{"id": 1, "title": "Alien", "year": 1979}, {"id": 2, "title": "Brazil", "year": 1985},
             {"id": 3, "title": "Casablanca", "year": 1942}, {"id": 4, "title": "Dune", "year": 2021}]
            """)
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    /// Writes `text` as `name` and loads it, as the file `Scenarios/<name>`.
    func load(_ name: String, _ text: String) throws -> Scenario {
        try write(name, text)
        return try ScenarioLoader.load(fileAt: directory.appendingPathComponent(name), displayPath: "Scenarios/\(name)")
    }

    /// The one-line error loading `text` gives, or nil when it loads.
    func error(_ text: String, name: String = "07-carousels.json") -> String? {
        do {
            _ = try load(name, text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// The repository's `Scenarios/` directory.
    static var repositoryScenarios: URL {
        TestFiles.repository().appendingPathComponent("Scenarios")
    }
}

/// A minimal valid scenario of `kind`, with `extra` top-level JSON and `steps`.
func scenarioText(kind: String = "singleSection", view: String? = #"{"style": "table"}"#, initial: String = "[1, 2]", steps: String, extra: String = "") -> String {
    let viewField = view.map { #""view": \#($0),"# } ?? ""
    return """
        {"format": 1, "title": "T", "description": "D", "kind": "\(kind)", \(viewField) \(extra)
         "initial": \(initial), "steps": \(steps)}
        """
}
