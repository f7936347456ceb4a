import Foundation
import LiveCollections

/// One workload diffed three ways, interleaved in the same run: the floor,
/// the engine called directly (`IndexDelta(from:to:)`) and the path an app
/// calls (`CollectionData.calculateDelta`, the data object built before the
/// timing starts).
struct DeltaBenchmark {
    let name: String
    let items: Int
    let floor: Measurement
    let engine: Measurement
    let collectionData: Measurement
    let delta: IndexDelta

    var engineRatio: Ratio { Ratio(engine, to: floor) }
    var collectionDataRatio: Ratio { Ratio(collectionData, to: floor) }
    var collectionDataToEngine: Ratio { Ratio(collectionData, to: engine) }

    static func measure<Item: UniquelyIdentifiable & Sendable>(_ workload: Workload<Item>, iterations: Int, sink: inout Int) -> DeltaBenchmark
    where Item.RawType == Item {
        let source = workload.source
        let target = workload.target
        let data = CollectionData(source)
        let delta = IndexDelta(from: source, to: target)
        precondition(data.calculateDelta(target) == delta, "\(workload.name): CollectionData and IndexDelta disagree")
        // Warm up, then time the three in turn.
        sink &+= floorLookup(source, target)
        let measured = Measurement.interleaved(
            iterations: iterations,
            [
                { floorLookup(source, target) },
                { IndexDelta(from: source, to: target).changeCount },
                { data.calculateDelta(target).changeCount },
            ],
            sink: &sink
        )
        return DeltaBenchmark(
            name: workload.name, items: source.count,
            floor: measured[0], engine: measured[1], collectionData: measured[2], delta: delta
        )
    }
}
