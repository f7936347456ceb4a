import Foundation
import GRDB
import LiveCollectionsRecording
import LiveCollectionsStore
import Testing

/// Replacing goldens keeps one run per golden and a file that does not grow;
/// pruning keeps the newest runs of each scenario and label.
@Suite struct GoldenReplacementTests {
    @Test(arguments: StoreLocation.allCases)
    func replaceGoldenDropsTheSupersededRunInOneStep(location: StoreLocation) throws {
        let directory = try TemporaryDirectory()
        let working = try ScenarioStore(path: directory.path("working.sqlite"))
        let goldens = try makeStore(location, in: directory)
        let a1 = try working.record(Fixtures.passed("a"), label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        let a2 = try working.record(Fixtures.rich, label: nil, packageVersion: "2", recordedAt: Fixtures.date(1))
        let b1 = try working.record(Fixtures.passed("b"), label: nil, packageVersion: "1", recordedAt: Fixtures.date(2))

        let first = try goldens.replaceGolden(with: a1, from: working)
        #expect(first.replaced == nil)
        _ = try goldens.replaceGolden(with: b1, from: working)
        var renamed = Fixtures.rich
        renamed.scenario = "a"
        let a3 = try working.record(renamed, label: nil, packageVersion: "3", recordedAt: Fixtures.date(3))
        _ = a2
        let second = try goldens.replaceGolden(with: a3, from: working)

        #expect(second.replaced == first.golden)
        #expect(try goldens.golden(for: "a") == second.golden)
        #expect(try goldens.recording(of: second.golden) == renamed)
        #expect(try goldens.runs().map(\.scenario) == ["b", "a"], "one run per golden: \((try? goldens.runs()) ?? [])")
        #expect(try goldens.runs().allSatisfy(\.isGolden))
        let orphans = try goldens.database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM step WHERE runId NOT IN (SELECT id FROM run)") ?? -1
        }
        #expect(orphans == 0, "the superseded run's rows went with it")
    }

    @Test func replacingAndCompactingKeepsTheFileFromGrowing() throws {
        let directory = try TemporaryDirectory()
        let working = try ScenarioStore(path: directory.path("runs.sqlite"))
        let path = directory.path("goldens.sqlite")
        let run = try working.record(Fixtures.rich, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        func size() throws -> Int {
            try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? -1
        }
        do {
            let goldens = try ScenarioStore(path: path)
            _ = try goldens.replaceGolden(with: run, from: working)
            try goldens.compact()
        }
        let before = try size()
        for _ in 0..<5 {
            let goldens = try ScenarioStore(path: path, mode: .writableWithoutUpgrade)
            _ = try goldens.replaceGolden(with: run, from: working)
            try goldens.compact()
        }
        #expect(try size() <= before)
        #expect(try ScenarioStore(path: path, mode: .readOnly).runs().count == 1)
    }

    @Test func aFailedReplacementLeavesTheGoldenAsItWas() throws {
        let working = try ScenarioStore()
        let goldens = try ScenarioStore()
        let run = try working.record(Fixtures.passed("a"), label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        let golden = try goldens.replaceGolden(with: run, from: working).golden
        #expect(throws: StoreError.self) { try goldens.replaceGolden(with: RunID(rawValue: 99), from: working) }
        #expect(try goldens.goldens() == ["a": golden])
        #expect(try goldens.runs().count == 1)
    }

    @Test func removeGoldensDropsTheirRunsAndIgnoresOthers() throws {
        let working = try ScenarioStore()
        let goldens = try ScenarioStore()
        for name in ["a", "b", "c"] {
            let run = try working.record(Fixtures.passed(name), label: nil, packageVersion: "1", recordedAt: Fixtures.date())
            _ = try goldens.replaceGolden(with: run, from: working)
        }
        let removed = try goldens.removeGoldens(of: ["b", "nope"])
        #expect(removed == ["b": RunID(rawValue: 2)])
        #expect(try goldens.goldens() == ["a": RunID(rawValue: 1), "c": RunID(rawValue: 3)])
        #expect(try goldens.runs().map(\.scenario) == ["a", "c"])
    }

    @Test(arguments: StoreLocation.allCases)
    func pruneKeepsTheNewestRunsOfEachScenarioAndLabel(location: StoreLocation) throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(location, in: directory)
        var ids: [String: [RunID]] = [:]
        // Recorded out of time order: newness is by recordedAt, then id.
        for (offset, (scenario, label)) in [("a", nil), ("a", "v1"), ("a", nil), ("b", nil), ("a", nil), ("a", "v1"), ("a", nil)].enumerated() {
            let time = offset == 0 ? 100 : offset
            let id = try store.record(Fixtures.passed(scenario), label: label, packageVersion: "1", recordedAt: Fixtures.date(time))
            ids["\(scenario)/\(label ?? "-")", default: []].append(id)
        }
        let oldest = try #require(ids["a/-"]?[1])
        try store.markGolden(oldest)

        let deleted = try store.pruneRuns(keepingNewest: 1)

        // a/-: #1 (newest by time) kept, #3 golden kept, #5 and #7 deleted; a/v1: #6 kept; b/-: #4 kept.
        #expect(deleted == 3)
        #expect(try store.runs().map(\.id.rawValue) == [1, 3, 4, 6])
        #expect(try store.pruneRuns(keepingNewest: 1) == 0)
        #expect(try store.pruneRuns(keepingNewest: 0) == 3, "zero keeps the golden run only")
        #expect(try store.runs().map(\.id.rawValue) == [3])
    }
}
