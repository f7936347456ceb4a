import Foundation
import Testing
@testable import LiveCollectionsDocs

@Suite("The scenario player page")
struct ScenarioPlayerHTMLTests {
    static let steps = [
        PlayerStep(heading: "every change", anchor: "step-1", at: 1000, pictures: [PictureFixtures.everyChange]),
        PlayerStep(heading: "sections & <friends>", anchor: "step-3", at: 1000, pictures: [PictureFixtures.sections, PictureFixtures.everyChange]),
        PlayerStep(heading: "from empty", anchor: "step-4", at: 900, pictures: [PictureFixtures.fromEmpty]),
    ]
    let html = ScenarioPlayerHTML.render(title: "Movies & <TV>", description: "Rows move.\n\nThen 'more' rows.", steps: Self.steps)

    @Test func isAStandaloneHTML5PageWithoutScriptOrNetwork() {
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains(#"<meta charset="utf-8">"#))
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.lowercased().contains("javascript:"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("<link") && !html.contains("@import") && !html.contains("url("))
    }

    @Test func eachStepHasALinkAndTheFirstShowsByDefault() {
        for anchor in ["step-1", "step-3", "step-4"] {
            #expect(html.contains("<a href=\"#\(anchor)\">"))
            #expect(html.contains(#"<span class="anchor" id="\#(anchor)"></span>"#), "the target of the link: at the top, no scrolling")
            #expect(html.contains(#"body:has(#\#(anchor):target) .step[data-step="\#(anchor)"] { display: block; }"#))
        }
        #expect(html.contains(#"<section class="step first" data-step="step-1">"#))
        #expect(html.contains("body:not(:has(.anchor:target)) .step.first { display: block; }"))
        #expect(html.contains(".step { display: none;"))
        #expect(html.contains(".anchor { position: absolute; top: 0; }"))
    }

    @Test func showsTheTitleTheDescriptionAndTheHeadingsEscaped() {
        #expect(html.contains("<title>Movies &amp; &lt;TV&gt;</title>"))
        #expect(html.contains(#"<p class="description">Then &#39;more&#39; rows.</p>"#))
        #expect(html.contains("<h2>sections &amp; &lt;friends&gt;</h2>"))
        #expect(!html.contains("<friends>") && !html.contains("<TV>"))
        #expect(PictureChecks.ampersandsAreEntities(html))
    }

    @Test func playsEachBatchAtItsVirtualTimeSlowedDownTenTimes() {
        // everyChange: batch 1 at 1000 ms, batch 2 at 1300 ms, in a step at 1000 ms.
        #expect(html.contains(#"<g class="panel batch replaced" style="--t:0.0s;--d:3.0s;--end:3.0s">"#))
        #expect(html.contains(#"<g class="panel batch later" style="--t:3.0s;--d:3.0s">"#))
        // fromEmpty: a reloadData at 1000 ms in a step at 900 ms: 1 s in, shortest length.
        #expect(html.contains(#"<g class="panel reloadData" style="--t:1.0s;--d:1.5s">"#))
        // The keyframes the rows animate with, by the names the page uses.
        for name in ["lc-fade-out", "lc-fade-in", "lc-slide", "lc-flash", "lc-appear", "lc-vanish", "lc-pulse"] {
            #expect(PictureChecks.occurrences(of: "@keyframes \(name) ", in: html) == 1, "\(name) defined")
            #expect(html.contains("animation: \(name) ") || html.contains(", \(name) "), "\(name) used")
        }
    }

    @Test func drawsOneAnimatedSVGPerPicture() throws {
        let svgs = html.matches(of: try Regex(#"<svg class="view".*?</svg>"#).dotMatchesNewlines())
        #expect(svgs.count == 4)
        for svg in svgs {
            let error = PictureChecks.xmlError(in: String(svg.output[0].substring ?? ""))
            #expect(error == nil, "\(error ?? "")")
        }
    }

    @Test func showsTheEndStateWithReducedMotion() {
        #expect(html.contains("@media (prefers-reduced-motion: reduce) { svg.view * { animation: none !important; } .panel.replaced { opacity: 0; } }"))
        #expect(html.contains(".row.leaving { opacity: 0;"))
        #expect(html.contains(".row .was { opacity: 0;"))
    }

    @Test func isTheSameBytesEveryTime() {
        #expect(ScenarioPlayerHTML.render(title: "Movies & <TV>", description: "Rows move.\n\nThen 'more' rows.", steps: Self.steps) == html)
    }

    @Test func aScenarioWithoutStepsSaysSo() {
        let empty = ScenarioPlayerHTML.render(title: "Nothing", description: "", steps: [])
        #expect(empty.contains(">(no steps)</p>"))
    }
}
