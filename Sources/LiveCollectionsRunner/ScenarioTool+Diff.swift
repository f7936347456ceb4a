import Foundation
import LiveCollectionsDocs
import LiveCollectionsScenarios
import LiveCollectionsStore

extension ScenarioTool {
    /// `diff RUN_A RUN_B`: how the second run differs from the first; each
    /// is a ``RunReference`` (a working run number or `golden:NAME`). With
    /// `html`, also the visual diff pages in that folder (a
    /// ``GeneratedFolder``).
    ///
    /// - Returns: whether they are the same.
    public func diff(_ first: RunReference, _ second: RunReference, html: String? = nil) throws(CommandFailure) -> Bool {
        let pagesFolder = html.map { GeneratedFolder(path: $0, generator: "scenarios diff --html") }
        try pagesFolder?.check()
        let (a, b) = (try resolve(first), try resolve(second))
        let (summaryA, summaryB, recordingA, recordingB) = try self.store { () throws(StoreError) in
            (try a.store.summary(of: a.run), try b.store.summary(of: b.run), try a.store.recording(of: a.run), try b.store.recording(of: b.run))
        }
        let comparison = RecordingComparison(expected: recordingA, actual: recordingB)
        let heading = "\(a.reference.heading) (\(summaryA.scenario)) and \(b.reference.heading) (\(summaryB.scenario))"
        if summaryA.scenario != summaryB.scenario {
            console.line("note: \(a.reference.heading) replayed \(summaryA.scenario) and \(b.reference.heading) \(summaryB.scenario), two scenarios: "
                + "the comparison is step by step all the same; to see what changed in one scenario, diff two runs of it (`scenarios report` and `verify` print run ids)")
        }
        if comparison.isMatch {
            console.line("\(heading): same")
        } else {
            console.line("\(heading): changed")
            comparison.report.forEach(console.line)
        }
        if let pagesFolder {
            let durations = animationDurations()
            let (nameA, nameB) = (a.reference.heading, b.reference.heading)
            let pair = ScenarioComparison(
                scenario: summaryB.scenario,
                first: ComparedRun(run: a.reference.description, recording: recordingA, animationMilliseconds: durations[summaryA.scenario] ?? 300),
                second: ComparedRun(run: b.reference.description, recording: recordingB, animationMilliseconds: durations[summaryB.scenario] ?? 300)
            )
            var files = DiffPages.files(first: nameA, second: nameB, comparisons: [pair])
            if comparison.isMatch { files.merge(DiffPages.page(for: pair, first: nameA, second: nameB)) { $1 } }
            try writeDiffPages(files, to: pagesFolder)
        }
        return comparison.isMatch
    }

    /// `diff --label A --label B`: the newest run of each scenario under each
    /// label, scenario by scenario: same, changed, or missing under one label;
    /// with `html`, also the visual diff pages in that folder.
    ///
    /// - Returns: whether every scenario is the same under both labels.
    public func diff(label first: String, label second: String, html: String? = nil) throws(CommandFailure) -> Bool {
        let pagesFolder = html.map { GeneratedFolder(path: $0, generator: "scenarios diff --html") }
        try pagesFolder?.check()
        let store = try workingStore(create: false)
        let (runsA, runsB) = try self.store { () throws(StoreError) in (try store.latestRuns(label: first), try store.latestRuns(label: second)) }
        let byScenarioA = Dictionary(runsA.map { ($0.scenario, $0) }, uniquingKeysWith: { $1 })
        let byScenarioB = Dictionary(runsB.map { ($0.scenario, $0) }, uniquingKeysWith: { $1 })
        var rows: [ScenarioConsole.Row] = []
        var details: [String] = []
        var counts = (same: 0, changed: 0, missing: 0)
        var pages: [ScenarioComparison] = []
        let durations = html == nil ? [:] : animationDurations()
        for scenario in Set(byScenarioA.keys).union(byScenarioB.keys).sorted() {
            if html != nil {
                let duration = durations[scenario] ?? 300
                // A scenario's run under one label, as the page compares it.
                let compared = { (run: RunSummary?) throws(CommandFailure) -> ComparedRun? in
                    guard let run else { return nil }
                    let recording = try self.store { () throws(StoreError) in try store.recording(of: run.id) }
                    return ComparedRun(run: run.id.description, recording: recording, animationMilliseconds: duration)
                }
                pages.append(ScenarioComparison(scenario: scenario, first: try compared(byScenarioA[scenario]), second: try compared(byScenarioB[scenario])))
            }
            guard let runA = byScenarioA[scenario], let runB = byScenarioB[scenario] else {
                let label = byScenarioA[scenario] == nil ? first : second
                rows.append(ScenarioConsole.Row([scenario, "-", "-", "missing in \(label)"], tone: .warning))
                counts.missing += 1
                continue
            }
            let comparison = try self.store { () throws(StoreError) in
                RecordingComparison(expected: try store.recording(of: runA.id), actual: try store.recording(of: runB.id))
            }
            if comparison.isMatch {
                rows.append(ScenarioConsole.Row([scenario, runA.id.description, runB.id.description, "same"], tone: .good))
                counts.same += 1
            } else {
                rows.append(ScenarioConsole.Row([scenario, runA.id.description, runB.id.description, "changed"], tone: .bad))
                counts.changed += 1
                details.append("\(scenario): run \(runA.id) (\(first)) and run \(runB.id) (\(second)) differ")
                details += comparison.report
            }
        }
        console.table(header: ["scenario", first, second, "result"], rows: rows)
        console.line("recorded by: \(first) \(Self.versions(of: runsA)); \(second) \(Self.versions(of: runsB))")
        console.line("\(Self.count(rows.count, "scenario")): \(counts.same) same, \(counts.changed) changed, \(counts.missing) missing")
        details.forEach(console.line)
        if let pagesFolder {
            try writeDiffPages(DiffPages.files(first: first, second: second, comparisons: pages), to: pagesFolder)
        }
        return counts.changed == 0 && counts.missing == 0
    }

    /// The versions that recorded `runs`: `0.1.0 (v0.1.0-3-gabc1234)`, or
    /// several, comma-separated, in order.
    static func versions(of runs: [RunSummary]) -> String {
        var seen: [String] = []
        for run in runs where !seen.contains(run.recordedBy) { seen.append(run.recordedBy) }
        return seen.joined(separator: ", ")
    }
}

extension ScenarioTool {
    /// Each scenario file's `animationMilliseconds`, by name, for the scenarios
    /// that load (a batch without a recorded completion is drawn that long).
    func animationDurations() -> [String: Int] {
        let scenarios = ((try? loadScenarios(named: [], quietly: true)) ?? []).compactMap(\.scenario)
        return Dictionary(scenarios.map { ($0.name, $0.view?.animationMilliseconds ?? 300) }, uniquingKeysWith: { $1 })
    }

    /// Writes the diff pages: the folder is replaced whole (see
    /// ``GeneratedFolder``).
    func writeDiffPages(_ files: [String: Data], to folder: GeneratedFolder) throws(CommandFailure) {
        try folder.replace(with: files)
        let index = URL(fileURLWithPath: folder.path).appendingPathComponent("index.html").relativePath
        console.line("wrote \(Self.count(files.count, "file")) to \(folder.path): open \(index) in a browser")
    }
}
