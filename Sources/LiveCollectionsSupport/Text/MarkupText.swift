/// Text from data (scenario titles, item contents, recorded texts, file
/// names) made safe in markup: HTML pages, SVG pictures, the JUnit XML
/// report. Characters that act instead of showing are written visibly, by
/// the one rule every output follows (``VisibleText``).
package enum MarkupText {
    /// `text` safe inside an HTML or XML element or a quoted attribute
    /// value: `&`, `<`, `>`, `"` and `'` as entities, the characters
    /// ``VisibleText/isHidden(_:)`` names (controls, line breaks and tabs
    /// included, bidirectional formatting) as `\u{...}`, everything else
    /// (non-ASCII included) as itself. Text of several lines is escaped a
    /// line at a time and joined by the caller.
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
            case _ where VisibleText.isHidden(scalar): escaped += VisibleText.code(of: scalar)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
