import Foundation
import LiveCollections

/// The timings of one piece of work, repeated.
struct Measurement {
    let samples: [Duration]

    init(samples: [Duration]) {
        self.samples = samples
    }

    init(iterations: Int, _ body: () -> Int, sink: inout Int) {
        self.init(samples: (0..<iterations).map { _ in Self.time(body, sink: &sink) })
    }

    /// The median time.
    var median: Duration { samples.sorted()[samples.count / 2] }

    var milliseconds: Double { Self.milliseconds(median) }

    /// One timing of `body`.
    static func time(_ body: () -> Int, sink: inout Int) -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        sink &+= body()
        return clock.now - start
    }

    /// Each of `bodies` timed once per round, in turn, for `iterations`
    /// rounds, so that a change in the machine's load affects all alike.
    static func interleaved(iterations: Int, _ bodies: [() -> Int], sink: inout Int) -> [Measurement] {
        var samples = [[Duration]](repeating: [], count: bodies.count)
        for _ in 0..<iterations {
            for (index, body) in bodies.enumerated() { samples[index].append(time(body, sink: &sink)) }
        }
        return samples.map(Measurement.init(samples:))
    }

    /// `first` and `second` timed in turn, as the array form does.
    static func interleaved(iterations: Int, _ first: () -> Int, _ second: () -> Int, sink: inout Int) -> (Measurement, Measurement) {
        var firstSamples: [Duration] = []
        var secondSamples: [Duration] = []
        for _ in 0..<iterations {
            firstSamples.append(time(first, sink: &sink))
            secondSamples.append(time(second, sink: &sink))
        }
        return (Measurement(samples: firstSamples), Measurement(samples: secondSamples))
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1_000 + Double(parts.attoseconds) / 1e15
    }
}

/// The ratio of two interleaved measurements: of their medians, with the
/// quartiles of the per-round ratios as its spread.
struct Ratio {
    let value: Double
    let lowerQuartile: Double
    let upperQuartile: Double

    init(_ measured: Measurement, to reference: Measurement) {
        value = measured.milliseconds / reference.milliseconds
        let rounds = zip(measured.samples, reference.samples).map { Measurement.milliseconds($0) / Measurement.milliseconds($1) }.sorted()
        lowerQuartile = rounds[rounds.count / 4]
        upperQuartile = rounds[(rounds.count * 3) / 4]
    }

    /// e.g. `1.12x`.
    var text: String { Report.fixed(value, 2) + "x" }

    /// e.g. `1.12x (1.05-1.20)`.
    var textWithSpread: String { "\(text) (\(Report.fixed(lowerQuartile, 2))-\(Report.fixed(upperQuartile, 2)))" }
}

/// The floor every delta time is compared with, measured in the same run: a
/// dictionary of the source identifiers with reserved capacity, then one
/// lookup per target identifier. No identifier-based delta can hash less.
func floorLookup<Item: UniquelyIdentifiable>(_ source: [Item], _ target: [Item]) -> Int {
    var positions = [Item.UniqueIDType: Int](minimumCapacity: source.count)
    for (index, item) in source.enumerated() { positions[item.uniqueID] = index }
    var found = 0
    for item in target where positions[item.uniqueID] != nil { found &+= 1 }
    return found
}
