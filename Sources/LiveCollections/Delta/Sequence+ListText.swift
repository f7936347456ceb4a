import Foundation

// `[a, b, c]` as an array's `description` writes integers, index paths and
// pairs, without the runtime lookups `description` makes for every element
// (which cost more than a delta of the same size). Concrete element types
// only, so that the loops are compiled here for them; every element is
// written as bytes into one buffer, with no `String` per element.

/// Writes a text of integers, index paths and literals in two passes: the
/// first only measures it, the second writes its bytes straight into a
/// string of exactly that length. For list texts of thousands of integers or
/// index paths, where a `String` per element (or a byte array grown byte by
/// byte) costs more than the delta they describe.
///
/// ```swift
/// let text = ListTextBuffer.text { $0.writeList([1, 2]) { $0.write($1) } }  // "[1, 2]"
/// ```
package struct ListTextBuffer {
    /// Where the bytes go; nil while measuring.
    private let storage: UnsafeMutableBufferPointer<UInt8>?
    /// The bytes written (or measured) so far.
    private var count = 0

    private init(storage: UnsafeMutableBufferPointer<UInt8>?) {
        self.storage = storage
    }

    /// The text `body` writes. `body` runs twice (measuring, then writing)
    /// and must write the same both times.
    ///
    /// - Complexity: two calls to `body`; no allocation but the string's.
    package static func text(_ body: (inout ListTextBuffer) -> Void) -> String {
        var measure = ListTextBuffer(storage: nil)
        body(&measure)
        return String(unsafeUninitializedCapacity: measure.count) { buffer in
            var writer = ListTextBuffer(storage: buffer)
            body(&writer)
            return min(writer.count, buffer.count)
        }
    }

    /// Writes `value` in decimal, as `String(value)` does.
    ///
    /// The width is found by comparing with powers of ten (both passes need
    /// it), and the digits are written two at a time, from the last.
    package mutating func write(_ value: Int) {
        let magnitude = value.magnitude
        let width = Self.digitCount(magnitude) + (value < 0 ? 1 : 0)
        defer { count += width }
        // Bytes are written only where they fit (always, when the passes agree).
        guard let storage, count + width <= storage.count else { return }
        var position = count + width
        var rest = magnitude
        while rest >= 100 {
            let pair = rest % 100
            rest /= 100
            position -= 2
            storage[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: pair / 10)
            storage[position + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: pair % 10)
        }
        if rest >= 10 {
            position -= 2
            storage[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest / 10)
            storage[position + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        } else {
            position -= 1
            storage[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        if value < 0 { storage[count] = UInt8(ascii: "-") }
    }

    /// The number of decimal digits of `magnitude` (1 for 0; at most 20).
    private static func digitCount(_ magnitude: UInt) -> Int {
        var digits = 1
        var power: UInt = 10
        while digits < 20, magnitude >= power {
            digits += 1
            power &*= 10
        }
        return digits
    }

    /// Writes `text` as it is (a literal such as `", "`).
    package mutating func write(_ text: StaticString) {
        let width = text.utf8CodeUnitCount
        defer { count += width }
        guard let storage, count + width <= storage.count else { return }
        text.withUTF8Buffer { bytes in
            for (offset, byte) in bytes.enumerated() { storage[count + offset] = byte }
        }
    }

    /// Writes `path` as `IndexPath.description` does: `[0, 2]`.
    package mutating func write(_ path: IndexPath) {
        write("[")
        for (index, value) in path.enumerated() {
            if index > 0 { write(", ") }
            write(value)
        }
        write("]")
    }

    /// Writes `[a, b, c]`, each element written by `element`.
    ///
    /// - Complexity: O(n) calls to `element`.
    package mutating func writeList<Element>(_ list: [Element], _ element: (inout Self, Element) -> Void) {
        write("[")
        for (index, value) in list.enumerated() {
            if index > 0 { write(", ") }
            element(&self, value)
        }
        write("]")
    }
}

extension Array where Element == Int {
    /// `[1, 2, 3]`, as `[Int].description` writes it.
    package var listText: String {
        ListTextBuffer.text { $0.writeList(self) { $0.write($1) } }
    }
}

extension Array where Element == [Int] {
    /// `[[1, 2], []]`, as `[[Int]].description` writes it.
    package var listText: String {
        ListTextBuffer.text { $0.writeList(self) { buffer, list in buffer.writeList(list) { $0.write($1) } } }
    }
}

extension IndexPath {
    /// `[0, 2]`, as `IndexPath.description` writes it.
    package var listText: String {
        ListTextBuffer.text { $0.write(self) }
    }
}

extension Array where Element == IndexPath {
    /// `[[0, 1], [0, 2]]`, as `[IndexPath].description` writes it.
    package var listText: String {
        ListTextBuffer.text { $0.writeList(self) { $0.write($1) } }
    }
}

extension ListTextBuffer {
    /// Writes `pair` in the recording's notation: `2->1`.
    package mutating func write(_ pair: IndexPair) {
        write(pair.source)
        write("->")
        write(pair.target)
    }

    /// Writes `pair` in the recording's notation: `[0, 2]->[1, 0]`.
    package mutating func write(_ pair: IndexPathPair) {
        write(pair.source)
        write("->")
        write(pair.target)
    }
}

extension Array where Element == IndexPair {
    /// `[2->1, 0->3]`, in the recording's notation.
    package var listText: String {
        ListTextBuffer.text { $0.writeList(self) { $0.write($1) } }
    }
}

extension Array where Element == IndexPathPair {
    /// `[[0, 2]->[1, 0]]`, in the recording's notation.
    package var listText: String {
        ListTextBuffer.text { $0.writeList(self) { $0.write($1) } }
    }
}
