import Dispatch
import Foundation
import LiveCollectionsRecording
import LiveCollectionsStore
import Testing

/// One suite for both run stores: what a team relies on, whichever backend
/// keeps its runs (see ``Backend`` for when PostgreSQL is tested).
@Suite struct RunStoreBackendTests {
    @Test(arguments: Backend.underTest)
    func recordingsAndMetadataReadBackEqual(backend: Backend) throws {
        let database = try TestDatabase(backend)
        let store = try database.open()
        let empty = ScenarioRecording(scenario: "00-empty", title: "", contentHash: "", outcome: .failed(""), steps: [], finalState: [])
        let recordings = [Fixtures.rich, Fixtures.passed("01-table"), empty]

        let ids = try recordings.map {
            try store.record($0, label: "main", packageVersion: "1.0.0", sourceRevision: "v1.0.0-2-gabc", recordedAt: Fixtures.date())
        }

        #expect(try ids.map { try store.recording(of: $0) } == recordings)
        #expect(ids == ids.sorted() && Set(ids).count == 3)
        #expect(try store.summary(of: ids[0]) == RunSummary(
            id: ids[0], scenario: "07-carousels", title: "Carousels inside a table", contentHash: Fixtures.rich.contentHash,
            packageVersion: "1.0.0", sourceRevision: "v1.0.0-2-gabc", label: "main", recordedAt: Fixtures.date(),
            outcome: Fixtures.rich.outcome, isGolden: false))
        // Another connection reads the same.
        let reader = try database.open(.readOnly)
        #expect(try reader.recording(of: ids[0]) == Fixtures.rich)
    }

    @Test(arguments: Backend.underTest)
    func runsAndLabelsAreFoundAsOnEveryBackend(backend: Backend) throws {
        let database = try TestDatabase(backend)
        defer { withExtendedLifetime(database) {} }
        let store = try database.open()
        func record(_ scenario: String, _ label: String?, at seconds: Int) throws -> RunID {
            try store.record(Fixtures.passed(scenario), label: label, packageVersion: "1", sourceRevision: nil, recordedAt: Fixtures.date(seconds))
        }
        let zNewest = try record("z", "nightly", at: 50)
        let zOlder = try record("z", "nightly", at: 10)
        let aOlder = try record("a", "nightly", at: 10)
        let aNewest = try record("a", "nightly", at: 20)
        let other = try record("a", "other", at: 99)
        let unlabelled = try record("m", nil, at: 99)
        _ = try record("b", "nightly", at: 20)
        let bTiedLater = try record("b", "nightly", at: 20)

        #expect(try store.latestRuns(label: "nightly").map(\.id) == [aNewest, bTiedLater, zNewest])
        #expect(try store.runs(scenario: "a", label: nil).map(\.id) == [aOlder, aNewest, other])
        #expect(try store.runs(scenario: nil, label: "nightly").count == 6)
        #expect(try store.runs(scenario: "z", label: "nightly").map(\.id) == [zNewest, zOlder])
        #expect(try store.runs(scenario: "m", label: nil).map(\.id) == [unlabelled])
        #expect(try store.runs().count == 8)
        #expect(throws: StoreError.self) { try store.latestRuns(label: "nope") }
        do {
            _ = try store.latestRuns(label: "nope")
        } catch {
            #expect(error.kind == .unknownLabel)
        }
        do {
            _ = try store.recording(of: RunID(rawValue: 9_999))
            Issue.record("no error for an unknown run")
        } catch {
            #expect(error.kind == .unknownRun)
        }
    }

    @Test(arguments: Backend.underTest)
    func pruningKeepsTheNewestOfEachScenarioAndLabel(backend: Backend) throws {
        let database = try TestDatabase(backend)
        defer { withExtendedLifetime(database) {} }
        let store = try database.open()
        for second in 0..<4 {
            for (scenario, label) in [("a", "main"), ("a", nil), ("b", "main")] as [(String, String?)] {
                _ = try store.record(
                    Fixtures.passed(scenario), label: label, packageVersion: "1", sourceRevision: nil, recordedAt: Fixtures.date(second))
            }
        }

        #expect(try store.pruneRuns(keepingNewest: 3, of: ["a"], label: "main") == 1)
        #expect(try store.runs(scenario: "a", label: "main").map(\.recordedAt) == [1, 2, 3].map(Fixtures.date))
        #expect(try store.runs(scenario: "b", label: nil).count == 4)
        #expect(try store.pruneRuns(keepingNewest: 2) == 1 + 2 + 2)
        #expect(try store.runs().map(\.recordedAt).sorted() == [2, 2, 2, 3, 3, 3].map(Fixtures.date))
        // Pruned runs are gone with all their rows: another run still reads back whole.
        let kept = try #require(try store.runs(scenario: "b", label: "main").last)
        #expect(try store.recording(of: kept.id) == Fixtures.passed("b"))
    }

    @Test(arguments: Backend.underTest)
    func aFailedWriteLeavesNothingBehind(backend: Backend) throws {
        let database = try TestDatabase(backend)
        defer { withExtendedLifetime(database) {} }
        let store = try database.open()
        let injecting = try #require(store as? any FaultInjectingRunStore)

        for rows in [0, 1, 3, Fixtures.richRowCount - 1] {
            #expect(throws: StoreError.self, "failing after \(rows) rows") {
                try injecting.record(
                    Fixtures.rich, label: "x", packageVersion: "1", sourceRevision: nil, recordedAt: Fixtures.date(),
                    injecting: InsertionFault(afterRows: rows))
            }
            #expect(try store.runs().isEmpty, "failing after \(rows) rows")
        }
        let id = try store.record(Fixtures.rich, label: "x", packageVersion: "1", sourceRevision: nil, recordedAt: Fixtures.date())
        #expect(try store.recording(of: id) == Fixtures.rich)
    }

    @Test(arguments: Backend.underTest)
    func concurrentWritersGetDistinctRunNumbersAndLoseNothing(backend: Backend) throws {
        let database = try TestDatabase(backend)
        _ = try database.open()
        let location = try RunStoreLocation(database.location)
        let writers = 4
        let runsEach = 10
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            do {
                let store = try location.open(mode: .createIfMissing)
                for index in 0..<runsEach {
                    let id = try store.record(
                        Fixtures.passed("w\(writer)-\(index)"), label: "concurrent", packageVersion: "1", sourceRevision: nil,
                        recordedAt: Fixtures.date(index))
                    results.append(id)
                }
            } catch {
                results.fail("writer \(writer): \(error)")
            }
        }
        #expect(results.failures.isEmpty, "\(results.failures)")
        #expect(Set(results.ids).count == writers * runsEach)
        let stored = try database.open(.readOnly).runs(scenario: nil, label: "concurrent")
        #expect(Set(stored.map(\.id)) == Set(results.ids))
        #expect(Set(stored.map(\.scenario)).count == writers * runsEach)
    }

    @Test(arguments: Backend.underTest)
    func aReaderNeverSeesHalfARun(backend: Backend) throws {
        let database = try TestDatabase(backend)
        _ = try database.open()
        let location = try RunStoreLocation(database.location)
        let runs = 15
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 2) { role in
            do {
                let store = try location.open(mode: role == 0 ? .createIfMissing : .readOnly)
                if role == 0 {
                    for index in 0..<runs {
                        results.append(try store.record(
                            Fixtures.rich, label: "x", packageVersion: "1", sourceRevision: nil, recordedAt: Fixtures.date(index)))
                    }
                } else {
                    var seen = 0
                    var reads = 0
                    while seen < runs, reads < 10_000 {
                        reads += 1
                        for run in try store.runs() where try store.recording(of: run.id) != Fixtures.rich {
                            results.fail("run \(run.id) read back unlike what was recorded")
                        }
                        seen = try store.runs().count
                    }
                }
            } catch {
                results.fail("\(role == 0 ? "writer" : "reader"): \(error)")
            }
        }
        #expect(results.failures.isEmpty, "\(results.failures)")
        #expect(results.ids.count == runs)
    }

    @Test(arguments: Backend.underTest)
    func copyingARunTwiceStoresItOnce(backend: Backend) throws {
        let local = try ScenarioStore()
        let first = try local.record(Fixtures.rich, label: "offline", packageVersion: "1", sourceRevision: "abc", recordedAt: Fixtures.date(5))
        let twin = try local.record(Fixtures.rich, label: "offline", packageVersion: "1", sourceRevision: "abc", recordedAt: Fixtures.date(6))
        let database = try TestDatabase(backend)
        defer { withExtendedLifetime(database) {} }
        let shared = try database.open()

        let copied = try shared.importOnce(try local.storedRun(first))
        let again = try shared.importOnce(try local.storedRun(first))
        let other = try shared.importOnce(try local.storedRun(twin))

        #expect(copied.isNew && !again.isNew && other.isNew)
        #expect(again.id == copied.id && other.id != copied.id)
        #expect(try shared.runs().count == 2)
        #expect(try shared.recording(of: copied.id) == Fixtures.rich)
        #expect(try shared.storedRun(copied.id).fingerprint == (try local.storedRun(first).fingerprint))
        #expect(try shared.summary(of: copied.id).recordedBy == "1 (abc)")
    }

    @Test(arguments: Backend.underTest)
    func aDatabaseOfANewerSchemaIsRefusedInOneLine(backend: Backend) throws {
        let database = try TestDatabase(backend)
        _ = try database.open()
        try database.addMigrationOfANewerVersion()

        for mode in [ScenarioStore.OpenMode.createIfMissing, .readOnly] {
            do {
                _ = try database.open(mode)
                Issue.record("\(mode): opened a database of a newer schema")
            } catch {
                #expect(error.kind == .schema)
                #expect(error.description.contains("newer"))
                #expect(!error.description.contains("\n"))
            }
        }
    }
}

/// What concurrent writers report, behind a lock.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storedIDs: [RunID] = []
    private var storedFailures: [String] = []

    func append(_ id: RunID) { lock.withLock { storedIDs.append(id) } }
    func fail(_ message: String) { lock.withLock { storedFailures.append(message) } }
    var ids: [RunID] { lock.withLock { storedIDs } }
    var failures: [String] { lock.withLock { storedFailures } }
}
