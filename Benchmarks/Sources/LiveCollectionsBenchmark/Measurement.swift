import Foundation
import LiveCollections

/// Times a closure several times and keeps the median.
struct Measurement {
    let median: Duration

    init(iterations: Int, _ body: () -> Int, sink: inout Int) {
        var samples: [Duration] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations { samples.append(Self.time(body, sink: &sink)) }
        self.init(samples: samples)
    }

    init(samples: [Duration]) {
        median = samples.sorted()[samples.count / 2]
    }

    /// One timing of `body`.
    static func time(_ body: () -> Int, sink: inout Int) -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        sink &+= body()
        return clock.now - start
    }

    /// Medians of `first` and `second`, timed alternately so that a change in
    /// the machine's load affects both alike.
    static func interleaved(iterations: Int, _ first: () -> Int, _ second: () -> Int, sink: inout Int) -> (Measurement, Measurement) {
        var firstSamples: [Duration] = []
        var secondSamples: [Duration] = []
        for _ in 0..<iterations {
            firstSamples.append(time(first, sink: &sink))
            secondSamples.append(time(second, sink: &sink))
        }
        return (Measurement(samples: firstSamples), Measurement(samples: secondSamples))
    }

    var milliseconds: Double {
        let parts = median.components
        return Double(parts.seconds) * 1_000 + Double(parts.attoseconds) / 1e15
    }
}

/// The reference every engine time is compared with, measured in the same
/// run: a dictionary of the source identifiers, then one lookup per target
/// identifier. No delta can be calculated with less hashing than this.
func referenceLookup<Item: UniquelyIdentifiable>(_ source: [Item], _ target: [Item]) -> Int {
    var positions = [Item.UniqueIDType: Int](minimumCapacity: source.count)
    for (index, item) in source.enumerated() { positions[item.uniqueID] = index }
    var found = 0
    for item in target where positions[item.uniqueID] != nil { found &+= 1 }
    return found
}

/// One row of the report.
struct BenchmarkResult {
    let name: String
    let items: Int
    let engine: Measurement
    let reference: Measurement
    let delta: IndexDelta

    var ratio: Double { engine.milliseconds / reference.milliseconds }

    static func measure<Item: UniquelyIdentifiable>(_ workload: Workload<Item>, iterations: Int, sink: inout Int) -> BenchmarkResult {
        // Warm up both, then time them alternately.
        let delta = IndexDelta(from: workload.source, to: workload.target)
        sink &+= referenceLookup(workload.source, workload.target)
        let (engine, reference) = Measurement.interleaved(
            iterations: iterations,
            { IndexDelta(from: workload.source, to: workload.target).changeCount },
            { referenceLookup(workload.source, workload.target) },
            sink: &sink
        )
        return BenchmarkResult(name: workload.name, items: workload.source.count, engine: engine, reference: reference, delta: delta)
    }
}
