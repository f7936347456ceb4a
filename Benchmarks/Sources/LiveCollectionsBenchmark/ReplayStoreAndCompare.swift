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

/// Record and verify as `scenarios verify` does it, through the runner's
/// own steps (``ReplayAgainstGolden``): replay the scenario while its
/// golden is read, then store the run in a new SQLite file at `path` while
/// the two records are compared (``RecordingComparison``).
///
/// - Returns: the recording's record count.
/// - Throws: ``BenchmarkFailure`` naming `name` when the run differs from
///   its golden.
func replayStoreAndCompare(_ scenario: Scenario, goldens: ScenarioStore, into path: String, name: String) throws -> Int {
    let store = try ScenarioStore(path: path)
    let replay = try ReplayAgainstGolden.replay(scenario, goldens: goldens) { recording in
        let recordedAt = Date()
        return { () throws(StoreError) in
            try store.record(recording, label: nil, packageVersion: "benchmark", recordedAt: recordedAt)
        }
    }
    guard let comparison = replay.comparison else { throw BenchmarkFailure("\(name): no golden") }
    guard comparison.isMatch else { throw BenchmarkFailure("\(name): differs from its golden") }
    return replay.recording.recordCount
}
