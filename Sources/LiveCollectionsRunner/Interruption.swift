#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C, `kill` (SIGTERM) and a closed terminal (SIGHUP) during a command
/// that decides goldens one at a time (`review`, `review --serve`): once
/// ``install()`` has run, such a signal no longer ends the process where it
/// stands. It is remembered (``signal``), and the command finishes the
/// decision it is writing, prints its summary and exits with
/// ``exitStatus`` (128 + the signal: 130 for Ctrl-C), keeping what was
/// decided.
///
/// The signal handler only stores the signal and writes one byte to a pipe
/// (both async-signal-safe), so code waiting for input can wait for
/// ``fileDescriptor`` too (`poll`) and wake up whichever thread the signal
/// was delivered to.
public enum Interruption {
    /// The signals that interrupt.
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The signal received, or 0; written by the handler only.
    nonisolated(unsafe) private static var received: sig_atomic_t = 0
    /// The pipe the handler writes a byte to: read end, write end.
    nonisolated(unsafe) private static var pipeEnds: (Int32, Int32) = (-1, -1)

    /// Catches ``signals`` from now on (once; later calls do nothing).
    public static func install() {
        guard pipeEnds.0 < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        pipeEnds = (ends[0], ends[1])
        for number in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { number in
                Interruption.received = number
                var byte: UInt8 = 1
                _ = write(Interruption.pipeEnds.1, &byte, 1)
            }
            #else
            action.__sigaction_u.__sa_handler = { number in
                Interruption.received = number
                var byte: UInt8 = 1
                _ = write(Interruption.pipeEnds.1, &byte, 1)
            }
            #endif
            // No SA_RESTART: a blocking read on the thread that takes the
            // signal returns EINTR, so its loop can look at ``isRequested``.
            action.sa_flags = 0
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
    }

    /// Whether an interrupting signal has arrived since ``install()``.
    public static var isRequested: Bool { received != 0 }

    /// The signal that arrived, or nil.
    public static var signal: Int32? { received == 0 ? nil : Int32(received) }

    /// The exit status of a command ended by the signal: 128 + its number
    /// (130 for Ctrl-C), as a shell reports a process the signal ended.
    public static var exitStatus: Int32 { 128 + (signal ?? SIGINT) }

    /// A descriptor that becomes readable when a signal arrives (the
    /// read end of the handler's pipe), or -1 before ``install()``.
    public static var fileDescriptor: Int32 { pipeEnds.0 }

    /// Runs `body` with ``signals`` held: one that arrives meanwhile takes
    /// effect only when `body` has returned, so a write of several files
    /// (a golden and its text) is never cut in two by Ctrl-C or `kill`.
    /// After ``install()`` the signal is simply remembered, as always; before
    /// it, the signal's own disposition is put back afterwards and the
    /// signal raised again, so a command that did not ask to be interrupted
    /// gently still ends as the signal says, only a moment later. SIGKILL
    /// cannot be held: what a golden write leaves then is repaired by the
    /// next command that reads the goldens.
    public static func deferring<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        guard pipeEnds.0 < 0 else { return try body() }
        deferred = 0
        var previous: [sigaction] = Array(repeating: sigaction(), count: signals.count)
        for (index, number) in signals.enumerated() {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { number in Interruption.deferred = number }
            #else
            action.__sigaction_u.__sa_handler = { number in Interruption.deferred = number }
            #endif
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, &previous[index])
        }
        defer {
            for (index, number) in signals.enumerated() { sigaction(number, &previous[index], nil) }
            if deferred != 0 { raise(deferred) }
        }
        return try body()
    }

    /// A signal that arrived while ``deferring(_:)`` held it, or 0.
    nonisolated(unsafe) private static var deferred: sig_atomic_t = 0

    /// Records `number` as if it had arrived (for a key that interrupts,
    /// such as Ctrl-C read from a terminal in raw mode).
    public static func request(_ number: Int32 = SIGINT) {
        received = number
        guard pipeEnds.1 >= 0 else { return }
        var byte: UInt8 = 1
        _ = write(pipeEnds.1, &byte, 1)
    }
}
