import LiveCollectionsScenarios

/// What a view was told at one moment, as recorded: a batch update (its
/// calls between `beginBatch` and its end), a `reloadData`, or the rows the
/// table's reload delegate took over.
public struct RecordedBatch: Hashable, Sendable {
    /// What kind of moment it is.
    public enum Kind: String, Hashable, Sendable {
        /// `beginBatch` ... `endBatch` (or a rejection, or a fallback).
        case batch
        /// A `reloadData` outside any batch.
        case reloadData
        /// Row reloads handed to the reload delegate.
        case handOff
    }

    /// How a batch ended.
    public enum Ending: Hashable, Sendable {
        /// `endBatch`: the view animated it.
        case applied
        /// The table view reloaded all data instead (the reason as recorded).
        case fallbackToReloadData(String)
        /// UIKit's exception.
        case rejected(String)
        /// Nothing recorded its end (the replay stopped inside it).
        case open
    }

    /// One call with where it was recorded: its index in the step's events.
    public struct Call: Hashable, Sendable {
        /// The index of the event in ``StepRecord/events``.
        public let event: Int
        /// The call.
        public let call: RecordedCall
    }

    /// The kind.
    public let kind: Kind
    /// Virtual time the batch began, in milliseconds.
    public let at: Int
    /// Virtual time its animations completed, when recorded (possibly in a
    /// later step).
    public internal(set) var completedAt: Int?
    /// The calls, in the order they were made.
    public internal(set) var calls: [Call]
    /// How it ended.
    public internal(set) var ending: Ending
    /// The index in the step's events of the event that ended it, if any.
    public internal(set) var endingEvent: Int?
    /// Events of the view that are not calls (e.g. `cell c4 now shows
    /// carousel c2`), recorded just before the batch.
    public internal(set) var notes: [String]
}

/// The recorded batches of every view, step by step.
public struct RecordedBatches: Sendable {
    /// Per step (by its index in ``ScenarioRecording/steps``), per view, the
    /// batches in order.
    public let steps: [[String: [RecordedBatch]]]
    /// The view the reload delegate's hand-offs belong to.
    public static let handOffView = "table"
    /// The view name of hand-off events in the recording.
    public static let reloadDelegate = "reload delegate"

    /// Groups every step's events into batches per view. A completion
    /// (`animationsCompleted`) belongs to the oldest batch of its view still
    /// animating, in whatever step it is recorded. Hand-offs belong to the
    /// view named ``handOffView`` (the carousel kinds' table; the recording
    /// does not name the view). Non-call events of a view become notes of its
    /// next batch.
    ///
    /// - Complexity: O(*n*) in the number of events.
    public init(_ recording: ScenarioRecording) {
        var steps: [[String: [RecordedBatch]]] = []
        var animating: [String: [(step: Int, batch: Int)]] = [:]
        var open: [String: Int] = [:]
        var notes: [String: [String]] = [:]
        for (stepIndex, step) in recording.steps.enumerated() {
            var views: [String: [RecordedBatch]] = [:]
            open = [:]
            func start(_ view: String, _ kind: RecordedBatch.Kind, at time: Int) -> Int {
                views[view, default: []].append(RecordedBatch(kind: kind, at: time, calls: [], ending: .open, endingEvent: nil, notes: notes[view] ?? []))
                notes[view] = nil
                return views[view, default: []].count - 1
            }
            func close(_ view: String, _ ending: RecordedBatch.Ending, event: Int) {
                guard let batch = open[view] else { return }
                views[view]?[batch].ending = ending
                views[view]?[batch].endingEvent = event
                animating[view, default: []].append((stepIndex, batch))
                open[view] = nil
            }
            for (eventIndex, event) in step.events.enumerated() {
                if event.view == Self.reloadDelegate {
                    guard let call = RecordedCall(parsing: event.text) else { continue }
                    let index = start(Self.handOffView, .handOff, at: event.at)
                    views[Self.handOffView]?[index].calls.append(.init(event: eventIndex, call: call))
                    views[Self.handOffView]?[index].ending = .applied
                    continue
                }
                let view = event.view
                switch event.text {
                case "beginBatch":
                    open[view] = start(view, .batch, at: event.at)
                case "endBatch":
                    close(view, .applied, event: eventIndex)
                case "animationsCompleted", "animationsCompleted (not finished)":
                    guard let (stepOf, batch) = animating[view]?.first else { continue }
                    animating[view]?.removeFirst()
                    if stepOf == stepIndex {
                        views[view]?[batch].completedAt = event.at
                    } else {
                        steps[stepOf][view]?[batch].completedAt = event.at
                    }
                case _ where event.text.hasPrefix("rejected: "):
                    close(view, .rejected(String(event.text.dropFirst("rejected: ".count))), event: eventIndex)
                case _ where event.text.hasPrefix("fallbackToReloadData: "):
                    close(view, .fallbackToReloadData(String(event.text.dropFirst("fallbackToReloadData: ".count))), event: eventIndex)
                default:
                    guard let call = RecordedCall(parsing: event.text) else {
                        notes[view, default: []].append(event.text)
                        continue
                    }
                    if let batch = open[view] {
                        views[view]?[batch].calls.append(.init(event: eventIndex, call: call))
                    } else {
                        let batch = start(view, call == .reloadData ? .reloadData : .batch, at: event.at)
                        views[view]?[batch].calls.append(.init(event: eventIndex, call: call))
                        views[view]?[batch].ending = .applied
                    }
                }
            }
            steps.append(views)
        }
        self.steps = steps
    }
}
