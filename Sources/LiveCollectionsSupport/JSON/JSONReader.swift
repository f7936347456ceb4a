/// A strict JSON reader over UTF-8 bytes, one pass, no intermediate
/// objects: the one reader of every JSON text the package reads by hand
/// (scenario documents through ``document(_:maximumDepth:)``, the store's
/// columns through the primitives: ``string()``, ``number()``,
/// ``expect(_:_:)``...).
///
/// Beyond JSON's syntax it refuses what other readers accept with a silent
/// loss: bytes that are not UTF-8 in a string (they would read as U+FFFD,
/// so that two different identifiers became the same), a key repeated in
/// one object, and an integer literal beyond `Int` (it would be rounded to
/// a nearby `Double`). Every refusal is a ``JSONReadError`` with the byte
/// offset where it happened and the JSON path of the value.
///
/// The bytes are borrowed: the reader must not outlive the buffer.
///
/// - Complexity: O(*n*) in the length of the text.
package struct JSONReader {
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    package var offset: Int

    /// A reader at the start of `bytes`.
    @inlinable
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        offset = 0
    }

    /// Skips JSON white space (space, tab, line feed, carriage return).
    @inlinable
    package mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    /// Whether the next byte after white space is `byte`; reads it if so.
    @inlinable
    package mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// Reads `byte` after white space, or refuses with `expected` (`"':'"`).
    @inlinable
    package mutating func expect(_ byte: UInt8, _ expected: String) throws(JSONReadError) {
        guard take(byte) else { throw unexpected(expected) }
    }

    /// Refuses the text after white space: nothing but white space may
    /// follow a document.
    @inlinable
    package mutating func expectEnd() throws(JSONReadError) {
        skipSpace()
        guard offset >= bytes.count else { throw unexpected("the end of the document") }
    }

    /// The refusal of the byte at ``offset`` where `expected` should be:
    /// the document ending early, a byte that is not UTF-8, or a syntax
    /// error naming what was expected.
    @usableFromInline
    package func unexpected(_ expected: String) -> JSONReadError {
        guard offset < bytes.count else { return JSONReadError(.endsEarly, at: offset) }
        if bytes[offset] >= 0x80, let invalid = Self.firstInvalidUTF8(in: UnsafeBufferPointer(rebasing: bytes[offset...])), invalid == 0 {
            return JSONReadError(.invalidUTF8(byte: bytes[offset]), at: offset)
        }
        return JSONReadError(.expected(expected), at: offset)
    }

    // MARK: Literals and numbers

    /// `true`, `false` or `null` (as `literal`), from its first byte.
    @inlinable
    package mutating func literal(_ literal: StaticString) throws(JSONReadError) {
        for index in 0..<literal.utf8CodeUnitCount {
            guard offset < bytes.count, bytes[offset] == literal.utf8Start[index] else { throw unexpected("\(literal)") }
            offset += 1
        }
    }

    /// A number as JSON writes one: an integer when its value is integral
    /// and fits an `Int` (`1e3` and `2.0` too, as `JSONDecoder` reads
    /// them), else a `Double`; an integer literal (no fraction, no
    /// exponent) beyond `Int` is refused.
    @inlinable
    package mutating func number() throws(JSONReadError) -> JSONNumber {
        skipSpace()
        let start = offset
        let negative = offset < bytes.count && bytes[offset] == UInt8(ascii: "-")
        if negative { offset += 1 }
        guard offset < bytes.count, Self.isDigit(bytes[offset]) else { throw unexpected(negative ? "a digit" : "a value") }
        // The integer part, accumulated downwards so that Int.min fits.
        var value = 0
        var fits = true
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            while offset < bytes.count, Self.isDigit(bytes[offset]) {
                let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
                let (next, overflow2) = times10.subtractingReportingOverflow(Int(bytes[offset] &- UInt8(ascii: "0")))
                fits = fits && !overflow && !overflow2
                value = next
                offset += 1
            }
        }
        var isInteger = true
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            try digits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            try digits()
        }
        if isInteger {
            if fits, negative { return .integer(value) }
            if fits, value != .min { return .integer(-value) }
            throw JSONReadError(.integerOutOfRange(text(start..<offset)), at: start)
        }
        guard let number = Double(text(start..<offset)) else { throw JSONReadError(.expected("a number"), at: start) }
        if let integer = Int(exactly: number) { return .integer(integer) }
        return .double(number)
    }

    /// One digit or more.
    @inlinable
    mutating func digits() throws(JSONReadError) {
        guard offset < bytes.count, Self.isDigit(bytes[offset]) else { throw unexpected("a digit") }
        while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
    }

    @inlinable
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// The bytes of `range`, known to be ASCII.
    @inlinable
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    // MARK: Strings

    /// A string, after white space. The plain case (no escape) is one slice
    /// decoded at once, and checked as UTF-8 only when it has a byte beyond
    /// ASCII.
    @inlinable
    package mutating func string() throws(JSONReadError) -> String {
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw unexpected("a string") }
        offset += 1
        let start = offset
        var beyondASCII: UInt8 = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                defer { offset += 1 }
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                if beyondASCII & 0x80 == 0 { return String(decoding: slice, as: UTF8.self) }
                return try validated(start..<offset)
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            if byte < 0x20 { throw controlCharacter() }
            beyondASCII |= byte
            offset += 1
        }
        throw JSONReadError(.endsEarly, at: offset)
    }

    @usableFromInline
    func controlCharacter() -> JSONReadError {
        JSONReadError(.expected("no control character in a string (write it as an escape, such as \\n or \\u0001)"), at: offset)
    }

    /// The bytes of `range` as a string, or the refusal of its first byte
    /// that is not UTF-8.
    @usableFromInline
    func validated(_ range: Range<Int>) throws(JSONReadError) -> String {
        guard let string = String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) else {
            throw invalidUTF8(in: range)
        }
        return string
    }

    /// The refusal of the first byte in `range` that is not UTF-8.
    @usableFromInline
    func invalidUTF8(in range: Range<Int>) -> JSONReadError {
        let invalid = range.lowerBound + (Self.firstInvalidUTF8(in: UnsafeBufferPointer(rebasing: bytes[range])) ?? 0)
        return JSONReadError(.invalidUTF8(byte: bytes[invalid]), at: invalid)
    }

    /// A string with escapes, from its first byte at `start`: its bytes,
    /// unescaped, decoded once at the end.
    @usableFromInline
    mutating func escapedString(from start: Int) throws(JSONReadError) -> String {
        var buffer = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                if let string = String(validating: buffer, as: UTF8.self) { return string }
                // An escape gives only whole scalars and is ASCII itself:
                // the raw bytes, escapes and all, are what is not UTF-8.
                throw invalidUTF8(in: start..<offset - 1)
            case UInt8(ascii: "\\"):
                offset += 1
                try unescape(into: &buffer)
            case 0..<0x20:
                throw controlCharacter()
            default:
                buffer.append(byte)
                offset += 1
            }
        }
        throw JSONReadError(.endsEarly, at: offset)
    }

    /// One escape, after its backslash.
    @usableFromInline
    mutating func unescape(into buffer: inout [UInt8]) throws(JSONReadError) {
        let escapes = #"an escape (\", \\, \/, \b, \f, \n, \r, \t or \u and four hex digits)"#
        guard offset < bytes.count else { throw JSONReadError(.endsEarly, at: offset) }
        let escape = bytes[offset]
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            offset += 1
            var code = try hex4()
            if (0xDC00..<0xE000).contains(code) {
                throw JSONReadError(.expected("a high surrogate (\\uD800 to \\uDBFF) before a low one"), at: offset - 6)
            }
            if (0xD800..<0xDC00).contains(code) {
                let low = "a low surrogate (\\uDC00 to \\uDFFF) after a high one"
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw unexpected(low)
                }
                let lowStart = offset
                offset += 2
                let second = try hex4()
                guard (0xDC00..<0xE000).contains(second) else { throw JSONReadError(.expected(low), at: lowStart) }
                code = 0x10000 + ((code - 0xD800) << 10) + (second - 0xDC00)
            }
            // Every code outside the surrogates is a scalar.
            let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
            buffer.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
            return
        default:
            throw unexpected(escapes)
        }
        offset += 1
    }

    /// Four hex digits.
    @usableFromInline
    mutating func hex4() throws(JSONReadError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count else { throw JSONReadError(.endsEarly, at: offset) }
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw unexpected("a hex digit (four after \\u)")
            }
            code = code << 4 | UInt32(digit)
            offset += 1
        }
        return code
    }

    /// The offset in `bytes` of the first byte that starts no valid UTF-8
    /// sequence, or nil when they are all UTF-8.
    package static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

/// A JSON number as ``JSONReader/number()`` reads it.
package enum JSONNumber: Equatable, Sendable {
    /// An integral value that fits an `Int`.
    case integer(Int)
    /// Any other number.
    case double(Double)
}
