import Foundation
import GRDB
@testable import LiveCollectionsStore
import Testing

/// A new store file has 16 KiB pages and a rollback journal; an existing
/// file keeps its own.
@Suite struct PageSizeTests {
    private static func pageSize(of path: String) throws -> Int? {
        try pragma("page_size", of: path)
    }

    private static func journalMode(of path: String) throws -> String? {
        try pragma("journal_mode", of: path)
    }

    private static func pragma<Value: DatabaseValueConvertible & StatementColumnConvertible>(_ name: String, of path: String) throws -> Value? {
        let queue = try DatabaseQueue(path: path, configuration: { var c = Configuration(); c.readonly = true; return c }())
        defer { try? queue.close() }
        return try queue.read { db in try Value.fetchOne(db, sql: "PRAGMA \(name)") }
    }

    @Test(arguments: [ScenarioStore.OpenMode.createIfMissing, .writableWithoutUpgrade])
    func aNewFileHasLargePagesAndARollbackJournal(mode: ScenarioStore.OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("new.sqlite")
        do {
            let store = try ScenarioStore(path: path, mode: mode)
            _ = try store.record(Fixtures.rich, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
            // The run is in the file itself, with no journal beside it,
            // while the store is still open.
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["new.sqlite"])
        }
        #expect(try Self.pageSize(of: path) == ScenarioStore.pageSize)
        #expect(ScenarioStore.pageSize == 16_384)
        #expect(try Self.journalMode(of: path) == "delete")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["new.sqlite"])
    }

    @Test(arguments: [ScenarioStore.OpenMode.createIfMissing, .mustExist, .writableWithoutUpgrade])
    func anExistingFileKeepsItsPagesAndItsJournal(mode: ScenarioStore.OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("old.sqlite")
        do {
            let queue = try DatabaseQueue(path: path)
            let journalMode = try queue.writeWithoutTransaction { db in try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") }
            #expect(journalMode == "wal")
            try Migrations.migrator.migrate(queue)
            try queue.close()
        }
        #expect(try Self.pageSize(of: path) == 4_096)
        do {
            let store = try ScenarioStore(path: path, mode: mode)
            let id = try store.record(Fixtures.rich, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
            #expect(try store.recording(of: id) == Fixtures.rich)
        }
        // Closed, the store's connection has checkpointed the log into the file.
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(try Self.pageSize(of: path) == 4_096)
        #expect(try Self.journalMode(of: path) == "wal")
    }
}
