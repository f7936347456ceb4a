import Foundation

/// Formats benchmark results: a table (also valid Markdown) and one line per
/// other measurement.
enum Report {
    static func table(_ results: [DeltaBenchmark]) -> String {
        var lines = [
            "| workload | items | floor (ms) | IndexDelta (ms) | IndexDelta / floor | calculateDelta (ms) | calculateDelta / floor "
                + "| calculateDelta / IndexDelta | deletions | insertions | moves | reloads |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for result in results {
            let delta = result.delta
            lines.append(
                "| \(result.name) | \(result.items) | \(fixed(result.floor.milliseconds, 3)) | \(fixed(result.engine.milliseconds, 3)) | "
                    + "\(result.engineRatio.textWithSpread) | \(fixed(result.collectionData.milliseconds, 3)) | "
                    + "\(result.collectionDataRatio.textWithSpread) | \(result.collectionDataToEngine.textWithSpread) | "
                    + "\(delta.deletions.count) | \(delta.insertions.count) | \(delta.moves.count) | \(delta.reloads.count) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// The targets, each met or not.
    static func targets(_ results: [DeltaBenchmark]) -> [String] {
        results.compactMap { result in
            let limit: Double? = switch result.name {
            case "UUID 100k", "Book 100k": 1.25
            case "Book 10k shuffled", "Book 100k shuffled": 1.5
            default: nil
            }
            var parts: [String] = []
            if let limit {
                parts.append("calculateDelta / floor \(result.collectionDataRatio.text) (target <= \(fixed(limit, 2))x: \(verdict(result.collectionDataRatio.value <= limit)))")
            }
            let toEngine = result.collectionDataToEngine
            parts.append("calculateDelta / IndexDelta \(toEngine.text) (target <= 1.10x: \(verdict(toEngine.value <= 1.1)))")
            return "target \(result.name): " + parts.joined(separator: "; ")
        }
    }

    static func endToEnd(_ result: EndToEndUpdate) -> String {
        "update end to end (\(result.name), recording view, virtual time, \(result.batches) batches): "
            + "\(fixed(result.update.milliseconds, 2)) ms to the view showing the new data, "
            + "floor \(fixed(result.floor.milliseconds, 2)) ms, ratio \(result.ratio.textWithSpread) (median of \(result.update.samples.count))"
    }

    static func memory(_ name: String, engine: Int?, collectionData: Int?) -> String {
        guard let engine, let collectionData else { return "peak extra memory (\(name)): not available (no /proc/self/clear_refs)" }
        let worst = max(engine, collectionData)
        return "peak extra memory (\(name)): IndexDelta \(megabytes(engine)) MB, calculateDelta \(megabytes(collectionData)) MB "
            + "(target < 10 MB: \(verdict(worst < 10_000_000)))"
    }

    static func scenarioAtScale(_ result: ScenarioAtScale) -> String {
        let parts = [
            "scenario at scale (\(result.items) movies, \(result.steps) updates): engine \(fixed(result.engine.milliseconds, 1)) ms for the same deltas",
            "replay \(fixed(result.replay.milliseconds, 1)) ms (\(result.replayRatio.textWithSpread))",
            "record and verify \(fixed(result.recordAndVerify.milliseconds, 1)) ms, ratio \(result.ratio.textWithSpread) "
                + "(target <= 6x: \(verdict(result.ratio.value <= 6)))",
            "its parts after the replay, each alone: store \(fixed(result.store.milliseconds, 1)) ms (\(Ratio(result.store, to: result.engine).text)), "
                + "read the golden \(fixed(result.readGolden.milliseconds, 1)) ms (\(Ratio(result.readGolden, to: result.engine).text)), "
                + "compare \(fixed(result.compare.milliseconds, 1)) ms (\(Ratio(result.compare, to: result.engine).text))",
            "\(result.records) records, \(fixed(result.bytesPerItemAndStep, 1)) bytes per item and step",
            "loading the files \(fixed(result.load.milliseconds, 1)) ms (once); medians of \(result.recordAndVerify.samples.count)",
        ]
        return parts.joined(separator: "; ")
    }

    /// One line per size of the reversal, then its growth against linear.
    static func reversal(_ results: [ReversalAtScale]) -> [String] {
        var lines = results.map { result in
            "reversal (\(result.items) items, one update): engine \(fixed(result.engine.milliseconds, 1)) ms for the same delta; "
                + "replay \(fixed(result.replay.milliseconds, 1)) ms (\(result.replayRatio.textWithSpread)); "
                + "record and verify \(fixed(result.recordAndVerify.milliseconds, 1)) ms (\(result.ratio.textWithSpread)); "
                + "\(result.records) records; medians of \(result.recordAndVerify.samples.count)"
        }
        for (smaller, larger) in zip(results, results.dropFirst()) {
            let growth = ReversalAtScale.Growth(smaller: smaller, larger: larger)
            let worst = max(growth.replay, growth.recordAndVerify)
            lines.append(
                "reversal growth \(larger.items) / (\(fixed(growth.scale, 0)) x \(smaller.items)), the same rounds: "
                    + "replay \(fixed(growth.replay, 2))x, record and verify \(fixed(growth.recordAndVerify, 2))x, "
                    + "engine \(fixed(growth.engine, 2))x (target: linear within 2x, <= 2.00x: \(verdict(worst <= 2)))")
        }
        return lines
    }

    static func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }

    static func megabytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1_000_000, 1) }

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
