import Foundation

/// A fingerprint of a scenario file's bytes: FNV-1a, 64 bits, as 16
/// lowercase hex digits. It tells whether a file changed between two
/// recorded runs; it is not a security hash.
public enum ContentHash {
    /// The fingerprint of `data`.
    ///
    /// - Complexity: O(n).
    public static func of(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
