import Foundation
import LiveCollections
import LiveCollectionsTesting

/// Times the path apps call (`CollectionData.calculateDelta`) and the engine
/// (`IndexDelta(from:to:)`) against a hash-lookup floor measured in the same
/// run, then `update` end to end, the memory of a large delta and the
/// scenario tool, and prints one row or line for each.
@main
struct LiveCollectionsBenchmark {
    static func main() {
        #if DEBUG
        print("warning: debug build; run `swift run -c release --package-path Benchmarks` for figures worth quoting")
        #endif
        // Optional arguments name the parts to run: deltas, update, memory, scale, reversal, scenarios, verify, capture.
        let parts = Set(CommandLine.arguments.dropFirst())
        func runs(_ part: String) -> Bool { parts.isEmpty || parts.contains(part) }
        var generator = SeededRandomNumberGenerator(seed: 20_261_121)
        var sink = 0

        let uuid5k = Workloads.uuids(count: 5_000, delete: 2_000..<3_000, insertAt: 3_000..<4_000, shuffle: 0..<200, using: &generator)
        let uuid100k = Workloads.uuids(count: 100_000, delete: 20_000..<30_000, insertAt: 30_000..<40_000, shuffle: 0..<2_000, using: &generator)
        let books = [1_000, 10_000, 100_000].map { Workloads.mixedBooks(count: $0, using: &generator) }
        let shuffled = [10_000, 100_000].map { Workloads.shuffledBooks(count: $0, using: &generator) }

        if runs("deltas") {
            var deltas = [DeltaBenchmark.measure(uuid5k, iterations: 51, sink: &sink), DeltaBenchmark.measure(uuid100k, iterations: 21, sink: &sink)]
            deltas += books.map { DeltaBenchmark.measure($0, iterations: $0.source.count >= 100_000 ? 21 : 51, sink: &sink) }
            deltas += shuffled.map { DeltaBenchmark.measure($0, iterations: $0.source.count >= 100_000 ? 21 : 51, sink: &sink) }
            print(Report.table(deltas))
            Report.targets(deltas).forEach { print($0) }
        }
        let book100k = books[2]
        if runs("update") {
            print(Report.endToEnd(EndToEndUpdate.measure(book100k, iterations: 11, sink: &sink)))
        }
        if runs("memory") {
            let data = CollectionData(book100k.source)
            print(Report.memory(
                book100k.name,
                engine: PeakMemory.extraResident({ IndexDelta(from: book100k.source, to: book100k.target).changeCount }, sink: &sink),
                collectionData: PeakMemory.extraResident({ data.calculateDelta(book100k.target).changeCount }, sink: &sink)
            ))
        }
        if runs("scale") {
            do {
                print(Report.scenarioAtScale(try ScenarioAtScale.measure(count: 100_000, iterations: 5, sink: &sink)))
            } catch {
                print("scenario at scale: failed: \(error)")
            }
        }
        if runs("reversal") {
            do {
                // The debug build is many times slower: one round there.
                #if DEBUG
                let rounds = 1
                #else
                let rounds = 5
                #endif
                Report.reversal(try ReversalAtScale.measure(counts: [50_000, 200_000], iterations: rounds, sink: &sink)).forEach { print($0) }
            } catch {
                print("reversal: failed: \(error)")
            }
        }
        if runs("scenarios") {
            print(ScenarioThroughput.report(iterations: 11, sink: &sink))
        }
        if runs("verify") {
            print(VerifyScaling.report(iterations: 11, sink: &sink))
        }
        if runs("capture") { print(CaptureCost.report(iterations: 11, sink: &sink)) }
        print("checksum \(sink)")
    }
}
