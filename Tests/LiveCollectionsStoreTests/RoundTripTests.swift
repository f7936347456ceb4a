import Foundation
import GRDB
import LiveCollectionsRecording
import LiveCollectionsStore
import Testing

/// Recordings and their metadata come back exactly as recorded.
@Suite struct RoundTripTests {
    @Test(arguments: StoreLocation.allCases)
    func recordingReadsBackEqual(location: StoreLocation) throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(location, in: directory)
        let empty = ScenarioRecording(
            scenario: "00-empty", title: "", contentHash: "", outcome: .failed(""), steps: [], finalState: [])
        let recordings = [Fixtures.rich, Fixtures.passed("01-table"), empty]

        let ids = try recordings.map {
            try store.record($0, label: "main", packageVersion: "1.0.0", recordedAt: Fixtures.date())
        }

        #expect(try ids.map { try store.recording(of: $0) } == recordings)
        #expect(try rowCount("step", in: store) == 5 + 2)
        #expect(try rowCount("finalState", in: store) == 3 + 1)
    }

    @Test(arguments: StoreLocation.allCases)
    func summaryCarriesTheMetadata(location: StoreLocation) throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(location, in: directory)

        let id = try store.record(Fixtures.rich, label: "feature/x", packageVersion: "2.1.0-beta", recordedAt: Fixtures.date())
        let unlabelled = try store.record(Fixtures.passed("01-table"), label: nil, packageVersion: "2.1.0", recordedAt: Fixtures.date(60))

        #expect(try store.summary(of: id) == RunSummary(
            id: id, scenario: "07-carousels", title: "Carousels inside a table",
            contentHash: Fixtures.rich.contentHash, packageVersion: "2.1.0-beta", label: "feature/x",
            recordedAt: Fixtures.date(), outcome: Fixtures.rich.outcome, isGolden: false))
        let second = try store.summary(of: unlabelled)
        #expect(second.label == nil)
        #expect(second.outcome == .passed)
        #expect(second.recordedAt == Fixtures.date(60))
        #expect(id.rawValue == 1 && unlabelled.rawValue == 2)
    }

    @Test(arguments: StoreLocation.allCases)
    func runsFilterByScenarioAndLabelOldestFirst(location: StoreLocation) throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(location, in: directory)
        let a1 = try store.record(Fixtures.passed("a"), label: "main", packageVersion: "1", recordedAt: Fixtures.date(3))
        let b1 = try store.record(Fixtures.passed("b"), label: "main", packageVersion: "1", recordedAt: Fixtures.date(2))
        let a2 = try store.record(Fixtures.passed("a"), label: "pr", packageVersion: "1", recordedAt: Fixtures.date(1))
        let a3 = try store.record(Fixtures.passed("a"), label: nil, packageVersion: "1", recordedAt: Fixtures.date(0))

        #expect(try store.runs().map(\.id) == [a1, b1, a2, a3])
        #expect(try store.runs(scenario: "a").map(\.id) == [a1, a2, a3])
        #expect(try store.runs(label: "main").map(\.id) == [a1, b1])
        #expect(try store.runs(scenario: "a", label: "pr").map(\.id) == [a2])
        #expect(try store.runs(scenario: "c").isEmpty)
        #expect(try store.runs(label: "nope").isEmpty)
    }

    @Test(arguments: StoreLocation.allCases)
    func latestRunsPicksTheNewestRunOfEachScenario(location: StoreLocation) throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(location, in: directory)
        func record(_ scenario: String, _ label: String?, at seconds: Int) throws -> RunID {
            try store.record(Fixtures.passed(scenario), label: label, packageVersion: "1", recordedAt: Fixtures.date(seconds))
        }
        let zNewest = try record("z", "nightly", at: 50)
        _ = try record("z", "nightly", at: 10)  // recorded later, but older
        _ = try record("a", "nightly", at: 10)
        let aTiedLater = try record("a", "nightly", at: 20)
        _ = try record("a", "nightly", at: 5)
        _ = try record("a", "other", at: 99)  // other label
        _ = try record("m", nil, at: 99)  // no label
        _ = try record("b", "nightly", at: 20)
        let bTiedLater = try record("b", "nightly", at: 20)  // same time: the later id wins

        let latest = try store.latestRuns(label: "nightly")

        #expect(latest.map(\.scenario) == ["a", "b", "z"])
        #expect(latest.map(\.id) == [aTiedLater, bTiedLater, zNewest])
        #expect(latest.allSatisfy { $0.label == "nightly" })
    }

    @Test(arguments: StoreLocation.allCases)
    func recordedAtIsKeptToTheNearestMillisecond(location: StoreLocation) throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(location, in: directory)
        let cases: [(given: Double, stored: Double)] = [
            (1_700_000_000.123_4, 1_700_000_000.123),
            (1_700_000_000.123_6, 1_700_000_000.124),
            (-86_399.5, -86_399.5),  // 1969-12-31 00:00:00.500 UTC
            (951_782_400, 951_782_400),  // 2000-02-29, a leap day
            (0, 0),
        ]
        for (given, stored) in cases {
            let id = try store.record(
                Fixtures.passed("t"), label: nil, packageVersion: "1", recordedAt: Date(timeIntervalSince1970: given))
            let recordedAt = try store.summary(of: id).recordedAt
            #expect(recordedAt == Date(timeIntervalSince1970: stored), "given \(given)")
        }
        let text = try store.database.read { db in
            try String.fetchAll(db, sql: "SELECT recordedAt FROM run ORDER BY id")
        }
        #expect(text == [
            "2023-11-14 22:13:20.123", "2023-11-14 22:13:20.124", "1969-12-31 00:00:00.500",
            "2000-02-29 00:00:00.000", "1970-01-01 00:00:00.000",
        ])
    }

    @Test(arguments: StoreLocation.allCases)
    func stepIndicesMustIncrease(location: StoreLocation) throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(location, in: directory)
        var recording = Fixtures.passed("dup", steps: 3)
        recording.steps[2].index = 1

        let error = #expect(throws: StoreError.self) {
            try store.record(recording, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        }

        #expect(error?.kind == .invalidRecording)
        #expect(error?.message.contains("dup") == true)
        #expect(try store.runs().isEmpty)
    }
}
