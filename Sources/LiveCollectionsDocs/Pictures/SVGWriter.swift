import LiveCollectionsSupport

/// Writes SVG (or HTML) markup line by line, indented, with every text and
/// attribute value escaped (`MarkupText.escaped(_:)`). Attributes keep the order they are given in, so the
/// same calls always give the same bytes.
struct SVGWriter {
    /// An element's attributes, in the order they are written.
    typealias Attributes = [(name: String, value: String)]

    /// The lines written so far.
    private(set) var lines: [String] = []
    private var depth: Int

    /// A writer whose first line is indented by `depth` levels.
    init(depth: Int = 0) {
        self.depth = depth
    }

    /// The markup written so far, one element per line, ending with a newline.
    var markup: String {
        lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// Writes a line as is (already markup).
    mutating func raw(_ line: String) {
        lines.append(String(repeating: "  ", count: depth) + line)
    }

    /// Opens `name`; close it with `close(_:)`.
    mutating func open(_ name: String, _ attributes: Attributes = []) {
        raw("<\(name)\(Self.attributes(attributes))>")
        depth += 1
    }

    /// Closes the element opened last.
    mutating func close(_ name: String) {
        depth -= 1
        raw("</\(name)>")
    }

    /// Writes an element with no content, `<name .../>`.
    mutating func empty(_ name: String, _ attributes: Attributes) {
        raw("<\(name)\(Self.attributes(attributes))/>")
    }

    /// Writes an element holding `text`, escaped.
    mutating func text(_ name: String, _ attributes: Attributes, _ text: String) {
        raw("<\(name)\(Self.attributes(attributes))>\(MarkupText.escaped(text))</\(name)>")
    }

    /// ` a="1" b="2"`: the attributes, values escaped.
    static func attributes(_ attributes: Attributes) -> String {
        attributes.map { " \($0.name)=\"\(MarkupText.escaped($0.value))\"" }.joined()
    }

    /// Opens an HTML page: the doctype, `<html>`, and a `<head>` with the
    /// character set, the viewport, `title` and the `stylesheet` lines.
    mutating func openHTMLPage(title: String, stylesheet: [String]) {
        raw("<!DOCTYPE html>")
        open("html", [("lang", "en")])
        open("head")
        raw(#"<meta charset="utf-8">"#)
        raw(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#)
        text("title", [], title)
        raw("<style>")
        for line in stylesheet { raw(line) }
        raw("</style>")
        close("head")
    }
}
