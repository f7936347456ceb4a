import Foundation
import LiveCollectionsRecording
import LiveCollectionsStore

extension ScenarioTool {
    /// `show RUN`: the run's metadata and its whole recording.
    public func show(_ reference: RunReference) throws(CommandFailure) {
        let (store, run, reference) = try resolve(reference)
        let (summary, recording) = try self.store { () throws(StoreError) in (try store.summary(of: run), try store.recording(of: run)) }
        console.line("\(reference.heading): \(summary.scenario), recorded \(Self.timestamp(summary.recordedAt)) by version \(summary.recordedBy)"
            + (summary.label.map { ", label \($0)" } ?? "") + ", scenario file \(summary.contentHash)")
        RecordingText.document(of: recording).forEach(console.line)
    }

    /// A recording time as `show` and `export` print it (ISO 8601).
    static func timestamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
