import Foundation

/// The one place the documentation turns text from data (scenario titles,
/// descriptions, notes and names, item contents, recorded texts, run
/// labels) into markup, one escaping function per target language:
/// `MarkupText.escaped(_:)` (the support target's) for HTML and SVG text
/// and attribute values, ``markdown(_:)`` for Markdown text and
/// ``markdownCode(_:inTable:)`` for Markdown code; and the file names and
/// links built from names (``fileName(_:)``, ``link(_:)``). All of them
/// follow the one rule of every output for characters that act instead of
/// showing, `VisibleText`.
package enum Markup {
    /// `text` split at blank lines, each paragraph without its leading and
    /// trailing white space and with its lines joined by a space (prose
    /// wraps); empty ones dropped. A description is written as these
    /// paragraphs in HTML and in Markdown alike.
    static func paragraphs(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n\n")
            .map { String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
            .filter { !$0.isEmpty }
            .map { $0.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ") }
    }
}
