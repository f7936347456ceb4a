import Dispatch

/// Decides where and when the work of a `CollectionData` runs: delta
/// calculations, delivery to the view, animation completions and
/// synchronizer delays all go through one scheduler.
///
/// ``DispatchScheduler`` runs a live process on dispatch queues. The testing
/// library's `VirtualTimeScheduler` runs everything on the calling thread in
/// virtual time, so the same inputs at the same virtual times always give
/// the same event log.
public protocol LiveCollectionsScheduler: AnyObject, Sendable {
    /// The scheduler's current time, measured from its creation.
    var now: Duration { get }

    /// Runs `work` away from the view's context (delta calculations).
    func scheduleCalculation(_ work: @escaping @Sendable () -> Void)

    /// Runs `work` on the view's context (the main thread of a UIKit app)
    /// once `delay` has passed. Work scheduled for the same time runs in the
    /// order it was scheduled.
    func scheduleOnView(after delay: Duration, _ work: @escaping @Sendable () -> Void)
}

extension LiveCollectionsScheduler {
    /// Runs `work` on the view's context as soon as possible.
    public func scheduleOnView(_ work: @escaping @Sendable () -> Void) {
        scheduleOnView(after: .zero, work)
    }
}

/// A scheduler for a live process: calculations on a concurrent queue, view
/// work on one serial queue.
///
/// The default, ``shared``, uses its own serial view queue, which works in
/// any process. An app whose views live on the main thread passes
/// `DispatchScheduler(viewQueue: .main)`.
public final class DispatchScheduler: LiveCollectionsScheduler {
    /// The scheduler every `CollectionData` uses unless it is given another.
    public static let shared = DispatchScheduler()

    /// Where calculations run.
    public let calculationQueue: DispatchQueue
    /// Where view work runs; serial.
    public let viewQueue: DispatchQueue
    private let start = ContinuousClock.now

    /// Creates a scheduler over the given queues; by default a concurrent
    /// calculation queue and a private serial view queue.
    public init(
        calculationQueue: DispatchQueue = DispatchQueue(label: "LiveCollections.calculation", qos: .userInitiated, attributes: .concurrent),
        viewQueue: DispatchQueue = DispatchQueue(label: "LiveCollections.view", qos: .userInteractive)
    ) {
        self.calculationQueue = calculationQueue
        self.viewQueue = viewQueue
    }

    /// The time since the scheduler was created.
    public var now: Duration { ContinuousClock.now - start }

    /// Runs `work` on ``calculationQueue``.
    public func scheduleCalculation(_ work: @escaping @Sendable () -> Void) {
        calculationQueue.async(execute: work)
    }

    /// Runs `work` on ``viewQueue`` after `delay`.
    public func scheduleOnView(after delay: Duration, _ work: @escaping @Sendable () -> Void) {
        guard delay > .zero else {
            viewQueue.async(execute: work)
            return
        }
        let parts = delay.components
        let nanoseconds = Int(parts.seconds) * 1_000_000_000 + Int(parts.attoseconds / 1_000_000_000)
        viewQueue.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds), execute: work)
    }
}
