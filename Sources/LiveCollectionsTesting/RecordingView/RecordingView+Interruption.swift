import Foundation
import LiveCollections

/// Interrupted animations: batches whose completion reports
/// `finished == false`, as UIKit does when a batch's animations are cut
/// short (another reload, the app moving to the background).
extension RecordingView {
    /// Makes the next `count` batches that are applied complete with
    /// `finished == false`. The batches are still checked and applied as
    /// usual; only the completion's flag changes. Rejected batches do not
    /// count.
    public func interruptNextBatches(_ count: Int = 1) {
        locked { storedInterruptions += max(0, count) }
    }

    /// How many applied batches will still complete with `finished == false`.
    public var pendingInterruptions: Int {
        locked { storedInterruptions }
    }

    /// Whether the batch just applied completes with `finished == true`;
    /// uses up one interruption when not (call with the lock held).
    func takeFinishedFlag() -> Bool {
        guard storedInterruptions > 0 else { return true }
        storedInterruptions -= 1
        return false
    }
}
