/// Text from data (scenario titles, item contents, recorded texts, file
/// names) made safe in markup: HTML pages, SVG pictures, the JUnit XML
/// report. One rule for control characters everywhere (``isControl(_:)``).
package enum MarkupText {
    /// Whether no page should hold `scalar`: the C0 control characters but
    /// tab, line feed and carriage return, DEL, the C1 control characters,
    /// and the noncharacters U+FFFE and U+FFFF (XML 1.0 forbids the C0 ones
    /// and U+FFFE/U+FFFF; HTML reports the rest as errors). Each is written
    /// as ``replacement``.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    /// What a control character is written as: U+FFFD, the replacement
    /// character.
    package static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// `text` safe inside an HTML or XML element or a quoted attribute
    /// value: `&`, `<`, `>`, `"` and `'` as entities, control characters
    /// (``isControl(_:)``) as ``replacement``, everything else (non-ASCII
    /// included) as itself.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    package static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case _ where isControl(scalar): escaped.unicodeScalars.append(replacement)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
