import Foundation
import LiveCollections
import LiveCollectionsSupport

/// What a capture writes for each item besides its identifier: the content
/// value whose change the replay sees as a reload. Choose what tells two
/// versions of an item apart without writing what must stay private.
///
/// The default, ``fingerprint``, writes none of the item's fields: a short
/// hash that changes exactly when the item does. To read the items in the
/// goldens and pictures, opt in to readable content with ``custom(_:)``
/// (`content: .custom { $0.title }`), ``description`` or ``encodable``:
/// what it returns is then committed with the scenario.
public struct CapturedItemContent<Item> {
    /// Makes the function that writes one item's content as JSON text, for
    /// one scenario file (a fingerprint remembers the versions it wrote).
    let makeWriter: () -> (Item) -> String?

    init(makeWriter: @escaping () -> (Item) -> String?) {
        self.makeWriter = makeWriter
    }

    init(_ json: @escaping (Item) -> String?) {
        makeWriter = { json }
    }

    /// No content: items are written as their identifier only, so a
    /// replay never reloads an item.
    public static var none: CapturedItemContent { CapturedItemContent { _ in nil } }

    /// The item's `description` (`String(describing:)`), as a JSON string:
    /// every field the description shows is written to the file.
    public static var description: CapturedItemContent {
        CapturedItemContent { JSONText.quoted(String(describing: $0)) }
    }

    /// Any value the closure derives from the item, encoded as JSON with
    /// sorted keys: `.custom { $0.title }` writes the title, readable in
    /// goldens and pictures.
    public static func custom<Value: Encodable>(_ content: @escaping (Item) -> Value) -> CapturedItemContent {
        CapturedItemContent { CapturedJSON.encoded(content($0)) }
    }
}

extension CapturedItemContent where Item: Encodable {
    /// The item's own `Encodable` form, with sorted keys.
    public static var encodable: CapturedItemContent { CapturedItemContent { CapturedJSON.encoded($0) } }
}

extension CapturedItemContent where Item: UniquelyIdentifiable {
    /// The default: no field of the item, only a fingerprint (`"#1a2b3c4d"`)
    /// that differs from the one the item's identifier had the last time it
    /// appeared exactly when the item is not `==` to that version, which is
    /// when the library reloads it. Deterministic: the same session gives
    /// the same file on every run and machine (FNV-1a 64 of the item's
    /// description, folded to 8 hexadecimal digits; see
    /// `ContentFingerprint.swift`). Not a cryptographic hash: someone who
    /// can guess an item's description can check the guess.
    ///
    /// - Complexity: per item written, one `==` with its identifier's
    ///   previous version, plus O(n) in the length of its description when
    ///   it changed.
    public static var fingerprint: CapturedItemContent {
        CapturedItemContent(makeWriter: {
            let fingerprints = Locked(ContentFingerprints<Item>())
            return { item in fingerprints.withValue { $0.json(item) } }
        })
    }
}

/// A value behind a lock, for a writer's state.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}

/// JSON text for one captured value: an item's content or identifier
/// (strings through the support target's `JSONText`).
enum CapturedJSON {
    static func encoded<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else { return "null" }
        return text
    }

    /// An identifier as JSON: integers as numbers, strings as strings,
    /// anything else as its description.
    static func identifier(_ id: some Hashable) -> String {
        switch id {
        case let number as Int: String(number)
        case let number as any BinaryInteger: Int(exactly: number).map(String.init) ?? JSONText.quoted("\(number)")
        case let text as String: JSONText.quoted(text)
        default: JSONText.quoted(String(describing: id))
        }
    }
}
