import Foundation
import LiveCollectionsDocs
import LiveCollectionsScenarios
import LiveCollectionsStore

extension ScenarioTool {
    /// `docs`: writes the documentation folder from recorded runs: the
    /// goldens by default, or the newest working run of each scenario under
    /// `label`, each compared with its golden. The folder is a
    /// ``GeneratedFolder``: one that holds files the tool did not write is
    /// refused, and an interrupted run leaves the old folder whole.
    ///
    /// A scenario file that does not load is left out, with its error
    /// printed, and the command fails after writing the others.
    ///
    /// - Returns: whether every scenario file loaded.
    public func docs(output: String, label: String?) throws(CommandFailure) -> Bool {
        let folder = GeneratedFolder(path: output, generator: "scenarios docs")
        try folder.check()
        let loaded = try loadScenarios(named: [])
        let scenarios = loaded.compactMap(\.scenario)
        let goldens = try readGoldens()
        var runs: [DocumentedRun] = []
        if let label {
            let working = try workingStore(create: false)
            let latest = try store { () throws(StoreError) in try working.latestRuns(label: label) }
            for scenario in scenarios {
                guard let summary = latest.first(where: { $0.scenario == scenario.name }) else { continue }
                let recording = try store { () throws(StoreError) in try working.recording(of: summary.id) }
                let golden = try store { () throws(StoreError) in try goldens.golden(for: scenario.name).map(goldens.recording(of:)) }
                let failure = golden.flatMap { expected -> String? in
                    let comparison = RecordingComparison(expected: expected, actual: recording)
                    return comparison.isMatch ? nil : "\(comparison.differences.count) parts differ, from \(comparison.differences[0].place)"
                }
                runs.append(DocumentedRun(scenario: scenario, recording: recording, run: RunReference.working(summary.id).description, store: paths.databaseDisplay,
                                          verificationFailure: failure))
            }
        } else {
            for scenario in scenarios {
                guard let run = try store({ () throws(StoreError) in try goldens.golden(for: scenario.name) }) else {
                    throw CommandFailure("\(scenario.name): no golden in \(paths.goldens) (record it with `scenarios verify --record missing`)")
                }
                let recording = try store { () throws(StoreError) in try goldens.recording(of: run) }
                runs.append(DocumentedRun(scenario: scenario, recording: recording, run: RunReference.golden(scenario.name).description, store: paths.goldens))
            }
        }
        let files = DocsGenerator.files(for: runs)
        try folder.replace(with: files)
        console.line("wrote \(Self.count(files.count, "file")) for \(Self.count(runs.count, "scenario")) to \(output)")
        let errors = loaded.compactMap(\.error)
        errors.forEach { console.line("left out: \($0)") }
        return errors.isEmpty
    }
}
