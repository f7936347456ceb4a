import Dispatch
import Foundation

/// One call a capture saw, with the time it arrived.
struct CapturedCall<Data> {
    enum Kind: String {
        case update, append, calculate, performAnimations
        /// The animation delegate answered another style than before.
        case animationStyle
        /// The items whose reloads the manual reload delegate claims changed.
        case manualReloads

        /// A call that hands the data object data (a decision of a delegate
        /// is not).
        var carriesData: Bool { self == .update || self == .append || self == .calculate }
    }

    let milliseconds: Int
    let kind: Kind
    /// Which data object (its section, for several single-section objects).
    let section: Int
    let data: Data?
    /// A delegate's decision as the scenario's JSON value.
    var value: String? = nil
}

/// The calls of a capture in arrival order, behind a lock; times are
/// milliseconds since the capture began, on the monotonic clock (or the
/// clock a test gives), taken under the lock so that they never go
/// backwards.
final class CaptureLog<Data>: @unchecked Sendable {
    /// Nanoseconds on a clock that never goes back.
    typealias Clock = @Sendable () -> UInt64

    /// The monotonic clock of the process.
    static var monotonic: Clock { { DispatchTime.now().uptimeNanoseconds } }

    private let lock = NSLock()
    private let clock: Clock
    private let start: UInt64
    private var calls: [CapturedCall<Data>] = []
    /// Set while the capture runs a manual `performAnimations` update
    /// closure: the `update` it makes is part of that call.
    private var animatingThread: Thread?

    /// A log whose times are read from `clock`, starting now.
    init(clock: @escaping Clock = CaptureLog.monotonic) {
        self.clock = clock
        start = clock()
    }

    /// Records a call. O(1) amortised: the data is kept as given (an array
    /// is copied on write only), converted to text when the capture is
    /// written.
    func record(_ kind: CapturedCall<Data>.Kind, section: Int, data: Data?, value: String? = nil) {
        lock.withLock {
            if kind == .update, animatingThread == Thread.current { return }
            let elapsed = (clock() - start) / 1_000_000
            calls.append(CapturedCall(milliseconds: Int(elapsed), kind: kind, section: section, data: data, value: value))
        }
    }

    /// Runs `body` as a manual `performAnimations` update closure.
    func animating(_ body: () -> Void) {
        lock.withLock { animatingThread = Thread.current }
        body()
        lock.withLock { animatingThread = nil }
    }

    var snapshot: [CapturedCall<Data>] { lock.withLock { calls } }
}
