import Foundation
import LiveCollectionsScenarios
import LiveCollectionsStore
import LiveCollectionsSupport

extension ScenarioTool {
    /// `export RUN`: the run and its recording as JSON, to `output` or
    /// standard output.
    public func export(_ reference: RunReference, to output: String?) throws(CommandFailure) {
        let file = output.map(ExportedRun.file)
        try file?.check()
        let (store, run, reference) = try resolve(reference)
        let (summary, recording) = try self.store { () throws(StoreError) in (try store.summary(of: run), try store.recording(of: run)) }
        let document = ExportedRun(
            reference: reference.description, run: run.rawValue, scenario: summary.scenario, label: summary.label,
            packageVersion: summary.packageVersion, sourceRevision: summary.sourceRevision,
            recordedAt: Self.timestamp(summary.recordedAt), recording: recording
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(document)
        } catch {
            throw CommandFailure("\(reference): cannot be written as JSON (\(error))")
        }
        // Bidirectional and C1 characters in strings as JSON escapes: the
        // same values, and no byte that acts in a terminal or an editor.
        let json = VisibleText.jsonEscaped(String(decoding: data, as: UTF8.self))
        guard let file else {
            json.split(separator: "\n", omittingEmptySubsequences: false).forEach { console.line(String($0)) }
            return
        }
        try file.write(Data((json + "\n").utf8))
        console.line("exported \(reference.heading) to \(file.path)")
    }
}

/// The JSON `export` writes.
struct ExportedRun: Encodable {
    /// How commands name the run: `12` or `golden:07-carousels`.
    let reference: String
    /// The run's number in its store.
    let run: Int64
    let scenario: String
    let label: String?
    let packageVersion: String
    let sourceRevision: String?
    let recordedAt: String
    let recording: ScenarioRecording

    /// The export at `path`: an existing file is replaced only when it is
    /// an export (a JSON object with `reference`, `run` and `recording`).
    static func file(_ path: String) -> OutputFile {
        OutputFile(path: path, contents: "the export", writer: "scenarios export --output") { data in
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
            return object["reference"] is String && object["run"] is NSNumber && object["recording"] is [String: Any]
        }
    }
}
