#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal `review` reads its keys from: standard input with line
/// editing and echo off, so that one key decides without Return; restored
/// by ``restore()``, and on Ctrl-C (which still interrupts) before the
/// process ends.
final class TerminalKeys: @unchecked Sendable {
    /// The settings to restore, read by the interrupt handler too.
    nonisolated(unsafe) private static var saved = termios()

    /// Sets standard input to read key by key; nil when it is not a
    /// terminal.
    init?() {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &Self.saved) == 0 else { return nil }
        var raw = Self.saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        // Without ICANON, VMIN and VTIME say when a read returns: after one
        // byte, with no timer (VMIN shares its slot with VEOF, ^D, otherwise).
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return nil }
        signal(SIGINT) { _ in
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &TerminalKeys.saved)
            _exit(130)
        }
    }

    /// The next key pressed, or nil at the end of input.
    func next() -> Character? {
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return byte == 4 ? nil : Character(Unicode.Scalar(byte)) }  // ^D ends input
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Gives the terminal its settings back.
    func restore() {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &Self.saved)
        signal(SIGINT, SIG_DFL)
    }
}
