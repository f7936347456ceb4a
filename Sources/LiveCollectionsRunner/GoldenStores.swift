import Foundation
import LiveCollectionsRecording
import LiveCollectionsStore

/// The golden store as one `verify` uses it: read-only until something is
/// recorded, then opened for writing once (without upgrading an older
/// schema); compacted at the end if anything was replaced.
final class GoldenStores {
    private let tool: ScenarioTool
    private var reader: ScenarioStore?
    private var writer: ScenarioStore?
    /// Whether a golden was recorded.
    private(set) var wrote = false

    /// Opens the goldens read-only; a missing file is an error unless
    /// `mode` records missing goldens (the file is then created when the
    /// first one is recorded).
    init(tool: ScenarioTool, mode: RecordMode) throws(CommandFailure) {
        self.tool = tool
        if mode.recordsMissing, !FileManager.default.fileExists(atPath: tool.paths.goldens) { return }
        reader = try tool.readGoldens()
    }

    /// The store goldens are read from: the writer once one is open;
    /// nil while there is no golden file.
    var current: ScenarioStore? { writer ?? reader }

    /// Every golden run, by scenario.
    func all() throws(CommandFailure) -> [String: RunID] {
        guard let current else { return [:] }
        return try tool.store { () throws(StoreError) in try current.goldens() }
    }

    /// Makes working run `run` its scenario's golden, dropping the one it
    /// replaces, and writes its text golden.
    ///
    /// - Returns: the text golden's size warning, if any.
    func record(_ run: RunID, from working: any RunStore, recording: ScenarioRecording) throws(CommandFailure) -> String? {
        if writer == nil {
            writer = try tool.writableGoldens()
            reader = nil
        }
        guard let writer else { return nil }
        let (_, warnings) = try tool.writeGoldens(texts: [(recording.scenario, recording)]) { () throws(CommandFailure) in
            _ = try tool.store { () throws(StoreError) in try writer.replaceGolden(with: run, from: working) }
        }
        wrote = true
        return warnings.first
    }

    /// Gives the space of replaced runs back, so the file does not grow.
    func compact() throws(CommandFailure) {
        guard let writer else { return }
        try tool.store { () throws(StoreError) in try writer.compact() }
    }
}
