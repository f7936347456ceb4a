import Foundation
import LiveCollectionsScenarios
import Testing
@testable import LiveCollectionsDocs

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Pictures the picture and player tests draw, from hand-written recordings.
enum PictureFixtures {
    /// The picture of `view` in a one-step recording: `before` on screen,
    /// then `events` (as the recording view logs them, `view: text` for
    /// another view), then `after` on screen.
    static func picture(view: String = "table", before: [[String]], events: [String], after: [[String]]) -> StepPicture {
        let recording = recording(view: view, before: before, events: events, after: after)
        let batches = RecordedBatches(recording).steps[1][view] ?? []
        return StepPicture(view: view, panels: BatchTrace.panels(start: before, end: after, batches: batches, defaultDuration: 300))
    }

    /// A recording with a setup showing `before` and one step with `events`.
    static func recording(view: String = "table", before: [[String]], events: [String], after: [[String]]) -> ScenarioRecording {
        let records = events.enumerated().map { index, text -> EventRecord in
            let time = text.hasPrefix("@") ? Int(text.dropFirst().prefix { $0 != " " }) ?? 0 : 1000
            let body = text.hasPrefix("@") ? String(text.drop { $0 != " " }.dropFirst()) : text
            if let colon = body.range(of: ": "), !body.hasPrefix("rejected"), !body.hasPrefix("fallback") {
                return EventRecord(at: time, view: String(body[..<colon.lowerBound]), text: String(body[colon.upperBound...]))
            }
            _ = index
            return EventRecord(at: time, view: view, text: body)
        }
        return ScenarioRecording(
            scenario: "fixture", title: "Fixture", contentHash: "0", outcome: .passed,
            steps: [
                StepRecord(index: StepRecord.setupIndex, at: 0, action: "setup", events: [EventRecord(at: 0, view: view, text: "reloadData")],
                           views: [ViewState(view: view, sections: before)]),
                StepRecord(index: 0, at: 1000, action: "update", events: records, views: [ViewState(view: view, sections: after)]),
            ],
            finalState: [ViewState(view: view, sections: after)]
        )
    }

    /// One section, two batches with every kind of item call: `2` deleted,
    /// `6` and `7` inserted, `3` and `8` moved, then `4` reloaded; a long
    /// text with XML special characters.
    static let everyChange = picture(
        before: [["1(Alien)", "2(Brazil)", "3(Casablanca)", "4(Dune)", "5(Eraserhead)", "8(Heat)"]],
        events: [
            "beginBatch", "deleteItems [[0, 1]]", "insertItems [[0, 3], [0, 5]]",
            "moveItem [0, 5] -> [0, 0]", "moveItem [0, 2] -> [0, 1]", "endBatch",
            "@1300 animationsCompleted", "@1300 beginBatch", "@1300 reloadItems [[0, 4]]", "@1300 endBatch", "@1600 animationsCompleted",
        ],
        after: [[
            "8(Heat)", "3(Casablanca)", "1(Alien)", "6(Fargo)", "4(Dune: Part Two)",
            "7(Gattaca & <The Discreet Charm of the Bourgeoisie>)", "5(Eraserhead)",
        ]]
    )

    /// Sections: section 2 deleted, one inserted at 0 with its rows, section 1
    /// moved, and no item call at all (scenario 05's step 2).
    static let sections = picture(
        view: "collection",
        before: [["1(Alien)", "2(Brazil)"], ["3(Casablanca)"], ["4(Dune)"]],
        events: ["beginBatch", "deleteSections [2]", "insertSections [0]", "moveSection 1 -> 1", "endBatch", "@1300 animationsCompleted"],
        after: [["5(E.T.)", "4(Dune)"], ["3(Casablanca)"], ["1(Alien)", "2(Brazil)"]]
    )

    /// A view that had no rows and reloads.
    static let fromEmpty = picture(before: [], events: ["reloadData"], after: [["1(Alien)", "2(Brazil)"]])
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

    /// The marks of an SVG document, read back through the XML parser: each
    /// element whose classes include `mark`, as its id and its kind (the
    /// class after `mark`), in document order.
    static func marks(in svg: String) -> [(id: String, kind: String)] {
        let reader = MarkReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        _ = parser.parse()
        return reader.marks
    }

    /// The text of the first `<text class="view">` element (`view: NAME`).
    static func viewName(in svg: String) -> String? {
        guard let start = svg.range(of: #"<text class="view""#),
              let open = svg[start.upperBound...].firstIndex(of: ">"),
              let close = svg[open...].range(of: "</text>") else { return nil }
        let text = svg[svg.index(after: open)..<close.lowerBound]
        return text.hasPrefix("view: ") ? String(text.dropFirst(6)).replacingOccurrences(of: "&amp;", with: "&") : nil
    }
}

private final class MarkReader: NSObject, XMLParserDelegate {
    var marks: [(id: String, kind: String)] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        let classes = (attributes["class"] ?? "").split(separator: " ").map(String.init)
        guard let index = classes.firstIndex(of: "mark") else { return }
        let kind = classes.indices.contains(index + 1) ? classes[index + 1] : ""
        marks.append((attributes["id"] ?? "", kind))
    }
}
