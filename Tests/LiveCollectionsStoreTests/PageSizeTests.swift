import Foundation
import GRDB
@testable import LiveCollectionsStore
import Testing

/// A new store file has 16 KiB pages; an existing file keeps its own.
@Suite struct PageSizeTests {
    private static func pageSize(of path: String) throws -> Int? {
        let queue = try DatabaseQueue(path: path, configuration: { var c = Configuration(); c.readonly = true; return c }())
        defer { try? queue.close() }
        return try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") }
    }

    @Test(arguments: [ScenarioStore.OpenMode.createIfMissing, .writableWithoutUpgrade])
    func aNewFileHasLargePages(mode: ScenarioStore.OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("new.sqlite")
        do {
            let store = try ScenarioStore(path: path, mode: mode)
            _ = try store.record(Fixtures.rich, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        }
        #expect(try Self.pageSize(of: path) == ScenarioStore.pageSize)
        #expect(ScenarioStore.pageSize == 16_384)
    }

    @Test(arguments: [ScenarioStore.OpenMode.createIfMissing, .mustExist, .writableWithoutUpgrade])
    func anExistingFileKeepsItsPages(mode: ScenarioStore.OpenMode) throws {
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
        #expect(try Self.pageSize(of: path) == 4_096)
    }
}
