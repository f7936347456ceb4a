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
    private let moments: [[String: [RecordedMoment]]]

    init(_ recording: ScenarioRecording, defaultDuration: Int) {
        self.recording = recording
        self.defaultDuration = defaultDuration
        moments = RecordedMoment.steps(of: recording)
    }

    /// The pictures of the step at `position` in ``ScenarioRecording/steps``.
    ///
    /// - Complexity: O(*n* + *e*) for *n* rows and *e* events of the step.
    func pictures(at position: Int) -> [StepPicture] {
        guard recording.steps.indices.contains(position), moments.indices.contains(position) else { return [] }
        let step = recording.steps[position]
        guard step.index != StepRecord.setupIndex else { return [] }
        let views = moments[position]
        let order = step.events.map { event in
            if case .handOff(_, let view, _) = event.kind { return view }
            return event.view
        }
        return views.keys.sorted { (order.firstIndex(of: $0) ?? .max, $0) < (order.firstIndex(of: $1) ?? .max, $1) }.compactMap { view in
            // An empty batch (the original library runs its reload batch
            // even with nothing to reload) changes nothing to draw.
            guard let recorded = views[view]?.filter({ !$0.isEmptyBatch }), !recorded.isEmpty else { return nil }
            let panels = StepPicture.panels(of: recorded, style: recording.viewStyles[view], defaultDuration: defaultDuration)
            return StepPicture(view: view, panels: panels)
        }
    }

    /// Where the picture of `view` at `step` goes: `step-2-table.svg`.
    static func fileName(_ step: StepRecord, _ view: String) -> String {
        "\(ScenarioPage.stepSlug(step))-\(ScenarioPage.slug(view)).svg"
    }
}

/// The step pictures of a recording, as the documentation draws them: for
/// tests that snapshot a picture (`LiveCollectionsSnapshotTesting`'s
/// `.picture`), the same SVG text as the pages' files.
public enum StepPictures {
    /// The SVG picture of what `view` was told in the step whose index (in
    /// the scenario file, as the golden text numbers it) is `step`; nil
    /// when that step has no picture of that view (the setup, or a step the
    /// view received nothing in).
    ///
    /// - Parameter defaultDuration: how long a batch animates when its
    ///   completion was not recorded, in milliseconds.
    public static func svg(of recording: ScenarioRecording, step: Int, view: String, defaultDuration: Int = 300) -> String? {
        guard let position = recording.steps.firstIndex(where: { $0.index == step }) else { return nil }
        let record = recording.steps[position]
        let picture = RecordingPictures(recording, defaultDuration: defaultDuration).pictures(at: position).first { $0.view == view }
        return picture.map { StepPictureSVG.render($0, title: "\(ScenarioPage.title(of: record)) at \(record.at) ms") }
    }
}
