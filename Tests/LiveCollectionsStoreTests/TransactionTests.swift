import Foundation
import GRDB
import LiveCollectionsRecording
import LiveCollectionsStore
import LiveCollectionsTestSupport
import Testing

/// A run is written in one transaction, and several writers share a file.
@Suite struct TransactionTests {
    static let recordTables = ["run", "step", "delta", "decision", "viewCall", "finalState"]

    /// Inject a failure after 0 rows (before the run), 1 (the run only),
    /// a few, and all but the last.
    @Test(arguments: StoreLocation.allCases, [0, 1, 8, Fixtures.richRowCount - 1])
    func aRecordingThatFailsHalfwayLeavesNothing(location: StoreLocation, afterRows: Int) throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(location, in: directory)
        let earlier = try store.record(Fixtures.passed("01-table"), label: "main", packageVersion: "1", recordedAt: Fixtures.date())
        let countsBefore = try Self.recordTables.map { try rowCount($0, in: store) }

        let error = #expect(throws: StoreError.self) {
            try store.record(
                Fixtures.rich, label: "main", packageVersion: "1", recordedAt: Fixtures.date(1),
                injecting: InsertionFault(afterRows: afterRows))
        }

        #expect(error?.kind == .sqlite)
        #expect(error?.sqliteCode == ResultCode.SQLITE_IOERR.rawValue)
        #expect(try Self.recordTables.map { try rowCount($0, in: store) } == countsBefore)
        #expect(try store.runs().map(\.id) == [earlier])
        #expect(try store.recording(of: earlier) == Fixtures.passed("01-table"))
        // The store still works, and the failed run's id is not handed out as a half run.
        let next = try store.record(Fixtures.rich, label: "main", packageVersion: "1", recordedAt: Fixtures.date(2))
        #expect(try store.recording(of: next) == Fixtures.rich)
    }

    @Test func theFaultHookCountsEveryRow() throws {
        // With exactly as many rows as the recording takes, nothing fails:
        // the halfway cases above really were halfway.
        let store = try ScenarioStore()
        let id = try store.record(
            Fixtures.rich, label: nil, packageVersion: "1", recordedAt: Fixtures.date(),
            injecting: InsertionFault(afterRows: Fixtures.richRowCount))
        #expect(try store.recording(of: id) == Fixtures.rich)
    }

    @Test func twoStoresOnOneFileRecordAtOnce() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("shared.sqlite")
        let runsPerWriter = 25
        let writers = ["left", "right"]
        let start = DispatchSemaphore(value: 0)
        let group = DispatchGroup()
        let results = Locked<[String: Result<[RunID], StoreError>]>([:])

        for writer in writers {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                start.wait()
                let result = Result { () throws(StoreError) -> [RunID] in
                    // Both open the same new file at once: both migrate it.
                    let store = try ScenarioStore(path: path)
                    return try (0..<runsPerWriter).map { index throws(StoreError) in
                        try store.record(
                            Fixtures.passed("\(writer)-\(index)", steps: 3), label: writer,
                            packageVersion: "1", recordedAt: Fixtures.date(index))
                    }
                }
                results.withLock { $0[writer] = result }
            }
            thread.start()
        }
        writers.forEach { _ in start.signal() }
        group.wait()

        let ids = try results.withLock { results in
            try writers.map { writer in try #require(results[writer]).get() }
        }
        let store = try ScenarioStore(path: path, mode: .mustExist)
        #expect(Set(ids.joined()).count == runsPerWriter * writers.count)
        #expect(try store.runs().map(\.id) == ids.joined().sorted())
        for (writer, writerIds) in zip(writers, ids) {
            #expect(try store.runs(label: writer).map(\.id) == writerIds)
            for (index, id) in writerIds.enumerated() {
                #expect(try store.recording(of: id) == Fixtures.passed("\(writer)-\(index)", steps: 3))
            }
        }
    }

    @Test func aWriterGivesUpAfterTheBusyTimeout() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("runs.sqlite")
        let store = try ScenarioStore(path: path, busyTimeout: 5)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: configuration)
        try other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        defer { try? other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") } }

        let started = Date()
        let error = #expect(throws: StoreError.self) {
            try store.record(Fixtures.rich, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        }
        let waited = Date().timeIntervalSince(started)

        #expect(error?.kind == .locked)
        #expect(error?.message == "\(path): database is locked by another connection (gave up after waiting 5 s: database is locked)")
        #expect(waited >= 4.5, "waited \(waited) s")
        // A reader is not blocked by a writer that holds the write lock
        // but has not begun to commit.
        #expect(try store.runs().isEmpty)
    }
}

extension TransactionTests {
    @Test(.enabled(if: ExternalTool.isAvailable("sqlite3"), "sqlite3 is not on PATH"))
    func aWriterThatGivesUpNamesTheProcessThatHeldTheLock() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("runs.sqlite")
        let store = try ScenarioStore(path: path, busyTimeout: 1)
        let sqlite3 = try #require(ExternalTool.path("sqlite3"), "sqlite3 is not on PATH: apt-get install sqlite3")
        let other = Process()
        other.executableURL = URL(fileURLWithPath: sqlite3)
        other.arguments = [path]
        let input = Pipe()
        let output = Pipe()
        other.standardInput = input
        other.standardOutput = output
        try other.run()
        defer {
            // The end of its input ends sqlite3; one that does not end is killed.
            try? input.fileHandleForWriting.close()
            Subprocess.end(other, grace: 10)
        }
        input.fileHandleForWriting.write(Data("BEGIN IMMEDIATE;\nSELECT 'holding';\n".utf8))
        var said = Data()
        while !String(decoding: said, as: UTF8.self).contains("holding") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said.append(chunk)
        }

        let error = #expect(throws: StoreError.self) {
            try store.record(Fixtures.rich, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        }

        #expect(error?.kind == .locked)
        #expect(error?.message == "\(path): database is locked by another connection, held by process \(other.processIdentifier) (sqlite3) "
            + "(gave up after waiting 1 s: database is locked)")
    }
}

/// A value shared between threads behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
