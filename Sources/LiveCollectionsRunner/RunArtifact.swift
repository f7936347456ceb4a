import Foundation
import LiveCollectionsDocs
import LiveCollectionsRecording
import LiveCollectionsScenarios
import LiveCollectionsStore
import LiveCollectionsSupport

/// A run as `verify --artifacts DIR` writes it for each scenario that
/// differs from its golden or has none (`DIR/NAME/run.json`), so that
/// `review --from DIR` and `approve --from DIR NAME` can make it the golden
/// on another machine once a replay there records the same: the recording exactly as
/// recorded, with what it was recorded from (the scenario file's
/// fingerprint is in the recording, the tool's version beside it).
struct RunArtifact: Codable, Sendable {
    /// What the file is, and which version of this format: readers refuse
    /// any other.
    static let formatName = "scenarios run artifact 1"

    let format: String
    let scenario: String
    /// The run's number in the database it was recorded in.
    let run: Int64
    let label: String?
    /// The version of the tool that recorded it (``PackageVersion/current``).
    let packageVersion: String
    let sourceRevision: String?
    /// When it was recorded, in milliseconds since 1970 (as stores keep it).
    let recordedAtMilliseconds: Int64
    let recording: ScenarioRecording

    /// The artifact of `run`, as `summary` describes it.
    init(summary: RunSummary, recording: ScenarioRecording) {
        format = Self.formatName
        scenario = summary.scenario
        run = summary.id.rawValue
        label = summary.label
        packageVersion = summary.packageVersion
        sourceRevision = summary.sourceRevision
        recordedAtMilliseconds = Int64((summary.recordedAt.timeIntervalSince1970 * 1000).rounded())
        self.recording = recording
    }

    var recordedAt: Date { Date(timeIntervalSince1970: Double(recordedAtMilliseconds) / 1000) }

    /// The file's path in the artifacts folder, relative to it.
    static func path(of scenario: String) -> String {
        "\(ScenarioFiles(scenario).stem)/run.json"
    }

    /// The bytes of the file: sorted keys, and no character that acts in a
    /// terminal or an editor (``VisibleText/jsonEscaped(_:)``).
    func encoded() throws(CommandFailure) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return Data((VisibleText.jsonEscaped(String(decoding: try encoder.encode(self), as: UTF8.self)) + "\n").utf8)
        } catch {
            throw CommandFailure("run \(run) of \(scenario): cannot be written as JSON (\(error))")
        }
    }

    /// The largest run file `review --from` and `approve --from` read:
    /// 10 MiB. The run of the largest scenario here takes 2.6 MB; a run
    /// whose text golden is at the size that warns (5 MB) takes about
    /// 8.5 MB. A larger file is refused before it is read.
    static let maximumBytes = 10 << 20

    /// The bytes of the file at `path` (shown as `display`), refusing a
    /// file larger than ``maximumBytes`` without reading it.
    ///
    /// - Throws: ``CommandFailure`` naming the file: unreadable, or too large.
    static func bytes(at path: String, display: String) throws(CommandFailure) -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw CommandFailure("\(display): cannot be read (\(OutputFile.reason(for: URL(fileURLWithPath: path).deletingLastPathComponent().path))); pass --from the folder `verify --artifacts` wrote")
        }
        defer { try? handle.close() }
        do {
            let size = try handle.seekToEnd()
            guard size <= UInt64(maximumBytes) else {
                throw CommandFailure("\(display): is \(Self.megabytes(size)) MB, more than the \(maximumBytes >> 20) MiB a run file may hold, so it was not read; write the folder again with `verify --artifacts`, or shrink the scenario")
            }
            try handle.seek(toOffset: 0)
            let data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
            guard data.count <= maximumBytes else {
                throw CommandFailure("\(display): grew past the \(maximumBytes >> 20) MiB a run file may hold while it was read; write the folder again with `verify --artifacts`")
            }
            return data
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(display): cannot be read (\(FileSystemFailure.reason(of: error))); pass --from the folder `verify --artifacts` wrote")
        }
    }

    private static func megabytes(_ bytes: UInt64) -> String {
        String(format: "%.1f", Double(bytes) / 1_000_000)
    }

    /// Reads the artifact at `path` (shown as `display`).
    ///
    /// - Throws: ``CommandFailure`` naming the file: unreadable, too large,
    ///   not JSON of this format, or of another format version.
    static func read(at path: String, display: String) throws(CommandFailure) -> RunArtifact {
        try decode(try bytes(at: path, display: display), display: display)
    }

    /// The artifact `data` holds (read from `display`).
    ///
    /// - Throws: ``CommandFailure`` naming the file and the field: not JSON
    ///   of this format, or of another format version.
    static func decode(_ data: Data, display: String) throws(CommandFailure) -> RunArtifact {
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let format = object["format"] as? String,
           format != formatName {
            throw CommandFailure("\(display): is a \"\(VisibleText.escaped(format))\" file, this tool reads \"\(formatName)\": accept it with the version of the tool that wrote it")
        }
        do {
            let artifact = try JSONDecoder().decode(RunArtifact.self, from: data)
            guard artifact.format == formatName else { throw CommandFailure("") }
            return artifact
        } catch {
            throw CommandFailure("\(display): not a run written by `scenarios verify --artifacts` (\(Self.reason(error))); write the folder again with `verify --artifacts`")
        }
    }

    /// A decoding error in a few words: the field it is about.
    private static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return "no \(Self.path(context.codingPath + [key]))"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "\(Self.path(context.codingPath)) is not what a run holds"
        case .dataCorrupted(let context)?:
            return context.codingPath.isEmpty ? "not JSON" : "\(Self.path(context.codingPath)) is not what a run holds"
        default:
            return "not a run"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        let path = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return "field " + VisibleText.escaped(path.hasPrefix(".") ? String(path.dropFirst()) : path)
    }
}
