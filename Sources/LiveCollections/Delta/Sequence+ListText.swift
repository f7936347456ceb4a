import Foundation

// `[a, b, c]` as an array's `description` writes integers, index paths and
// pairs, without the runtime lookups `description` makes for every element
// (which cost more than a delta of the same size). Concrete element types
// only, so that the loops are compiled here for them.

extension Array {
    /// `[a, b, c]`, each element written by `text`.
    ///
    /// - Complexity: O(n) calls to `text`.
    func bracketed(_ text: (Element) -> String) -> String {
        var result = "["
        for (index, element) in enumerated() {
            if index > 0 { result += ", " }
            result += text(element)
        }
        result += "]"
        return result
    }
}

extension Array where Element == Int {
    /// `[1, 2, 3]`, as `[Int].description` writes it.
    package var listText: String { bracketed { String($0) } }
}

extension Array where Element == [Int] {
    /// `[[1, 2], []]`, as `[[Int]].description` writes it.
    package var listText: String { bracketed(\.listText) }
}

extension IndexPath {
    /// `[0, 2]`, as `IndexPath.description` writes it.
    package var listText: String {
        var result = "["
        for (index, value) in enumerated() {
            if index > 0 { result += ", " }
            result += String(value)
        }
        result += "]"
        return result
    }
}

extension Array where Element == IndexPath {
    /// `[[0, 1], [0, 2]]`, as `[IndexPath].description` writes it.
    package var listText: String { bracketed(\.listText) }
}

extension Array where Element == IndexPair {
    /// `[2->1, 0->3]`, as `[IndexPair].description` writes it.
    package var listText: String { bracketed(\.description) }
}

extension Array where Element == IndexPathPair {
    /// `[[0, 2]->[1, 0]]`, as `[IndexPathPair].description` writes it.
    package var listText: String { bracketed(\.description) }
}
