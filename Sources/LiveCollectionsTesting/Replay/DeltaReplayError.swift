/// Why a delta did not replay cleanly through a ``RecordingView``.
public enum DeltaReplayError: Error, Hashable, CustomStringConvertible {
    /// A batch was rejected, as UIKit would have raised; `stage` names it.
    case rejected(stage: String, BatchUpdateError)
    /// A table view silently fell back to `reloadData` instead of animating.
    case fellBackToReloadData(stage: String)
    /// Every batch passed, but the view does not show the target data.
    case didNotLand(BatchUpdateError)

    /// One line naming the stage and the failure.
    public var description: String {
        switch self {
        case .rejected(let stage, let error):
            return "\(stage) was rejected: \(error)"
        case .fellBackToReloadData(let stage):
            return "\(stage) made the table view fall back to reloadData"
        case .didNotLand(let error):
            return "the view does not show the target data after all batches: \(error)"
        }
    }
}
