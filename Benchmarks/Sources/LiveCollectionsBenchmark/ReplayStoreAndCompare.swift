import Foundation
import LiveCollectionsScenarios
import LiveCollectionsStore

/// A benchmark's scenario that did not replay or store as it should.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Record and verify as `scenarios verify` does it for a match: replay the
/// scenario, store the run in a new SQLite file at `path`, and compare it
/// with its golden (recorded by this build, so stored alike: the path the
/// tool takes when they match).
///
/// - Returns: the recording's record count.
/// - Throws: ``BenchmarkFailure`` naming `name` when the run is not stored
///   alike with its golden.
func replayStoreAndCompare(_ scenario: Scenario, goldens: ScenarioStore, into path: String, name: String) throws -> Int {
    let store = try ScenarioStore(path: path)
    let recording = ScenarioReplay.run(scenario)
    let run = try store.record(recording, label: nil, packageVersion: "benchmark", recordedAt: Date())
    guard let golden = try goldens.golden(for: scenario.name) else { throw BenchmarkFailure("\(name): no golden") }
    guard try goldens.storesAlike(golden, run, in: store) else {
        throw BenchmarkFailure(try goldens.recording(of: golden) == recording
            ? "\(name): equal to its golden but not stored alike" : "\(name): differs from its golden")
    }
    return recording.recordCount
}
