import LiveCollectionsScenarios

/// The step pictures of one recording: per step, one picture per view that
/// received calls (or whose row reloads were handed off), in the order of
/// their first call, drawn from those calls batch by batch. None for the
/// setup, where the views first load. The documentation pages and the diff
/// pages draw through it.
struct RecordingPictures {
    let recording: ScenarioRecording
    /// How long a batch animates when its completion was not recorded.
    let defaultDuration: Int
    private let batches: RecordedBatches

    init(_ recording: ScenarioRecording, defaultDuration: Int) {
        self.recording = recording
        self.defaultDuration = defaultDuration
        batches = RecordedBatches(recording)
    }

    /// The pictures of the step at `position` in ``ScenarioRecording/steps``.
    ///
    /// - Complexity: O(*n* + *e*) for *n* rows and *e* events of the step.
    func pictures(at position: Int) -> [StepPicture] {
        guard recording.steps.indices.contains(position), batches.steps.indices.contains(position) else { return [] }
        let step = recording.steps[position]
        guard step.index != StepRecord.setupIndex else { return [] }
        let before = position > 0 ? recording.steps[position - 1].views : []
        let views = batches.steps[position]
        let order = step.events.map { $0.view == RecordedBatches.reloadDelegate ? RecordedBatches.handOffView : $0.view }
        return views.keys.sorted { (order.firstIndex(of: $0) ?? .max, $0) < (order.firstIndex(of: $1) ?? .max, $1) }.compactMap { view in
            guard let recorded = views[view], !recorded.isEmpty else { return nil }
            let start = before.first { $0.view == view }?.sections ?? []
            let end = step.views.first { $0.view == view }?.sections
            return StepPicture(view: view, panels: BatchTrace.panels(start: start, end: end, batches: recorded, defaultDuration: defaultDuration))
        }
    }

    /// Where the picture of `view` at `step` goes: `step-2-table.svg`.
    static func fileName(_ step: StepRecord, _ view: String) -> String {
        "\(ScenarioPage.stepSlug(step))-\(ScenarioPage.slug(view)).svg"
    }
}
