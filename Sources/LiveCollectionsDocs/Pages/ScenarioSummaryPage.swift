import LiveCollectionsScenarios

/// The documentation of a scenario too large to draw (its ``DrawingSize``
/// above the limit): a Markdown page and a player page that say so, with
/// the size, the limit and what to do, and sum up each step
/// (``StepSummary``) instead of drawing it. No step picture is written. The
/// pages grow with the number of steps and views (up to
/// ``StepSummary/stepLimit`` steps), not with the number of items.
struct ScenarioSummaryPage {
    /// The run, as its page documents it (``DocumentedRun/documentedSteps``).
    let run: DocumentedRun
    let size: DrawingSize
    let limit: Int
    /// Where the page and the player go.
    let files: ScenarioFiles
    /// The steps listed, at most ``StepSummary/stepLimit``.
    let steps: [StepSummary]
    /// How many steps are counted but not listed.
    let unlisted: Int

    init(_ run: DocumentedRun, size: DrawingSize, limit: Int) {
        self.run = run
        self.size = size
        self.limit = limit
        files = ScenarioFiles(run.scenario.name)
        steps = run.recording.steps.prefix(StepSummary.stepLimit).map(StepSummary.init)
        unlisted = max(0, run.recording.steps.count - StepSummary.stepLimit)
    }

    /// Why the steps are not drawn: the size, the limit, and that the
    /// steps are summed up instead.
    var tooLarge: String {
        "Too large to draw: its pages would draw \(StepSummary.count(size.cells, "cell")) "
            + "(the rows of every view before and after each batch and step), above the limit of \(StepSummary.grouped(limit)), "
            + "so each step is summed up below instead of drawn."
    }

    /// What to do, before the command written as code: `scenarios shrink`.
    static let remedy = "To see the steps drawn, give the scenario fewer items or steps, or reduce it with"

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
        lines += ["> **\(Markup.markdown(tooLarge))** \(Markup.markdown(Self.remedy)) \(Markup.markdownCode("scenarios shrink")).", ""]
        lines += ScenarioPage.runLines(of: run, linking: "The steps, summed up", to: files.html)
        let code = ScenarioCode.swift(for: scenario)
        let fence = Markup.markdownFence(for: code)
        lines += ["## The code", "", "\(fence)swift", code, fence, "", "## Steps, summed up", ""]
        for step in steps {
            lines += markdown(step)
        }
        if unlisted > 0 {
            lines += ["\(StepSummary.count(unlisted, "more step")) not listed.", ""]
        }
        lines += ["## At the end", ""]
        lines += run.recording.finalState.map { state in
            "- \(Markup.markdownCode(state.view)): \(StepSummary.items(state.sections))"
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func markdown(_ step: StepSummary) -> [String] {
        let heading = step.isSetup ? "" : " · \(step.at) ms · \(Markup.markdownCode(step.action))\(step.omission)"
        var lines = ["### \(step.title)" + heading, ""]
        var items: [String] = []
        if !step.deltas.isEmpty {
            let count = step.deltas.reduce(0) { $0 + $1.count }
            items.append("Deltas: \(StepSummary.count(count, "delta")) calculated (\(step.deltas.map { Self.markdown($0) }.joined(separator: ", ")))")
        }
        if !step.styles.isEmpty {
            items.append("Animation styles: " + step.styles.map { Self.markdown($0) }.joined(separator: ", "))
        }
        for view in step.views {
            var parts = [view.operations.isEmpty ? "no operations" : view.operations.joined(separator: ", ")]
            if !view.calls.isEmpty { parts.append("calls: " + view.calls.map { "\($0.name) × \(StepSummary.grouped($0.count))" }.joined(separator: ", ")) }
            if let shows = view.shows { parts.append("shows \(shows)") }
            items.append("\(Markup.markdownCode(view.name)): \(parts.joined(separator: " · "))")
        }
        lines += items.isEmpty ? ["Nothing happened.", ""] : items.map { "- \($0)" } + [""]
        return lines
    }

    private static func markdown(_ tally: StepSummary.Tally) -> String {
        Markup.markdownCode(tally.name) + (tally.count > 1 ? " × \(StepSummary.grouped(tally.count))" : "")
    }
}
