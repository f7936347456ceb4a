import Foundation
import LiveCollectionsSupport

/// What a capture writes for each item besides its identifier: the content
/// value whose change the replay sees as a reload. Choose what tells two
/// versions of an item apart without writing what must stay private.
public struct CapturedItemContent<Item> {
    let json: (Item) -> String?

    /// No content: items are written as their identifier only, so a
    /// replay never reloads an item.
    public static var none: CapturedItemContent { CapturedItemContent { _ in nil } }

    /// The item's `description` (`String(describing:)`), as a JSON string.
    public static var description: CapturedItemContent {
        CapturedItemContent { JSONText.quoted(String(describing: $0)) }
    }

    /// Any value the closure derives from the item, encoded as JSON with
    /// sorted keys.
    public static func custom<Value: Encodable>(_ content: @escaping (Item) -> Value) -> CapturedItemContent {
        CapturedItemContent { CapturedJSON.encoded(content($0)) }
    }
}

extension CapturedItemContent where Item: Encodable {
    /// The item's own `Encodable` form, with sorted keys.
    public static var encodable: CapturedItemContent { CapturedItemContent { CapturedJSON.encoded($0) } }
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
