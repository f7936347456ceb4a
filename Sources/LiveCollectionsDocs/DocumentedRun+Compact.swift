import LiveCollectionsScenarios

extension DocumentedRun {
    /// The run as its page documents it step by step: all of it for a
    /// hand-written scenario; for a generated one, only its first ticks
    /// (see `CompactDocumentation`), the rest being summed up by
    /// ``compactSummary``.
    var documentedSteps: DocumentedRun {
        guard let compact = scenario.compactDocumentation else { return self }
        return DocumentedRun(
            scenario: scenario, recording: compact.shownPart(of: recording), run: run, store: store,
            verificationFailure: verificationFailure
        )
    }

    /// The Markdown that sums up a generated scenario's whole run; empty for
    /// a hand-written one.
    var compactSummary: String {
        scenario.compactDocumentation.map { "\n" + $0.summary(of: recording, scenario: scenario) } ?? ""
    }
}
