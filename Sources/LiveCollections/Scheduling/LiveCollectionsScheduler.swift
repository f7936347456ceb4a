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
/// Two ready-made schedulers cover the two kinds of process:
///
/// - ``main``: view work on `DispatchQueue.main`, as the original library
///   does all of its view work. Right for an app, whose views live on the
///   main thread and whose main queue is always being drained.
/// - ``headless``: view work on a private serial queue. Right for a process
///   that does not drain the main queue (a Linux command-line tool, a server,
///   a test run), where work sent to the main queue would never run.
///
/// ``shared``, the default of every data object, is ``main`` where UIKit or
/// AppKit exists and ``headless`` elsewhere (Linux). Pass another scheduler
/// to a data object's initialiser to choose.
public final class DispatchScheduler: LiveCollectionsScheduler {
    /// View work on the main queue, calculations on a concurrent queue: the
    /// scheduler for an app's views.
    public static let main = DispatchScheduler(viewQueue: .main)

    /// View work on a private serial queue, calculations on a concurrent
    /// queue: the scheduler for a process that never drains the main queue.
    public static let headless = DispatchScheduler()

    /// The scheduler every data object uses unless it is given another:
    /// ``main`` on platforms with UIKit or AppKit, ``headless`` elsewhere.
    public static var shared: DispatchScheduler {
        // Every platform with UIKit or AppKit runs an app's main queue,
        // watchOS included (its UIKit has no views, but its apps have a
        // main queue all the same).
        #if canImport(UIKit) || canImport(AppKit)
        main
        #else
        headless
        #endif
    }

    /// Where calculations run.
    public let calculationQueue: DispatchQueue
    /// Where view work runs; serial.
    public let viewQueue: DispatchQueue
    private let start = ContinuousClock.now

    /// Creates a scheduler over the given queues; by default a concurrent
    /// calculation queue and a private serial view queue (``headless``).
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
