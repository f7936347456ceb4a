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
    /// `[1, 2, 3]`, as `[Int].description` writes it: digits written into
    /// one buffer.
    package var listText: String {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(2 + count * 8)
        var digits = [UInt8](repeating: 0, count: 20)
        for (index, value) in enumerated() {
            if index > 0 { bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")]) }
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            var magnitude = value.magnitude
            var end = digits.count
            repeat {
                end -= 1
                digits[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: digits[end...])
        }
        bytes.append(UInt8(ascii: "]"))
        return String(decoding: bytes, as: UTF8.self)
    }
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
