import LiveCollections
import LiveCollectionsSupport

/// The default content of a captured item: a short fingerprint that
/// changes exactly when the item does, as the library sees a change.
///
/// The library reloads an item whose identifier stays and whose value is
/// not `==` to its previous version; a replay reloads an item whose
/// content differs from the content it had the last time it appeared. So
/// the fingerprints are given in the order the file lists the items: an
/// item `==` to the previous version of its identifier keeps that
/// version's fingerprint; one that is not gets the FNV-1a 64 hash of its
/// description, folded to 32 bits (8 hexadecimal digits, short in pictures
/// and pages), and when that equals the previous version's (same
/// description, or a collision) the hash of the description followed by a
/// counter, until it differs. The same session always gives the same
/// fingerprints.
struct ContentFingerprints<Item: UniquelyIdentifiable> {
    private var last: [Item.UniqueIDType: (item: Item, fingerprint: String)] = [:]

    /// The fingerprint of `item`, as a JSON string (`"#1a2b3c4d"`).
    ///
    /// - Complexity: O(1) expected for an item `==` to its identifier's
    ///   previous version (one `==`), plus O(n) in the length of its
    ///   description otherwise.
    mutating func json(_ item: Item) -> String {
        let id = item.uniqueID
        if let previous = last[id], previous.item == item { return previous.fingerprint }
        let description = String(describing: item)
        var fingerprint = Self.text(FNV1a64.hash(description.utf8))
        var counter = 0
        while let previous = last[id], previous.fingerprint == fingerprint {
            counter += 1
            fingerprint = Self.text(FNV1a64.hash((description + "\u{0}\(counter)").utf8))
        }
        last[id] = (item, fingerprint)
        return fingerprint
    }

    /// `"#"` and the hash folded to 32 bits, as 8 hexadecimal digits, quoted.
    static func text(_ hash: UInt64) -> String {
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        let digits = String(folded, radix: 16)
        return "\"#" + String(repeating: "0", count: 8 - digits.count) + digits + "\""
    }
}
