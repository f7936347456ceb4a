import Foundation
import LiveCollections
import LiveCollectionsScenarios
import LiveCollectionsStore
import LiveCollectionsTesting

/// One update that reverses every item of a `singleSection` table: a batch
/// of a move per item, all logged at the same time by the same view (one
/// `viewCall` row), and a view state in which every cell changes place.
/// Each size is timed as ``ScenarioAtScale`` times its
/// scenario: the engine alone on the same delta (`IndexDelta(from:to:)` on
/// the same movies), the replay alone, and record and verify as
/// `scenarios verify` does it. The sizes are timed in the same rounds, so
/// the smaller one is the reference the larger is compared with: four
/// times the items should take four times as long.
struct ReversalAtScale {
    let items: Int
    let engine: Measurement
    let replay: Measurement
    let recordAndVerify: Measurement
    let records: Int

    var replayRatio: Ratio { Ratio(replay, to: engine) }
    var ratio: Ratio { Ratio(recordAndVerify, to: engine) }

    /// The growth from `smaller` to `larger` against linear growth:
    /// `time(larger) / (larger.items / smaller.items x time(smaller))`,
    /// for the engine, the replay and record and verify.
    struct Growth {
        let smaller: ReversalAtScale
        let larger: ReversalAtScale

        var scale: Double { Double(larger.items) / Double(smaller.items) }
        var engine: Double { larger.engine.milliseconds / (scale * smaller.engine.milliseconds) }
        var replay: Double { larger.replay.milliseconds / (scale * smaller.replay.milliseconds) }
        var recordAndVerify: Double { larger.recordAndVerify.milliseconds / (scale * smaller.recordAndVerify.milliseconds) }
    }

    /// The scenario of `count` inline items `0..<count` and one update that
    /// lists them in reverse, as a format-2 file.
    static func scenarioText(count: Int) -> String {
        let initial = (0..<count).map(String.init).joined(separator: ",")
        let reversed = (0..<count).reversed().map(String.init).joined(separator: ",")
        return """
            {"format": 2, "data": "inline", "title": "\(count) items reversed", "description": "The benchmark's reversal.",
             "kind": "singleSection", "view": {"style": "table"},
             "thresholds": {"dataCount": \(count * 10), "deltaCount": \(count * 10)},
             "initial": [\(initial)],
             "steps": [{"at": 0, "update": [\(reversed)]}]}
            """
    }

    /// Each of `counts` measured in the same `iterations` rounds.
    static func measure(counts: [Int], iterations: Int, sink: inout Int) throws -> [ReversalAtScale] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reversal-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let goldens = try ScenarioStore(path: directory.appendingPathComponent("goldens.sqlite").path)

        var bodies: [() -> Int] = []
        var records: [Int] = []
        var pass = 0
        var failure: Error?
        for count in counts {
            let name = "\(count)-reversal"
            let scenario = try ScenarioLoader.load(
                data: Data(scenarioText(count: count).utf8), as: directory.appendingPathComponent("\(name).json"),
                displayPath: "\(name).json")
            let movies = (0..<count).compactMap { scenario.catalog[$0] }
            let reversed = Array(movies.reversed())
            guard movies.count == count else { throw BenchmarkFailure("\(name): the catalog lacks items") }

            // The golden, recorded once.
            let first = ScenarioReplay.run(scenario)
            guard first.outcome == .passed else { throw BenchmarkFailure("\(name) failed: \(first.outcome.text)") }
            let goldenRun = try goldens.record(first, label: nil, packageVersion: "benchmark", recordedAt: Date())
            try goldens.markGolden(goldenRun)
            guard try goldens.recording(of: goldenRun) == first else { throw BenchmarkFailure("\(name): the golden does not read back equal") }
            records.append(first.recordCount)

            bodies += [
                { IndexDelta(from: movies, to: reversed).changeCount },
                { ScenarioReplay.run(scenario).recordCount },
                {
                    pass += 1
                    do {
                        return try replayStoreAndCompare(
                            scenario, goldens: goldens, into: directory.appendingPathComponent("runs-\(pass).sqlite").path, name: name)
                    } catch {
                        failure = error
                        return 0
                    }
                },
            ]
        }
        let measured = Measurement.interleaved(iterations: iterations, bodies, sink: &sink)
        if let failure { throw failure }
        return counts.indices.map { index in
            ReversalAtScale(
                items: counts[index], engine: measured[3 * index], replay: measured[3 * index + 1],
                recordAndVerify: measured[3 * index + 2], records: records[index])
        }
    }
}
