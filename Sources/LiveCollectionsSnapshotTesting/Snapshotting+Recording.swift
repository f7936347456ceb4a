// The snapshot strategies exist with the package's SnapshotTesting trait
// (a default trait; an app enables it in its dependency line), so that a
// build without it (`swift build --traits PostgreSQL`) needs no
// swift-snapshot-testing.
#if SnapshotTesting
import LiveCollectionsDocs
import LiveCollectionsRecording
import LiveCollectionsTesting
import SnapshotTesting

extension Snapshotting where Value == ViewRecorder, Format == String {
    /// What the recorded views were told, as the scenario goldens write it:
    /// every call with its virtual time (`event 1000 ms table: moveItem
    /// [0, 2] -> [0, 0]`), what a view showed after a batch where that is
    /// not what it shows now (`shows 1000 ms table: [...]`), what the
    /// screen's delegates were told, then what each view shows now
    /// (`shows table: [...]`). One line each, in a `.txt` file.
    ///
    /// ```swift
    /// let recorder = ViewRecorder(observing: table, named: "table")
    /// // ... the updates, in virtual time ...
    /// assertSnapshot(of: recorder, as: .recording)
    /// ```
    public static var recording: Snapshotting {
        Snapshotting<String, String>.lines.pullback { recorder in
            RecordingText.lines(of: recorder.events, showing: recorder.states).joined(separator: "\n") + "\n"
        }
    }
}

extension Snapshotting where Value == RecordingView, Format == String {
    /// What one view was told, as ``recording`` of a `ViewRecorder` writes
    /// it: every call in the view's log with its virtual time, what the view
    /// showed after a batch where that is not what it shows now, then what
    /// it shows now. The view is named after its style (`table` or
    /// `collection`); ``recording(named:)`` names it otherwise.
    ///
    /// ```swift
    /// let table = RecordingView(style: .table, dataSource: dataSource, scheduler: scheduler)
    /// data.view = table
    /// // ... the updates, in virtual time ...
    /// assertSnapshot(of: table, as: .recording)
    /// ```
    ///
    /// The view's log starts when the view is created (or when
    /// `clearEvents()` was last called). Several views of one screen, and
    /// what the screen's delegates were told, snapshot through a
    /// `ViewRecorder` observing them.
    public static var recording: Snapshotting {
        Snapshotting<String, String>.lines.pullback { view in text(of: view, named: view.style.rawValue) }
    }

    /// ``recording``, with the view named `name` in every line.
    public static func recording(named name: String) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { view in text(of: view, named: name) }
    }

    private static func text(of view: RecordingView, named name: String) -> String {
        let events = view.timedEvents.map { $0.record(view: name) }
        let state = RecordedViewState(view: name, sections: view.displayedTexts)
        return RecordingText.lines(of: events, showing: [state]).joined(separator: "\n") + "\n"
    }
}

extension Snapshotting where Value == ScenarioRecording, Format == String {
    /// A whole recorded scenario run, as its golden text file in
    /// `Scenarios/goldens` holds it (what `scenarios show` prints).
    public static var recording: Snapshotting {
        Snapshotting<String, String>.lines.pullback(RecordingText.goldenText(of:))
    }

    /// The SVG picture the documentation draws of what `view` was told in
    /// step `step` (its index in the scenario file, as the golden text
    /// numbers it), as text in an `.svg` file a reviewer can open. A step
    /// without a picture of that view snapshots as a one-line note.
    ///
    /// - Parameter defaultDuration: how long a batch animates when its
    ///   completion was not recorded, in milliseconds.
    public static func picture(step: Int, view: String, defaultDuration: Int = 300) -> Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (recording: ScenarioRecording) in
            StepPictures.svg(of: recording, step: step, view: view, defaultDuration: defaultDuration)
                ?? "no picture: \(recording.scenario) has no calls of \(view) in step \(step)\n"
        }
        strategy.pathExtension = "svg"
        return strategy
    }
}
#endif
