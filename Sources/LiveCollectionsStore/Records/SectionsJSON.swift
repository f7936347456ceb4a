import Foundation

/// The `sections` column of `stepViewState` and `finalState`: a view's
/// displayed items, per section, as JSON text (`[["1(Alien)", "2"], []]`);
/// and the `texts` column of `viewEvent`: a list of event texts
/// (`["beginBatch", "moveItem [0, 1] -> [0, 0]"]`).
///
/// Written and read here rather than through `JSONEncoder` / `JSONDecoder`,
/// which cost more per string than the replay that produced it (a view of
/// 100,000 items is stored at every step). The text is plain JSON: strings
/// escape `"`, `\` and control characters; reading accepts any JSON array of
/// arrays of strings, such as the encoder's output in older stores.
enum SectionsJSON {
    /// The JSON text of `sections`.
    ///
    /// - Complexity: O(total length of the strings).
    static func encode(_ sections: [[String]]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 + sections.reduce(0) { $0 + 2 + $1.reduce(0) { $0 + $1.utf8.count + 3 } })
        bytes.append(UInt8(ascii: "["))
        for (index, section) in sections.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendList(section, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The JSON text of a view state as stored: whole, as ``encode(_:)``
    /// writes it, or as changes (see ``StoredSections``).
    ///
    /// - Complexity: O(total length of the strings and pieces).
    static func encode(_ stored: StoredSections) -> String {
        switch stored {
        case .whole(let sections): encode(sections)
        case let .changes(fromStep, sections): encodeChanges(from: fromStep, sections)
        }
    }

    /// `{"changesFrom":3,"sections":[["a",[0,1,2]]]}`.
    private static func encodeChanges(from fromStep: Int, _ sections: [[StoredSections.Piece]]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(40 + sections.reduce(0) { $0 + 2 + $1.count * 16 })
        bytes.append(contentsOf: #"{"changesFrom":"#.utf8)
        appendInteger(fromStep, to: &bytes)
        bytes.append(contentsOf: #","sections":["#.utf8)
        for (index, pieces) in sections.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "["))
            for (index, piece) in pieces.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                switch piece {
                case .cell(let cell):
                    appendString(cell, to: &bytes)
                case let .copy(section, start, count):
                    bytes.append(UInt8(ascii: "["))
                    appendInteger(section, to: &bytes)
                    bytes.append(UInt8(ascii: ","))
                    appendInteger(start, to: &bytes)
                    bytes.append(UInt8(ascii: ","))
                    appendInteger(count, to: &bytes)
                    bytes.append(UInt8(ascii: "]"))
                }
            }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.append(contentsOf: "]}".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value` in decimal digits, appended last digit first, then put in
    /// order: no string per integer (three per copied range).
    static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var magnitude = value.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// The JSON text of a list of strings.
    ///
    /// - Complexity: O(total length of the strings).
    static func encode(list strings: [String]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 + strings.reduce(0) { $0 + $1.utf8.count + 3 })
        appendList(strings, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `["a","b"]`.
    private static func appendList(_ strings: [String], to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "["))
        for (index, string) in strings.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendString(string, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Whether a byte cannot appear as is inside a JSON string.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// `string` as a JSON string literal: copied whole when nothing needs an
    /// escape, the common case.
    static func appendString(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            guard utf8.contains(where: needsEscape) else { return bytes.append(contentsOf: utf8) }
            for byte in utf8 {
                guard needsEscape(byte) else {
                    bytes.append(byte)
                    continue
                }
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case UInt8(ascii: "\n"): bytes.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): bytes.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): bytes.append(UInt8(ascii: "t"))
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)]])
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Why a `sections` text could not be read.
    struct Malformed: Error, CustomStringConvertible {
        let offset: Int
        /// What the text should have been (the reader fills it in for the
        /// whole text; a part of it throws without).
        var expected = "valid JSON"
        var description: String { "the column is not \(expected) (at byte \(offset))" }
    }

    /// The sections of a JSON text.
    ///
    /// - Throws: ``Malformed`` when the text is not a JSON array of arrays
    ///   of strings.
    /// - Complexity: O(length of the text).
    static func decode(_ text: String) throws(Malformed) -> [[String]] {
        try read(text, expected: "a JSON array of arrays of strings") { (reader: inout Reader) throws(Malformed) in
            try reader.sections()
        }
    }

    /// A view state as stored: a JSON array of arrays of strings (whole),
    /// or the object ``encode(_:)-(StoredSections)`` writes for changes.
    ///
    /// - Throws: ``Malformed`` when the text is neither.
    /// - Complexity: O(length of the text).
    static func decodeStored(_ text: String) throws(Malformed) -> StoredSections {
        try read(text, expected: "a JSON array of arrays of strings, or stored changes") { (reader: inout Reader) throws(Malformed) in
            guard reader.take(UInt8(ascii: "{")) else {
                return .whole(try reader.sections())
            }
            try reader.key("changesFrom")
            let fromStep = try reader.integer()
            try reader.expect(UInt8(ascii: ","))
            try reader.key("sections")
            let sections = try reader.list { (reader: inout Reader) throws(Malformed) in
                try reader.list { (reader: inout Reader) throws(Malformed) -> StoredSections.Piece in
                    reader.skipSpace()
                    guard reader.take(UInt8(ascii: "[")) else { return .cell(try reader.string()) }
                    let section = try reader.integer()
                    try reader.expect(UInt8(ascii: ","))
                    let start = try reader.integer()
                    try reader.expect(UInt8(ascii: ","))
                    let count = try reader.integer()
                    try reader.expect(UInt8(ascii: "]"))
                    return .copy(section: section, start: start, count: count)
                }
            }
            try reader.expect(UInt8(ascii: "}"))
            return .changes(fromStep: fromStep, sections: sections)
        }
    }

    /// The strings of a JSON array of strings.
    ///
    /// - Throws: ``Malformed`` when the text is not a JSON array of strings.
    /// - Complexity: O(length of the text).
    static func decodeList(_ text: String) throws(Malformed) -> [String] {
        try read(text, expected: "a JSON array of strings") { (reader: inout Reader) throws(Malformed) in try reader.stringList() }
    }

    /// What `value` reads from the whole of `text`.
    private static func read<Value>(
        _ text: String, expected: String, _ value: (inout Reader) throws(Malformed) -> Value
    ) throws(Malformed) -> Value {
        var text = text
        let result = text.withUTF8 { bytes -> Result<Value, Malformed> in
            var reader = Reader(bytes: bytes)
            do throws(Malformed) {
                let read = try value(&reader)
                reader.skipSpace()
                guard reader.position == bytes.count else { throw Malformed(offset: reader.position) }
                return .success(read)
            } catch {
                return .failure(Malformed(offset: error.offset, expected: expected))
            }
        }
        return try result.get()
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        mutating func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        mutating func expect(_ byte: UInt8) throws(Malformed) {
            skipSpace()
            guard position < bytes.count, bytes[position] == byte else { throw Malformed(offset: position) }
            position += 1
        }

        /// Whether the next byte (after spaces) is `byte`; consumes it if so.
        mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// `"name":`, exactly.
        mutating func key(_ name: String) throws(Malformed) {
            let start = position
            guard try string() == name else { throw Malformed(offset: start) }
            try expect(UInt8(ascii: ":"))
        }

        /// An integer in JSON's notation without fraction or exponent, such as `-1` or `120`.
        mutating func integer() throws(Malformed) -> Int {
            skipSpace()
            let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            let start = position
            var value = 0
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = times.addingReportingOverflow(Int(bytes[position] - UInt8(ascii: "0")))
                guard !overflowTimes, !overflowSum else { throw Malformed(offset: start) }
                value = sum
                position += 1
            }
            guard position > start else { throw Malformed(offset: start) }
            return negative ? -value : value
        }

        /// `[["a", "b"], []]`.
        mutating func sections() throws(Malformed) -> [[String]] {
            try list { (reader: inout Reader) throws(Malformed) in try reader.stringList() }
        }

        /// `["a", "b"]`.
        mutating func stringList() throws(Malformed) -> [String] {
            try list { (reader: inout Reader) throws(Malformed) in try reader.string() }
        }

        /// `[` elements separated by `,` `]`.
        mutating func list<Element>(_ element: (inout Reader) throws(Malformed) -> Element) throws(Malformed) -> [Element] {
            try expect(UInt8(ascii: "["))
            var elements: [Element] = []
            if take(UInt8(ascii: "]")) { return elements }
            repeat {
                elements.append(try element(&self))
            } while take(UInt8(ascii: ","))
            try expect(UInt8(ascii: "]"))
            return elements
        }

        mutating func string() throws(Malformed) -> String {
            try expect(UInt8(ascii: "\""))
            let start = position
            // Fast path: no escape before the closing quote.
            while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\"), bytes[position] >= 0x20 {
                position += 1
            }
            guard position < bytes.count else { throw Malformed(offset: position) }
            if bytes[position] == UInt8(ascii: "\"") {
                defer { position += 1 }
                return text(start..<position)
            }
            var unescaped = Array(bytes[start..<position])
            while true {
                guard position < bytes.count else { throw Malformed(offset: position) }
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: unescaped, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    try unescape(into: &unescaped)
                case 0..<0x20:
                    throw Malformed(offset: position - 1)
                default:
                    unescaped.append(byte)
                }
            }
        }

        /// The bytes of `range`: valid UTF-8, as they come from a `String`
        /// and end at ASCII quotes.
        private func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        /// One escape after its backslash.
        private mutating func unescape(into unescaped: inout [UInt8]) throws(Malformed) {
            guard position < bytes.count else { throw Malformed(offset: position) }
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(byte)
            case UInt8(ascii: "b"): unescaped.append(0x08)
            case UInt8(ascii: "f"): unescaped.append(0x0C)
            case UInt8(ascii: "n"): unescaped.append(0x0A)
            case UInt8(ascii: "r"): unescaped.append(0x0D)
            case UInt8(ascii: "t"): unescaped.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar) {
                    // A high surrogate must be followed by `\u` and a low one.
                    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                        throw Malformed(offset: position)
                    }
                    position += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw Malformed(offset: position) }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw Malformed(offset: position) }
                unescaped.append(contentsOf: String(Character(unicode)).utf8)
            default:
                throw Malformed(offset: position - 1)
            }
        }

        private mutating func hex4() throws(Malformed) -> UInt32 {
            guard position + 4 <= bytes.count else { throw Malformed(offset: position) }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[position]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw Malformed(offset: position)
                }
                value = value << 4 | UInt32(digit)
                position += 1
            }
            return value
        }
    }
}
