/// Writing JSON text: strings as literals and numbers, one rule for every
/// module that writes JSON by hand (the store's columns, scenario
/// documents, captured scenario files).
///
/// Strings follow RFC 8259: `"` and `\` are escaped, and so is every
/// control character U+0000 to U+001F, as `\b`, `\f`, `\n`, `\r`, `\t`
/// where JSON has a short form and as `\u00XX` (lowercase hex) otherwise.
/// Everything else, non-ASCII included, is written as itself in UTF-8.
package enum JSONText {
    /// Whether a UTF-8 byte cannot appear as itself inside a JSON string.
    @inlinable
    package static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Appends `string` as a JSON string literal, quotes included: its bytes
    /// copied at once when nothing needs an escape, the common case.
    ///
    /// - Complexity: O(*n*) in the length of `string`.
    @inlinable
    package static func append(string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Read in place where the text is contiguous (a native string), so
        // that the string is not copied (nor its reference counted) first.
        func append(_ utf8: UnsafeBufferPointer<UInt8>) {
            guard utf8.contains(where: needsEscape) else { return bytes.append(contentsOf: utf8) }
            for byte in utf8 {
                if needsEscape(byte) { appendEscape(of: byte, to: &bytes) } else { bytes.append(byte) }
            }
        }
        if string.utf8.withContiguousStorageIfAvailable(append) == nil {
            var string = string
            string.withUTF8(append)
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `string` as a JSON string literal, quotes included.
    ///
    /// - Complexity: O(*n*) in the length of `string`.
    @inlinable
    package static func append(string: String, to text: inout String) {
        guard string.utf8.contains(where: needsEscape) else {
            text += "\""
            text += string
            text += "\""
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count + 8)
        append(string: string, to: &bytes)
        text += String(decoding: bytes, as: UTF8.self)
    }

    /// `string` as a JSON string literal, quotes included.
    @inlinable
    package static func quoted(_ string: String) -> String {
        var text = ""
        append(string: string, to: &text)
        return text
    }

    /// The escape of a byte for which ``needsEscape(_:)`` holds.
    @usableFromInline
    static func appendEscape(of byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            bytes.append(hex.utf8Start[Int(byte >> 4)])
            bytes.append(hex.utf8Start[Int(byte & 15)])
        }
    }

    /// Appends `value` in decimal digits, with no intermediate string.
    @inlinable
    package static func append(integer value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // The digits, last first, into a buffer of the most an `Int` has,
        // then appended at once: one capacity check, not one per digit.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var magnitude = value.magnitude
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// `value` as a JSON number: the shortest decimal text that reads back
    /// as the same `Double` (`0.1`, `1e+30`); `null` for infinities and
    /// NaN, which JSON cannot write.
    package static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }
}
