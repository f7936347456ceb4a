import Foundation
import LiveCollectionsRecording
import Testing
@testable import LiveCollectionsDocs

@Suite("Step pictures as SVG")
struct StepPictureSVGTests {
    let svg = StepPictureSVG.render(PictureFixtures.everyChange, title: "Every change")

    @Test func isAStandaloneWellFormedSVGDocument() throws {
        #expect(svg.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<svg "))
        #expect(svg.contains(#"xmlns="http://www.w3.org/2000/svg""#))
        #expect(svg.contains(#"width="560""#) && svg.contains(#"viewBox="0 0 560 "#))
        for (name, picture) in [("every change", PictureFixtures.everyChange), ("sections", PictureFixtures.sections), ("from empty", PictureFixtures.fromEmpty)] {
            let error = PictureChecks.xmlError(in: StepPictureSVG.render(picture, title: name))
            #expect(error == nil, "\(name): \(error ?? "")")
        }
    }

    @Test func drawsOnePanelPerBatchInOrder() {
        #expect(PictureChecks.occurrences(of: #"<g class="panel batch""#, in: svg) == 2)
        #expect(svg.contains(">batch 1 · 1000 ms · animated for 300 ms</text>"))
        #expect(svg.contains(">batch 2 · 1300 ms · animated for 300 ms</text>"))
        let first = svg.range(of: "batch 1 · ")!.lowerBound
        let second = svg.range(of: "batch 2 · ")!.lowerBound
        #expect(first < second)
    }

    @Test func eachCallOperandIsOneMark() {
        let marks = PictureChecks.marks(in: svg)
        #expect(marks.map(\.id) == ["call-1-0", "call-2-0", "call-2-1", "call-3-0", "call-4-0", "call-8-0"])
        #expect(marks.map(\.kind) == ["delete-item", "insert-item", "insert-item", "move-item", "move-item", "reload-item"])
        #expect(PictureChecks.occurrences(of: #"marker-end="url(#arrowhead)""#, in: svg) == 2)
    }

    @Test func rowsNotNamedByACallAreGreyWithoutArrows() {
        // Batch 1: 1, 4 and 5 shift but were told nothing (both columns); batch 2: all but 4.
        #expect(PictureChecks.occurrences(of: #"class="row unchanged""#, in: svg) == 3 + 3 + 6 + 6)
        #expect(PictureChecks.occurrences(of: #"class="row moved""#, in: svg) == 4)
        #expect(PictureChecks.occurrences(of: #"class="row refreshed""#, in: svg) == 1)
        #expect(svg.contains(">Dune: Part Two</text>"), "the reloaded row shows what it became")
    }

    @Test func sectionCallsAreSectionMarksAndTheirRowsGoWithThem() {
        let sections = StepPictureSVG.render(PictureFixtures.sections, title: "Sections")
        #expect(PictureChecks.marks(in: sections).map(\.kind) == ["delete-section", "insert-section", "move-section"])
        #expect(sections.contains(#"class="section deleted mark delete-section" id="call-1-0""#))
        #expect(sections.contains(#"class="strike""#))
        #expect(sections.contains(#"class="section inserted mark insert-section" id="call-2-0""#))
        #expect(PictureChecks.occurrences(of: #"class="row carried-out""#, in: sections) == 1)
        #expect(PictureChecks.occurrences(of: #"class="row carried-in""#, in: sections) == 2)
        #expect(!sections.contains("move-item") && !sections.contains("row moved"))
        #expect(sections.contains(">section 1 · moved</text>"))
    }

    @Test func aReloadDataIsAFrameAroundTheView() {
        let empty = StepPictureSVG.render(PictureFixtures.fromEmpty, title: "From empty")
        #expect(PictureChecks.marks(in: empty).map(\.kind) == ["reload-data"])
        #expect(PictureChecks.occurrences(of: ">(empty)</text>", in: empty) == 1)
        #expect(empty.contains(">reloadData · 1000 ms</text>"))
    }

    @Test func escapesTheTitleAndTheTexts() {
        let after = [["1(<b>\"Tom\" & 'Jerry'</b>)"]]
        let picture = PictureFixtures.picture(
            view: "a & b", before: [["1(Tom & Jerry)"]], told: [.batch([.reloadItems([PictureFixtures.path(0, 0)], nil)], shows: after)], after: after)
        let svg = StepPictureSVG.render(picture, title: "Tom & Jerry <3")
        #expect(PictureChecks.xmlError(in: svg) == nil)
        #expect(svg.contains("<title>Tom &amp; Jerry &lt;3</title>"))
        #expect(svg.contains(">Tom &amp; Jerry</text>"))
        #expect(svg.contains(">&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;</text>"))
        #expect(svg.contains(">view: a &amp; b</text>"))
        #expect(!svg.contains("<b>") && !svg.contains("<3"))
        #expect(PictureChecks.ampersandsAreEntities(svg))
    }

    @Test func longTextsAreShortenedWithAnEllipsis() {
        #expect(svg.contains("Gattaca &amp; &lt;The Discreet"))
        #expect(svg.contains("…</text>"))
        #expect(!svg.contains("Bourgeoisie"))
    }

    @Test func isTheSameBytesEveryTime() {
        #expect(StepPictureSVG.render(PictureFixtures.everyChange, title: "Every change") == svg)
    }

    @Test func coordinatesAreIntegers() throws {
        let numeric = try Regex(#" (x|y|width|height|rx|x1|y1|x2|y2)="([^"]*)""#)
        var count = 0
        for match in svg.matches(of: numeric) {
            let value = String(match.output[2].substring ?? "")
            #expect(Int(value) != nil, "\(match.output[1].substring ?? "")=\(value)")
            count += 1
        }
        #expect(count > 50)
    }
}
