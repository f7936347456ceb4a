import LiveCollectionsScenarios
import LiveCollectionsStore

extension ScenarioTool {
    /// `approve RUN`: the working run becomes its scenario's golden, in one
    /// transaction that also drops the golden run it replaces; its text
    /// golden is rewritten and the goldens file compacted, so it does not
    /// grow with history. A failed run is refused.
    public func approve(_ text: String) throws(CommandFailure) {
        let reference = try RunReference(parsing: text)
        guard case .working(let run) = reference else {
            throw CommandFailure("\(reference) is a golden already; approve names a working run, as `scenarios verify` prints it")
        }
        let working = try workingStore(create: false)
        let summary = try store { () throws(StoreError) in try working.summary(of: run) }
        if case .failed(let message) = summary.outcome {
            throw CommandFailure(
                "run \(run) of \(summary.scenario) failed, so it cannot be a golden: \(message) "
                    + "(see it with `scenarios show \(reference)`; fix the replay, then verify again and approve the new run)")
        }
        let recording = try store { () throws(StoreError) in try working.recording(of: run) }
        let goldens = try writableGoldens()
        let replaced = try store { () throws(StoreError) in
            let (_, replaced) = try goldens.replaceGolden(with: run, from: working)
            try goldens.compact()
            return replaced
        }
        try goldenTexts.write(summary.scenario, golden: recording)
        let golden = RunReference.golden(summary.scenario)
        console.line("approved run \(run) of \(summary.scenario): it is now \(golden) in \(paths.goldens)"
            + (replaced == nil ? "" : ", replacing the previous golden"))
        console.line("  its text: \(goldenTexts.path(of: summary.scenario)) (commit both files)")
    }
}
