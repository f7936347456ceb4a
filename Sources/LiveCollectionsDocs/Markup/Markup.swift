/// The one place the documentation turns text from data (scenario titles,
/// descriptions, notes and names, item contents, recorded texts, run
/// labels) into markup, one escaping function per target language:
/// ``html(_:)`` for HTML and SVG text and attribute values, ``markdown(_:)``
/// for Markdown text and ``markdownCode(_:inTable:)`` for Markdown code; and
/// the file names and links built from names (``fileName(_:)``,
/// ``link(_:)``). All of them follow one rule for control characters,
/// ``isControl(_:)``.
package enum Markup {
    /// Whether no page should hold `scalar`: the C0 control characters but
    /// tab, line feed and carriage return, DEL, the C1 control characters,
    /// and the noncharacters U+FFFE and U+FFFF. Each is written as
    /// ``replacement``.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// What a control character is written as: U+FFFD, the replacement
    /// character.
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// `text` split at blank lines, each paragraph without its leading and
    /// trailing white space; empty ones dropped. A description is written
    /// as these paragraphs in HTML and in Markdown alike.
    static func paragraphs(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n\n")
            .map { String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
            .filter { !$0.isEmpty }
    }
}
