/// An event of a ``RecordingView``'s log with the scheduler's time when it
/// happened.
public struct TimedEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The scheduler's time (virtual time under a `VirtualTimeScheduler`).
    public let time: Duration
    /// What happened.
    public let event: RecordedEvent

    /// Creates a timed event.
    public init(time: Duration, event: RecordedEvent) {
        self.time = time
        self.event = event
    }

    /// The time in milliseconds, then the event, e.g. `t=300ms endBatch`.
    public var description: String {
        let parts = time.components
        let milliseconds = parts.seconds * 1_000 + parts.attoseconds / 1_000_000_000_000_000
        return "t=\(milliseconds)ms \(event)"
    }
}
