import Foundation
import LiveCollections

/// A scheduler that runs everything on the calling thread, in virtual time.
///
/// Nothing runs until the test advances the clock: ``advance(by:)`` runs the
/// work due up to the new time, ``run(maxJobs:)`` runs until nothing is left.
/// Work runs in order of due time, then of scheduling, so the same inputs at
/// the same virtual times always give the same event log on every machine.
/// Calculations take ``calculationDuration`` of virtual time.
public final class VirtualTimeScheduler: LiveCollectionsScheduler, @unchecked Sendable {
    private struct Job {
        let time: Duration
        let sequence: Int
        let work: @Sendable () -> Void
    }

    private let lock = NSLock()
    private var current: Duration = .zero
    private var jobs: [Job] = []
    private var sequence = 0
    private var storedCalculationDuration: Duration

    /// Creates a scheduler at virtual time zero.
    ///
    /// - Parameter calculationDuration: the virtual time every calculation
    ///   takes; zero by default.
    public init(calculationDuration: Duration = .zero) {
        self.storedCalculationDuration = calculationDuration
    }

    /// The virtual time now.
    public var now: Duration { lock.withLock { current } }

    /// The virtual time a calculation takes.
    public var calculationDuration: Duration {
        get { lock.withLock { storedCalculationDuration } }
        set { lock.withLock { storedCalculationDuration = newValue } }
    }

    /// The number of jobs waiting to run.
    public var pendingJobCount: Int { lock.withLock { jobs.count } }

    /// Schedules `work` at now + ``calculationDuration``.
    public func scheduleCalculation(_ work: @escaping @Sendable () -> Void) {
        lock.withLock { enqueue(at: current + storedCalculationDuration, work) }
    }

    /// Schedules `work` at now + `delay`.
    public func scheduleOnView(after delay: Duration, _ work: @escaping @Sendable () -> Void) {
        lock.withLock { enqueue(at: current + max(delay, .zero), work) }
    }

    /// Runs every job due up to now + `duration`, moving the clock to each
    /// job's time as it runs, and leaves the clock at now + `duration`.
    public func advance(by duration: Duration) {
        advance(to: now + duration)
    }

    /// Runs every job due up to `time` and leaves the clock there (or where
    /// it is, if `time` is in the past).
    public func advance(to time: Duration) {
        while let job = nextJob(dueBy: time) { job.work() }
        lock.withLock { current = max(current, time) }
    }

    /// Runs jobs, moving the clock forward, until none is left or
    /// `maxJobs` have run (a guard against work that reschedules forever).
    ///
    /// - Returns: the number of jobs run.
    @discardableResult
    public func run(maxJobs: Int = 1_000_000) -> Int {
        var count = 0
        while count < maxJobs, let job = nextJob(dueBy: nil) {
            job.work()
            count += 1
        }
        return count
    }

    /// Call with the lock held. Keeps `jobs` sorted by (time, sequence).
    private func enqueue(at time: Duration, _ work: @escaping @Sendable () -> Void) {
        let job = Job(time: time, sequence: sequence, work: work)
        sequence += 1
        let index = jobs.lastIndex { $0.time <= time }.map { $0 + 1 } ?? 0
        jobs.insert(job, at: index)
    }

    /// Removes and returns the first job due by `time` (any time if nil),
    /// moving the clock to its time.
    private func nextJob(dueBy time: Duration?) -> Job? {
        lock.withLock {
            guard let first = jobs.first, time.map({ first.time <= $0 }) ?? true else { return nil }
            jobs.removeFirst()
            current = max(current, first.time)
            return first
        }
    }
}
