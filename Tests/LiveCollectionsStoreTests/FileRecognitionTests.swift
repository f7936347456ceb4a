import Foundation
import GRDB
import LiveCollectionsStore
import Testing

/// The store opens its own files only: a store file is marked with the
/// store's application id (or, from before the mark, has the store's
/// migrations); anything else is refused in one line and left as it was.
@Suite struct FileRecognitionTests {
    /// Another application's database: no application id, two tables.
    static func foreignByTables(at path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE notes (text TEXT); CREATE TABLE tags (name TEXT); INSERT INTO notes VALUES ('keep me')")
        }
        try queue.close()
    }

    /// Another application's database: its own application id, no tables.
    static func foreignByApplicationID(at path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA application_id = 252006674") }
        try queue.close()
    }

    @Test(arguments: FileOpening.allCases)
    func anotherApplicationsDatabaseIsRefusedAndLeftAsItWas(opening: FileOpening) throws {
        let directory = try TemporaryDirectory()
        let byTables = directory.path("notes.sqlite")
        let byID = directory.path("fossil.sqlite")
        try Self.foreignByTables(at: byTables)
        try Self.foreignByApplicationID(at: byID)
        let before = try [byTables, byID].map(StoreFile.bytes)

        let tablesError = #expect(throws: StoreError.self) { try opening.open(byTables) }
        let idError = #expect(throws: StoreError.self) { try opening.open(byID) }

        #expect(tablesError?.kind == .foreign)
        #expect(tablesError?.description
            == "\(byTables): an SQLite database of another application (tables notes, tags), not a scenario store")
        #expect(idError?.kind == .foreign)
        #expect(idError?.description
            == "\(byID): an SQLite database of another application (application id 252006674; no tables), not a scenario store")
        #expect(try [byTables, byID].map(StoreFile.bytes) == before, "left byte for byte as it was")
        #expect(try StoreFile.names(in: directory) == ["fossil.sqlite", "notes.sqlite"], "no journal left beside them")
    }

    @Test func aForeignDatabaseWithManyTablesNamesTheFirstFew() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("many.sqlite")
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            for name in ["a", "b", "c", "d", "e", "f", "g", "h"] { try db.execute(sql: "CREATE TABLE \(name) (x)") }
        }
        try queue.close()

        let error = #expect(throws: StoreError.self) { try ScenarioStore(path: path, mode: .readOnly) }

        #expect(error?.message == "\(path): an SQLite database of another application (tables a, b, c, d, e and 3 more), not a scenario store")
    }

    /// A 0-byte file, and an SQLite database without tables (here: one
    /// whose only page holds a user version).
    enum EmptyFile: CaseIterable, CustomTestStringConvertible, Sendable {
        case zeroBytes
        case noTables

        var testDescription: String { "\(self)" }

        func make(at path: String) throws {
            switch self {
            case .zeroBytes:
                #expect(FileManager.default.createFile(atPath: path, contents: Data()))
            case .noTables:
                let queue = try DatabaseQueue(path: path)
                try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = 1") }
                try queue.close()
            }
        }

        var detail: String {
            switch self {
            case .zeroBytes: "empty file (0 bytes)"
            case .noTables: "an SQLite database without tables"
            }
        }
    }

    @Test(arguments: EmptyFile.allCases, [FileOpening.mustExist, .readOnly, .upgrade])
    func anEmptyFileIsRefusedByTheOpeningsThatDoNotCreate(file: EmptyFile, opening: FileOpening) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("goldens.sqlite")
        try file.make(at: path)
        let before = try StoreFile.bytes(path)

        let error = #expect(throws: StoreError.self) { try opening.open(path) }

        #expect(error?.kind == .empty)
        #expect(error?.description == "\(path): \(file.detail), not a scenario store")
        #expect(try StoreFile.bytes(path) == before)
    }

    @Test(arguments: EmptyFile.allCases, [ScenarioStore.OpenMode.createIfMissing, .writableWithoutUpgrade])
    func anEmptyFileIsSetUpAsANewStoreByTheModesThatCreate(file: EmptyFile, mode: ScenarioStore.OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("runs.sqlite")
        try file.make(at: path)

        let store = try ScenarioStore(path: path, mode: mode)
        let run = try store.record(Fixtures.rich, label: nil, packageVersion: "1", recordedAt: Fixtures.date())

        #expect(try store.recording(of: run) == Fixtures.rich)
        #expect(try store.database.read { db in try Migrations.migrator.appliedMigrations(db) } == MigrationTests.expectedMigrations)
        #expect(try StoreFile.applicationID(of: path) == ScenarioStore.applicationID)
    }

    @Test(arguments: FileOpening.allCases)
    func aFileThatIsNotSQLiteIsRefusedAndLeftAsItWas(opening: FileOpening) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("runs.sqlite")
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) })
        try garbage.write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: StoreError.self) { try opening.open(path) }

        #expect(error?.kind == .corrupt)
        #expect(error?.description == "\(path): not an SQLite database, or a damaged one (file is not a database)")
        #expect(try StoreFile.bytes(path) == garbage)
        #expect(try StoreFile.names(in: directory) == ["runs.sqlite"])
    }

    @Test(arguments: FileOpening.allCases)
    func aFolderIsNamedAsAFolder(opening: FileOpening) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("Scenarios")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)

        let error = #expect(throws: StoreError.self) { try opening.open(path) }

        #expect(error?.kind == .folder)
        #expect(error?.description == "\(path): is a folder, not a database file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty)
    }

    @Test(arguments: [ScenarioStore.OpenMode.createIfMissing, .writableWithoutUpgrade])
    func aNewFileIsMarkedAsAStore(mode: ScenarioStore.OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("new.sqlite")

        let store = try ScenarioStore(path: path, mode: mode)

        #expect(try StoreFile.applicationID(of: store) == ScenarioStore.applicationID)
        #expect(try StoreFile.applicationID(of: path) == ScenarioStore.applicationID)
        #expect(ScenarioStore.applicationID == 0x4C43_5353, "LCSS")
        #expect(try StoreFile.applicationID(of: ScenarioStore()) == ScenarioStore.applicationID)
    }

    /// A store written before the store marked its files (the committed
    /// goldens with their mark cleared, as versions before the mark left
    /// them): every opening accepts it, none writes to it until the store
    /// writes something, which marks it.
    @Test(arguments: FileOpening.allCases)
    func aStoreFileFromBeforeTheMarkIsRecognisedAndMarkedWhenWritten(opening: FileOpening) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("goldens.sqlite")
        try FileManager.default.copyItem(atPath: StoreFile.committedGoldens.path, toPath: path)
        let unmark = try DatabaseQueue(path: path)
        try unmark.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA application_id = 0") }
        try unmark.close()
        let before = try StoreFile.bytes(path)
        try #require(try StoreFile.applicationID(of: path) == 0, "a file from before the mark")

        let goldens = try opening.open(path).goldens()

        #expect(goldens.count == 31)
        #expect(try StoreFile.bytes(path) == before, "opening and reading write nothing")
        guard opening != .readOnly, opening != .upgrade else { return }
        let run = try #require(goldens["07-carousels"])
        try opening.open(path).markGolden(run)
        #expect(try StoreFile.applicationID(of: path) == ScenarioStore.applicationID)
        #expect(try opening.open(path).goldens() == goldens)
    }

    @Test func anOlderStoreFileFromBeforeTheMarkIsMarkedWhenUpgraded() throws {
        let directory = try TemporaryDirectory()
        let path = try SchemaUpgradeTests.olderFile(in: directory)
        #expect(try StoreFile.applicationID(of: path) == 0)

        #expect(try ScenarioStore.upgrade(path: path) == (from: 3, to: 7))

        #expect(try StoreFile.applicationID(of: path) == ScenarioStore.applicationID)
        #expect(try ScenarioStore(path: path, mode: .readOnly).golden(for: "01-old") == RunID(rawValue: 1))
    }
}
