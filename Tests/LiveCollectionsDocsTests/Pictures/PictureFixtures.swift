import Foundation
import LiveCollections
import LiveCollectionsScenarios
import Testing
@testable import LiveCollectionsDocs

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Pictures the picture and player tests draw, from hand-written recordings.
enum PictureFixtures {
    /// What a fixture's view was told, as the recording view records it.
    enum Told {
        /// A batch of `calls` at `at` (its `beginBatch`, the calls, then
        /// `end`), after which the view shows `shows`.
        case batch([RecordedEvent], at: Int = 1000, end: RecordedEvent = .endBatch, shows: [[String]])
        /// The completion of the view's batch `batch`.
        case completion(batch: Int, at: Int)
        /// A `reloadData` outside any batch, after which the view shows `shows`.
        case reloadData(at: Int = 1000, shows: [[String]])
        /// Rows of the view handed to the reload delegate.
        case handOff([IndexPath], to: [String], at: Int = 1000)
    }

    /// The picture of `view` in a one-step recording: `before` on screen,
    /// then what it was `told`, then `after` on screen.
    static func picture(
        view: String = "table", style: RecordingViewStyle? = .table, before: [[String]], told: [Told], after: [[String]]
    ) -> StepPicture {
        let recording = recording(view: view, style: style, before: before, told: told, after: after)
        let moments = RecordedMoment.steps(of: recording)[1][view] ?? []
        return StepPicture(view: view, panels: StepPicture.panels(of: moments, style: style, defaultDuration: 300))
    }

    /// A recording with a setup showing `before` and one step of what the
    /// view was `told`, numbering its batches from 1.
    static func recording(
        view: String = "table", style: RecordingViewStyle? = .table, before: [[String]], told: [Told], after: [[String]]
    ) -> ScenarioRecording {
        var events: [EventRecord] = []
        var batch = 0
        for entry in told {
            switch entry {
            case let .batch(calls, at, end, shows):
                batch += 1
                events.append(EventRecord(at: at, view: view, batch: batch, kind: .call(.beginBatch)))
                events += calls.map { EventRecord(at: at, view: view, batch: batch, kind: .call($0)) }
                events.append(EventRecord(at: at, view: view, batch: batch, kind: .call(end), shows: shows))
            case let .completion(number, at):
                events.append(EventRecord(at: at, view: view, batch: number, kind: .call(.animationsCompleted(true))))
            case let .reloadData(at, shows):
                events.append(EventRecord(at: at, view: view, kind: .call(.reloadData), shows: shows))
            case let .handOff(rows, names, at):
                events.append(EventRecord(at: at, view: "reload delegate", kind: .handOff(rows: rows, of: view, to: names)))
            }
        }
        return ScenarioRecording(
            scenario: "fixture", title: "Fixture", contentHash: "0", outcome: .passed,
            steps: [
                StepRecord(index: StepRecord.setupIndex, at: 0, action: "setup",
                           events: [EventRecord(at: 0, view: view, kind: .call(.reloadData), shows: before)],
                           views: [RecordedViewState(view: view, sections: before)]),
                StepRecord(index: 0, at: 1000, action: "update", events: events, views: [RecordedViewState(view: view, sections: after)]),
            ],
            finalState: [RecordedViewState(view: view, sections: after)],
            viewStyles: style.map { [view: $0] } ?? [:]
        )
    }

    /// `[section, item]`.
    static func path(_ section: Int, _ item: Int) -> IndexPath {
        IndexPath(itemIndex: item, sectionIndex: section)
    }

    /// One section, two batches with every kind of item call: `2` deleted,
    /// `6` and `7` inserted, `3` and `8` moved, then `4` reloaded; a long
    /// text with XML special characters.
    static let everyChange = picture(
        before: [["1(Alien)", "2(Brazil)", "3(Casablanca)", "4(Dune)", "5(Eraserhead)", "8(Heat)"]],
        told: [
            .batch(
                [.deleteItems([path(0, 1)], nil), .insertItems([path(0, 3), path(0, 5)], nil),
                 .moveItem(from: path(0, 5), to: path(0, 0)), .moveItem(from: path(0, 2), to: path(0, 1))],
                shows: [["8(Heat)", "3(Casablanca)", "1(Alien)", "6(Fargo)", "4(Dune)", "7(Gattaca & <The Discreet Charm of the Bourgeoisie>)", "5(Eraserhead)"]]),
            .completion(batch: 1, at: 1300),
            .batch([.reloadItems([path(0, 4)], nil)], at: 1300, shows: [[
                "8(Heat)", "3(Casablanca)", "1(Alien)", "6(Fargo)", "4(Dune: Part Two)",
                "7(Gattaca & <The Discreet Charm of the Bourgeoisie>)", "5(Eraserhead)",
            ]]),
            .completion(batch: 2, at: 1600),
        ],
        after: [[
            "8(Heat)", "3(Casablanca)", "1(Alien)", "6(Fargo)", "4(Dune: Part Two)",
            "7(Gattaca & <The Discreet Charm of the Bourgeoisie>)", "5(Eraserhead)",
        ]]
    )

    /// Sections: section 2 deleted, one inserted at 0 with its rows, section 1
    /// moved, and no item call at all (scenario 05's step 2).
    static let sections = picture(
        view: "collection", style: .collection,
        before: [["1(Alien)", "2(Brazil)"], ["3(Casablanca)"], ["4(Dune)"]],
        told: [
            .batch([.deleteSections([2], nil), .insertSections([0], nil), .moveSection(from: 1, to: 1)],
                   shows: [["5(E.T.)", "4(Dune)"], ["3(Casablanca)"], ["1(Alien)", "2(Brazil)"]]),
            .completion(batch: 1, at: 1300),
        ],
        after: [["5(E.T.)", "4(Dune)"], ["3(Casablanca)"], ["1(Alien)", "2(Brazil)"]]
    )

    /// A view that had no rows and reloads.
    static let fromEmpty = picture(before: [], told: [.reloadData(shows: [["1(Alien)", "2(Brazil)"]])], after: [["1(Alien)", "2(Brazil)"]])
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
