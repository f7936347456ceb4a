/// A cell as the recording view holds it: the identity of the item it
/// shows, and that item written as text (``RecordingViewItem/description``).
///
/// The text is written once, when the cell is loaded, inserted or
/// reloaded, and travels with the cell when it moves or survives a batch,
/// as a real view keeps a cell's content until it is asked to reload it. A
/// view's state after a step (``RecordingView/displayedTexts``) is then the
/// cells' texts, not a new description of every cell: at 100,000 cells that
/// description cost more than the delta that moved them. The content is not
/// kept beside the text: the text is the identity alone when the content
/// equals it, otherwise `id(content)`, so the content reads back from it,
/// and a cell moved by a batch copies two strings, not three.
struct ShownCell: BatchCell {
    /// The item's identity.
    let id: String
    /// The item as ``RecordingViewItem/description`` writes it.
    let text: String

    /// A cell loaded from the data source now.
    init(_ item: RecordingViewItem) {
        id = item.id
        text = item.description
    }

    /// The item shown, its content read back from the text.
    var item: RecordingViewItem {
        guard text != id else { return RecordingViewItem(id: id, content: id) }
        return RecordingViewItem(id: id, content: String(decoding: contentBytes, as: UTF8.self))
    }

    /// Whether the cell shows `item`, identity and content, compared
    /// without writing either as text: the content's bytes against those
    /// between the parentheses of `id(content)`.
    func shows(_ item: RecordingViewItem) -> Bool {
        guard id == item.id else { return false }
        guard text != id else { return item.content == id }
        let contentStart = id.utf8.count + 1
        return Self.withBytes(of: text) { text in
            Self.withBytes(of: item.content) { content in
                text.count == contentStart + content.count + 1
                    && UnsafeBufferPointer(rebasing: text[contentStart..<(text.count - 1)]).elementsEqual(content)
            }
        }
    }

    /// `body` given `string`'s UTF-8 bytes: read in place where they are
    /// contiguous (a native string), without copying the string (nor
    /// counting a reference to it) first.
    private static func withBytes<Result>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = string
        return copy.withUTF8(body)
    }

    /// The content's bytes in `id(content)`.
    private var contentBytes: Substring.UTF8View {
        text[...].utf8.dropFirst(id.utf8.count + 1).dropLast()
    }

    /// Cells for `sections`, loaded from the data source now.
    ///
    /// - Complexity: O(number of cells).
    static func sections(_ sections: [[RecordingViewItem]]) -> [[ShownCell]] {
        sections.map { $0.map(ShownCell.init) }
    }
}
