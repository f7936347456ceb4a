import LiveCollectionsRecording

/// An event of a ``RecordingView``'s log with the scheduler's time when it
/// happened and the batch it belongs to.
public struct TimedEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The scheduler's time (virtual time under a `VirtualTimeScheduler`).
    public let time: Duration
    /// What happened.
    public let event: RecordedEvent
    /// The view's batch, numbered from 1 in the order the view opened its
    /// outermost batches: on `beginBatch`, the batch's operations, its end
    /// and its `animationsCompleted`. Nil outside any batch.
    public let batch: Int?

    /// Creates a timed event.
    public init(time: Duration, event: RecordedEvent, batch: Int? = nil) {
        self.time = time
        self.event = event
        self.batch = batch
    }

    /// The time in whole milliseconds, as recordings keep it.
    public var milliseconds: Int {
        time.wholeMilliseconds
    }

    /// The time in milliseconds, then the event, e.g. `t=300ms endBatch`.
    public var description: String {
        "t=\(milliseconds)ms \(event)"
    }
}

extension Duration {
    /// The duration in whole milliseconds (rounded towards zero), as
    /// recordings keep virtual times.
    package var wholeMilliseconds: Int {
        let parts = components
        return Int(parts.seconds) * 1_000 + Int(parts.attoseconds / 1_000_000_000_000_000)
    }
}
