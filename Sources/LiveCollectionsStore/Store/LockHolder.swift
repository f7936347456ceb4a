import Foundation

/// Which other process holds the lock on an SQLite file that a connection
/// gave up waiting for, read from the kernel's table of file locks
/// (`/proc/locks`, Linux), for the message of a locked database.
///
/// SQLite locks a file with POSIX advisory locks on the bytes from its
/// "pending byte" (offset 2^30) on; the table names the process of each.
/// Nothing is opened on the database file itself: closing a descriptor of
/// it would drop this process's own SQLite locks.
enum LockHolder {
    /// SQLite's pending byte, where its locks begin.
    static let firstLockedByte: UInt64 = 0x4000_0000
    /// The bytes SQLite locks: the pending, reserved and shared bytes.
    static let lockedBytes: UInt64 = 512

    /// The other processes that hold locks on SQLite's bytes of the file at
    /// `path`, writers first, as `process 1234 (scenarios)`; nil when none
    /// is found or the platform has no lock table.
    static func describe(lockersOf path: String) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value,
              let table = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)
        else { return nil }
        let holders = lockers(in: table, inode: inode, excluding: ProcessInfo.processInfo.processIdentifier)
        guard !holders.isEmpty else { return nil }
        return holders.map { pid in
            let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            return "process \(pid)" + (name.map { " (\($0))" } ?? "")
        }.joined(separator: ", ")
    }

    /// The processes holding locks on SQLite's bytes of the file `inode` in
    /// `table` (the text of `/proc/locks`), writers first, each once.
    ///
    /// A line reads `1: POSIX  ADVISORY  WRITE 4242 fe:00:5416837 1073741824 1073742335`
    /// (a blocked request is marked `->` and is no holder).
    static func lockers(in table: String, inode: UInt64, excluding own: Int32) -> [Int32] {
        var writers: [Int32] = []
        var readers: [Int32] = []
        for line in table.split(separator: "\n") where !line.contains("->") {
            let fields = line.split(separator: " ")
            guard fields.count >= 8, fields[1] == "POSIX",
                  let pid = Int32(fields[4]), pid != own,
                  let file = fields[5].split(separator: ":").last.flatMap({ UInt64($0) }), file == inode,
                  let start = UInt64(fields[6]), start >= firstLockedByte, start < firstLockedByte + lockedBytes
            else { continue }
            if fields[3] == "WRITE" {
                if !writers.contains(pid) { writers.append(pid) }
            } else if !readers.contains(pid) {
                readers.append(pid)
            }
        }
        return writers + readers.filter { !writers.contains($0) }
    }
}
