import Foundation
import GRDB
import LiveCollectionsStore
import LiveCollectionsTestSupport
import Testing

/// A `--goldens` or `--database` path that is not a store (a folder, an
/// empty file, another application's database, a file that is not SQLite,
/// a file that cannot be written) fails in one line that names it and says
/// what to do, through the built tool, and the file is left as it was.
@Suite("scenarios store paths")
struct StorePathErrorTests {
    /// Runs the tool and returns its error lines, after checking that it
    /// failed and printed nothing else.
    private static func failure(_ workspace: Workspace, _ arguments: [String]) throws -> [String] {
        let result = try ToolProcess.run(arguments, in: workspace.directory)
        #expect(result.status == 1, "\(arguments)")
        #expect(result.output == "", "\(arguments)")
        return result.errorLines
    }

    @Test func aFolderGivenAsTheGoldensOrTheDatabaseIsNamedAsAFolder() throws {
        let workspace = try Workspace()

        for arguments in [["verify", "--record", "never", "--goldens", "Scenarios"], ["goldens", "upgrade", "--goldens", "Scenarios"]] {
            #expect(try Self.failure(workspace, arguments) == [
                "error: Scenarios: is a folder, not a database file "
                    + "(pass --goldens PATH to name the golden store file, such as Scenarios/goldens.sqlite)",
            ], "\(arguments)")
        }
        for arguments in [["show", "1", "--database", "Scenarios"], ["run", "01", "--database", "Scenarios"]] {
            #expect(try Self.failure(workspace, arguments) == [
                "error: Scenarios: is a folder, not a database file (pass --database PATH to name the working database file)",
            ], "\(arguments)")
        }
    }

    @Test func anotherApplicationsDatabaseIsRefusedAndNotUpgraded() throws {
        let workspace = try Workspace()
        let path = workspace.url("notes.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT); CREATE TABLE tags (name TEXT)") }
        try queue.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        for arguments in [["goldens", "upgrade", "--goldens", "notes.sqlite"], ["verify", "--goldens", "notes.sqlite"]] {
            #expect(try Self.failure(workspace, arguments) == [
                "error: notes.sqlite: an SQLite database of another application (tables notes, tags), not a scenario store "
                    + "(it was left as it was; pass --goldens PATH to name the golden store)",
            ], "\(arguments)")
        }
        #expect(try Self.failure(workspace, ["run", "01", "--database", "notes.sqlite"]) == [
            "error: notes.sqlite: an SQLite database of another application (tables notes, tags), not a scenario store "
                + "(it was left as it was; pass --database PATH to name the working database)",
        ])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func anEmptyGoldensFileIsRefusedAndAnEmptyDatabaseIsSetUp() throws {
        let workspace = try Workspace()
        for name in ["empty-goldens.sqlite", "empty-runs.sqlite"] {
            #expect(FileManager.default.createFile(atPath: workspace.url(name).path, contents: Data()))
        }

        for arguments in [["verify", "--goldens", "empty-goldens.sqlite"], ["goldens", "upgrade", "--goldens", "empty-goldens.sqlite"]] {
            #expect(try Self.failure(workspace, arguments) == [
                "error: empty-goldens.sqlite: empty file (0 bytes), not a scenario store (restore it from version control, "
                    + "or delete it and record goldens with `scenarios verify --record missing`)",
            ], "\(arguments)")
        }
        #expect(try Data(contentsOf: workspace.url("empty-goldens.sqlite")).isEmpty)
        #expect(try Self.failure(workspace, ["show", "1", "--database", "empty-runs.sqlite"]) == [
            "error: empty-runs.sqlite: empty file (0 bytes), not a scenario store "
                + "(record runs with `scenarios run`, which sets it up, or pass --database PATH)",
        ])
        let run = try workspace.run("run", "01", "--database", "empty-runs.sqlite")
        #expect(run.status == 0, "\(run.error)")
        #expect(try ScenarioStore(path: workspace.url("empty-runs.sqlite").path, mode: .readOnly).runs().count == 1)
    }

    @Test func aDatabaseThatIsNotSQLiteSaysItHoldsWorkingRunsOnly() throws {
        let workspace = try Workspace()
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) })
        try garbage.write(to: workspace.url("runs.sqlite"))
        try garbage.write(to: workspace.url("goldens.sqlite"))

        #expect(try Self.failure(workspace, ["run", "01", "--database", "runs.sqlite"]) == [
            "error: runs.sqlite: not an SQLite database, or a damaged one (file is not a database) "
                + "(it holds working runs only: delete it, or pass --database PATH to use another)",
        ])
        #expect(try Self.failure(workspace, ["verify", "--goldens", "goldens.sqlite"]) == [
            "error: goldens.sqlite: not an SQLite database, or a damaged one (file is not a database) "
                + "(restore it from version control, or pass --goldens PATH)",
        ])
        #expect(try Data(contentsOf: workspace.url("runs.sqlite")) == garbage)
        #expect(try Data(contentsOf: workspace.url("goldens.sqlite")) == garbage)
    }

    @Test func aDatabaseLeftWithAnInterruptedWriteIsRolledBackByTheNextRecording() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "01", "--database", "original.sqlite").status == 0)
        // Copies of the database and its journal taken in the middle of a
        // write, as a killed process leaves them.
        let original = workspace.url("original.sqlite").path
        let path = workspace.url("runs.sqlite").path
        let queue = try DatabaseQueue(path: original)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA cache_size = 1; BEGIN IMMEDIATE")
            for index in 0..<20 {
                try db.execute(
                    sql: "INSERT INTO run (scenario, contentHash, packageVersion, title, recordedAt, outcome) VALUES ('cut', ?, '1', 't', '2024-01-01', 'passed')",
                    arguments: [String(repeating: "\(index)", count: 20_000)])
            }
            try FileManager.default.copyItem(atPath: original, toPath: path)
            try FileManager.default.copyItem(atPath: original + "-journal", toPath: path + "-journal")
            try db.execute(sql: "ROLLBACK")
        }
        try queue.close()

        #expect(try Self.failure(workspace, ["show", "1", "--database", "runs.sqlite"]) == [
            "error: runs.sqlite: holds the journal of an interrupted write, which a read-only connection cannot roll back "
                + "(attempt to write a readonly database) (record a run with `scenarios run`, which rolls it back)",
        ])
        #expect(try workspace.run("run", "02", "--database", "runs.sqlite").status == 0)
        #expect(try workspace.run("show", "1", "--database", "runs.sqlite").status == 0)
        #expect(try ScenarioStore(path: path, mode: .readOnly).runs().map(\.scenario)
            == ["01-collection-view-single-section", "02-table-view-single-section"])
    }

    @Test(.enabled(if: TestFiles.permissionsApply, "file permissions do not stop this user"))
    func aReadOnlyGoldensFileIsOneLineWithoutSQLWhenAGoldenIsRecorded() throws {
        let workspace = try Workspace()
        let path = workspace.url("Scenarios/goldens.sqlite").path
        try ScenarioStore(path: path, mode: .writableWithoutUpgrade).removeGoldens(of: ["01-collection-view-single-section"])
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let result = try workspace.run("verify", "01", "--record", "missing")

        #expect(result.status == 1)
        #expect(result.errorLines == [
            "error: Scenarios/goldens.sqlite: read-only (permission denied), cannot write to it "
                + "(make it writable, or pass --goldens PATH to record into another file)",
        ])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}
