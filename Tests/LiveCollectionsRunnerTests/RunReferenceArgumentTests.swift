import LiveCollectionsRunner
import LiveCollectionsStore
@testable import ScenariosCLI
import Testing

/// `show`, `export`, `approve` and `diff` parse their run references when
/// their arguments are parsed, before any command runs.
@Suite("scenarios run reference arguments")
struct RunReferenceArgumentTests {
    private static func working(_ number: Int64) -> RunReference {
        .working(RunID(rawValue: number))
    }

    @Test func aValidRunReferenceParsesIntoItsValue() throws {
        #expect(try Show.parse(["12"]).reference == Self.working(12))
        #expect(try Show.parse(["#12"]).reference == Self.working(12))
        #expect(try Show.parse(["golden:07-carousels"]).reference == .golden("07-carousels"))
        #expect(try Export.parse(["golden:09", "--output", "run.json"]).reference == .golden("09"))
        #expect(try Approve.parse(["3"]).reference == Self.working(3))
        #expect(try Diff.parse(["golden:12-manual-timing", "3"]).runs == [.golden("12-manual-timing"), Self.working(3)])
        #expect(try Diff.parse(["--label", "v1", "--label", "v2"]).runs == [])
        #expect(RunReference(argument: "#12") == Self.working(12))
        #expect(RunReference(argument: "golden:") == nil)
    }

    /// The parse fails with argument-parser's usage error (exit 64), whose
    /// line names the value, the argument and both forms a run takes.
    private static func expectMalformed(
        _ value: String, valueName: String, sourceLocation: SourceLocation = #_sourceLocation, parsing parse: () throws -> Void
    ) {
        let error = #expect(throws: (any Error).self, "\(value)", sourceLocation: sourceLocation) { try parse() }
        guard let error else { return }
        #expect(Show.message(for: error) == "The value '\(value)' is invalid for '<\(valueName)>': \"\(value)\" is not a run reference "
            + "(expected a working run number such as 12, or golden:NAME such as golden:07-carousels)", sourceLocation: sourceLocation)
        #expect(Show.exitCode(for: error).rawValue == 64, "\(value)", sourceLocation: sourceLocation)
    }

    @Test(arguments: ["abc", "#0", "12x", "golden:", "golden:07 carousels"])
    func aMalformedRunReferenceFailsAtArgumentParsing(value: String) {
        Self.expectMalformed(value, valueName: "run") { _ = try Show.parse([value]) }
        Self.expectMalformed(value, valueName: "run") { _ = try Export.parse(["--output", "run.json", value]) }
        Self.expectMalformed(value, valueName: "run") { _ = try Approve.parse([value]) }
        Self.expectMalformed(value, valueName: "runs") { _ = try Diff.parse(["1", value]) }
        Self.expectMalformed(value, valueName: "runs") { _ = try Diff.parse([value, "golden:07"]) }
    }
}
