import Foundation
import LiveCollectionsDocs
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Pictures the picture and player tests draw.
enum PictureFixtures {
    /// One section with every kind of change: `2` deleted, `6` and `7`
    /// inserted, `4` reloaded, `3` moved, `8` moved and reloaded, `1` and `5`
    /// unchanged, and a long text with XML special characters.
    static let everyChange = StepPicture(
        view: "table",
        before: [["1(Alien)", "2(Brazil)", "3(Casablanca)", "4(Dune)", "5(Eraserhead)", "8(Heat)"]],
        after: [[
            "8(Heat (Director's Cut))", "3(Casablanca)", "1(Alien)", "6(Fargo)", "4(Dune: Part Two)",
            "7(Gattaca & <The Discreet Charm of the Bourgeoisie>)", "5(Eraserhead)",
        ]]
    )

    /// Two sections, one row moving from the first to the second, a third
    /// section appearing empty.
    static let sections = StepPicture(
        view: "collection",
        before: [["1(Alien)", "2(Brazil)"], ["3(Casablanca)"]],
        after: [["1(Alien)"], ["2(Brazil)", "3(Casablanca)", "4(Dune)"], []]
    )

    /// A view that had no sections and gets one.
    static let fromEmpty = StepPicture(view: "table", before: [], after: [["1(Alien)", "2(Brazil)"]])
}

/// Checks on the markup the pictures and the player produce.
enum PictureChecks {
    /// How many times `needle` occurs in `text`.
    static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// Parses `markup` as XML; the parser's error, if any, as a readable line.
    static func xmlError(in markup: String) -> String? {
        let parser = XMLParser(data: Data(markup.utf8))
        if parser.parse() { return nil }
        let error = parser.parserError.map { "\($0)" } ?? "unknown error"
        return "line \(parser.lineNumber), column \(parser.columnNumber): \(error)"
    }

    /// Every `&` in `markup` starts one of the entities the writers use.
    static func ampersandsAreEntities(_ markup: String) -> Bool {
        let entities = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"]
        var rest = Substring(markup)
        while let index = rest.firstIndex(of: "&") {
            let tail = rest[index...]
            guard entities.contains(where: { tail.hasPrefix($0) }) else { return false }
            rest = rest[rest.index(after: index)...]
        }
        return true
    }
}
