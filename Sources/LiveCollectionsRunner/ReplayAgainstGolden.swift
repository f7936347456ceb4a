import Dispatch
import Foundation
import LiveCollectionsScenarios
import LiveCollectionsStore

/// One scenario replayed, its run stored and compared with its golden: the
/// steps `scenarios verify` takes for each scenario, and the benchmark
/// times. Work that does not wait on other work overlaps: the golden is
/// read while the scenario replays, and the run is stored while it is
/// compared with the golden. The outcome is the same as doing the steps
/// one after another; only the time it takes changes.
public struct ReplayAgainstGolden: Sendable {
    /// What the replay recorded.
    public let recording: ScenarioRecording
    /// The run it was stored as.
    public let run: RunID
    /// The scenario's golden run and its recording; nil when it has none
    /// (or when no golden store was given).
    public let golden: (run: RunID, recording: ScenarioRecording)?
    /// The version of the package that recorded the golden; nil without one.
    public let goldenVersion: String?
    /// The recording compared with the golden's; nil without a golden, or
    /// when the replay failed (a failed replay is reported, not compared).
    public let comparison: RecordingComparison?

    /// Replays `scenario` and stores the run with `store`, reading the
    /// scenario's golden from `goldens` meanwhile.
    ///
    /// - Parameters:
    ///   - store: given the recording when the replay ends, returns the
    ///     work that stores it as a run, which runs on another thread.
    ///   - progress: told the step and step count as the replay goes.
    /// - Throws: the store's error: from storing the run first, then from
    ///   reading the golden (a run is stored whenever the replay finishes).
    public static func replay(
        _ scenario: Scenario, goldens: ScenarioStore?,
        progress: (_ step: Int, _ of: Int) -> Void = { _, _ in },
        store: (ScenarioRecording) -> @Sendable () throws(StoreError) -> RunID
    ) throws(StoreError) -> ReplayAgainstGolden {
        let name = scenario.name
        let reading = InBackground { () throws(StoreError) -> (run: RunID, recording: ScenarioRecording, packageVersion: String)? in
            guard let goldens else { return nil }
            return try goldens.goldenRun(of: name)
        }
        let recording = ScenarioReplay.run(scenario, progress: progress)
        let storing = InBackground(store(recording))
        let golden = reading.result()
        var comparison: RecordingComparison?
        if recording.outcome == .passed, case .success(let golden?) = golden {
            comparison = RecordingComparison(expected: golden.recording, actual: recording)
        }
        let run = try storing.result().get()
        let read = try golden.get()
        return ReplayAgainstGolden(
            recording: recording, run: run, golden: read.map { ($0.run, $0.recording) }, goldenVersion: read?.packageVersion, comparison: comparison)
    }
}

/// A value worked out on another thread while the caller goes on.
/// ``result()`` waits for it; the dispatch group orders the worker's write
/// of the result before the caller's read.
private final class InBackground<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    private var outcome: Result<Value, StoreError>?

    init(_ work: @escaping @Sendable () throws(StoreError) -> Value) {
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            let outcome: Result<Value, StoreError>
            do throws(StoreError) {
                outcome = .success(try work())
            } catch {
                outcome = .failure(error)
            }
            self.outcome = outcome
            self.group.leave()
        }
    }

    /// Waits for the work, and gives its outcome.
    func result() -> Result<Value, StoreError> {
        group.wait()
        guard let outcome else { preconditionFailure("InBackground: the worker leaves the group only after writing its outcome") }
        return outcome
    }
}
