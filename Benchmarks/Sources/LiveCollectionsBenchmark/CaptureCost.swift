import Foundation
import LiveCollections
import LiveCollectionsCapture
import LiveCollectionsScenarios

/// Issue 11's figures: loading a scenario of 100,000 inline items, against
/// parsing the same bytes with `JSONSerialization` (the least any loader
/// does); and the cost of a capture per `update`, against the same updates
/// on an uncaptured data object, measured alternately in the same run.
enum CaptureCost {
    struct Item: UniquelyIdentifiable, Hashable {
        typealias RawType = Item
        let id: Int
        let version: Int
        var uniqueID: Int { id }
    }

    static func report(iterations: Int, sink: inout Int) -> String {
        inlineLoad(iterations: iterations, sink: &sink) + "\n" + captureOverhead(iterations: iterations, sink: &sink)
    }

    /// 100,000 inline items with a content each, then one step.
    static func inlineLoad(iterations: Int, sink: inout Int) -> String {
        let items = (0..<100_000).map { #"{"id": "item\#($0)", "content": {"likes": \#($0 % 97)}}"# }.joined(separator: ", ")
        let text = """
            {"format": 2, "data": "inline", "title": "T", "description": "D", "kind": "singleSection",
             "view": {"style": "collection"}, "initial": [\(items)], "steps": [{"at": 0, "update": []}]}
            """
        let data = Data(text.utf8)
        let url = URL(fileURLWithPath: "/benchmark/90-inline.json")
        var failure: String?
        let (load, parse) = Measurement.interleaved(iterations: iterations, {
            do {
                return try ScenarioLoader.load(data: data, as: url, displayPath: "90-inline.json").catalog.movies.count
            } catch {
                failure = "\(error)"
                return 0
            }
        }, {
            (try? JSONSerialization.jsonObject(with: data)).map { _ in 1 } ?? 0
        }, sink: &sink)
        if let failure { return "inline load: failed: \(failure)" }
        return "inline load, 100,000 items (\(data.count / 1_000) kB): \(Report.fixed(load.milliseconds, 1)) ms, "
            + "JSONSerialization alone \(Report.fixed(parse.milliseconds, 1)) ms, ratio \(Report.fixed(load.milliseconds / parse.milliseconds, 2))x "
            + "(target: well under 1000 ms: \(load.milliseconds < 500 ? "met" : "NOT met"))"
    }

    /// 10,000 updates of 100 items to a data object without a view (the
    /// data changes at once on the calling thread), with and without a
    /// capture attached.
    static func captureOverhead(iterations: Int, sink: inout Int) -> String {
        let updates = 10_000
        let sets = (0..<16).map { round in (0..<100).map { Item(id: ($0 * 7 + round) % 150, version: round) } }
        func run(_ data: CollectionData<Item>) -> Int {
            for index in 0..<updates { data.update(sets[index % sets.count]) }
            return data.count
        }
        let plain = CollectionData<Item>()
        let captured = CollectionData<Item>()
        var captures: [CollectionDataCapture<Item>] = []
        let (without, with) = Measurement.interleaved(iterations: iterations, { run(plain) }, {
            // A fresh capture each time, so that its log does not grow across samples.
            captures.forEach { $0.stop() }
            captures = [CollectionDataCapture(captured, view: CapturedView(style: .collection), content: .custom { $0.version })]
            return run(captured)
        }, sink: &sink)
        let perUpdate = (with.milliseconds - without.milliseconds) * 1_000_000 / Double(updates)
        return "capture overhead, \(updates) updates of 100 items: \(Report.fixed(with.milliseconds, 2)) ms captured, "
            + "\(Report.fixed(without.milliseconds, 2)) ms not, ratio \(Report.fixed(with.milliseconds / without.milliseconds, 2))x, "
            + "\(Report.fixed(perUpdate, 0)) ns per update"
    }
}
