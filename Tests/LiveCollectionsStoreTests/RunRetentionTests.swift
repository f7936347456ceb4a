import Foundation
import GRDB
import LiveCollectionsRecording
import LiveCollectionsStore
import Testing

/// Retention after recording: the newest runs of the scenarios just
/// recorded under one label are kept, nothing else is touched.
@Suite struct RunRetentionTests {
    @Test(arguments: StoreLocation.allCases)
    func onlyTheNamedScenariosUnderTheNamedLabelArePruned(location: StoreLocation) throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(location, in: directory)
        // Ids 1...12, recorded in time order except #2, the newest "a".
        let recorded: [(scenario: String, label: String?)] = [
            ("a", nil), ("a", nil), ("a", "v1"), ("b", nil), ("a", nil), ("a", "v1"),
            ("c", nil), ("a", nil), ("b", nil), ("a", "v1"), ("b", nil), ("c", nil),
        ]
        for (offset, run) in recorded.enumerated() {
            let time = offset == 1 ? 100 : offset
            _ = try store.record(Fixtures.passed(run.scenario), label: run.label, packageVersion: "1", recordedAt: Fixtures.date(time))
        }
        try store.markGolden(RunID(rawValue: 1))

        let deleted = try store.pruneRuns(keepingNewest: 2, of: ["a", "b", "a", "unknown"], label: nil)

        // a/-: #2 (newest by time) and #8 kept, #5 deleted, #1 golden kept;
        // b/-: #9 and #11 kept, #4 deleted; a/v1 and c untouched.
        #expect(deleted == 2)
        #expect(try store.runs().map(\.id.rawValue) == [1, 2, 3, 6, 7, 8, 9, 10, 11, 12])
        #expect(try store.pruneRuns(keepingNewest: 2, of: ["a", "b"], label: nil) == 0)
        #expect(try store.pruneRuns(keepingNewest: 1, of: ["a"], label: "v1") == 2)
        #expect(try store.runs(scenario: "a", label: "v1").map(\.id.rawValue) == [10])
        #expect(try store.pruneRuns(keepingNewest: 0, of: ["a"], label: nil) == 2, "zero keeps the golden run only")
        #expect(try store.runs(scenario: "a").map(\.id.rawValue) == [1, 10])
        #expect(try store.pruneRuns(keepingNewest: 0, of: [String](), label: nil) == 0)
    }

    /// Recording a round of runs and pruning after it, again and again:
    /// the space of the pruned runs is reused, so the file stops growing.
    /// (It still grows by a few pages while SQLite's pages settle: with
    /// SQLite 3.40, by 6% over the first 45 rounds, then no more up to 300.
    /// Without pruning it would hold 30 rounds of runs, not 3.)
    @Test func aFilePrunedAfterEachRecordingStopsGrowing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("runs.sqlite")
        let store = try ScenarioStore(path: path)
        let scenarios = ["01-a", "02-b", "03-c"]
        var sizes: [Int] = []
        for round in 0..<30 {
            for scenario in scenarios {
                _ = try store.record(Fixtures.passed(scenario, steps: 300), label: nil, packageVersion: "1", recordedAt: Fixtures.date(round))
            }
            try store.pruneRuns(keepingNewest: 3, of: scenarios, label: nil)
            sizes.append(try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int))
        }

        #expect(try store.runs().count == 9)
        #expect(try #require(sizes.last) <= sizes[3] * 5 / 4, "sizes after each round: \(sizes)")
    }
}
