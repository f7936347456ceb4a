/// A strict JSON parser straight to ``JSONValue``: one pass over the bytes,
/// no intermediate objects, so that a file of 100,000 inline items loads in
/// a fraction of a second. It is the only reader of scenario documents: what
/// it refuses is refused, with the byte offset and the JSON path.
///
/// Beyond JSON's syntax it refuses what other readers accept with a silent
/// loss: bytes that are not UTF-8 in a string (they would read as U+FFFD, so
/// that two different identifiers became the same), a key repeated in one
/// object (readers keep the first or the last), and an integer literal
/// beyond `Int` (it would be rounded to a nearby `Double`, so that two
/// different numbers became the same). A UTF-8 byte order mark at the start
/// is skipped.
///
/// - Complexity: O(n) in the size of the document.
struct JSONParser {
    /// Why a document was refused, where.
    struct Failure: Error, Equatable {
        enum Reason: Equatable {
            /// Not JSON syntax.
            case syntax
            /// A string holds `byte`, which starts no UTF-8 sequence there.
            case invalidUTF8(byte: UInt8)
            /// An object repeats the key.
            case duplicateKey(String)
            /// An integer literal (digits, no fraction or exponent) outside
            /// `Int`'s range, as written.
            case integerOutOfRange(String)
            /// Arrays and objects nested deeper than ``JSONParser/maximumDepth``.
            case tooDeep
        }

        let reason: Reason
        /// The byte offset in the document: of the offending byte, the
        /// repeated key or the number.
        let offset: Int
        /// The JSON path of the value it happened in (`steps[1].at`), as
        /// ``JSONNode/path`` writes it.
        let path: String
    }

    /// Nesting deeper than this is refused.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    /// The first refusal, once there is one.
    private var failure: (reason: Failure.Reason, offset: Int)?
    /// The path of the refusal, innermost first, as the parse unwinds.
    private var unwoundPath: [PathStep] = []

    private enum PathStep {
        case index(Int)
        case key(String)
    }

    /// The document in `bytes`.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        if let value = parser.value(depth: 0) {
            parser.skipWhitespace()
            if parser.index == bytes.count { return value }
            parser.record(.syntax, at: parser.index)
        }
        let (reason, offset) = parser.failure ?? (.syntax, parser.index)
        throw Failure(reason: reason, offset: offset, path: reason == .tooDeep ? "" : parser.path)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Records a refusal (see ``record(_:at:)``) and returns nil, for the
    /// callers to return.
    private mutating func fail<T>(_ reason: Failure.Reason, at offset: Int) -> T? {
        record(reason, at: offset)
        return nil
    }

    /// Records a refusal; the first one counts.
    private mutating func record(_ reason: Failure.Reason, at offset: Int) {
        if failure == nil { failure = (reason, offset) }
    }

    /// ``unwoundPath`` written out, outermost first.
    private var path: String {
        var text = ""
        for step in unwoundPath.reversed() {
            switch step {
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            }
        }
        return text
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private mutating func value(depth: Int) -> JSONValue? {
        skipWhitespace()
        guard index < bytes.count else { return fail(.syntax, at: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { return fail(.tooDeep, at: index) }
            return object(depth: depth)
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { return fail(.tooDeep, at: index) }
            return array(depth: depth)
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ text: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return fail(.syntax, at: index) }
        for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] {
            return fail(.syntax, at: index + offset)
        }
        index += count
        return value
    }

    private mutating func array(depth: Int) -> JSONValue? {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            guard let element = value(depth: depth + 1) else {
                unwoundPath.append(.index(elements.count))
                return nil
            }
            elements.append(element)
            skipWhitespace()
            guard index < bytes.count else { return fail(.syntax, at: index) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            } else {
                return fail(.syntax, at: index)
            }
        }
    }

    private mutating func object(depth: Int) -> JSONValue? {
        index += 1
        var fields: [String: JSONValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            let keyOffset = index
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return fail(.syntax, at: index) }
            guard let key = string() else { return nil }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return fail(.syntax, at: index) }
            index += 1
            guard let element = value(depth: depth + 1) else {
                unwoundPath.append(.key(key))
                return nil
            }
            guard fields.updateValue(element, forKey: key) == nil else {
                unwoundPath.append(.key(key))
                return fail(.duplicateKey(key), at: keyOffset)
            }
            skipWhitespace()
            guard index < bytes.count else { return fail(.syntax, at: index) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(fields)
            } else {
                return fail(.syntax, at: index)
            }
        }
    }

    /// A string; the plain case (no escapes) is one slice decoded at once,
    /// and checked as UTF-8 only when it has a byte beyond ASCII.
    private mutating func string() -> String? {
        index += 1
        let start = index
        var beyondASCII: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                if beyondASCII & 0x80 == 0 { return String(decoding: bytes[start..<index], as: UTF8.self) }
                return String(validating: bytes[start..<index], as: UTF8.self) ?? invalidUTF8(in: start..<index)
            }
            if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
            if byte < 0x20 { return fail(.syntax, at: index) }
            beyondASCII |= byte
            index += 1
        }
        return fail(.syntax, at: index)
    }

    /// A string with escapes: its bytes, unescaped, decoded once at the end.
    private mutating func escapedString(from start: Int) -> String? {
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                // An escape gives only valid scalars, and is ASCII itself:
                // the raw bytes are what may not be UTF-8.
                return String(validating: buffer, as: UTF8.self) ?? invalidUTF8(in: start..<index - 1)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return fail(.syntax, at: index) }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"):
                    guard var code = hex4() else { return fail(.syntax, at: index) }
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            return fail(.syntax, at: index)
                        }
                        index += 2
                        guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return fail(.syntax, at: index) }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { return fail(.syntax, at: index) }
                    buffer.append(contentsOf: UTF8.encode(scalar).map(Array.init) ?? [])
                default:
                    return fail(.syntax, at: index - 1)
                }
            default:
                guard byte >= 0x20 else { return fail(.syntax, at: index - 1) }
                buffer.append(byte)
            }
        }
        return fail(.syntax, at: index)
    }

    /// Refuses the string in `range`, at its first byte that is not UTF-8.
    private mutating func invalidUTF8(in range: Range<Int>) -> String? {
        let offset = Self.firstInvalidUTF8(in: bytes, range) ?? range.lowerBound
        return fail(.invalidUTF8(byte: bytes[offset]), at: offset)
    }

    /// The offset of the first byte in `range` of `bytes` that starts no
    /// valid UTF-8 sequence, or nil when the range is UTF-8.
    static func firstInvalidUTF8(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes[range].makeIterator()
        var offset = range.lowerBound
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            code = code << 4 | UInt32(digit)
            index += 1
        }
        return code
    }

    /// A number: an integer when its value is integral and fits an `Int`,
    /// else a `Double`; an integer literal beyond `Int` is refused.
    private mutating func number() -> JSONValue? {
        let start = index
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return fail(.syntax, at: index) }
        // The integer part, accumulated downwards so that Int.min fits.
        var value = 0
        var fits = true
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
                let (next, overflow2) = times10.subtractingReportingOverflow(Int(bytes[index] - UInt8(ascii: "0")))
                fits = fits && !overflow && !overflow2
                value = next
                index += 1
            }
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard digits() else { return fail(.syntax, at: index) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() else { return fail(.syntax, at: index) }
        }
        if isInteger {
            if fits, negative { return .integer(value) }
            if fits, value != .min { return .integer(-value) }
            return fail(.integerOutOfRange(String(decoding: bytes[start..<index], as: UTF8.self)), at: start)
        }
        // Like JSONDecoder: a number with an integral value (1e3, 2.0) that
        // fits an Int is an integer.
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { return fail(.syntax, at: start) }
        if let integer = Int(exactly: number) { return .integer(integer) }
        return .number(number)
    }

    private mutating func digits() -> Bool {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index > start
    }

    /// `line L, column C` of the byte at `offset`: lines counted by line
    /// feeds, columns by characters (UTF-8 sequences), from 1.
    static func position(of offset: Int, in bytes: [UInt8]) -> String {
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
}
