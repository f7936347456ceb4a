import Foundation
import LiveCollectionsSupport

extension Markup {
    /// `text` as Markdown text that reads as itself, on one line, wherever a
    /// page puts it (a heading, a paragraph, a list item, a quote, a table
    /// cell, a link's text):
    ///
    /// - the text is trimmed, and line breaks, tabs, control and
    ///   bidirectional formatting characters are written as `\u{...}`
    ///   (`VisibleText`, the one rule of every output), so it starts no
    ///   block of its own and nothing in it acts;
    /// - `<`, `>` and `&` are written as entities, so no tag or entity of
    ///   the text is taken as HTML;
    /// - `\`, `` ` ``, `*`, `[`, `]`, `#`, `|`, `~` and `$` are
    ///   backslash-escaped, and `_` too unless it stands between two letters
    ///   or digits (where it can neither open nor close emphasis), so the text
    ///   makes no code span, emphasis, link, heading, table cell,
    ///   strikethrough or math;
    /// - a `-`, `+` or `=` that starts the text, or the `.` or `)` after
    ///   leading digits, is backslash-escaped, so the text makes no list or
    ///   setext underline where it starts a line.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func markdown(_ text: String) -> String {
        let characters = Array(oneLine(text))
        var escaped = ""
        escaped.reserveCapacity(characters.count)
        let leadingDigits = characters.prefix { $0.isASCII && $0.isNumber }.count
        for (index, character) in characters.enumerated() {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\\", "`", "*", "[", "]", "#", "|", "~", "$":
                escaped += "\\\(character)"
            case "_":
                let inWord = index > 0 && index + 1 < characters.count
                    && Self.isWordCharacter(characters[index - 1]) && Self.isWordCharacter(characters[index + 1])
                escaped += inWord ? "_" : "\\_"
            case _ where Self.startsABlock(character, at: index, afterDigits: leadingDigits):
                escaped += "\\\(character)"
            default:
                escaped.append(character)
            }
        }
        return escaped
    }

    /// `text` in code font, exactly as it is but on one line (line breaks,
    /// tabs and control characters as `\u{...}`, as `VisibleText` writes
    /// them): a code span whose
    /// fence is one backtick longer than the longest run of backticks in the
    /// text (with a space inside each end when the text starts or ends with
    /// a backtick or a space, as CommonMark strips one); in a table, `|` as
    /// `\|` (a GFM table splits cells at `|` even inside code). A text
    /// holding `<` is written as `<code>` around ``markdown(_:)`` instead:
    /// nothing can be escaped inside a code span, and a text that looks like
    /// a tag should not be in the file as one.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func markdownCode(_ text: String, inTable: Bool = false) -> String {
        let line = oneLine(text, trimmed: false)
        if line.contains("<") { return "<code>\(markdown(line))</code>" }
        guard !line.isEmpty else { return "<code></code>" }
        let fence = String(repeating: "`", count: longestBacktickRun(in: line) + 1)
        let padded = line.first == "`" || line.last == "`" || line.first == " " || line.last == " " ? " \(line) " : line
        let content = inTable ? padded.replacingOccurrences(of: "|", with: "\\|") : padded
        return fence + content + fence
    }

    /// The fence of a fenced code block holding `text`: three backticks, or
    /// one more than the longest run of backticks in it.
    static func markdownFence(for text: String) -> String {
        String(repeating: "`", count: max(3, longestBacktickRun(in: text) + 1))
    }

    /// `text` trimmed of white space at both ends unless `trimmed` is
    /// false, then with line breaks, tabs, control and bidirectional
    /// formatting characters as `\u{...}` (`VisibleText`).
    private static func oneLine(_ text: String, trimmed: Bool = true) -> String {
        guard trimmed else { return VisibleText.escaped(text) }
        return VisibleText.escaped(String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()))
    }

    /// Whether `character` at `index` would start a list or a setext
    /// underline if the text started a line: a leading `-`, `+` or `=`, or
    /// the `.` or `)` right after the leading digits.
    private static func startsABlock(_ character: Character, at index: Int, afterDigits digits: Int) -> Bool {
        switch character {
        case "-", "+", "=": index == 0
        case ".", ")": index == digits && digits > 0
        default: false
        }
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
