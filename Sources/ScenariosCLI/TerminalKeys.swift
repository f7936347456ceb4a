#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LiveCollectionsRunner

/// The terminal `review` reads its keys from: standard input with line
/// editing, echo and signal keys off, so that one key decides without
/// Return and Ctrl-C arrives as a key (byte 3); the bytes are read whole
/// keys at a time by ``TerminalKeyDecoder``. Restored by ``restore()``,
/// which the review calls on every way out (`defer`): a signal only stops
/// the wait (``Interruption``), it never ends the process with the
/// terminal raw.
final class TerminalKeys: @unchecked Sendable {
    /// The settings to restore.
    private var saved = termios()
    private var decoder = TerminalKeyDecoder()
    /// How long a lone ESC waits for the rest of a sequence.
    private static let escapePause: Int32 = 50

    /// Sets standard input to read key by key; nil when it is not a
    /// terminal.
    init?() {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        // Without ICANON, VMIN and VTIME say when a read returns: after one
        // byte, with no timer (VMIN shares its slot with VEOF, ^D, otherwise).
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return nil }
    }

    /// The next key pressed; nil at the end of input or once an
    /// interrupting signal arrived (``Interruption``). Ctrl-C read as a
    /// key is such a signal: it is requested (SIGINT), and nil returned.
    func next() -> TerminalKey? {
        while !Interruption.isRequested {
            if let key = decoder.next() {
                if key == .interrupt {
                    Interruption.request(SIGINT)
                    return nil
                }
                return key
            }
            var waits = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
            if Interruption.fileDescriptor >= 0 { waits.append(pollfd(fd: Interruption.fileDescriptor, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&waits, nfds_t(waits.count), decoder.hasPending ? Self.escapePause : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if ready == 0 {
                // No byte followed: the bytes waiting are a key as they are
                // (a lone ESC is Escape).
                if let key = decoder.flush() { return key }
                continue
            }
            if waits.count > 1, waits[1].revents != 0 { continue }  // the loop's test ends it
            var bytes = [UInt8](repeating: 0, count: 256)
            let count = read(STDIN_FILENO, &bytes, bytes.count)
            if count > 0 {
                decoder.append(bytes.prefix(count))
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                return decoder.flush()  // end of input: what is left, then nil
            }
        }
        return nil
    }

    /// The terminal's height in rows (TIOCGWINSZ on standard output), or
    /// 24 when it cannot be read.
    static func rows() -> Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 24 }
        return Int(size.ws_row)
    }

    /// Gives the terminal its settings back.
    func restore() {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    }
}
