import Foundation

/// Formats benchmark results as a fixed-width table (also valid Markdown).
enum Report {
    static func table(_ results: [BenchmarkResult]) -> String {
        var lines = [
            "| workload | items | engine median (ms) | reference median (ms) | ratio | deletions | insertions | moves | reloads |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for result in results {
            let delta = result.delta
            lines.append(
                "| \(result.name) | \(result.items) | \(fixed(result.engine.milliseconds, 3)) | "
                    + "\(fixed(result.reference.milliseconds, 3)) | \(fixed(result.ratio, 2))x | \(delta.deletions.count) | "
                    + "\(delta.insertions.count) | \(delta.moves.count) | \(delta.reloads.count) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
