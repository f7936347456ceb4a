extension Markup {
    /// `text` safe inside an HTML or XML element or a quoted attribute value:
    /// the five special characters as entities, and control characters
    /// (``isControl(_:)``) as U+FFFD.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    package static func html(_ text: String) -> String {
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
