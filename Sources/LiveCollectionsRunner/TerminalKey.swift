/// One key pressed in a terminal, whole: a character, a control key, or
/// a key the terminal sends as an escape sequence (an arrow, a function
/// key, a mouse report), as ``TerminalKeyDecoder`` reads it from the bytes.
public enum TerminalKey: Hashable, Sendable {
    /// A printable character, ASCII or UTF-8 (`a`, `A`, `é`, `?`, space).
    case character(Character)
    /// Return or Enter (CR or LF).
    case enter
    /// Tab.
    case tab
    /// Backspace (DEL or BS).
    case backspace
    /// Another control key: its byte (3 for Ctrl-C, 4 for Ctrl-D).
    case control(UInt8)
    /// Escape pressed alone (no byte followed it within the pause the
    /// reader waits).
    case escape
    /// A character typed with Alt (Meta): ESC, then the character.
    case alt(Character)
    /// An arrow.
    case up, down, left, right
    /// Home, End, Insert, Delete, Page Up, Page Down, Shift-Tab.
    case home, end, insert, delete, pageUp, pageDown, backTab
    /// A function key, F1 to F20.
    case function(Int)
    /// A mouse report (X10 `ESC [ M b x y` or SGR `ESC [ < b ; x ; y M`).
    case mouse
    /// An escape sequence of no key above, or bytes that are not UTF-8:
    /// the bytes, as they came.
    case unknown([UInt8])

    /// Ctrl-C read as a byte (the terminal's ISIG off).
    public static let interrupt = TerminalKey.control(3)

    /// The key's name for a person: `a`, `Up`, `F4`, `Escape`, `Ctrl-C`.
    public var name: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Return"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .control(let byte) where byte < 0x20: "Ctrl-" + String(Character(Unicode.Scalar(byte + 0x40)))
        case .control(let byte): "the control byte \(byte)"
        case .escape: "Escape"
        case .alt(let character): "Alt-\(character)"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .insert: "Insert"
        case .delete: "Delete"
        case .pageUp: "Page Up"
        case .pageDown: "Page Down"
        case .backTab: "Shift-Tab"
        case .function(let number): "F\(number)"
        case .mouse: "a mouse report"
        case .unknown: "an unknown key"
        }
    }
}

/// Reads whole keys from the bytes a terminal sends: escape sequences
/// (CSI `ESC [ ... final`, SS3 `ESC O x`, the Linux console's `ESC [ [ x`,
/// mouse reports), UTF-8 characters of several bytes and control bytes,
/// each as one ``TerminalKey``, however the bytes were split between reads.
///
/// A lone ESC cannot be told from the start of a sequence until no byte
/// follows: ``next()`` waits for more (returns nil), and the reader calls
/// ``flush()`` after a short pause (50 ms) with no byte, which reads it as
/// ``TerminalKey/escape``. A sequence cut short the same way is
/// ``TerminalKey/unknown(_:)``: never a key of its own bytes (`ESC [ A`
/// is Up, never `A`).
///
/// - Complexity: O(n) for n bytes.
public struct TerminalKeyDecoder: Sendable {
    private var bytes: [UInt8] = []

    /// An empty decoder.
    public init() {}

    /// Whether bytes are waiting that are not a whole key yet.
    public var hasPending: Bool { !bytes.isEmpty }

    /// Adds bytes read from the terminal.
    public mutating func append(_ more: some Sequence<UInt8>) {
        bytes.append(contentsOf: more)
    }

    /// The next whole key, removed from the bytes; nil when no whole key
    /// is waiting (no bytes, or the start of one that needs more).
    public mutating func next() -> TerminalKey? {
        guard let (key, length) = Self.key(at: bytes[...]) else { return nil }
        bytes.removeFirst(length)
        return key
    }

    /// After a pause with no more bytes: the next key as the bytes stand
    /// (ESC alone is Escape, a sequence cut short unknown), or nil when
    /// no bytes wait.
    public mutating func flush() -> TerminalKey? {
        if let key = next() { return key }
        guard !bytes.isEmpty else { return nil }
        let key: TerminalKey = bytes == [0x1B] ? .escape : .unknown(bytes)
        if bytes.first == 0x1B, bytes.count > 1, bytes[1] != UInt8(ascii: "["), bytes[1] != UInt8(ascii: "O") {
            // ESC and a UTF-8 character cut short: Escape, then the rest.
            bytes.removeFirst()
            return .escape
        }
        bytes.removeAll()
        return key
    }

    /// The key at the start of `input` and its length in bytes, or nil
    /// when `input` is empty or only the start of a key.
    static func key(at input: ArraySlice<UInt8>) -> (TerminalKey, Int)? {
        guard let first = input.first else { return nil }
        switch first {
        case 0x1B: return escaped(input)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x00..<0x20: return (.control(first), 1)
        case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return utf8(input)
        }
    }

    /// A key that starts with ESC.
    private static func escaped(_ input: ArraySlice<UInt8>) -> (TerminalKey, Int)? {
        let start = input.startIndex
        guard input.count > 1 else { return nil }
        let second = input[start + 1]
        switch second {
        case UInt8(ascii: "["): return controlSequence(input)
        case UInt8(ascii: "O"):
            guard input.count > 2 else { return nil }
            let key: TerminalKey = switch input[start + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "M"): .enter
            case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(input[start + 2] - UInt8(ascii: "P")) + 1)
            default: .unknown(Array(input.prefix(3)))
            }
            return (key, 3)
        case 0x20..<0x7F:
            return (.alt(Character(Unicode.Scalar(second))), 2)
        case 0x80...:
            // Alt and a UTF-8 character: whole when the character is.
            guard let (key, length) = utf8(input.dropFirst()) else { return nil }
            if case .character(let character) = key { return (.alt(character), length + 1) }
            return (.escape, 1)
        default:
            // ESC, then a control key (or another ESC): each on its own.
            return (.escape, 1)
        }
    }

    /// A CSI sequence, `ESC [` then parameter bytes (0x30-0x3F),
    /// intermediate bytes (0x20-0x2F) and a final byte (0x40-0x7E); or a
    /// mouse report; or the Linux console's F1-F5 (`ESC [ [ A`-`E`).
    private static func controlSequence(_ input: ArraySlice<UInt8>) -> (TerminalKey, Int)? {
        let start = input.startIndex
        guard input.count > 2 else { return nil }
        let third = input[start + 2]
        if third == UInt8(ascii: "M") {
            // X10 mouse: ESC [ M and three bytes (button, column, row).
            return input.count >= 6 ? (.mouse, 6) : nil
        }
        if third == UInt8(ascii: "[") {
            guard input.count > 3 else { return nil }
            let fourth = input[start + 3]
            let key: TerminalKey = (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(fourth)
                ? .function(Int(fourth - UInt8(ascii: "A")) + 1) : .unknown(Array(input.prefix(4)))
            return (key, 4)
        }
        var index = start + 2
        while index < input.endIndex {
            let byte = input[index]
            switch byte {
            case 0x20...0x3F:
                index += 1
            case 0x40...0x7E:
                let length = index - start + 1
                let sequence = Array(input.prefix(length))
                return (key(ofControlSequence: sequence), length)
            default:
                // Not a CSI byte (a control byte, another ESC, UTF-8): the
                // sequence ends, unknown, before it.
                return (.unknown(Array(input[start..<index])), index - start)
            }
        }
        return nil
    }

    /// The key of a whole CSI sequence.
    private static func key(ofControlSequence sequence: [UInt8]) -> TerminalKey {
        guard let final = sequence.last else { return .unknown(sequence) }
        let body = sequence.dropFirst(2).dropLast()
        if body.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") { return .mouse }
        // `1;5` (a modifier after the key's number): the key's number.
        let number = Int(String(decoding: body.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self))
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final - UInt8(ascii: "P")) + 1)
        case UInt8(ascii: "~"):
            switch number {
            case 1, 7: return .home
            case 2: return .insert
            case 3: return .delete
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            case let number? where (11...15).contains(number): return .function(number - 10)
            case let number? where (17...21).contains(number): return .function(number - 11)
            case let number? where (23...26).contains(number): return .function(number - 12)
            case let number? where (28...29).contains(number): return .function(number - 13)
            case let number? where (31...34).contains(number): return .function(number - 14)
            default: return .unknown(sequence)
            }
        default:
            return .unknown(sequence)
        }
    }

    /// A UTF-8 character of several bytes, or the bytes that are not one.
    private static func utf8(_ input: ArraySlice<UInt8>) -> (TerminalKey, Int)? {
        guard let first = input.first else { return nil }
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.unknown([first]), 1)
        }
        // A continuation byte out of place ends the character early.
        let continuation = input.dropFirst().prefix(length - 1).prefix { (0x80...0xBF).contains($0) }
        guard continuation.count == length - 1 else {
            if continuation.count == input.count - 1 { return nil }  // more to come
            return (.unknown(Array(input.prefix(continuation.count + 1))), continuation.count + 1)
        }
        let encoded = Array(input.prefix(length))
        var iterator = encoded.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid(let scalar) = parser.parseScalar(from: &iterator) else { return (.unknown(encoded), length) }
        return (.character(Character(Unicode.Scalar(Unicode.UTF8.decode(scalar)))), length)
    }
}
