import Foundation
import LiveCollectionsRecording
import LiveCollectionsSupport

/// Replays a captured scenario in an app's tests and compares what its
/// views were told with the scenario's committed text golden, as
/// `scenarios verify` does: the same text (``RecordingText/goldenText(of:)``)
/// in the same file, `goldens/NN-name.txt` beside the scenario files.
///
/// ```swift
/// import Foundation
/// import LiveCollectionsScenarios
/// import Testing
///
/// let scenarios = URL(fileURLWithPath: #filePath)
///     .deletingLastPathComponent().appendingPathComponent("../../Scenarios").standardized
///
/// @Test func theFeedSession() throws {
///     try ScenarioGolden.verify("90-feed", in: scenarios)
/// }
/// ```
///
/// A failure throws a ``ScenarioGoldenFailure`` whose description is the
/// whole message, so a test in Swift Testing or XCTest (`func test...()
/// throws`) reports it as thrown. A golden that does not exist is written
/// when the ``RecordMode`` allows it (not on CI), and the call fails so that
/// it is read first; a golden that differs is never rewritten here.
public enum ScenarioGolden {
    /// Replays the scenario `name` (`90-feed`, its file `name.json`) of the
    /// folder `scenarios` and compares it with `scenarios/goldens/name.txt`.
    ///
    /// - Parameter record: whether a missing golden is written; nil reads
    ///   the mode from the environment (see ``RecordMode``).
    /// - Returns: the replay, for further checks.
    /// - Throws: ``ScenarioGoldenFailure`` when the file cannot be loaded,
    ///   the replay fails (a batch UIKit would reject), the golden differs
    ///   or is missing.
    @discardableResult
    public static func verify(_ name: String, in scenarios: URL, record: RecordMode? = nil) throws(ScenarioGoldenFailure) -> ScenarioRecording {
        let scenario = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        guard GoldenTextFolder.isScenarioName(scenario) else {
            let folder = VisibleText.escaped(scenarios.standardizedFileURL.path)
            throw ScenarioGoldenFailure(scenario: scenario, file: "\(scenarios.standardizedFileURL.path)/\(name)", golden: nil, lines: [
                "\"\(VisibleText.escaped(scenario))\": not a scenario name (NN-name: the name of a file NN-name.json in \(folder))",
            ])
        }
        return try verify(fileAt: scenarios.appendingPathComponent("\(scenario).json"), record: record)
    }

    /// Replays the scenario file at `file` (`Scenarios/90-feed.json`) and
    /// compares it with the text golden beside it (`Scenarios/goldens/90-feed.txt`).
    ///
    /// - Parameter record: whether a missing golden is written; nil reads
    ///   the mode from the environment (see ``RecordMode``).
    /// - Returns: the replay, for further checks.
    /// - Throws: ``ScenarioGoldenFailure`` (see ``verify(_:in:record:)``).
    @discardableResult
    public static func verify(fileAt file: URL, record: RecordMode? = nil) throws(ScenarioGoldenFailure) -> ScenarioRecording {
        try verify(fileAt: file, record: record, environment: ProcessInfo.processInfo.environment)
    }

    /// ``verify(fileAt:record:)`` with the environment given.
    package static func verify(
        fileAt url: URL, record: RecordMode?, environment: [String: String]
    ) throws(ScenarioGoldenFailure) -> ScenarioRecording {
        let url = url.standardizedFileURL
        let name = url.deletingPathExtension().lastPathComponent
        let file = url.path
        let shown = VisibleText.escaped(file)
        func failure(_ lines: [String], golden: String? = nil, recorded: Bool = false) -> ScenarioGoldenFailure {
            ScenarioGoldenFailure(scenario: name, file: file, golden: golden, recorded: recorded, lines: lines)
        }
        let mode: (mode: RecordMode, source: String)
        do {
            mode = try RecordMode.resolve(argument: record, environment: environment)
        } catch {
            throw failure([
                "\(RecordMode.environmentVariable)=\(VisibleText.escaped(error.name)): unknown record mode "
                    + "(expected one of: \(RecordMode.names.joined(separator: ", ")))",
            ])
        }

        let scenario: Scenario
        do {
            scenario = try ScenarioLoader.load(fileAt: url, displayPath: shown)
        } catch {
            throw failure(["\(error)"])
        }
        let label = VisibleText.escaped(name)
        guard GoldenTextFolder.isScenarioName(name) else {
            throw failure([
                "\(shown): not named as a scenario (NN-name.json), so it has no text golden",
                "  rename the file, e.g. 90-\(label).json",
            ])
        }
        let recording = ScenarioReplay.run(scenario)
        if case .failed(let message) = recording.outcome {
            throw failure(["\(label): the replay failed: \(VisibleText.escaped(message))", "  scenario: \(shown)"])
        }

        let folder = url.deletingLastPathComponent().path
        let goldens = GoldenTextFolder.beside(scenarios: folder)
        let goldenPath = goldens.path(of: name)
        let golden = VisibleText.escaped(goldenPath)
        let expected = RecordingText.goldenText(of: recording)
        // The tool as the app runs it (`SCENARIOS_COMMAND`, as the tool's own
        // hints), else `scenarios` on PATH.
        let program = environment["SCENARIOS_COMMAND"].flatMap { $0.isEmpty ? nil : $0 } ?? "scenarios"
        let command = "\(program) verify --scenarios \(ShellWord.quoted(VisibleText.escaped(folder)))"

        switch read(goldenPath) {
        case .text(let committed) where committed == expected:
            return recording
        case .text(let committed):
            throw failure([
                "\(label): the replay does not match its golden",
                "  scenario: \(shown)",
                "  golden: \(golden)",
                "  to accept the change: \(command) --record failed \(label), then commit the goldens",
            ] + diff(committed: committed, replay: RecordingText.document(of: recording), golden: golden), golden: goldenPath)
        case .folder:
            throw failure(["\(golden): is a folder, not the text golden of \(label)", "  scenario: \(shown)"], golden: goldenPath)
        case .unreadable(let reason):
            throw failure(["\(golden): cannot read the text golden of \(label) (\(reason))", "  scenario: \(shown)"], golden: goldenPath)
        case .missing:
            break
        }

        guard mode.mode.recordsMissing else {
            throw failure([
                "\(label): no golden at \(golden)",
                "  scenario: \(shown)",
                "  record mode \(mode.mode) (\(VisibleText.escaped(mode.source))): nothing is written",
                "  to record it: \(command) --record missing \(label), "
                    + "or run this test with \(RecordMode.environmentVariable)=missing outside CI",
            ], golden: goldenPath)
        }
        do {
            try FileManager.default.createDirectory(atPath: goldens.directory, withIntermediateDirectories: true)
            try Data(expected.utf8).write(to: URL(fileURLWithPath: goldenPath), options: .atomic)
        } catch {
            throw failure(["\(golden): cannot write the text golden of \(label) (\(FileSystemFailure.reason(of: error)))", "  scenario: \(shown)"], golden: goldenPath)
        }
        throw failure([
            "\(label): recorded its golden at \(golden) (record mode \(mode.mode), \(VisibleText.escaped(mode.source)))",
            "  scenario: \(shown)",
            "  read it, commit it, and run the test again",
        ], golden: goldenPath, recorded: true)
    }

    /// What is at a golden's path.
    private enum GoldenFile {
        case text(String), missing, folder, unreadable(String)
    }

    private static func read(_ path: String) -> GoldenFile {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .missing }
        if isFolder.boolValue { return .folder }
        do {
            return .text(String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self))
        } catch {
            return .unreadable(FileSystemFailure.reason(of: error))
        }
    }

    /// The unified diff of the committed golden and the replay's text, each
    /// line escaped as the golden's own lines are; a note when they differ
    /// only where lines cannot show it.
    private static func diff(committed: String, replay: [String], golden: String) -> [String] {
        var lines = committed.split(separator: "\n", omittingEmptySubsequences: false).map { VisibleText.escaped(String($0)) }
        if lines.last == "" { lines.removeLast() }
        let diff = ScenarioLineDiff.unified(from: lines, to: replay, oldName: golden, newName: "this replay")
        return diff.isEmpty ? ["  the lines read the same: the file differs in its last line feed or a hidden character"] : diff
    }
}
