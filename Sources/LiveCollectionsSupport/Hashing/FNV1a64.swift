/// FNV-1a, 64 bits: a hash that is the same on every run and machine
/// (unlike `hashValue`, which Swift seeds per process), for fingerprints
/// that are stored or compared across processes: a scenario file's
/// content hash, a run's fingerprint, a captured item's content, a
/// scenario's shard. Not a cryptographic hash.
package struct FNV1a64: Sendable {
    /// The hash of the bytes combined so far.
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// A hash of no bytes (the offset basis).
    package init() {}

    /// Combines `bytes`, in order.
    ///
    /// - Complexity: O(n) in the number of bytes.
    package mutating func combine(bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01b3
        }
    }

    /// The hash of `bytes`.
    ///
    /// - Complexity: O(n) in the number of bytes.
    package static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = FNV1a64()
        hash.combine(bytes: bytes)
        return hash.value
    }

    /// The value as 16 lowercase hexadecimal digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
