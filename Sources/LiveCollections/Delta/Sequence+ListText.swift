extension Sequence {
    /// `[a, b, c]`, each element written by `text`: the text an array's
    /// `description` gives when `text` writes an element as its debug
    /// description does, without the runtime lookups `description` makes for
    /// every element (which cost more than a delta of the same size).
    ///
    /// - Complexity: O(n) calls to `text`.
    package func listText(of text: (Element) -> String) -> String {
        var result = "["
        var isFirst = true
        for element in self {
            if isFirst { isFirst = false } else { result += ", " }
            result += text(element)
        }
        result += "]"
        return result
    }
}

extension Sequence where Element == Int {
    /// `[1, 2, 3]`, as `[Int].description` writes it.
    package var listText: String { listText(of: String.init) }
}

extension Sequence where Element == IndexPair {
    /// `[2->1, 0->3]`, as `[IndexPair].description` writes it.
    package var listText: String { listText(of: \.description) }
}
