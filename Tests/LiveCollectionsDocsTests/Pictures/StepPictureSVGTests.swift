import Foundation
import LiveCollectionsDocs
import Testing

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

    @Test func eachRowIsDrawnOnceInEachColumnItIsIn() {
        #expect(PictureChecks.occurrences(of: #"class="row deleted""#, in: svg) == 1)
        #expect(PictureChecks.occurrences(of: #"class="row inserted""#, in: svg) == 2)
        #expect(PictureChecks.occurrences(of: #"class="row reloaded""#, in: svg) == 2)
        #expect(PictureChecks.occurrences(of: #"class="row moved""#, in: svg) == 2)
        #expect(PictureChecks.occurrences(of: #"class="row moved reloaded""#, in: svg) == 2)
        #expect(PictureChecks.occurrences(of: #"class="row unchanged""#, in: svg) == 4)
        #expect(PictureChecks.occurrences(of: #"id="before-0-"#, in: svg) == 6)
        #expect(PictureChecks.occurrences(of: #"id="after-0-"#, in: svg) == 7)
    }

    @Test func eachMoveHasOneArrow() {
        #expect(PictureFixtures.everyChange.moves.count == 2)
        #expect(PictureChecks.occurrences(of: #"class="arrow""#, in: svg) == 2)
        #expect(PictureChecks.occurrences(of: #"marker-end="url(#arrowhead)""#, in: svg) == 2)
        let sections = StepPictureSVG.render(PictureFixtures.sections, title: "Sections")
        #expect(PictureChecks.occurrences(of: #"class="arrow""#, in: sections) == 1)
        let none = StepPictureSVG.render(PictureFixtures.fromEmpty, title: "From empty")
        #expect(!none.contains(#"class="arrow""#) && !none.contains(#"class="moves""#))
    }

    @Test func escapesTheTitleAndTheTexts() {
        let picture = StepPicture(view: "a & b", before: [["1(Tom & Jerry)"]], after: [["1(<b>\"Tom\" & 'Jerry'</b>)"]])
        let svg = StepPictureSVG.render(picture, title: "Tom & Jerry <3")
        #expect(PictureChecks.xmlError(in: svg) == nil)
        #expect(svg.contains("<title>Tom &amp; Jerry &lt;3</title>"))
        #expect(svg.contains(">Tom &amp; Jerry &lt;3</text>"))
        #expect(svg.contains(">Tom &amp; Jerry</text>"))
        #expect(svg.contains(">&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;</text>"))
        #expect(svg.contains(">view: a &amp; b</text>"))
        #expect(!svg.contains("<b>") && !svg.contains("<3"))
        #expect(PictureChecks.ampersandsAreEntities(svg))
        #expect(PictureChecks.ampersandsAreEntities(self.svg) && self.svg.contains("Gattaca &amp; &lt;The Discreet"))
    }

    @Test func longTextsAreShortenedWithAnEllipsis() {
        #expect(svg.contains("Gattaca &amp; &lt;The Discreet"))
        #expect(svg.contains("…</text>"))
        #expect(!svg.contains("Bourgeoisie"))
        #expect(svg.contains(">Heat (Director&#39;s Cut)</text>"))
    }

    @Test func sectionsAreBoxedOnlyWhenThereAreSeveral() {
        let sections = StepPictureSVG.render(PictureFixtures.sections, title: "Sections")
        #expect(PictureChecks.occurrences(of: #"class="section""#, in: sections) == 5)
        #expect(sections.contains(">section 0</text>") && sections.contains(">section 2</text>"))
        #expect(sections.contains(">(no rows)</text>"))
        #expect(!svg.contains(#"class="section""#) && !svg.contains(">section 0<"))
    }

    @Test func anEmptyViewShowsAPlaceholder() {
        let empty = StepPictureSVG.render(PictureFixtures.fromEmpty, title: "From empty")
        #expect(PictureChecks.occurrences(of: ">(empty)</text>", in: empty) == 1)
        let emptied = StepPictureSVG.render(StepPicture(view: "table", before: [["1"]], after: []), title: "Emptied")
        #expect(PictureChecks.occurrences(of: ">(empty)</text>", in: emptied) == 1)
        #expect(!svg.contains("(empty)"))
    }

    @Test func hasATitleAndALegend() {
        #expect(svg.contains(#"<text class="title""#) && svg.contains(">Every change</text>"))
        for kind in ["deleted", "inserted", "reloaded", "moved"] {
            #expect(svg.contains(">\(kind)</text>"), "legend: \(kind)")
        }
    }

    @Test func isTheSameBytesEveryTime() {
        #expect(StepPictureSVG.render(PictureFixtures.everyChange, title: "Every change") == svg)
        let sections = StepPictureSVG.render(PictureFixtures.sections, title: "Sections")
        #expect(StepPictureSVG.render(PictureFixtures.sections, title: "Sections") == sections)
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
        for match in svg.matches(of: try Regex(#" d="([^"]*)""#)) {
            let path = String(match.output[1].substring ?? "")
            #expect(path.split(separator: " ").allSatisfy { Int($0) != nil || ["M", "L", "C", "z"].contains($0) }, "\(path)")
        }
    }
}
