import Foundation
import LiveCollections
import LiveCollectionsTesting

/// `update` as an app calls it, to the end: a `CollectionData` of the
/// workload's source drives a recording view on a virtual-time scheduler;
/// the timing runs from `update(_:)` until the view shows the target (batch
/// 1, batch 2 with the reloads, completions). Thresholds are raised so that
/// every size animates precisely. Each round builds its objects before the
/// timing starts; the floor of the same data is timed in the same rounds.
struct EndToEndUpdate {
    let name: String
    let update: Measurement
    let floor: Measurement
    let batches: Int

    var ratio: Ratio { Ratio(update, to: floor) }

    static func measure<Item: UniquelyIdentifiable & Sendable>(_ workload: Workload<Item>, iterations: Int, sink: inout Int) -> EndToEndUpdate
    where Item.RawType == Item {
        var updates: [Duration] = []
        var floors: [Duration] = []
        var batches = 0
        for round in 0...iterations {
            let scheduler = VirtualTimeScheduler()
            let data = CollectionData(workload.source, scheduler: scheduler)
            data.dataCountAnimationThreshold = .max
            data.deltaCountAnimationThreshold = .max
            let dataSource = CollectionDataSource([data])
            let view = RecordingView(style: .table, dataSource: dataSource, scheduler: scheduler)
            data.view = view
            sink &+= scheduler.run()
            view.clearEvents()

            let floor = Measurement.time({ floorLookup(workload.source, workload.target) }, sink: &sink)
            let update = Measurement.time({
                data.update(workload.target)
                return scheduler.run()
            }, sink: &sink)
            let shown = view.displayedSections.first?.map(\.id) ?? []
            precondition(shown == workload.target.map { "\($0.uniqueID)" }, "\(workload.name): the view does not show the target")
            precondition(view.rejections.isEmpty && view.fallbackCount == 0, "\(workload.name): the view rejected a batch")
            batches = view.events.filter { $0 == .endBatch }.count
            // The first round warms up.
            guard round > 0 else { continue }
            updates.append(update)
            floors.append(floor)
        }
        return EndToEndUpdate(name: workload.name, update: Measurement(samples: updates), floor: Measurement(samples: floors), batches: batches)
    }
}
