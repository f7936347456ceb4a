/// The one rule for text from data (scenario titles, names, view names,
/// item contents, labels, file names, texts read from a store) wherever it
/// is written: a terminal, a CI log, a GitHub annotation, a JUnit report, a
/// text golden, a page or a picture. A character that would act instead of
/// showing (move the cursor, start a new line a CI runner reads as a
/// workflow command, ring a bell, reverse the text after it) is written as
/// its code point, `\u{1B}`, so that a reader sees that it is there and
/// nothing acts on it. Everything else, non-ASCII included, is written as
/// itself.
package enum VisibleText {
    /// Whether `scalar` is written as `\u{...}`: every control character
    /// (C0, tab, line feed and carriage return included, DEL and C1), the
    /// bidirectional formatting characters (U+061C, U+200E, U+200F,
    /// U+202A to U+202E, U+2066 to U+2069), the line and paragraph
    /// separators (U+2028, U+2029) and the noncharacters U+FFFE and U+FFFF.
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        case 0x2028, 0x2029, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// Whether `text` holds a character ``isHidden(_:)`` names.
    ///
    /// - Complexity: O(*n*) in the length of `text`; no allocation.
    package static func hasHidden(_ text: String) -> Bool {
        // Only a byte below 0x20, DEL, or a byte of a multi-byte sequence
        // can be part of a hidden character.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return false }
        return text.unicodeScalars.contains(where: isHidden)
    }

    /// `text` with every character ``isHidden(_:)`` names written as
    /// ``code(of:)``; the very same string when there is none.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    package static func escaped(_ text: String) -> String {
        guard hasHidden(text) else { return text }
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                escaped.append(contentsOf: code(of: scalar).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// `\u{1B}`: the code point in upper-case hexadecimal, as Swift writes
    /// it in a string literal.
    package static func code(of scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// A JSON document with every character ``isHidden(_:)`` names inside
    /// its strings written as JSON's own escape (`\u202E`), so that the
    /// document still parses to the same values; the white space between
    /// its tokens (line feeds, tabs, carriage returns, which a JSON string
    /// cannot hold raw) is kept.
    ///
    /// - Complexity: O(*n*) in the length of `json`.
    package static func jsonEscaped(_ json: String) -> String {
        guard hasHidden(json) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if isHidden(scalar), scalar != "\n", scalar != "\r", scalar != "\t" {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// The first character of `text` that ``isHidden(_:)`` names, as
    /// ``code(of:)``, or nil: for messages that say which one a name holds.
    package static func firstHidden(in text: String) -> String? {
        text.unicodeScalars.first(where: isHidden).map(code(of:))
    }
}
