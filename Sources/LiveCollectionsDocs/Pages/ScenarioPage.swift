import LiveCollectionsScenarios

/// The documentation of one scenario's run: its Markdown page, its step
/// pictures and its HTML player. Every text from the scenario or the run
/// reaches the page through ``Markup``.
struct ScenarioPage {
    let run: DocumentedRun
    /// Where the page, the player and the pictures go.
    let files: ScenarioFiles

    /// The pictures of every step.
    private let drawings: RecordingPictures

    init(_ run: DocumentedRun) {
        self.run = run
        files = ScenarioFiles(run.scenario.name)
        drawings = RecordingPictures(run.recording, defaultDuration: run.scenario.view?.animationMilliseconds ?? 300)
    }

    /// The steps of the recording with their position in it and what every
    /// view showed before them.
    private var steps: [(record: StepRecord, position: Int, before: [RecordedViewState])] {
        var previous: [RecordedViewState] = []
        return run.recording.steps.enumerated().map { position, step in
            defer { previous = step.views }
            return (step, position, previous)
        }
    }

    private func picturePath(_ step: StepRecord, _ view: String) -> String {
        files.picture(RecordingPictures.fileName(step, view))
    }

    /// Every SVG of the page, by path; none for a run with a problem.
    func pictures() -> [(String, String)] {
        guard run.problem == nil else { return [] }
        return steps.flatMap { step, position, _ in
            drawings.pictures(at: position).map { picture in
                (picturePath(step, picture.view), StepPictureSVG.render(picture, title: "\(Self.title(of: step)) at \(step.at) ms"))
            }
        }
    }

    /// The HTML player; none for a run with a problem.
    func player() -> String? {
        guard run.problem == nil else { return nil }
        return ScenarioPlayerHTML.render(title: run.scenario.title, description: run.scenario.description, steps: Self.playerSteps(drawings))
    }

    /// The player's steps of a recording's pictures: every step that drew
    /// a picture, in order.
    static func playerSteps(_ drawings: RecordingPictures) -> [PlayerStep] {
        drawings.recording.steps.enumerated().compactMap { position, step -> PlayerStep? in
            let pictures = drawings.pictures(at: position)
            return pictures.isEmpty ? nil : PlayerStep(
                heading: "\(title(of: step)) · \(step.at) ms · \(step.action)", anchor: stepSlug(step), at: step.at, pictures: pictures
            )
        }
    }

    /// The Markdown page.
    func markdown() -> String {
        let scenario = run.scenario
        var lines = [
            "# \(Markup.markdown(scenario.title))",
            "",
            "\(Markup.markdownCode(scenario.name)) · kind \(Markup.markdownCode(scenario.kind.rawValue)) · [all scenarios](README.md)",
            "",
        ]
        lines += Markup.paragraphs(scenario.description).flatMap { [Markup.markdown($0), ""] }
        lines += ScenarioPage.runLines(of: run, linking: "Play the steps as an animation", to: files.html)
        let code = ScenarioCode.swift(for: scenario)
        let fence = Markup.markdownFence(for: code)
        lines += ["## The code", "", "\(fence)swift", code, fence, "", "## Steps", ""]
        for (step, position, before) in steps {
            lines += section(for: step, position: position, before: before)
        }
        lines += ["## At the end", ""]
        lines += run.recording.finalState.map { "- \(Markup.markdownCode($0.view)): \(Self.markdownText($0.sections))" }
        return lines.joined(separator: "\n") + "\n"
    }

    private func section(for step: StepRecord, position: Int, before: [RecordedViewState]) -> [String] {
        let heading = step.index == StepRecord.setupIndex ? "" : " · \(step.at) ms · \(Markup.markdownCode(step.action))"
        var lines = ["### \(Self.title(of: step))" + heading, ""]
        if run.scenario.steps.indices.contains(step.index), let note = run.scenario.steps[step.index].note {
            lines += ["> \(Markup.markdown(note))", ""]
        }
        if step.index == StepRecord.setupIndex {
            lines += ["The view controller builds its objects and assigns the views, which load their data.", ""]
        }
        let changed = step.views.filter { after in before.first { $0.view == after.view }?.sections != after.sections }
        if step.index != StepRecord.setupIndex {
            lines += ["**Data before → after**", ""]
            lines += changed.isEmpty
                ? ["Nothing on screen changed.", ""]
                : changed.map { after in
                    let old = before.first { $0.view == after.view }?.sections ?? []
                    return "- \(Markup.markdownCode(after.view)): \(Self.markdownText(old)) → \(Self.markdownText(after.sections))"
                } + [""]
        }
        if !step.deltas.isEmpty {
            lines += ["**Deltas**", ""] + step.deltas.map { "- \(Markup.markdownCode($0.source)) at \($0.at) ms: \(Markup.markdownCode($0.delta))" } + [""]
        }
        if !step.decisions.isEmpty {
            lines += ["**Animation style**", ""]
            lines += step.decisions.map { decision in
                let source = Markup.markdownCode(decision.source)
                return "- \(source) at \(decision.at) ms: \(Markup.markdownCode(decision.style)) (\(Markup.markdown(Self.reason(decision.reason))))"
            } + [""]
        }
        if !step.events.isEmpty {
            lines += ["**View calls, in order**", "", "| time | view | batch | call |", "|---:|---|---|---|"]
            lines += Self.batches(step.events).map { event, batch in
                "| \(event.at) ms | \(Markup.markdownCode(event.view, inTable: true)) | \(batch) | \(Markup.markdownCode(event.text, inTable: true)) |"
            } + [""]
        }
        if run.problem == nil {
            for picture in drawings.pictures(at: position) {
                let alt = Markup.markdown("\(Self.title(of: step)), \(picture.view)")
                lines += ["![\(alt)](\(Markup.link(picturePath(step, picture.view))))", ""]
            }
        }
        return lines
    }

    /// Each event with the batch it belongs to, as recorded: `batch 3`
    /// (the view's batches numbered over the run), `manual reloads` for
    /// hand-offs to the reload delegate, nothing outside a batch.
    static func batches(_ events: [EventRecord]) -> [(EventRecord, String)] {
        events.map { event in
            if case .handOff = event.kind { return (event, "manual reloads") }
            return (event, event.batch.map { "batch \($0)" } ?? "")
        }
    }

    /// `Setup`, or `Step N` with N the step's index in the scenario file
    /// (`steps[N]`), as the golden texts, `show` and error messages number it.
    static func title(of step: StepRecord) -> String {
        step.index == StepRecord.setupIndex ? "Setup" : "Step \(step.index)"
    }

    static func stepSlug(_ step: StepRecord) -> String {
        step.index == StepRecord.setupIndex ? "setup" : "step-\(step.index)"
    }

    /// A view's name as part of a file name: `cell c1` as `cell-c1` when the
    /// name is lower-case ASCII letters and digits in words one space
    /// apart (every view the library names, and most data); any other name
    /// as `~` and its ``Markup/fileName(_:)`` (`~cell%20%5D%28x%29`), so
    /// that no two names share a picture and none leaves the folder.
    static func slug(_ text: String) -> String {
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        let plain = !words.isEmpty && words.allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
        return plain ? words.joined(separator: "-") : "~" + Markup.fileName(text)
    }

    /// What a view shows, `[a, b] [c]`, or `(nothing)`: each item's text
    /// written through `item`.
    static func text(_ sections: [[String]], item: (String) -> String = { $0 }) -> String {
        sections.isEmpty ? "(nothing)" : sections.map { "[" + $0.map { item(Item($0).text) }.joined(separator: ", ") + "]" }.joined(separator: " ")
    }

    /// ``text(_:item:)`` in Markdown: each item's text through
    /// ``Markup/markdown(_:)``; the brackets are the page's.
    /// The lines under a page's description that name the recorded run:
    /// its problem, or a link to its other page (`link` the link's text),
    /// the run and its store, and its outcome.
    static func runLines(of run: DocumentedRun, linking link: String, to html: String) -> [String] {
        let recorded = "recorded run \(Markup.markdown(run.run)) in \(Markup.markdownCode(run.store))"
        guard let problem = run.problem else {
            return ["▶ [\(link)](\(Markup.link(html))) · \(recorded) · outcome: \(Markup.markdown(run.recording.outcome.text))", ""]
        }
        return ["> **\(Markup.markdown(problem))**", "", "R" + recorded.dropFirst() + ".", ""]
    }

    static func markdownText(_ sections: [[String]]) -> String {
        text(sections, item: Markup.markdown)
    }

    static func reason(_ reason: String) -> String {
        switch reason {
        case "precise": "every change animated"
        case "delegateChoice": "the animation delegate chose it"
        case "dataCountThreshold": "above the data count threshold"
        case "deltaCountThreshold": "above the delta count threshold"
        case "emptyFrame": "the view has an empty frame"
        case "duplicateIdentifiers": "duplicate identifiers made the delta inaccurate"
        case "staleReusableView": "the reused view shows another carousel now: not animated"
        case "noView": "no view assigned"
        case "noChanges": "nothing changed"
        default: reason
        }
    }
}
