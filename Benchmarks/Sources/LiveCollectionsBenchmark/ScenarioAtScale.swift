import Foundation
import LiveCollections
import LiveCollectionsScenarios
import LiveCollectionsRunner
import LiveCollectionsStore
import LiveCollectionsTesting

/// The scenario tool at scale: a `singleSection` scenario of `count` movies
/// and five updates (each about 10% deleted, 10% inserted, a 10% block
/// shuffled), written as scenario files and loaded like any other. Timed in
/// the same rounds: the engine alone on the same five deltas
/// (`IndexDelta(from:to:)` on the same movies), the replay alone, and record
/// and verify as `scenarios verify` does it: replay, store the run in a new
/// SQLite file, read the golden back and compare the two records
/// (`RecordingComparison`).
struct ScenarioAtScale {
    let items: Int
    let steps: Int
    let load: Measurement
    let engine: Measurement
    let replay: Measurement
    let recordAndVerify: Measurement
    /// Record and verify's parts after the replay, each timed alone: storing
    /// the run in a new SQLite file, reading the golden back, comparing.
    let store: Measurement
    let readGolden: Measurement
    let compare: Measurement
    let bytesPerItemAndStep: Double
    let records: Int

    var replayRatio: Ratio { Ratio(replay, to: engine) }
    var ratio: Ratio { Ratio(recordAndVerify, to: engine) }

    static func measure(count: Int, iterations: Int, sink: inout Int) throws -> ScenarioAtScale {
        var generator = SeededRandomNumberGenerator(seed: 20_261_122)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        // The data: the initial list and five updates of movie ids.
        var lists = [Array(1...count)]
        var nextID = count + 1
        for _ in 0..<5 {
            var target: [Int] = []
            target.reserveCapacity(count + count / 10)
            for id in lists[lists.count - 1] {
                let roll = Int.random(in: 0..<10, using: &generator)
                if roll == 0 { continue }
                if roll == 1 {
                    target.append(nextID)
                    nextID += 1
                }
                target.append(id)
            }
            let block = count / 10
            let start = Int.random(in: 0...(target.count - block), using: &generator)
            target[start..<(start + block)].shuffle(using: &generator)
            lists.append(target)
        }
        let catalog = (1..<nextID).map { "{\"id\": \($0), \"title\": \"Movie \($0)\", \"year\": \(1900 + $0 % 120)}" }
        try Data(("[\n" + catalog.joined(separator: ",\n") + "\n]\n").utf8).write(to: directory.appendingPathComponent("movies.json"))
        let steps = lists.dropFirst().enumerated().map { index, ids in
            "{\"at\": \(index * 1_000), \"update\": [\(ids.map(String.init).joined(separator: ","))]}"
        }
        let json = """
            {"format": 1, "title": "\(count) movies, five updates", "description": "The benchmark's scenario at scale.",
             "kind": "singleSection", "view": {"style": "table"},
             "thresholds": {"dataCount": \(count * 10), "deltaCount": \(count * 10)},
             "initial": [\(lists[0].map(String.init).joined(separator: ","))],
             "steps": [\(steps.joined(separator: ",\n"))]}
            """
        let file = directory.appendingPathComponent("01-scale.json")
        try Data(json.utf8).write(to: file)

        let clock = ContinuousClock()
        let loadStart = clock.now
        let scenario = try ScenarioLoader.load(fileAt: file, displayPath: "01-scale.json")
        let load = Measurement(samples: [clock.now - loadStart])
        let movies = lists.map { ids in ids.compactMap { scenario.catalog[$0] } }

        // The golden, recorded once.
        let goldens = try ScenarioStore(path: directory.appendingPathComponent("goldens.sqlite").path)
        let first = ScenarioReplay.run(scenario)
        guard first.outcome == .passed else { throw BenchmarkFailure("the scale scenario failed: \(first.outcome.text)") }
        let goldenRun = try goldens.record(first, label: nil, packageVersion: "benchmark", recordedAt: Date())
        try goldens.markGolden(goldenRun)
        guard try goldens.recording(of: goldenRun) == first else { throw BenchmarkFailure("the golden does not read back equal") }
        let sizeStore = directory.appendingPathComponent("size.sqlite").path
        do {
            let store = try ScenarioStore(path: sizeStore)
            _ = try store.record(first, label: nil, packageVersion: "benchmark", recordedAt: Date())
        }
        let bytes = ["", "-wal"].reduce(0) { total, suffix in
            total + ((try? FileManager.default.attributesOfItem(atPath: sizeStore + suffix)[.size] as? Int) ?? 0)
        }

        let golden = try goldens.recording(of: goldenRun)
        var pass = 0
        var storePass = 0
        var failure: Error?
        let measured = Measurement.interleaved(
            iterations: iterations,
            [
                { zip(movies, movies.dropFirst()).reduce(0) { $0 + IndexDelta(from: $1.0, to: $1.1).changeCount } },
                { ScenarioReplay.run(scenario).recordCount },
                {
                    pass += 1
                    do {
                        return try replayStoreAndCompare(
                            scenario, goldens: goldens, into: directory.appendingPathComponent("runs-\(pass).sqlite").path, name: "the scale scenario")
                    } catch {
                        failure = error
                        return 0
                    }
                },
                {
                    storePass += 1
                    do {
                        let store = try ScenarioStore(path: directory.appendingPathComponent("store-\(storePass).sqlite").path)
                        return Int(try store.record(first, label: nil, packageVersion: "benchmark", recordedAt: Date()).rawValue)
                    } catch {
                        failure = error
                        return 0
                    }
                },
                {
                    do {
                        return try goldens.recording(of: goldenRun).recordCount
                    } catch {
                        failure = error
                        return 0
                    }
                },
                { RecordingComparison(expected: golden, actual: first).isMatch ? 1 : 0 },
            ],
            sink: &sink
        )
        if let failure { throw failure }
        return ScenarioAtScale(
            items: count, steps: 5, load: load, engine: measured[0], replay: measured[1], recordAndVerify: measured[2],
            store: measured[3], readGolden: measured[4], compare: measured[5],
            bytesPerItemAndStep: Double(bytes) / Double(count * 5), records: first.recordCount
        )
    }
}
