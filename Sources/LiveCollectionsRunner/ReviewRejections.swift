import Foundation
import LiveCollectionsScenarios
import LiveCollectionsStore
import LiveCollectionsSupport

/// The changes a reviewer rejected, so that `review` does not ask about
/// them again: each is the very run that was rejected (a working run by its
/// store and number, a CI run by its file's fingerprint), so the change is
/// pending again as soon as a newer run of the scenario still differs from
/// its golden.
///
/// Kept as a small JSON file beside the working database
/// (`.scenario-runs/rejections.json` for `.scenario-runs/runs.sqlite`; for a
/// PostgreSQL store, `.scenario-runs/rejections.json` in the current folder),
/// not in the database: the run tables are the golden store's too, and a
/// table added there would make every committed goldens file need an
/// upgrade for a reviewer's local decisions.
struct ReviewRejections {
    /// What the file is, and which version of its format.
    static let formatName = "scenarios review rejections 1"

    /// The file, as messages name it.
    let path: String

    /// One rejection.
    struct Entry: Codable, Equatable {
        let scenario: String
        /// The run rejected (``identity(of:location:)``).
        let run: String
        /// When, in milliseconds since 1970.
        let rejectedAt: Int64
    }

    private struct File: Codable {
        let format: String
        let rejections: [Entry]
    }

    /// The file beside the working database `location`.
    init(location: RunStoreLocation) {
        switch location {
        case .file(let database):
            let folder = (database as NSString).deletingLastPathComponent
            path = folder.isEmpty ? "rejections.json" : "\(folder)/rejections.json"
        default:
            path = "\((ToolPaths.defaultDatabase as NSString).deletingLastPathComponent)/rejections.json"
        }
    }

    /// The run a change shows, as a rejection names it; nil for a change
    /// that is not a run (an unusable file: fix it rather than reject it).
    static func identity(of change: PendingChange, location: String) -> String? {
        switch change.origin {
        case .run(let run): return "\(location) run \(run.rawValue)"
        case .artifact(_, let run):
            guard let held = change.held else { return nil }
            return "CI run \(run), file \(ContentHash.of(held.bytes))"
        case .none:
            return change.kind == .obsolete ? "obsolete golden \(change.golden?.contentHash ?? "?")" : nil
        }
    }

    /// Every rejection in the file (none when there is no file).
    ///
    /// - Throws: ``CommandFailure`` naming the file when it cannot be read
    ///   or is not a rejections file.
    func entries() throws(CommandFailure) -> [Entry] {
        switch FileKind.of(path) {
        case .missing: return []
        case .file: break
        case let kind: throw CommandFailure("\(path): is \(kind.phrase), not the file `review` keeps its rejections in; move it away")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("\(path): cannot be read (\(OutputFile.reason(for: URL(fileURLWithPath: path).deletingLastPathComponent().path))); make it readable, or delete it to forget the rejections")
        }
        guard let file = try? JSONDecoder().decode(File.self, from: data), file.format == Self.formatName else {
            throw CommandFailure("\(path): not a file of rejections written by `scenarios review`; delete it to forget the rejections")
        }
        return file.rejections
    }

    /// Records that `identity`, a run of `scenario`, was rejected; an
    /// earlier rejection of that scenario is replaced (only its newest run
    /// can be pending).
    func record(scenario: String, identity: String, at date: Date) throws(CommandFailure) {
        var kept = try entries().filter { $0.scenario != scenario }
        kept.append(Entry(scenario: scenario, run: identity, rejectedAt: Int64((date.timeIntervalSince1970 * 1000).rounded())))
        try write(kept)
    }

    /// Forgets the rejection of `scenario`, if any.
    func forget(scenario: String) throws(CommandFailure) {
        let all = try entries()
        let kept = all.filter { $0.scenario != scenario }
        guard kept.count != all.count else { return }
        try write(kept)
    }

    private func write(_ entries: [Entry]) throws(CommandFailure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(File(format: Self.formatName, rejections: entries.sorted { $0.scenario < $1.scenario }))
        } catch {
            throw CommandFailure("\(path): the rejections cannot be written as JSON (\(error))")
        }
        let file = OutputFile(
            path: path, contents: "the review's rejections", writer: "scenarios review", createsFolder: true,
            isOurs: { data in (try? JSONDecoder().decode(File.self, from: data))?.format == Self.formatName })
        try file.write(Data((VisibleText.jsonEscaped(String(decoding: data, as: UTF8.self)) + "\n").utf8))
    }
}
