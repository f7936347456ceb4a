import Foundation
import GRDB
import LiveCollectionsStore
import Testing

/// A store file left with the journal of an interrupted write (a process
/// killed while recording): the openings that write roll it back, as SQLite
/// does; a read-only opening cannot, and says so.
@Suite struct InterruptedWriteTests {
    /// A store file with one run, and beside it the journal of a second run
    /// whose write was cut short: copies of both taken in the middle of the
    /// transaction (small cache, so the new pages reach the file before the
    /// commit). Returns the path of the copy.
    static func interruptedStore(in directory: TemporaryDirectory) throws -> String {
        let original = directory.path("original.sqlite")
        let path = directory.path("runs.sqlite")
        let store = try ScenarioStore(path: original)
        _ = try store.record(Fixtures.rich, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        try store.database.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA cache_size = 1")
            try db.execute(sql: "BEGIN IMMEDIATE")
            for index in 0..<20 {
                try db.execute(
                    sql: """
                        INSERT INTO run (scenario, contentHash, packageVersion, title, recordedAt, outcome)
                        VALUES ('cut', ?, '1', 't', '2024-01-01 00:00:00.000', 'passed')
                        """,
                    arguments: [String(repeating: "\(index)", count: 20_000)])
            }
            try FileManager.default.copyItem(atPath: original, toPath: path)
            try FileManager.default.copyItem(atPath: original + "-journal", toPath: path + "-journal")
            try db.execute(sql: "ROLLBACK")
        }
        return path
    }

    @Test(arguments: FileOpening.writing)
    func theOpeningsThatWriteRollTheInterruptedWriteBack(opening: FileOpening) throws {
        let directory = try TemporaryDirectory()
        let path = try Self.interruptedStore(in: directory)

        let store = try opening.open(path)

        #expect(try store.runs().map(\.scenario) == [Fixtures.rich.scenario])
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
    }

    @Test func aReadOnlyOpeningSaysTheWriteWasInterrupted() throws {
        let directory = try TemporaryDirectory()
        let path = try Self.interruptedStore(in: directory)
        let journal = try StoreFile.bytes(path + "-journal")

        let error = #expect(throws: StoreError.self) { try ScenarioStore(path: path, mode: .readOnly) }

        #expect(error?.kind == .interruptedWrite)
        #expect(error?.description
            == "\(path): holds the journal of an interrupted write, which a read-only connection cannot roll back (attempt to write a readonly database)")
        #expect(try StoreFile.bytes(path + "-journal") == journal, "left for a connection that may write")
    }
}
