import Foundation
import LiveCollectionsStore
import Testing

/// `review --database ... --label L`: the runs a fleet recorded under a
/// label in a shared store, reviewed and accepted from another checkout,
/// as recorded; in an SQLite file, and in PostgreSQL when the
/// test server is up (the PostgreSQL trait's build, as `.ci/run` runs it).
@Suite("scenarios review of a shared store's label")
struct ReviewSharedStoreTests {
    @Test func aFleetsRunIsAcceptedFromItsLabelInAFile() throws {
        let fleet = try Workspace()
        try Self.reviewAFleetsLabel(database: fleet.url("shared.sqlite").path, label: "nightly", fleet: fleet)
    }

    @Test(.enabled(if: ShardedVerifyCommandTests.postgresTested, "a build with the PostgreSQL trait and SCENARIOS_TEST_POSTGRES_URL"))
    func aFleetsRunIsAcceptedFromItsLabelInPostgreSQL() throws {
        let url = try #require(ShardedVerifyCommandTests.postgresURL, "SCENARIOS_TEST_POSTGRES_URL is not set: start a server with `scripts/postgres-test-server.sh start`")
        try Self.reviewAFleetsLabel(database: url, label: "nightly-\(UUID().uuidString.prefix(8))", fleet: try Workspace())
    }

    /// A fleet verifies under `label` into `database` with 07 changed; a
    /// reviewer's checkout with the same change lists it from the label,
    /// accepts it, and its golden then matches its own replay.
    static func reviewAFleetsLabel(database: String, label: String, fleet: Workspace) throws {
        let reviewer = try Workspace()
        let name = "07-carousels"
        for workspace in [fleet, reviewer] {
            try workspace.edit(name, replacing: #""title": "Table of carousels""#, with: #""title": "Table of carousels, renamed""#)
        }
        let verified = try fleet.run("verify", "--record", "never", "--database", database, "--label", label, name)
        #expect(verified.status == 1, "\(verified.output)\(verified.error)")
        let replay = try #require(verified.outputLines.first { $0.hasPrefix("  this replay: ") }, "\(verified.output)")
        let run = try #require(replay.split(separator: " ").dropFirst(2).first.map(String.init))

        let list = try reviewer.run("review", "--database", database, "--label", label, "--list")
        #expect(list.status == 1, "\(list.error)")
        #expect(list.outputLines.dropFirst().first?.split(separator: " ", omittingEmptySubsequences: true).prefix(3).joined(separator: " ")
            == "\(name) run \(run)", "\(list.output)")

        let accepted = try reviewer.run("review", "--database", database, "--label", label, "--accept-all")
        #expect(accepted.status == 0, "\(accepted.output)\(accepted.error)")
        #expect(accepted.outputLines.first == "approved run #\(run) of \(name): it is now golden:\(name) in Scenarios/goldens.sqlite, replacing the previous golden")
        #expect(!FileManager.default.fileExists(atPath: reviewer.url(".scenario-runs").path), "nothing was replayed on the reviewer's machine")
        #expect(try reviewer.run("review", "--database", database, "--label", label, "--list").status == 0)
        let check = try reviewer.run("verify", "--record", "never", name)
        #expect(check.status == 0, "\(check.output)")
    }
}
