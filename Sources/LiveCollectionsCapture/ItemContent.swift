import Foundation

/// What a capture writes for each item besides its identifier: the content
/// value whose change the replay sees as a reload. Choose what tells two
/// versions of an item apart without writing what must stay private.
public struct ItemContent<Item> {
    let json: (Item) -> String?

    /// No content: items are written as their identifier only, so a
    /// replay never reloads an item.
    public static var none: ItemContent { ItemContent { _ in nil } }

    /// The item's `description` (`String(describing:)`), as a JSON string.
    public static var description: ItemContent {
        ItemContent { JSONText.string(String(describing: $0)) }
    }

    /// Any value the closure derives from the item, encoded as JSON with
    /// sorted keys.
    public static func custom<Value: Encodable>(_ content: @escaping (Item) -> Value) -> ItemContent {
        ItemContent { JSONText.encoded(content($0)) }
    }
}

extension ItemContent where Item: Encodable {
    /// The item's own `Encodable` form, with sorted keys.
    public static var encodable: ItemContent { ItemContent { JSONText.encoded($0) } }
}

/// JSON text for single values.
enum JSONText {
    static func encoded<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else { return "null" }
        return text
    }

    static func string(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20: text += String(format: "\\u%04x", scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// An identifier as JSON: integers as numbers, strings as strings,
    /// anything else as its description.
    static func identifier(_ id: some Hashable) -> String {
        switch id {
        case let number as Int: String(number)
        case let number as any BinaryInteger: Int(exactly: number).map(String.init) ?? string("\(number)")
        case let text as String: string(text)
        default: string(String(describing: id))
        }
    }
}
