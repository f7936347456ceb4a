import Foundation
import LiveCollectionsDocs
import Testing

@Suite("The scenario player page")
struct ScenarioPlayerHTMLTests {
    static let steps: [(heading: String, pictures: [StepPicture])] = [
        (heading: "every change", pictures: [PictureFixtures.everyChange]),
        (heading: "sections & <friends>", pictures: [PictureFixtures.sections, PictureFixtures.everyChange]),
        (heading: "from empty", pictures: [PictureFixtures.fromEmpty]),
    ]
    let html = ScenarioPlayerHTML.render(title: "Movies & <TV>", description: "Rows move.\n\nThen 'more' rows.", steps: Self.steps)

    @Test func isAStandaloneHTML5PageWithoutScriptOrNetwork() {
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains(#"<meta charset="utf-8">"#))
        #expect(html.contains("<style>"))
        #expect(!html.lowercased().contains("<script"))
        #expect(!html.lowercased().contains("javascript:"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("<link") && !html.contains("@import") && !html.contains("url("))
    }

    @Test func hasOneRadioPerStepTheFirstChecked() throws {
        let inputs = html.split(separator: "\n").filter { $0.contains("<input") }
        #expect(inputs.count == 3)
        #expect(PictureChecks.occurrences(of: #"type="radio""#, in: html) == 3)
        #expect(inputs.first?.hasSuffix(" checked>") == true)
        #expect(inputs.dropFirst().allSatisfy { !$0.contains("checked") })
        for number in 1...3 {
            #expect(html.contains(#"id="step-\#(number)""#))
            #expect(html.contains(#"<label for="step-\#(number)">"#))
            #expect(html.contains("#step-\(number):checked ~ .steps > .step-\(number) { display: block; }"))
        }
        #expect(html.contains(".step { display: none;"))
    }

    @Test func showsTheTitleTheDescriptionAndTheHeadingsEscaped() {
        #expect(html.contains("<title>Movies &amp; &lt;TV&gt;</title>"))
        #expect(html.contains("<h1>Movies &amp; &lt;TV&gt;</h1>"))
        #expect(html.contains(#"<p class="description">Rows move.</p>"#))
        #expect(html.contains(#"<p class="description">Then &#39;more&#39; rows.</p>"#))
        #expect(html.contains(">sections &amp; &lt;friends&gt;</label>"), "the step buttons show the headings as given")
        #expect(html.contains("<h2>sections &amp; &lt;friends&gt;</h2>"))
        #expect(!html.contains("<friends>") && !html.contains("<TV>"))
        #expect(PictureChecks.ampersandsAreEntities(html))
    }

    @Test func drawsOneAnimatedSVGPerPicture() throws {
        let svgs = html.matches(of: try Regex(#"<svg class="view".*?</svg>"#).dotMatchesNewlines())
        #expect(svgs.count == 4)
        for svg in svgs {
            let error = PictureChecks.xmlError(in: String(svg.output[0].substring ?? ""))
            #expect(error == nil, "\(error ?? "")")
        }
        #expect(PictureChecks.occurrences(of: "<figcaption>table</figcaption>", in: html) == 3)
        #expect(PictureChecks.occurrences(of: "<figcaption>collection</figcaption>", in: html) == 1)
    }

    @Test func animatesEachKindOfChange() {
        for name in ["lc-fade-out", "lc-fade-in", "lc-slide", "lc-flash"] {
            #expect(PictureChecks.occurrences(of: "@keyframes \(name) ", in: html) == 1, "\(name) defined")
            #expect(html.contains("animation: \(name) "), "\(name) used")
        }
        // Step 1: 2 fades out; 6 and 7 fade in; 8 and 3 move, 1, 4 and 5 slide with them.
        let first = String(html[html.range(of: "step step-1")!.lowerBound..<html.range(of: "step step-2")!.lowerBound])
        #expect(PictureChecks.occurrences(of: #"class="row deleted""#, in: first) == 1)
        #expect(PictureChecks.occurrences(of: #"class="row inserted""#, in: first) == 2)
        #expect(PictureChecks.occurrences(of: " slides\"", in: first) == 5)
        #expect(first.contains(#"<g class="row moved reloaded slides" style="--dy:160px">"#))
        #expect(first.contains(#"<text class="was" x="29" y="26">Heat</text>"#))
        #expect(first.contains(#"<text class="now" x="29" y="26">Heat (Director&#39;s Cut)</text>"#))
    }

    @Test func showsTheEndStateWithReducedMotion() {
        #expect(html.contains("@media (prefers-reduced-motion: reduce) { svg.view * { animation: none !important; } }"))
        // Without animation, what is gone is hidden and what arrives is shown.
        #expect(html.contains(".row.deleted { opacity: 0;"))
        #expect(html.contains(".section.leaving { opacity: 0;"))
        #expect(html.contains(".row .was { opacity: 0;"))
    }

    @Test func isTheSameBytesEveryTime() {
        #expect(ScenarioPlayerHTML.render(title: "Movies & <TV>", description: "Rows move.\n\nThen 'more' rows.", steps: Self.steps) == html)
    }

    @Test func aScenarioWithoutStepsSaysSo() {
        let empty = ScenarioPlayerHTML.render(title: "Nothing", description: "", steps: [])
        #expect(empty.contains(">(no steps)</p>"))
        #expect(!empty.contains("<input") && !empty.contains(#"class="description""#))
    }
}
