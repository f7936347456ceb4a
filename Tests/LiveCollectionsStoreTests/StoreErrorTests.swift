import Foundation
import GRDB
import LiveCollectionsStore
import Testing

/// Every failure names what it is about, in one line.
@Suite struct StoreErrorTests {
    @Test(arguments: [ScenarioStore.OpenMode.mustExist, .readOnly])
    func aMissingFileIsReportedNotCreated(mode: ScenarioStore.OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("goldens.sqlite")

        let error = #expect(throws: StoreError.self) { try ScenarioStore(path: path, mode: mode) }

        #expect(error?.kind == .missingFile)
        #expect(error?.path == path)
        #expect(error?.description == "\(path): no such database file")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test(arguments: [ScenarioStore.OpenMode.createIfMissing, .mustExist, .readOnly])
    func aFileThatIsNotSQLiteIsCorrupt(mode: ScenarioStore.OpenMode) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("notes.sqlite")
        let garbage = String(repeating: "These are not the rows you are looking for.\n", count: 200)
        try garbage.write(toFile: path, atomically: true, encoding: .utf8)

        let error = #expect(throws: StoreError.self) { try ScenarioStore(path: path, mode: mode) }

        #expect(error?.kind == .corrupt)
        #expect(error?.path == path)
        #expect(error?.message.hasPrefix("\(path): ") == true)
        #expect(error?.sqliteCode.map { $0 & 0xFF } == ResultCode.SQLITE_NOTADB.rawValue)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == garbage)
    }

    @Test(arguments: StoreLocation.allCases)
    func anUnknownRunIsNamed(location: StoreLocation) throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(location, in: directory)
        _ = try store.record(Fixtures.passed("a"), label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        let expectedMessage = "\(store.path ?? "in-memory store"): no run #42"

        let fromRecording = #expect(throws: StoreError.self) { try store.recording(of: RunID(rawValue: 42)) }
        let fromSummary = #expect(throws: StoreError.self) { try store.summary(of: RunID(rawValue: 42)) }

        for error in [fromRecording, fromSummary] {
            #expect(error?.kind == .unknownRun)
            #expect(error?.message == expectedMessage)
            #expect(error?.path == store.path)
        }
    }

    @Test(arguments: StoreLocation.allCases)
    func anUnknownLabelIsNamed(location: StoreLocation) throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(location, in: directory)
        _ = try store.record(Fixtures.passed("a"), label: "main", packageVersion: "1", recordedAt: Fixtures.date())

        let error = #expect(throws: StoreError.self) { try store.latestRuns(label: "release/2.0") }

        #expect(error?.kind == .unknownLabel)
        #expect(error?.message == "\(store.path ?? "in-memory store"): no run labelled \"release/2.0\"")
    }

    @Test func sqliteFailuresKeepTheirCodeAndSQL() {
        let failure = DatabaseError(
            resultCode: .SQLITE_CONSTRAINT_PRIMARYKEY, message: "UNIQUE constraint failed: step.runId, step.stepIndex",
            sql: "INSERT INTO \"step\"\n(\"runId\", \"stepIndex\")\nVALUES (?, ?)")

        let error = StoreError(failure, path: "runs.sqlite")

        #expect(error.kind == .sqlite)
        #expect(error.sqliteCode == ResultCode.SQLITE_CONSTRAINT_PRIMARYKEY.rawValue)
        #expect(error.sql == failure.sql)
        #expect(error.description == """
            runs.sqlite: SQLite error 1555: UNIQUE constraint failed: step.runId, step.stepIndex \
            (SQL: INSERT INTO "step" ("runId", "stepIndex") VALUES (?, ?))
            """)
    }

    @Test func busyAndLockedAreLocked() {
        for code in [ResultCode.SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_BUSY_SNAPSHOT] {
            let error = StoreError(DatabaseError(resultCode: code), path: "runs.sqlite")
            #expect(error.kind == .locked, "\(code)")
            #expect(error.message.hasPrefix("runs.sqlite: database is locked"), "\(code)")
        }
        #expect(StoreError(DatabaseError(resultCode: .SQLITE_CORRUPT), path: nil).kind == .corrupt)
    }

    @Test func aFullDiskIsOneLineWithoutSQLAndKeepsWhatWasStored() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("runs.sqlite")
        let store = try ScenarioStore(path: path)
        let kept = try store.record(Fixtures.passed("a"), label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        // SQLite's own limit on the file's pages: it fails a write that
        // needs one more page with SQLITE_FULL, as a full disk does.
        try store.database.writeWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }

        // The file's free pages take a few runs; the run that needs a new page fails.
        var stored = [kept]
        var failure: StoreError?
        while failure == nil, stored.count < 1_000 {
            do {
                stored.append(try store.record(Fixtures.rich, label: nil, packageVersion: "1", recordedAt: Fixtures.date()))
            } catch {
                failure = error
            }
        }

        let error = try #require(failure)
        #expect(error.kind == .diskFull)
        #expect(error.description == "\(path): the disk is full, so this write was not stored; what was stored before is kept "
            + "(database or disk is full)")
        #expect(try store.runs().map(\.id) == stored)
        #expect(try store.recording(of: kept) == Fixtures.passed("a"))
        #expect(try ScenarioStore(path: path, mode: .readOnly).runs().map(\.id) == stored)
    }

    @Test func everyDescriptionIsOneLine() throws {
        let directory = try TemporaryDirectory()
        let store = try ScenarioStore()
        let garbage = directory.path("garbage.sqlite")
        try "not\na\ndatabase\n".write(toFile: garbage, atomically: true, encoding: .utf8)
        var errors: [StoreError?] = [
            #expect(throws: StoreError.self) { try ScenarioStore(path: directory.path("missing"), mode: .mustExist) },
            #expect(throws: StoreError.self) { try ScenarioStore(path: garbage) },
            #expect(throws: StoreError.self) { try store.summary(of: RunID(rawValue: 1)) },
            #expect(throws: StoreError.self) { try store.latestRuns(label: "two\nlines") },
            StoreError(DatabaseError(resultCode: .SQLITE_ERROR, message: "near \"x\":\nsyntax error", sql: "SELECT\n  x"), path: nil),
            StoreError(kind: .schema, message: "first line\n  second line\r\n", path: nil),
        ]
        var invalid = Fixtures.passed("s", steps: 2)
        invalid.steps[1].index = 0
        errors.append(#expect(throws: StoreError.self) {
            try store.record(invalid, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        })

        for error in errors {
            let description = try #require(error).description
            #expect(!description.isEmpty)
            #expect(!description.contains { $0.isNewline }, "\(description)")
        }
    }

    @Test func runIDsParseAndPrint() {
        #expect(RunID("12") == RunID(rawValue: 12))
        #expect(RunID("#12") == RunID(rawValue: 12))
        #expect(RunID(rawValue: 12).description == "#12")
        #expect(RunID(RunID(rawValue: 9_000).description) == RunID(rawValue: 9_000))
        for text in ["", "#", "0", "#0", "-3", "+3", "12a", " 12", "##12", "1.5", "99999999999999999999", "١٢"] {
            #expect(RunID(text) == nil, "\(text)")
        }
    }
}
