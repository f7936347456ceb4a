import Foundation
import LiveCollectionsStore
import Testing

/// A golden whose scenario file is gone is reported by `verify` (failing
/// under `never`) and removed only by `goldens remove-obsolete`.
@Suite("scenarios obsolete goldens")
struct ObsoleteGoldenCommandTests {
    static let removed = "15-custom-animations-all-sections"

    static func expectedLines(in workspace: Workspace, verdict: String) throws -> [String] {
        let names = try GoldenTextCommandTests.scenarioNames(in: workspace)
        let width = (names + [Self.removed]).map(\.count).max() ?? 0
        let pad = { (name: String) in name.padding(toLength: width + 2, withPad: " ", startingAt: 0) }
        return [
            "\(removed): obsolete golden: Scenarios/\(removed).json no longer exists",
            "  held in: golden:\(removed) in Scenarios/goldens.sqlite, Scenarios/goldens/\(removed).txt",
            "  to remove it: scenarios goldens remove-obsolete",
            pad("scenario") + "result",
        ] + names.map { pad($0) + "matched" } + [
            pad(removed) + verdict,
            "\(names.count) scenarios: \(names.count) matched; 1 obsolete golden",
        ]
    }

    @Test func anObsoleteGoldenIsReportedFailsUnderNeverAndIsRemovedOnRequest() throws {
        let workspace = try Workspace()
        try FileManager.default.removeItem(at: workspace.url("Scenarios/\(Self.removed).json"))
        let goldens = try Data(contentsOf: workspace.url("Scenarios/goldens.sqlite"))

        let reported = try workspace.run("verify")
        #expect(reported.status == 0, "outside never it is reported, not failed")
        #expect(reported.outputLines == (try Self.expectedLines(in: workspace, verdict: "obsolete golden")))

        let never = try workspace.run("verify", "--record", "never")
        #expect(never.status == 1)
        #expect(never.outputLines == (try Self.expectedLines(in: workspace, verdict: "obsolete golden")))
        #expect(try Data(contentsOf: workspace.url("Scenarios/goldens.sqlite")) == goldens, "verify removes nothing")

        let named = try workspace.run("verify", "--record", "never", "01")
        #expect(named.status == 0, "verifying named scenarios does not look for obsolete goldens")

        let removal = try workspace.run("goldens", "remove-obsolete")
        #expect(removal.status == 0, "\(removal.error)")
        #expect(removal.outputLines == [
            "removed the obsolete golden of \(Self.removed)",
            "1 obsolete golden removed from Scenarios/goldens.sqlite and Scenarios/goldens; commit the change",
        ])
        #expect(!FileManager.default.fileExists(atPath: workspace.url("Scenarios/goldens/\(Self.removed).txt").path))
        let store = try ScenarioStore(path: workspace.url("Scenarios/goldens.sqlite").path, mode: .readOnly)
        #expect(try store.golden(for: Self.removed) == nil)
        let remaining = try GoldenTextCommandTests.scenarioNames(in: workspace).count
        #expect(try store.runs().count == remaining, "its run went with it")

        let clean = try workspace.run("verify", "--record", "never")
        #expect(clean.status == 0)
        #expect(clean.outputLines.last == "\(remaining) scenarios: \(remaining) matched")
        let nothing = try workspace.run("goldens", "remove-obsolete")
        #expect(nothing.outputLines == ["no obsolete goldens: every golden has its scenario file in Scenarios"])
    }

    @Test func anEmptyScenarioDirectoryRemovesNothing() throws {
        let workspace = try Workspace()
        let goldens = try ScenarioStore(path: workspace.url("Scenarios/goldens.sqlite").path, mode: .readOnly).goldens().count
        try FileManager.default.createDirectory(at: workspace.url("empty"), withIntermediateDirectories: true)
        let result = try workspace.run("goldens", "remove-obsolete", "--scenarios", "empty", "--goldens", "Scenarios/goldens.sqlite")
        #expect(result.status == 1)
        #expect(result.errorLines == [
            "error: empty: no scenario files (NN-name.json) found, so every golden would look obsolete; nothing was removed (check --scenarios)",
        ])
        #expect(try ScenarioStore(path: workspace.url("Scenarios/goldens.sqlite").path, mode: .readOnly).goldens().count == goldens)
    }
}
