import LiveCollectionsRecording

/// An event of a ``RecordingView``'s log with the scheduler's time when it
/// happened and the batch it belongs to.
public struct RecordingTimedEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The scheduler's time (virtual time under a `VirtualTimeScheduler`).
    public let time: Duration
    /// What happened.
    public let event: RecordedEvent
    /// The view's batch, numbered from 1 in the order the view opened its
    /// outermost batches: on `beginBatch`, the batch's operations, its end
    /// and its `animationsCompleted`. Nil outside any batch.
    public let batch: Int?
    /// What the view showed right after this event, where the event changed
    /// it (the end of an applied batch, a fallback to reloading, a
    /// `reloadData` once it has loaded), or, for the first event of the log,
    /// what the view showed until then. Nil otherwise: the view showed what
    /// it showed before.
    public internal(set) var shows: [[String]]?

    /// Creates a timed event.
    public init(time: Duration, event: RecordedEvent, batch: Int? = nil, shows: [[String]]? = nil) {
        self.time = time
        self.event = event
        self.batch = batch
        self.shows = shows
    }

    /// The time in whole milliseconds, as recordings keep it.
    public var milliseconds: Int {
        time.wholeMilliseconds
    }

    /// This event as a recording holds it: under `view`, at its time in
    /// whole milliseconds, with its batch and what the view showed after it.
    public func record(view: String) -> EventRecord {
        EventRecord(at: milliseconds, view: view, batch: batch, kind: .call(event), shows: shows)
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
