import Foundation
import LiveCollectionsScenarios
import LiveCollectionsStore

/// The whole replay: every committed scenario replayed, recorded in a fresh
/// SQLite store and compared with its golden, against the replay alone
/// measured in the same run.
enum ScenarioThroughput {
    /// The repository's `Scenarios/`, found from this file.
    static let scenarios = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    static func report(iterations: Int, sink: inout Int) -> String {
        do {
            let all = try ScenarioLoader.loadAll(in: scenarios, displayDirectory: "Scenarios")
            let goldens = try ScenarioStore(path: scenarios.appendingPathComponent("goldens.sqlite").path, mode: .readOnly)
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-benchmark-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }

            let replayOnly = Measurement(iterations: iterations, { all.reduce(0) { $0 + ScenarioReplay.run($1).recordCount } }, sink: &sink)
            var pass = 0
            var records = 0
            var mismatches = 0
            var failure: String?
            let full = Measurement(iterations: iterations, {
                pass += 1
                do {
                    let store = try ScenarioStore(path: directory.appendingPathComponent("runs-\(pass).sqlite").path)
                    records = 0
                    for scenario in all {
                        let recording = ScenarioReplay.run(scenario)
                        _ = try store.record(recording, label: "benchmark", packageVersion: "benchmark", recordedAt: Date())
                        records += recording.recordCount
                        guard let golden = try goldens.golden(for: scenario.name) else { mismatches += 1; continue }
                        if try goldens.recording(of: golden) != recording { mismatches += 1 }
                    }
                } catch {
                    failure = "\(error)"
                }
                return records
            }, sink: &sink)
            if let failure { return "scenario replay: failed: \(failure)" }
            let seconds = full.milliseconds / 1_000
            return "scenario replay: \(all.count) scenarios replayed, recorded and verified in \(Report.fixed(full.milliseconds, 1)) ms "
                + "(median of \(iterations)); \(records) records stored, \(Report.fixed(Double(records) / seconds, 0)) records/s; "
                + "replay alone \(Report.fixed(replayOnly.milliseconds, 1)) ms, ratio \(Report.fixed(full.milliseconds / replayOnly.milliseconds, 2))x; "
                + "\(mismatches / iterations) differ from their goldens"
        } catch {
            return "scenario replay: cannot load the scenarios or goldens: \(error)"
        }
    }
}
