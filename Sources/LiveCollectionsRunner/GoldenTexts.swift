import Foundation
import LiveCollectionsRecording

/// The text goldens: every golden recording also committed as text, one
/// `NAME.txt` per scenario, the very lines `verify` compares
/// (``RecordingText/document(of:)``), so that a pull request that changes a
/// golden shows a line diff. The SQLite golden store stays the one the
/// commands query; these files are written from it and checked against it.
struct GoldenTexts {
    /// The folder, as the user names it (e.g. `Scenarios/goldens`).
    let directory: String

    /// The file of `scenario`'s golden text.
    func path(of scenario: String) -> String {
        "\(directory)/\(scenario).txt"
    }

    /// The text of `recording`: its document, one line each, ending in a newline.
    static func text(of recording: ScenarioRecording) -> String {
        RecordingText.document(of: recording).joined(separator: "\n") + "\n"
    }

    /// The committed text of `scenario`, or nil when there is no file.
    func read(_ scenario: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path(of: scenario)) else { return nil }
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
    func write(_ scenario: String, golden: ScenarioRecording) throws(CommandFailure) {
        let file = path(of: scenario)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(Self.text(of: golden).utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw CommandFailure("\(file): cannot write the text golden (\(error.localizedDescription))")
        }
    }

    /// Removes `scenario`'s file, if there is one.
    func remove(_ scenario: String) throws(CommandFailure) {
        let file = path(of: scenario)
        guard FileManager.default.fileExists(atPath: file) else { return }
        do {
            try FileManager.default.removeItem(atPath: file)
        } catch {
            throw CommandFailure("\(file): cannot remove the text golden (\(error.localizedDescription))")
        }
    }

    /// The scenarios that have a file here, sorted.
    func scenarios() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }
}
