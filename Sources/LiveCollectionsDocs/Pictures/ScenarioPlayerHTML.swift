import LiveCollectionsScenarios
import LiveCollectionsSupport

/// A standalone HTML5 page that plays a scenario's steps as an animation,
/// with CSS only: a link per step (`#step-N`, so a step can be linked to;
/// the first shows when none is chosen; the link's target is an empty
/// anchor at the top of the page, so choosing a step does not scroll), and for the step shown an SVG per
/// view that plays the batches the view recorded, in order, at their virtual
/// times (slowed down ten times): in each, the rows move from where they
/// were to where they went (deleted rows fade out, survivors slide, inserted
/// rows fade in, reloaded rows flash amber). Showing a step restarts its
/// animation; with `prefers-reduced-motion` the page shows the end state.
///
/// No script, no external resource, no dates: the same steps always give the
/// same bytes.
public enum ScenarioPlayerHTML {
    /// The page playing `steps` under `title` and `description`.
    ///
    /// - Complexity: O(*n*) in the number of rows of all pictures.
    public static func render(title: String, description: String, steps: [PlayerStep]) -> String {
        var html = SVGWriter()
        html.openHTMLPage(title: title, stylesheet: stylesheet(anchors: steps.map(\.anchor)))
        html.open("body")
        html.open("main")
        html.text("h1", [], title)
        for paragraph in Markup.paragraphs(description) { html.text("p", [("class", "description")], paragraph) }
        legend(&html)
        if steps.isEmpty {
            html.text("p", [("class", "note")], "(no steps)")
        } else {
            player(&html, steps: steps)
        }
        html.close("main")
        html.close("body")
        html.close("html")
        return html.markup
    }

    /// The page playing every step of `recording` (a run that is not
    /// documented: `review --serve` shows each side of a change with it),
    /// its batches drawn `animationMilliseconds` long where no completion
    /// was recorded.
    public static func render(title: String, description: String, recording: ScenarioRecording, animationMilliseconds: Int) -> String {
        render(title: title, description: description,
               steps: ScenarioPage.playerSteps(RecordingPictures(recording, defaultDuration: animationMilliseconds)))
    }

    /// The step links, and the steps.
    private static func player(_ html: inout SVGWriter, steps: [PlayerStep]) {
        html.open("div", [("class", "player")])
        html.anchors(steps.map(\.anchor))
        html.open("nav", [("class", "controls"), ("aria-label", "Steps")])
        for step in steps {
            html.text("a", [("href", "#\(step.anchor)")], step.heading)
        }
        html.close("nav")
        html.open("div", [("class", "steps")])
        for (index, step) in steps.enumerated() {
            let number = index + 1
            html.open("section", [("class", number == 1 ? "step first" : "step"), ("data-step", step.anchor)])
            html.text("h2", [], step.heading)
            html.text("p", [("class", "timing")], "Each batch plays at its virtual time, \(StepAnimationSVG.slowdown) times slower: a 300 ms batch takes 3 s.")
            html.open("div", [("class", "pictures")])
            if step.pictures.isEmpty { html.text("p", [("class", "note")], "(no views)") }
            for picture in step.pictures { figure(&html, picture, stepAt: step.at) }
            html.close("div")
            html.open("p", [("class", "turn")])
            if number > 1 { html.text("a", [("href", "#\(steps[index - 1].anchor)")], "← previous") }
            if number < steps.count { html.text("a", [("href", "#\(steps[index + 1].anchor)")], "next →") }
            html.close("p")
            html.close("section")
        }
        html.close("div")
        html.close("div")
    }

    /// One view: its name, and its rows animating from before to after.
    private static func figure(_ html: inout SVGWriter, _ picture: StepPicture, stepAt: Int) {
        html.open("figure")
        html.text("figcaption", [], picture.view)
        StepAnimationSVG.write(picture, stepAt: stepAt, to: &html)
        html.close("figure")
    }

    /// What each colour means.
    private static func legend(_ html: inout SVGWriter) {
        html.open("ul", [("class", "legend")])
        for kind in ["deleted", "inserted", "reloaded", "moved", "carried-in", "carried-out", "handed-off"] {
            let label = switch kind {
            case "carried-in": "arrives with its section"
            case "carried-out": "leaves with its section"
            default: String(kind.map { $0 == "-" ? " " : $0 })
            }
            html.raw(#"<li><span class="swatch \#(kind)"></span>\#(label)</li>"#)
        }
        html.close("ul")
    }
}

/// One step of the player.
public struct PlayerStep: Hashable, Sendable {
    /// The step's button and heading, e.g. `Step 2 · 1000 ms · update [...]`.
    public let heading: String
    /// The step's id in the page (`step-2`): `page.html#step-2` shows it.
    public let anchor: String
    /// The step's virtual time in milliseconds; the batches play from it.
    public let at: Int
    /// One picture per view that received calls.
    public let pictures: [StepPicture]

    /// Creates a step of the player.
    public init(heading: String, anchor: String, at: Int, pictures: [StepPicture]) {
        self.heading = heading
        self.anchor = anchor
        self.at = at
        self.pictures = pictures
    }
}

extension SVGWriter {
    /// Writes an empty anchor per id at the top of the page: a link to
    /// `#id` makes it the target (which the page's CSS reacts to) without
    /// scrolling.
    mutating func anchors(_ ids: [String]) {
        for id in ids { raw(#"<span class="anchor" id="\#(MarkupText.escaped(id))"></span>"#) }
    }
}
