import LiveCollections

/// One displayed cell: the item's identity and a description of its content.
///
/// The recording view compares identities after every batch (a cell showing
/// the wrong item is a broken delta) and contents only on request
/// (``RecordingView/verifyDisplaysDataSource()``), because a real view does
/// not refresh a cell it was not asked to reload.
public struct RecordingViewItem: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The identity of the item, e.g. its `uniqueID` written as text.
    public var id: String
    /// What the cell shows, e.g. the item written as text.
    public var content: String

    /// Creates a cell from an identity and a content description.
    public init(id: String, content: String) {
        self.id = id
        self.content = content
    }

    /// Creates a cell for `item`: the identity is its `uniqueID` and the
    /// content the item itself, both written with `String(describing:)`.
    @inlinable
    public init<T: UniquelyIdentifiable>(_ item: T) {
        self.init(id: String(describing: item.uniqueID), content: String(describing: item))
    }

    /// The identity alone when the content equals it, otherwise `id(content)`.
    public var description: String {
        guard content != id else { return id }
        let (idCount, contentCount) = (id.utf8.count, content.utf8.count)
        return String(unsafeUninitializedCapacity: idCount + contentCount + 2) { buffer in
            _ = buffer.initialize(from: id.utf8)
            buffer[idCount] = UInt8(ascii: "(")
            _ = UnsafeMutableBufferPointer(rebasing: buffer[(idCount + 1)...]).initialize(from: content.utf8)
            buffer[idCount + contentCount + 1] = UInt8(ascii: ")")
            return idCount + contentCount + 2
        }
    }
}
