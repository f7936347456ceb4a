import Foundation
import LiveCollectionsRunner
import LiveCollectionsStore
import Testing

/// Undoing an accept of `review` (the review page's Undo): the golden the
/// accept replaced comes back whole, the golden run as it was stored (same
/// fingerprint, same export) and its text golden byte for byte, for a
/// changed scenario, a new one (its golden and text removed again) and an
/// obsolete golden (put back).
@Suite("review: undoing an accept")
struct ReviewUndoTests {
    /// A scenario's golden as the files hold it.
    struct Golden: Equatable, CustomStringConvertible {
        /// The golden run's fingerprint (metadata and every row), or nil.
        let fingerprint: String?
        /// `export golden:NAME` without the run's identifier, or its error line.
        let export: String
        /// The text golden's bytes, or nil when there is no file.
        let text: Data?

        var description: String { "fingerprint \(fingerprint ?? "none"), text \(text.map { "\($0.count) bytes" } ?? "none")" }
    }

    static func golden(of scenario: String, in workspace: Workspace) throws -> Golden {
        let store = try ScenarioStore(path: workspace.url("Scenarios/goldens.sqlite").path, mode: .readOnly)
        let fingerprint = try store.golden(for: scenario).map { try store.storedRun($0).fingerprint }
        let export = try workspace.run("export", "golden:\(scenario)")
        var exported = export.status == 0 ? export.output : "exit \(export.status): \(export.error)"
        if export.status == 0, var object = try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: Any] {
            // The restored run is a copy: the same run under a new number.
            object["run"] = nil
            object["id"] = nil
            exported = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        }
        return Golden(fingerprint: fingerprint, export: exported, text: FileManager.default.contents(atPath: workspace.url("Scenarios/goldens/\(scenario).txt").path))
    }

    /// The tool, in process, on the workspace's files.
    static func tool(in workspace: Workspace, lines: Lines) -> ScenarioTool {
        let paths = ToolPaths.resolve(
            scenarios: workspace.url("Scenarios").path, database: workspace.url(".scenario-runs/runs.sqlite").path, goldens: nil, environment: [:])
        return ScenarioTool(paths: paths, console: ScenarioConsole(output: { lines.append($0) }, progress: { _ in }), environment: [:])
    }

    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var all: [String] { lock.withLock { stored } }
        func append(_ line: String) { lock.withLock { stored.append(line) } }
    }

    @Test func undoingEachAcceptRestoresItsGoldenWhole() throws {
        let workspace = try ReviewCommandTests.prepared()
        let lines = Lines()
        let tool = Self.tool(in: workspace, lines: lines)
        let changes = try tool.pendingChanges(from: .store(label: nil))
        #expect(changes.map(\.scenario) == [ReviewCommandTests.changed, ReviewCommandTests.new, ReviewCommandTests.obsolete])
        #expect(changes.map(\.kind) == [.changed, .new, .obsolete])

        for change in changes {
            let before = try Self.golden(of: change.scenario, in: workspace)
            let undo = try tool.accept(change)
            let accepted = try Self.golden(of: change.scenario, in: workspace)
            #expect(accepted.fingerprint != before.fingerprint, "\(change.scenario): the accept changed the golden")
            #expect(accepted.text != before.text, "\(change.scenario): the accept changed the text golden")

            try tool.undo(undo)

            let after = try Self.golden(of: change.scenario, in: workspace)
            #expect(after == before, "\(change.scenario): \(after) after the undo, \(before) before")
        }
        let before = try Self.golden(of: ReviewCommandTests.new, in: workspace)
        #expect(before.fingerprint == nil && before.text == nil, "the new scenario has no golden again")
        #expect(try Self.golden(of: ReviewCommandTests.obsolete, in: workspace).fingerprint != nil, "the obsolete golden is back")
        #expect(lines.all.filter { $0.hasPrefix("undid the accept of ") } == [
            "undid the accept of 07-carousels: golden:07-carousels in \(workspace.url("Scenarios/goldens.sqlite").path) and "
                + "\(workspace.url("Scenarios/goldens/07-carousels.txt").path) are as they were before",
            "undid the accept of 16-copied-table: it has no golden again (golden:16-copied-table removed from "
                + "\(workspace.url("Scenarios/goldens.sqlite").path), \(workspace.url("Scenarios/goldens/16-copied-table.txt").path) removed)",
            "undid the accept of 15-custom-animations-all-sections: golden:15-custom-animations-all-sections in "
                + "\(workspace.url("Scenarios/goldens.sqlite").path) and \(workspace.url("Scenarios/goldens/15-custom-animations-all-sections.txt").path) "
                + "are as they were before",
        ], "\(lines.all)")

        // Everything is pending again, as before the accepts.
        #expect(try tool.pendingChanges(from: .store(label: nil)).map(\.scenario) == changes.map(\.scenario))
        let verify = try workspace.run("verify", "--record", "never")
        #expect(verify.status == 1)
        #expect(!verify.output.contains("edited by hand") && !verify.error.contains("edited by hand"), "\(verify.output)\(verify.error)")
    }

    @Test func undoingAllAcceptsLastFirstLeavesEveryGoldenAsItWas() throws {
        let workspace = try ReviewCommandTests.prepared()
        let tool = Self.tool(in: workspace, lines: Lines())
        let changes = try tool.pendingChanges(from: .store(label: nil))
        let names = changes.map(\.scenario) + ["01-collection-view-single-section", "02-table-view-single-section"]
        let before = try names.map { try Self.golden(of: $0, in: workspace) }
        let texts = try FileManager.default.contentsOfDirectory(atPath: workspace.url("Scenarios/goldens").path).sorted()

        let undos = try changes.map { try tool.accept($0) }
        #expect(try tool.pendingChanges(from: .store(label: nil)).isEmpty)
        for undo in undos.reversed() { try tool.undo(undo) }

        #expect(try names.map { try Self.golden(of: $0, in: workspace) } == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.url("Scenarios/goldens").path).sorted() == texts)
        let goldens = try ScenarioStore(path: workspace.url("Scenarios/goldens.sqlite").path, mode: .readOnly)
        #expect(try goldens.runs().count == goldens.goldens().count, "one run per golden: the accepted runs are gone")
    }

    /// A rejection leaves the goldens alone and is remembered; undone, it
    /// is forgotten, so the change is pending again.
    @Test func undoingARejectionMakesTheChangePendingAgain() throws {
        let workspace = try ReviewCommandTests.prepared()
        let lines = Lines()
        let tool = Self.tool(in: workspace, lines: lines)
        let change = try #require(try tool.pendingChanges(from: .store(label: nil)).first)
        let before = try ReviewCommandTests.goldenFiles(workspace)

        try tool.reject(change)
        #expect(try !tool.pendingChanges(from: .store(label: nil)).contains { $0.scenario == change.scenario }, "rejected, not pending")
        try tool.undo(.rejecting(change))

        #expect(try ReviewCommandTests.goldenFiles(workspace) == before)
        #expect(lines.all.last == "undid the rejection of 07-carousels: it is pending again")
        #expect(try tool.pendingChanges(from: .store(label: nil)).first?.scenario == change.scenario, "pending again")
    }
}
