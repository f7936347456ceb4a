import Foundation
import GRDB
import LiveCollectionsRecording
import LiveCollectionsStore
import Testing

/// Files people commit are opened without migrating them: an older schema is
/// upgraded only when asked.
@Suite struct SchemaUpgradeTests {
    /// A file with the first three migrations only, holding one run.
    static func olderFile(in directory: TemporaryDirectory) throws -> String {
        let path = directory.path("old.sqlite")
        try OlderStore.make(at: path, upTo: "createStepViewStateTable") { db in
            try db.execute(sql: OlderStore.runSQL + "INSERT INTO golden (scenario, runId) VALUES ('01-old', 1);")
        }
        return path
    }

    @Test(arguments: [ScenarioStore.OpenMode.readOnly, .writableWithoutUpgrade])
    func anOlderFileIsNotUpgradedWithoutBeingAsked(mode: ScenarioStore.OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = try Self.olderFile(in: directory)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))

        let error = #expect(throws: StoreError.self) { try ScenarioStore(path: path, mode: mode) }

        #expect(error?.kind == .outdatedSchema)
        #expect(error?.message == "\(path): schema version 3 is older than this store's version 7, "
            + "or not a scenario store (missing migrations: addRunSourceRevision, packViewEvents, viewStatesAsChanges, structuredViewEvents)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "the file is left as it was")
    }

    @Test func upgradeBringsAnOlderFileToTheCurrentSchemaWithItsRuns() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.olderFile(in: directory)

        let versions = try ScenarioStore.upgrade(path: path)

        #expect(versions.from == 3 && versions.to == 7)
        let store = try ScenarioStore(path: path, mode: .readOnly)
        #expect(try store.golden(for: "01-old") == RunID(rawValue: 1))
        #expect(try store.summary(of: RunID(rawValue: 1)).sourceRevision == nil)
        let again = try ScenarioStore.upgrade(path: path)
        #expect(again.from == 7 && again.to == 7)
    }

    @Test func writableWithoutUpgradeCreatesAMissingFileWithTheCurrentSchema() throws {
        let directory = try TemporaryDirectory()
        let store = try ScenarioStore(path: directory.path("new.sqlite"), mode: .writableWithoutUpgrade)
        let applied = try store.database.read { db in try Migrations.migrator.appliedMigrations(db) }
        #expect(applied == MigrationTests.expectedMigrations)
        #expect(ScenarioStore.schemaVersion == 7)
    }

    @Test func upgradeOfAMissingFileNamesIt() throws {
        let directory = try TemporaryDirectory()
        let error = #expect(throws: StoreError.self) { try ScenarioStore.upgrade(path: directory.path("none.sqlite")) }
        #expect(error?.kind == .missingFile)
        #expect(!FileManager.default.fileExists(atPath: directory.path("none.sqlite")))
    }

    @Test func theSourceRevisionIsStoredBesideTheVersion() throws {
        let store = try ScenarioStore()
        let run = try store.record(Fixtures.passed("a"), label: nil, packageVersion: "0.2.0", sourceRevision: "v0.2.0-3-gabc1234", recordedAt: Fixtures.date())
        let plain = try store.record(Fixtures.passed("a"), label: nil, packageVersion: "0.2.0", recordedAt: Fixtures.date())
        #expect(try store.summary(of: run).sourceRevision == "v0.2.0-3-gabc1234")
        #expect(try store.summary(of: run).recordedBy == "0.2.0 (v0.2.0-3-gabc1234)")
        #expect(try store.summary(of: plain).recordedBy == "0.2.0")
        let copy = try ScenarioStore().importRun(run, from: store)
        #expect(copy == RunID(rawValue: 1))
    }
}
