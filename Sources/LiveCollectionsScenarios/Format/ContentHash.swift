import Foundation
import LiveCollectionsSupport

/// A fingerprint of a scenario file's bytes: FNV-1a, 64 bits, as 16
/// lowercase hex digits. It tells whether a file changed between two
/// recorded runs; it is not a security hash.
public enum ContentHash {
    /// The fingerprint of `data`.
    ///
    /// - Complexity: O(n).
    public static func of(_ data: Data) -> String {
        var hash = FNV1a64()
        hash.combine(bytes: data)
        return hash.hex
    }
}
