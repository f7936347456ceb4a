import LiveCollections

/// Writes values of one type as `String(describing:)` does, with the
/// protocol lookups done once for the type instead of once per value.
///
/// `String(describing:)` on a generic value asks the runtime, for every
/// value, whether its type is `TextOutputStreamable`, then
/// `CustomStringConvertible`; describing a whole section of cells that way
/// costs more than diffing it. The same order is kept here, so the text is
/// the same. `Int`, the most common identity, is written by `String(_:)`
/// directly, without copying and describing the value through the
/// runtime's generic value witnesses.
@usableFromInline
struct TextDescription<Value> {
    @usableFromInline
    let describe: (Value) -> String

    @usableFromInline
    init() {
        if Value.self == Int.self {
            describe = { value in String(unsafeBitCast(value, to: Int.self)) }
        } else if let type = Value.self as? any TextOutputStreamable.Type {
            describe = Self.streaming(type)
        } else if let type = Value.self as? any CustomStringConvertible.Type {
            describe = Self.describing(type)
        } else {
            describe = { String(describing: $0) }
        }
    }

    /// `write(to:)` of `Value`, which is `Streamable`: the initialiser found
    /// `Value` to be that type, so the value is reinterpreted, not cast.
    private static func streaming<Streamable: TextOutputStreamable>(_: Streamable.Type) -> (Value) -> String {
        { value in
            var text = ""
            unsafeBitCast(value, to: Streamable.self).write(to: &text)
            return text
        }
    }

    /// `description` of `Value`, which is `Describable` (likewise).
    private static func describing<Describable: CustomStringConvertible>(_: Describable.Type) -> (Value) -> String {
        { value in unsafeBitCast(value, to: Describable.self).description }
    }
}

/// Cells for items of one type: identity and content written as
/// ``RecordingViewItem/init(_:)`` writes them.
@usableFromInline
struct CellDescription<Item: UniquelyIdentifiable> {
    @usableFromInline let identity = TextDescription<Item.UniqueIDType>()
    @usableFromInline let content = TextDescription<Item>()

    @usableFromInline
    init() {}

    @inlinable
    func cell(_ item: Item) -> RecordingViewItem {
        RecordingViewItem(id: id(of: item), content: content.describe(item))
    }

    /// The cell's identity alone, as ``cell(_:)`` writes it.
    @inlinable
    func id(of item: Item) -> String {
        identity.describe(item.uniqueID)
    }
}
