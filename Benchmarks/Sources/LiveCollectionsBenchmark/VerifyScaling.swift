import Foundation
import LiveCollectionsRunner
import LiveCollectionsScenarios
import LiveCollectionsStore

/// `scenarios verify` against a working database holding 10,000 stored runs,
/// and against an empty one, timed alternately in the same run: the ratio
/// shows whether verify's time grows with the number of stored runs.
enum VerifyScaling {
    /// The runs stored before the large database is verified.
    static let storedRuns = 10_000

    static func report(iterations: Int, sink: inout Int) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("verify-scaling-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let scenariosPath = ScenarioThroughput.scenarios.path
            let full = directory.appendingPathComponent("full.sqlite").path
            let empty = directory.appendingPathComponent("empty.sqlite").path
            let start = ContinuousClock.now
            try fillStore(at: full, scenarios: ScenarioThroughput.scenarios)
            let setup = ContinuousClock.now - start
            _ = try ScenarioStore(path: empty)

            var failure: String?
            func verify(_ database: String) -> Int {
                var lines = 0
                let console = ScenarioConsole(output: { _ in lines += 1 })
                let paths = ToolPaths(scenarios: scenariosPath, database: database, goldens: "\(scenariosPath)/goldens.sqlite")
                do {
                    let tool = ScenarioTool(paths: paths, console: console, environment: [PackageVersion.sourceRevisionVariable: "benchmark"])
                    if try !tool.verify(names: [], mode: .never) {
                        failure = "a scenario does not match its golden"
                    }
                } catch {
                    failure = error.message
                }
                return lines
            }
            let (large, small) = Measurement.interleaved(iterations: iterations, { verify(full) }, { verify(empty) }, sink: &sink)
            if let failure { return "verify with \(storedRuns) stored runs: failed: \(failure)" }
            return "verify with \(storedRuns) stored runs: \(Report.fixed(large.milliseconds, 1)) ms, with an empty working store "
                + "\(Report.fixed(small.milliseconds, 1)) ms (medians of \(iterations), alternated), ratio "
                + "\(Report.fixed(large.milliseconds / small.milliseconds, 2))x (storing the runs took \(Report.fixed(Double(setup.components.seconds), 0)) s)"
        } catch {
            return "verify with \(storedRuns) stored runs: cannot set up: \(error)"
        }
    }

    /// Records `storedRuns` replays of the scenarios, cycling through them,
    /// under a few labels, as a long-used working database holds them.
    private static func fillStore(at path: String, scenarios directory: URL) throws {
        let recordings = try ScenarioLoader.loadAll(in: directory, displayDirectory: "Scenarios").map(ScenarioReplay.run)
        let store = try ScenarioStore(path: path)
        let labels = [nil, "nightly", "v1", "v2"]
        for index in 0..<storedRuns {
            _ = try store.record(
                recordings[index % recordings.count], label: labels[index % labels.count], packageVersion: PackageVersion.current,
                recordedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index)))
        }
    }
}
