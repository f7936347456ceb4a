import Foundation
import LiveCollectionsScenarios
import LiveCollectionsRunner
import LiveCollectionsStore

/// A benchmark's scenario that did not replay or store as it should.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Record and verify as `scenarios verify` does it: replay the scenario,
/// store the run in a new SQLite file at `path`, read its golden back and
/// compare the two records (``RecordingComparison``, the one comparison).
///
/// - Returns: the recording's record count.
/// - Throws: ``BenchmarkFailure`` naming `name` when the run differs from
///   its golden.
func replayStoreAndCompare(_ scenario: Scenario, goldens: ScenarioStore, into path: String, name: String) throws -> Int {
    let store = try ScenarioStore(path: path)
    let recording = ScenarioReplay.run(scenario)
    let run = try store.record(recording, label: nil, packageVersion: "benchmark", recordedAt: Date())
    guard let golden = try goldens.golden(for: scenario.name) else { throw BenchmarkFailure("\(name): no golden") }
    _ = run
    guard RecordingComparison(expected: try goldens.recording(of: golden), actual: recording).isMatch else {
        throw BenchmarkFailure("\(name): differs from its golden")
    }
    return recording.recordCount
}
