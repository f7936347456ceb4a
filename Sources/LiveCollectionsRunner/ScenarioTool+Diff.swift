import Foundation
import LiveCollectionsDocs
import LiveCollectionsScenarios
import LiveCollectionsStore

extension ScenarioTool {
    /// `diff RUN_A RUN_B`: how the second run differs from the first; with
    /// `html`, also the visual diff pages in that folder.
    ///
    /// - Returns: whether they are the same.
    public func diff(_ first: String, _ second: String, html: String? = nil) throws(CommandFailure) -> Bool {
        if let html { try checkDiffPagesFolder(html) }
        let (a, b) = (try runID(first), try runID(second))
        let store = try workingStore(create: false)
        let (summaryA, summaryB, recordingA, recordingB) = try self.store { () throws(StoreError) in
            (try store.summary(of: a), try store.summary(of: b), try store.recording(of: a), try store.recording(of: b))
        }
        let comparison = RecordingComparison(expected: recordingA, actual: recordingB)
        let heading = "run \(a) (\(summaryA.scenario)) and run \(b) (\(summaryB.scenario))"
        if summaryA.scenario != summaryB.scenario {
            console.line("note: these runs replayed different scenarios; the comparison is step by step all the same")
        }
        if comparison.isMatch {
            console.line("\(heading): same")
        } else {
            console.line("\(heading): changed")
            comparison.report.forEach(console.line)
        }
        if let html {
            let durations = animationDurations()
            let pair = ScenarioComparison(
                scenario: summaryB.scenario,
                first: ComparedRun(run: a.description, recording: recordingA, animationMilliseconds: durations[summaryA.scenario] ?? 300),
                second: ComparedRun(run: b.description, recording: recordingB, animationMilliseconds: durations[summaryB.scenario] ?? 300)
            )
            var files = DiffPages.files(first: "run \(a)", second: "run \(b)", comparisons: [pair])
            if comparison.isMatch { files.merge(DiffPages.page(for: pair, first: "run \(a)", second: "run \(b)")) { $1 } }
            try writeDiffPages(files, to: html)
        }
        return comparison.isMatch
    }

    /// `diff --label A --label B`: the newest run of each scenario under each
    /// label, scenario by scenario: same, changed, or missing under one label;
    /// with `html`, also the visual diff pages in that folder.
    ///
    /// - Returns: whether every scenario is the same under both labels.
    public func diff(label first: String, label second: String, html: String? = nil) throws(CommandFailure) -> Bool {
        if let html { try checkDiffPagesFolder(html) }
        let store = try workingStore(create: false)
        let (runsA, runsB) = try self.store { () throws(StoreError) in (try store.latestRuns(label: first), try store.latestRuns(label: second)) }
        let byScenarioA = Dictionary(runsA.map { ($0.scenario, $0) }, uniquingKeysWith: { $1 })
        let byScenarioB = Dictionary(runsB.map { ($0.scenario, $0) }, uniquingKeysWith: { $1 })
        var rows: [[String]] = []
        var details: [String] = []
        var counts = (same: 0, changed: 0, missing: 0)
        var pages: [ScenarioComparison] = []
        let durations = html == nil ? [:] : animationDurations()
        for scenario in Set(byScenarioA.keys).union(byScenarioB.keys).sorted() {
            if html != nil {
                let (recordingA, recordingB) = try self.store { () throws(StoreError) -> (ScenarioRecording?, ScenarioRecording?) in
                    var recordings: (ScenarioRecording?, ScenarioRecording?) = (nil, nil)
                    if let run = byScenarioA[scenario] { recordings.0 = try store.recording(of: run.id) }
                    if let run = byScenarioB[scenario] { recordings.1 = try store.recording(of: run.id) }
                    return recordings
                }
                let duration = durations[scenario] ?? 300
                pages.append(ScenarioComparison(
                    scenario: scenario,
                    first: zip(byScenarioA[scenario], recordingA).map { ComparedRun(run: $0.id.description, recording: $1, animationMilliseconds: duration) },
                    second: zip(byScenarioB[scenario], recordingB).map { ComparedRun(run: $0.id.description, recording: $1, animationMilliseconds: duration) }
                ))
            }
            guard let runA = byScenarioA[scenario], let runB = byScenarioB[scenario] else {
                let label = byScenarioA[scenario] == nil ? first : second
                rows.append([scenario, "-", "-", console.warning("missing in \(label)")])
                counts.missing += 1
                continue
            }
            let comparison = try self.store { () throws(StoreError) in
                RecordingComparison(expected: try store.recording(of: runA.id), actual: try store.recording(of: runB.id))
            }
            if comparison.isMatch {
                rows.append([scenario, runA.id.description, runB.id.description, console.good("same")])
                counts.same += 1
            } else {
                rows.append([scenario, runA.id.description, runB.id.description, console.bad("changed")])
                counts.changed += 1
                details.append("\(scenario): run \(runA.id) (\(first)) and run \(runB.id) (\(second)) differ")
                details += comparison.report
            }
        }
        Console.table(header: ["scenario", first, second, "result"], rows: rows).forEach(console.line)
        console.line("\(Self.count(rows.count, "scenario")): \(counts.same) same, \(counts.changed) changed, \(counts.missing) missing")
        details.forEach(console.line)
        if let html {
            try writeDiffPages(DiffPages.files(first: first, second: second, comparisons: pages), to: html)
        }
        return counts.changed == 0 && counts.missing == 0
    }

    /// `show RUN`: the run's metadata and its whole recording.
    public func show(_ text: String) throws(CommandFailure) {
        let run = try runID(text)
        let store = try workingStore(create: false)
        let (summary, recording) = try self.store { () throws(StoreError) in (try store.summary(of: run), try store.recording(of: run)) }
        console.line("run \(run): \(summary.scenario), recorded \(Self.timestamp(summary.recordedAt)) by version \(summary.packageVersion)"
            + (summary.label.map { ", label \($0)" } ?? "") + ", scenario file \(summary.contentHash)")
        RecordingText.document(of: recording).forEach(console.line)
    }

    /// `export RUN`: the run and its recording as JSON, to `output` or
    /// standard output.
    public func export(_ text: String, to output: String?) throws(CommandFailure) {
        let run = try runID(text)
        let store = try workingStore(create: false)
        let (summary, recording) = try self.store { () throws(StoreError) in (try store.summary(of: run), try store.recording(of: run)) }
        let document = ExportedRun(
            run: run.rawValue, scenario: summary.scenario, label: summary.label, packageVersion: summary.packageVersion,
            recordedAt: Self.timestamp(summary.recordedAt), recording: recording
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(document)
        } catch {
            throw CommandFailure("run \(run): cannot be written as JSON (\(error))")
        }
        guard let output else {
            console.line(String(decoding: data, as: UTF8.self))
            return
        }
        do {
            try (data + Data("\n".utf8)).write(to: URL(fileURLWithPath: output))
        } catch {
            throw CommandFailure("\(output): cannot write the export (\(error.localizedDescription))")
        }
        console.line("exported run \(run) to \(output)")
    }

    static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}

/// The JSON `export` writes.
struct ExportedRun: Encodable {
    let run: Int64
    let scenario: String
    let label: String?
    let packageVersion: String
    let recordedAt: String
    let recording: ScenarioRecording
}

/// Both values, when both are there.
private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}

extension ScenarioTool {
    /// The file `diff --html` leaves in its folder, listing the files it wrote.
    static let diffPagesMarker = ".scenarios-diff-html"

    /// Each scenario file's `animationMilliseconds`, by name, for the scenarios
    /// that load (a batch without a recorded completion is drawn that long).
    func animationDurations() -> [String: Int] {
        let scenarios = (try? scenarios(named: [])) ?? []
        return Dictionary(scenarios.map { ($0.name, $0.view?.animationMilliseconds ?? 300) }, uniquingKeysWith: { $1 })
    }

    /// Checks `folder` can take the diff pages: it is missing, empty, or was
    /// written by `diff --html` (the files its marker lists are returned, to
    /// be replaced).
    @discardableResult
    func checkDiffPagesFolder(_ folder: String) throws(CommandFailure) -> [String] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { throw CommandFailure("\(folder): is a file; give --html a folder") }
        guard let contents = try? manager.contentsOfDirectory(atPath: folder), !contents.isEmpty else { return [] }
        let marker = URL(fileURLWithPath: folder).appendingPathComponent(Self.diffPagesMarker)
        guard let listed = try? String(contentsOf: marker, encoding: .utf8) else {
            throw CommandFailure("\(folder): not empty and not written by `scenarios diff --html`; give a new or empty folder")
        }
        return listed.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") }
    }

    /// Writes the diff pages into `folder`: a new or empty folder, or one a
    /// previous `diff --html` wrote (the files its marker lists are replaced;
    /// nothing else there is touched). Any other folder is refused.
    func writeDiffPages(_ files: [String: Data], to folder: String) throws(CommandFailure) {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: folder)
        let marker = root.appendingPathComponent(Self.diffPagesMarker)
        for path in try checkDiffPagesFolder(folder) {
            try? manager.removeItem(at: root.appendingPathComponent(path))
        }
        do {
            let sorted = files.keys.sorted()
            try manager.createDirectory(at: root, withIntermediateDirectories: true)
            try Data((sorted.joined(separator: "\n") + "\n").utf8).write(to: marker)
            for path in sorted {
                let url = root.appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try files[path]?.write(to: url)
            }
        } catch {
            throw CommandFailure("\(folder): cannot write the diff pages (\(error.localizedDescription))")
        }
        console.line("wrote \(Self.count(files.count, "file")) to \(folder): open \(root.appendingPathComponent("index.html").relativePath) in a browser")
    }
}
