import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The memory a piece of work needs beyond what is already resident: the
/// peak resident set size while it runs, minus the resident set size before
/// (Linux: `VmHWM` after resetting it through `/proc/self/clear_refs`, and
/// `VmRSS`; free heap memory is returned to the system first, so reusing it
/// counts too). Nil where `/proc` does not offer this.
enum PeakMemory {
    /// The largest extra resident memory of `rounds` runs of `body`, in bytes.
    static func extraResident(rounds: Int = 3, _ body: () -> Int, sink: inout Int) -> Int? {
        var largest: Int?
        for _ in 0..<rounds {
            returnFreeMemory()
            guard resetPeak(), let before = status("VmRSS:") else { return nil }
            sink &+= body()
            guard let peak = status("VmHWM:") else { return nil }
            largest = max(largest ?? 0, peak - before)
        }
        return largest
    }

    /// glibc's `malloc_trim(0)`, found at run time (the Glibc module does
    /// not export `malloc.h`): free heap pages go back to the system.
    private static func returnFreeMemory() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }

    /// Resets the peak resident set size to the current one.
    private static func resetPeak() -> Bool {
        let file = open("/proc/self/clear_refs", O_WRONLY)
        guard file >= 0 else { return false }
        defer { close(file) }
        return write(file, "5", 1) == 1
    }

    /// A `kB` field of `/proc/self/status`, in bytes. (Read with `read(2)`:
    /// Foundation sizes files by `stat`, which says 0 for `/proc` files.)
    private static func status(_ field: String) -> Int? {
        let file = open("/proc/self/status", O_RDONLY)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
              let kilobytes = Int(line.dropFirst(field.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        else { return nil }
        return kilobytes * 1_024
    }
}
