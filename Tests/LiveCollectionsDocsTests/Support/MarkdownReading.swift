import Foundation

/// Reads back the parts of generated Markdown the tests check, by
/// CommonMark's rules for them, independently of the code that writes them:
/// backslash escapes, code spans (a run of backticks up to the next run of
/// the same length), fenced code blocks, inline link and image targets
/// (`](target)` after an unescaped `]`), and GFM table cells (split at
/// unescaped `|`, in code spans too).
enum MarkdownReading {
    /// What one Markdown text holds outside its fenced code blocks.
    struct Parts {
        /// Link and image targets, in order.
        var targets: [String] = []
        /// The contents of code spans, as CommonMark shows them (one
        /// leading and trailing space stripped when both are there).
        var codeSpans: [String] = []
        /// The table rows (lines starting with `|`), each with its cell
        /// count.
        var tableRows: [(line: String, cells: Int)] = []
        /// The lines outside code blocks.
        var lines: [String] = []
    }

    static func parts(of markdown: String) -> Parts {
        var parts = Parts()
        var fence: Int?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let ticks = line.prefix { $0 == "`" }.count
            if let open = fence {
                if ticks >= open, line.dropFirst(ticks).allSatisfy({ $0 == " " }) { fence = nil }
                continue
            }
            if ticks >= 3 {
                fence = ticks
                continue
            }
            parts.lines.append(line)
            read(line, into: &parts)
            if line.hasPrefix("|") { parts.tableRows.append((line, unescapedPipes(in: line) - 1)) }
        }
        return parts
    }

    private static func read(_ line: String, into parts: inout Parts) {
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                index += 2
            } else if character == "`" {
                let run = characters[index...].prefix { $0 == "`" }.count
                var search = index + run
                var close: Int?
                while search < characters.count {
                    let length = characters[search...].prefix { $0 == "`" }.count
                    if length == run { close = search; break }
                    search += max(length, 1)
                }
                guard let close else {
                    index += run
                    continue
                }
                var content = String(characters[(index + run)..<close])
                if content.count >= 2, content.first == " ", content.last == " ", !content.allSatisfy({ $0 == " " }) {
                    content = String(content.dropFirst().dropLast())
                }
                parts.codeSpans.append(content)
                index = close + run
            } else if character == "]", index + 1 < characters.count, characters[index + 1] == "(" {
                let end = characters[(index + 2)...].firstIndex(of: ")") ?? characters.count
                parts.targets.append(String(characters[(index + 2)..<end]))
                index = end
            } else {
                index += 1
            }
        }
    }

    /// The `|` of `line` that a GFM table splits cells at: those not
    /// escaped by a backslash.
    static func unescapedPipes(in line: String) -> Int {
        var count = 0
        var escaped = false
        for character in line {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                count += 1
            }
        }
        return count
    }

    /// `target` percent-decoded, as a browser finds the file it names; nil
    /// when it is not a relative path of percent-encoded file names (a
    /// scheme, a fragment, a query, a space or any other raw character).
    static func file(linkedBy target: String) -> String? {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~%/")
        guard !target.isEmpty, target.allSatisfy(allowed.contains), !target.hasPrefix("/") else { return nil }
        return target.removingPercentEncoding
    }
}
