import Foundation
import LiveCollectionsRecording
import LiveCollectionsScenarios
import LiveCollectionsSupport

/// The text goldens: every golden recording also committed as text, one
/// `NAME.txt` per scenario, the very lines `verify` compares
/// (``RecordingText/document(of:)``), so that a pull request that changes a
/// golden shows a line diff. The SQLite golden store stays the one the
/// commands query; these files are written from it and checked against it.
struct GoldenTexts {
    /// The folder, as the user names it (e.g. `Scenarios/goldens`).
    let directory: String

    /// The file of `scenario`'s golden text (``GoldenTextFolder``'s rule,
    /// which `ScenarioGolden.verify` in an app's tests reads by too).
    func path(of scenario: String) -> String {
        GoldenTextFolder(directory: directory).path(of: scenario)
    }

    /// Whether `scenario` can name a file in the folder
    /// (``GoldenTextFolder/isScenarioName(_:)``): `../victim` is not one.
    static func isScenarioName(_ scenario: String) -> Bool {
        GoldenTextFolder.isScenarioName(scenario)
    }

    /// The file of `scenario`'s golden text, refusing a name that is not a
    /// scenario's (``isScenarioName(_:)``).
    func checkedPath(of scenario: String) throws(CommandFailure) -> String {
        guard Self.isScenarioName(scenario) else {
            throw CommandFailure("\(directory): a golden is named \"\(scenario)\", which is not a scenario name (NN-name), so no text file is written or removed for it")
        }
        return path(of: scenario)
    }

    /// The text golden of `scenario` as an ``OutputFile``: the folder is
    /// the tool's, so any file there may be replaced, but not a link.
    func file(of scenario: String) throws(CommandFailure) -> OutputFile {
        OutputFile(path: try checkedPath(of: scenario), contents: "the text golden", writer: "scenarios verify", createsFolder: true, isOurs: nil)
    }

    /// The text of `recording`: its document, one line each, ending in a newline.
    static func text(of recording: ScenarioRecording) -> String {
        RecordingText.goldenText(of: recording)
    }

    /// The committed text of `scenario`, or nil when there is no file.
    func read(_ scenario: String) -> String? {
        guard Self.isScenarioName(scenario), FileKind.of(path(of: scenario)) == .file, let data = FileManager.default.contents(atPath: path(of: scenario)) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// How the committed file of `scenario` stands against its golden recording.
    enum State: Equatable {
        case current, missing, differs
    }

    /// Whether `scenario`'s file holds the text of `golden`.
    func state(of scenario: String, golden: ScenarioRecording) -> State {
        guard let committed = read(scenario) else { return .missing }
        return committed == Self.text(of: golden) ? .current : .differs
    }

    /// Writes the text of `golden` as `scenario`'s file (creating the folder).
    ///
    /// - Returns: a warning when the file is larger than a reviewer can
    ///   read in a pull request (``sizeWarningBytes``), saying what to do.
    @discardableResult
    func write(_ scenario: String, golden: ScenarioRecording) throws(CommandFailure) -> String? {
        let data = Data(Self.text(of: golden).utf8)
        try file(of: scenario).write(data)
        return sizeWarning(scenario, bytes: data.count)
    }

    /// A warning when a text golden of `bytes` is larger than a reviewer can
    /// read in a pull request (``sizeWarningBytes``), saying what to do.
    func sizeWarning(_ scenario: String, bytes: Int) -> String? {
        guard bytes > Self.sizeWarningBytes else { return nil }
        let megabytes = (Double(bytes) / 1_000_000 * 10).rounded() / 10
        return "warning: \(path(of: scenario)) is \(megabytes) MB, too large to review in a pull request "
            + "(the text goldens are for reading; hosts refuse files of 100 MB): give the scenario fewer items or steps, "
            + "or reduce it with `scenarios shrink`"
    }

    /// The size above which writing a text golden warns: a few times the
    /// largest generated scenario's, far below what a code host refuses.
    static let sizeWarningBytes = 5_000_000

    /// Fails unless `scenario`'s file may be written (see ``OutputFile``).
    func checkWritable(_ scenario: String) throws(CommandFailure) {
        try file(of: scenario).check()
    }

    /// The scenarios that have a file here, sorted.
    func scenarios() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.filter(Self.isScenarioName).sorted()
    }
}
