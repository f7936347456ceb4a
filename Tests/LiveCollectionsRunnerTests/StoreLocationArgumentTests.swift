import LiveCollectionsRunner
import LiveCollectionsStore
@testable import ScenariosCLI
import Testing

/// `push --to` parses its store location when the arguments are parsed,
/// before any command runs.
@Suite("scenarios store location arguments")
struct StoreLocationArgumentTests {
    @Test func aFileOrAURLParsesIntoItsLocation() throws {
        #expect(try Push.parse(["--to", "shared.sqlite"]).to == .file("shared.sqlite"))
        let url = try Push.parse(["--to", "postgres://ci@db.example:5432/runs", "--label", "v1"])
        #expect(url.to == (try RunStoreLocation("postgres://ci@db.example:5432/runs")))
        #expect(url.label == "v1")
        #expect(RunStoreLocation(argument: "postgres://") == nil)
    }

    /// A URL the store cannot read, or nothing, is argument-parser's usage
    /// error (exit 64), whose line names the value, the option and the form.
    @Test(arguments: [
        ("postgres://", "postgres://: no host; expected postgres://user[:password]@host[:port]/database"),
        ("postgres://u@h:port/db", "postgres://u@h:port/db: not a URL; expected postgres://user[:password]@host[:port]/database"),
        (" ", "give the shared store, such as postgres://ci@db.example:5432/runs"),
    ])
    func aLocationItCannotReadFailsAtArgumentParsing(value: String, said: String) {
        let error = #expect(throws: (any Error).self, "\(value)") { _ = try Push.parse(["--to", value]) }
        guard let error else { return }
        #expect(Push.message(for: error) == "The value '\(value)' is invalid for '--to <location>': \(said)")
        #expect(Push.exitCode(for: error).rawValue == 64)
    }
}
