import Foundation
import LiveCollectionsTesting

/// When each call of a live run arrived and when its completion ran, in
/// milliseconds since the run's start, on one clock.
final class CallTimes: @unchecked Sendable {
    private let lock = NSLock()
    private let start: DispatchTime
    private var arrivals: [Int: Int] = [:]
    private var completions: [Int: Int] = [:]

    init(start: DispatchTime) { self.start = start }

    private var now: Int { Int((DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000) }
    func arrived(_ call: Int) { let time = now; lock.withLock { arrivals[call] = time } }
    func completed(_ call: Int) { let time = now; lock.withLock { completions[call] = time } }

    /// Where the run left the plan's order of calls and completions: a call
    /// that arrived before an earlier call, or on the other side of an
    /// update's completion than planned (say the view fell far enough
    /// behind that an update the plan has done was still running when the
    /// next call came, which then coalesces with the wrong one). Empty when
    /// the run kept the plan's order.
    func departures(from plan: [PlannedCall]) -> [String] {
        let (arrivals, completions) = lock.withLock { (self.arrivals, self.completions) }
        var found: [String] = []
        for (i, call) in plan.enumerated() {
            for (k, later) in plan.enumerated() where k > i {
                guard let arrived = arrivals[i], let laterArrived = arrivals[k], let completed = completions[i] else { continue }
                if laterArrived < arrived {
                    found.append("the call planned at \(later.at) ms arrived at \(laterArrived) ms, before the one planned at \(call.at) ms (\(arrived) ms)")
                }
                if (call.completes < later.at) != (completed < laterArrived) {
                    found.append("the update of the call planned at \(call.at) ms completed at \(completed) ms (planned \(call.completes) ms), "
                        + "the call planned at \(later.at) ms arrived at \(laterArrived) ms")
                }
            }
        }
        return found
    }
}

/// Counts the batches a view begins and completes, so that a test can wait
/// for the view's last `animationsCompleted` rather than for a while. Its
/// observer runs with the view's lock held and touches nothing else.
final class BatchSettling: @unchecked Sendable {
    private let condition = NSCondition()
    private var begun = 0
    private var completed = 0

    /// `begun` and `completed` batches, for a failure message.
    var counts: String { condition.withLock { "\(begun) batches begun, \(completed) completed" } }

    /// The view's event observer.
    func observe(_ timed: RecordingTimedEvent) {
        condition.withLock {
            switch timed.event {
            case .beginBatch: begun += 1
            case .animationsCompleted: completed += 1
            default: return
            }
            condition.broadcast()
        }
    }

    /// Waits until every batch begun so far has its `animationsCompleted`,
    /// at most `timeout` seconds; whether it came to that.
    func waitUntilEveryBatchCompleted(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while completed < begun {
                if !condition.wait(until: deadline) { return completed >= begun }
            }
            return true
        }
    }
}
