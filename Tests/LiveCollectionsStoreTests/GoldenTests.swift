import Foundation
import LiveCollectionsRecording
import LiveCollectionsStore
import Testing

/// Golden runs, and runs copied between stores.
@Suite struct GoldenTests {
    @Test(arguments: StoreLocation.allCases)
    func markGoldenReplacesTheScenariosPreviousGolden(location: StoreLocation) throws {
        let directory = try TemporaryDirectory()
        let store = try makeStore(location, in: directory)
        let a1 = try store.record(Fixtures.passed("a"), label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        let a2 = try store.record(Fixtures.passed("a"), label: nil, packageVersion: "2", recordedAt: Fixtures.date(1))
        let b1 = try store.record(Fixtures.passed("b"), label: nil, packageVersion: "1", recordedAt: Fixtures.date(2))

        #expect(try store.golden(for: "a") == nil)
        #expect(try store.goldens().isEmpty)

        try store.markGolden(a1)
        try store.markGolden(b1)
        #expect(try store.goldens() == ["a": a1, "b": b1])

        try store.markGolden(a2)
        #expect(try store.golden(for: "a") == a2)
        #expect(try store.golden(for: "b") == b1)
        #expect(try store.golden(for: "c") == nil)
        #expect(try store.goldens() == ["a": a2, "b": b1])
        #expect(try store.runs().map(\.isGolden) == [false, true, true])
        #expect(try store.summary(of: a2).isGolden)
        #expect(try !store.summary(of: a1).isGolden)

        try store.markGolden(a2)  // again: no change
        #expect(try store.goldens() == ["a": a2, "b": b1])
    }

    @Test func markGoldenOfAnUnknownRunFails() throws {
        let store = try ScenarioStore()
        let error = #expect(throws: StoreError.self) { try store.markGolden(RunID(rawValue: 7)) }
        #expect(error?.kind == .unknownRun)
        #expect(error?.message == "in-memory store: no run #7")
        #expect(try store.goldens().isEmpty)
    }

    @Test(arguments: StoreLocation.allCases)
    func importRunCopiesTheRecordingAndItsMetadata(location: StoreLocation) throws {
        let directory = try TemporaryDirectory()
        let source = try ScenarioStore(path: directory.path("source.sqlite"))
        let target = try makeStore(location, in: directory)
        _ = try target.record(Fixtures.passed("already-here"), label: nil, packageVersion: "0", recordedAt: Fixtures.date())
        _ = try source.record(Fixtures.passed("x"), label: nil, packageVersion: "0", recordedAt: Fixtures.date())
        let original = try source.record(
            Fixtures.rich, label: "nightly", packageVersion: "3.0.0",
            recordedAt: Date(timeIntervalSince1970: 1_712_345_678.901_7))
        try source.markGolden(original)

        let copy = try target.importRun(original, from: source)

        #expect(try target.recording(of: copy) == Fixtures.rich)
        var expected = try source.summary(of: original)
        expected.id = copy
        expected.isGolden = false
        #expect(try target.summary(of: copy) == expected)
        #expect(try target.runs().count == 2)
        #expect(try target.golden(for: Fixtures.rich.scenario) == nil)
        // The source is unchanged.
        #expect(try source.recording(of: original) == Fixtures.rich)
        #expect(try source.runs().count == 2)

        // A copy of the copy is still exact.
        let again = try ScenarioStore()
        let second = try again.importRun(copy, from: target)
        expected.id = second
        #expect(try again.summary(of: second) == expected)
        #expect(try again.recording(of: second) == Fixtures.rich)
    }

    @Test func importingAnUnknownRunNamesTheSourceStore() throws {
        let directory = try TemporaryDirectory()
        let source = try ScenarioStore(path: directory.path("source.sqlite"))
        let target = try ScenarioStore()

        let error = #expect(throws: StoreError.self) { try target.importRun(RunID(rawValue: 3), from: source) }

        #expect(error?.kind == .unknownRun)
        #expect(error?.message == "\(directory.path("source.sqlite")): no run #3")
        #expect(try target.runs().isEmpty)
    }
}
