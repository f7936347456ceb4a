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
    /// Scenarios are documented one at a time, each file written as soon as
    /// it is made (``GeneratedFolder/Replacement``), so the command holds one
    /// scenario's data, recording and files at a time. A scenario whose pages
    /// would draw more than `drawingLimit` cells is summed up instead of
    /// drawn (``DrawingSize``), with a warning line on standard output.
    ///
    /// A scenario file that does not load is left out, with its error
    /// printed, and the command fails after writing the others.
    ///
    /// - Returns: whether every scenario file loaded.
    public func docs(output: String, label: String?, drawingLimit: Int = DrawingSize.limit) throws(CommandFailure) -> Bool {
        let folder = GeneratedFolder(path: output, generator: "scenarios docs")
        try folder.check()
        let names = try scenarioNames()
        // An empty folder gets the loader's own one-line error.
        if names.isEmpty { _ = try loadScenarios(named: []) }
        let goldens = try readGoldens()
        let source = try DocsSource(label: label, tool: self)
        let replacement = try folder.replacement()
        var documented: [DocumentedScenario] = []
        var errors: [ScenarioLoadError] = []
        var files = 0
        for (offset, name) in names.enumerated() {
            // Misnamed files are reported once, with the first scenario.
            guard let loaded = try loadScenarios(named: [name], quietly: offset > 0).first else { continue }
            let scenario: Scenario
            switch loaded.result {
            case .success(let value): scenario = value
            case .failure(let error):
                errors.append(error)
                continue
            }
            guard let run = try source.run(of: scenario, goldens: goldens, tool: self) else { continue }
            let page = try DocsGenerator.write(run, drawingLimit: drawingLimit) { (path, data) throws(CommandFailure) in
                try replacement.write(path, data)
                files += 1
            }
            if page.isSummarized { console.line(Self.tooLargeWarning(page, output: output, limit: drawingLimit)) }
            documented.append(page)
        }
        let index = DocsGenerator.index(of: documented)
        try replacement.write(index.path, index.data)
        try replacement.finish()
        console.line("wrote \(Self.count(files + 1, "file")) for \(Self.count(documented.count, "scenario")) to \(output)")
        errors.forEach { console.line("left out: \($0)") }
        return errors.isEmpty
    }

    /// The line `docs` prints for a scenario summed up instead of drawn,
    /// like the text goldens' size warning: which pages, how large against
    /// the limit, and what to do.
    static func tooLargeWarning(_ page: DocumentedScenario, output: String, limit: Int) -> String {
        let pages = page.files.map { "\(output)/\($0)" }.joined(separator: " and ")
        return "warning: \(pages): \(page.name) is too large to draw (\(page.size), above \(DrawingSize(cells: limit))), "
            + "so its pages sum up each step instead: give the scenario fewer items or steps, or reduce it with `scenarios shrink`"
    }
}

/// Where `docs` takes each scenario's run from: its golden, or the newest
/// working run under a label, compared with its golden.
private enum DocsSource {
    case goldens
    case label(working: any RunStore, latest: [String: RunID])

    init(label: String?, tool: ScenarioTool) throws(CommandFailure) {
        guard let label else {
            self = .goldens
            return
        }
        let working = try tool.workingStore(create: false)
        let latest = try tool.store { () throws(StoreError) in try working.latestRuns(label: label) }
        var newest: [String: RunID] = [:]
        for summary in latest where newest[summary.scenario] == nil { newest[summary.scenario] = summary.id }
        self = .label(working: working, latest: newest)
    }

    /// The run of `scenario` to document; nil when there is none under the label.
    ///
    /// - Throws: ``CommandFailure`` for a scenario without a golden (of the
    ///   goldens), or a store that cannot be read.
    func run(of scenario: Scenario, goldens: ScenarioStore, tool: ScenarioTool) throws(CommandFailure) -> DocumentedRun? {
        switch self {
        case .goldens:
            guard let run = try tool.store({ () throws(StoreError) in try goldens.golden(for: scenario.name) }) else {
                throw CommandFailure("\(scenario.name): no golden in \(tool.paths.goldens) (record it with `scenarios verify --record missing`)")
            }
            let recording = try tool.store { () throws(StoreError) in try goldens.recording(of: run) }
            return DocumentedRun(scenario: scenario, recording: recording, run: RunReference.golden(scenario.name).description, store: tool.paths.goldens)
        case let .label(working, latest):
            guard let id = latest[scenario.name] else { return nil }
            let recording = try tool.store { () throws(StoreError) in try working.recording(of: id) }
            let failure = try tool.store { () throws(StoreError) -> String? in
                guard let golden = try goldens.golden(for: scenario.name) else { return nil }
                let comparison = RecordingComparison(expected: try goldens.recording(of: golden), actual: recording)
                return comparison.isMatch ? nil : "\(comparison.differences.count) parts differ, from \(comparison.differences[0].place)"
            }
            return DocumentedRun(
                scenario: scenario, recording: recording, run: RunReference.working(id).description, store: tool.paths.databaseDisplay,
                verificationFailure: failure
            )
        }
    }
}
