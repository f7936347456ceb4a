import Foundation
import LiveCollections
import LiveCollectionsTesting

/// Times the delta engine against a hash-lookup reference measured in the
/// same run, and prints one row per workload.
@main
struct LiveCollectionsBenchmark {
    static func main() {
        #if DEBUG
        print("warning: debug build; run `swift run -c release --package-path Benchmarks` for figures worth quoting")
        #endif
        var generator = SeededRandomNumberGenerator(seed: 20_261_121)
        var sink = 0
        var results: [BenchmarkResult] = []

        let uuid5k = Workloads.uuids(count: 5_000, delete: 2_000..<3_000, insertAt: 3_000..<4_000, shuffle: 0..<200, using: &generator)
        let uuid100k = Workloads.uuids(count: 100_000, delete: 20_000..<30_000, insertAt: 30_000..<40_000, shuffle: 0..<2_000, using: &generator)
        results.append(.measure(uuid5k, iterations: 51, sink: &sink))
        results.append(.measure(uuid100k, iterations: 21, sink: &sink))
        for count in [1_000, 10_000, 100_000] {
            let iterations = count >= 100_000 ? 21 : 51
            let ints = Workloads.mixed(name: "Int", count: count, make: { $0 }, change: { _ in nil }, using: &generator)
            results.append(.measure(ints, iterations: iterations, sink: &sink))
            let books = Workloads.mixed(
                name: "Book", count: count, make: Workloads.book,
                change: { book in var book = book; book.title += " (2nd edition)"; return book },
                using: &generator
            )
            results.append(.measure(books, iterations: iterations, sink: &sink))
        }

        print(Report.table(results))
        if let headline = results.first(where: { $0.name == "UUID 100k" }) {
            let verdict = headline.ratio <= 1.5 ? "met" : "NOT met"
            print(
                "UUID 100k: engine \(Report.fixed(headline.engine.milliseconds, 2)) ms, "
                    + "reference \(Report.fixed(headline.reference.milliseconds, 2)) ms, "
                    + "ratio \(Report.fixed(headline.ratio, 2))x (target <= 1.50x: \(verdict))"
            )
        }
        print(ScenarioThroughput.report(iterations: 11, sink: &sink))
        print(VerifyScaling.report(iterations: 11, sink: &sink))
        print("checksum \(sink)")
    }
}
