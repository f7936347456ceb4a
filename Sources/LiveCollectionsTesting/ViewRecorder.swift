import Foundation
import LiveCollectionsRecording

/// Records what one or several ``RecordingView``s are told, in the order
/// they are told it, as the structured record the scenario goldens hold
/// (``EventRecord``): every call with its virtual time and batch, what each
/// view shows after each batch and each `reloadData`, and what the screen's
/// delegates were told (``record(_:view:at:)``).
///
/// The scenario replay records its views through one, and a test records a
/// screen of its own the same way, then renders the record with
/// ``RecordingText`` (or snapshots it, with `LiveCollectionsSnapshotTesting`):
///
/// ```swift
/// let recorder = ViewRecorder()
/// recorder.observe(table, named: "table")
/// // ... updates, scheduler.advance(by: .seconds(1)) ...
/// print(RecordingText.lines(of: recorder.events, showing: recorder.states).joined(separator: "\n"))
/// ```
///
/// A view is observed through its ``RecordingView/eventObserver`` (one
/// observer per view: observing it again replaces the last). Not for use
/// from several threads at once: the views it observes call it on the
/// threads that call them.
public final class ViewRecorder: @unchecked Sendable {
    /// Every event recorded since the recorder was created or
    /// ``takeEvents()`` was last called, in order.
    public private(set) var events: [EventRecord] = []
    /// The style of each view observed, by name.
    public private(set) var viewStyles: [String: RecordingViewStyle] = [:]
    /// The first batch a view rejected: `name: UIKit's message`.
    public private(set) var firstRejection: String?
    /// The views observed, by name, in the order they were first observed.
    private var observed: [(name: String, view: RecordingView)] = []

    /// A recorder observing nothing yet.
    public init() {}

    /// A recorder observing `view` under `name`.
    public convenience init(observing view: RecordingView, named name: String = "view") {
        self.init()
        observe(view, named: name)
    }

    /// Records every event of `view` from now on, under `name`: with what
    /// the view shows after each batch and each `reloadData` (known once it
    /// has loaded, after the events of the cells it configured), and on its
    /// first event what it showed until then.
    public func observe(_ view: RecordingView, named name: String) {
        viewStyles[name] = view.style
        observed.removeAll { $0.name == name }
        observed.append((name, view))
        var stateKnown = false
        var reload: Int?
        view.eventObserver = { [unowned self, unowned view] timed in
            if case .rejected(let message) = timed.event, self.firstRejection == nil {
                self.firstRejection = "\(name): \(message)"
            }
            // The view notes what it shows after the calls that change it;
            // the first event recorded here also says what it showed until
            // then. After a reloadData, what the view shows is known once it
            // has loaded (`reloadObserver`, below).
            var record = timed.record(view: name)
            if !stateKnown, timed.event != .reloadData, record.shows == nil { record.shows = view.displayedTexts }
            stateKnown = true
            self.events.append(record)
            if case .reloadData = timed.event { reload = self.events.count - 1 }
        }
        view.reloadObserver = { [unowned self, unowned view] in
            guard let index = reload, self.events.indices.contains(index) else { return }
            self.events[index].shows = view.displayedTexts
            reload = nil
        }
    }

    /// Records what a delegate of the screen was told (a hand-off, deleted
    /// items, a reused cell now showing other data, an inaccurate delta),
    /// under `view`, at virtual time `at` in milliseconds.
    public func record(_ kind: EventRecord.Kind, view: String, at: Int) {
        events.append(EventRecord(at: at, view: view, kind: kind))
    }

    /// What each view observed shows now, in the order they were observed.
    public var states: [RecordedViewState] {
        observed.map { RecordedViewState(view: $0.name, sections: $0.view.displayedTexts) }
    }

    /// The events recorded so far, which the recorder then forgets (a
    /// replay cuts them into steps).
    public func takeEvents() -> [EventRecord] {
        defer { events = [] }
        return events
    }
}
