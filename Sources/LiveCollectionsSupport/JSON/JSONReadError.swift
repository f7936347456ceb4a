/// Why ``JSONReader`` refused a text, where: the byte offset, and the JSON
/// path of the value it happened in.
package struct JSONReadError: Error, Equatable, Sendable {
    /// What was wrong.
    package enum Reason: Equatable, Sendable {
        /// Not JSON syntax: something else stood where this was expected
        /// (`"',' or ']'"`).
        case expected(String)
        /// The text ends inside a value, or holds none.
        case endsEarly
        /// `byte` starts no UTF-8 sequence there.
        case invalidUTF8(byte: UInt8)
        /// An object repeats the key.
        case duplicateKey(String)
        /// An integer literal (digits, no fraction or exponent) beyond
        /// `Int`, as written.
        case integerOutOfRange(String)
        /// Arrays and objects nested deeper than the reader's limit.
        case tooDeep(limit: Int)
    }

    /// One step of a JSON path.
    package enum PathComponent: Equatable, Sendable {
        case index(Int)
        case key(String)
    }

    package let reason: Reason
    /// The byte offset in the text: of the offending byte, the repeated
    /// key or the number.
    package let offset: Int
    /// The path of the value the refusal happened in, innermost first, as
    /// the reading unwinds (see ``path``).
    package var unwoundPath: [PathComponent] = []

    @inlinable
    package init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// The JSON path, outermost first: `steps[1].at`; empty at the top.
    package var path: String {
        var text = ""
        for step in unwoundPath.reversed() {
            switch step {
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            }
        }
        return text
    }

    /// The refusal in one line a person can act on, for a file of `bytes`
    /// (the text the reader read): where (line and column) and what to do.
    ///
    /// - Complexity: O(*n*) in the bytes before the offset.
    package func message(in bytes: [UInt8]) -> String {
        let position = Self.position(of: offset, in: bytes)
        let looksUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.prefix(4).contains(0)
        switch reason {
        case .expected, .invalidUTF8, .endsEarly:
            if looksUTF16 { return "the file is not UTF-8 (it looks like UTF-16 or UTF-32): save it as UTF-8 text" }
        default:
            break
        }
        switch reason {
        case .invalidUTF8(let byte):
            let hex = String(byte, radix: 16, uppercase: true)
            return "byte 0x\(hex.count < 2 ? "0" + hex : hex) at \(position) is not UTF-8 (save the file as UTF-8 text)"
        case .duplicateKey(let key):
            return "the key \"\(key)\" appears twice in one object (again at \(position)): keep one of them"
        case .integerOutOfRange(let text):
            return "the integer \(text) at \(position) is out of range (integers go from \(Int.min) to \(Int.max))"
        case .tooDeep(let limit):
            return "nested deeper than \(limit) arrays and objects at \(position): flatten the document"
        case .endsEarly:
            let isBlank = bytes.allSatisfy { [0xEF, 0xBB, 0xBF, 0x20, 0x0A, 0x0D, 0x09].contains($0) }
            return isBlank ? "malformed JSON: the file is empty" : "malformed JSON: the document ends early, at \(position) (is the file cut short?)"
        case .expected(let expected):
            return "malformed JSON: expected \(expected) at \(position), found \(Self.character(at: offset, in: bytes))"
        }
    }

    /// Whether ``message(in:)`` is about the whole text rather than the
    /// value at ``path`` (a text cut short, nested too deeply, not UTF-8).
    package func isAboutTheWholeText(_ bytes: [UInt8]) -> Bool {
        switch reason {
        case .endsEarly, .tooDeep: true
        case .expected, .invalidUTF8: message(in: bytes).hasPrefix("the file is not UTF-8")
        case .duplicateKey, .integerOutOfRange: false
        }
    }

    /// `line L, column C` of the byte at `offset`: lines counted by line
    /// feeds, columns by characters (UTF-8 sequences), from 1.
    package static func position(of offset: Int, in bytes: [UInt8]) -> String {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "line \(line), column \(column)"
    }

    /// The character at `offset`, as a message names it: `','`, or
    /// `U+000A` for one that does not print.
    static func character(at offset: Int, in bytes: [UInt8]) -> String {
        var iterator = bytes[offset...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return "a byte that is not UTF-8" }
        let scalar = Unicode.UTF8.decode(encoded)
        if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace || scalar.value == 0xFFFD {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(scalar)'"
    }
}
