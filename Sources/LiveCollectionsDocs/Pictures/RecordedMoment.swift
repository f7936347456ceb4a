import Foundation
import LiveCollectionsRecording

/// What one view was told at one moment, read from the structured record:
/// a batch (its operations between `beginBatch` and its end), a
/// `reloadData` outside any batch, or the rows the reload delegate took
/// over; with what the view showed before and after it as recorded.
///
/// Nothing is inferred: a batch is the events that carry its number, its
/// completion the `animationsCompleted` that names it, a hand-off the view
/// it names, and the states the `shows` of the events around it.
struct RecordedMoment {
    /// How a batch ended.
    enum Ending: Equatable {
        /// `endBatch`: the view animated it.
        case applied
        /// The table view reloaded all data instead (the reason as recorded).
        case fallbackToReloadData(String)
        /// UIKit's exception.
        case rejected(String)
        /// Nothing recorded its end (the replay stopped inside it).
        case open
    }

    /// One operation, with its index in the step's events.
    struct Call {
        let event: Int
        let call: RecordedEvent
    }

    /// One hand-off, with its index in the step's events.
    struct HandOff {
        let event: Int
        let rows: [IndexPath]
        let to: [String]
    }

    let kind: StepPicture.Panel.Kind
    /// Virtual time it began, in milliseconds.
    let at: Int
    /// The view's number for a batch, as recorded.
    var batch: Int?
    /// The operations, in call order (a `reloadData` among them).
    var calls: [Call] = []
    /// The hand-offs (a ``StepPicture/Panel/Kind/handOff`` moment).
    var handOffs: [HandOff] = []
    var ending: Ending
    /// The index in the step's events of the event that ended it.
    var endingEvent: Int?
    /// Events of the view that are not calls, recorded since its previous moment.
    var notes: [String]
    /// What the view showed before; nil when not recorded (a view not loaded yet).
    var before: [[String]]?
    /// What it showed after; nil when not recorded (runs stored before
    /// view states were recorded per batch, inside a step).
    var after: [[String]]?
    /// Virtual time its animations completed, when recorded (possibly in a
    /// later step).
    var completedAt: Int?

    /// A batch applied without any operation and with nothing noted since
    /// the view's previous moment.
    var isEmptyBatch: Bool {
        kind == .batch && calls.isEmpty && handOffs.isEmpty && notes.isEmpty && ending == .applied
    }

    /// Every step's moments, per view, in order.
    ///
    /// - Complexity: O(*e* + *v*) for *e* events and *v* recorded view states.
    static func steps(of recording: ScenarioRecording) -> [[String: [RecordedMoment]]] {
        var completions: [String: [Int: Int]] = [:]
        for step in recording.steps {
            for event in step.events {
                guard case .call(.animationsCompleted) = event.kind, let batch = event.batch else { continue }
                completions[event.view, default: [:]][batch] = event.at
            }
        }
        var shown: [String: [[String]]] = [:]
        // Views seen so far: one never seen shows nothing before its first
        // call; one seen whose state is not known is not recorded.
        var seen: Set<String> = []
        func before(_ view: String) -> [[String]]? {
            shown[view] ?? (seen.contains(view) ? nil : [])
        }
        var notes: [String: [String]] = [:]
        var steps: [[String: [RecordedMoment]]] = []
        for step in recording.steps {
            var views: [String: [RecordedMoment]] = [:]
            var open: [String: Int] = [:]
            func start(_ moment: RecordedMoment, of view: String) -> Int {
                var moment = moment
                moment.notes = notes.removeValue(forKey: view) ?? []
                views[view, default: []].append(moment)
                return views[view, default: []].count - 1
            }
            for (index, event) in step.events.enumerated() {
                let view = event.view
                switch event.kind {
                case let .handOff(rows, of, names):
                    var moment = RecordedMoment(kind: .handOff, at: event.at, ending: .applied, notes: [], before: before(of), after: before(of))
                    moment.handOffs = [HandOff(event: index, rows: rows, to: names)]
                    _ = start(moment, of: of)
                case .nowShows, .didDeleteItems, .inaccurateDelta:
                    notes[view, default: []].append(event.kind.text(view: view))
                case .call(let call):
                    // On a view's first event, what it showed then.
                    if case .beginBatch = call, let shows = event.shows { shown[view] = shows }
                    switch call {
                    case .beginBatch:
                        var moment = RecordedMoment(kind: .batch, at: event.at, ending: .open, notes: [], before: before(view))
                        moment.batch = event.batch
                        moment.completedAt = event.batch.flatMap { completions[view]?[$0] }
                        open[view] = start(moment, of: view)
                    case .endBatch, .rejected, .fallbackToReloadData:
                        guard let moment = open.removeValue(forKey: view) else { continue }
                        let ending: Ending = switch call {
                        case .rejected(let message): .rejected(message)
                        case .fallbackToReloadData(let reason): .fallbackToReloadData(reason)
                        default: .applied
                        }
                        views[view]?[moment].ending = ending
                        views[view]?[moment].endingEvent = index
                        let before = views[view]?[moment].before
                        if case .rejected = ending { views[view]?[moment].after = event.shows ?? before } else { views[view]?[moment].after = event.shows }
                    case .animationsCompleted:
                        continue
                    case .reloadData where open[view] == nil:
                        var moment = RecordedMoment(kind: .reloadData, at: event.at, ending: .applied, notes: [], before: before(view), after: event.shows)
                        moment.calls = [Call(event: index, call: call)]
                        _ = start(moment, of: view)
                    default:
                        guard let moment = open[view] else { continue }
                        views[view]?[moment].calls.append(Call(event: index, call: call))
                    }
                }
                seen.insert(view)
                if let shows = event.shows {
                    shown[view] = shows
                } else if case .call(let call) = event.kind, call.changesDisplay {
                    // Changed, and not recorded (a run stored before states were recorded per batch).
                    shown[view] = nil
                }
            }
            // What each view shows at the end of the step: the last moment's
            // state after, where its events did not record it.
            for state in step.views {
                seen.insert(state.view)
                shown[state.view] = state.sections
                if let last = views[state.view]?.indices.last, views[state.view]?[last].after == nil, views[state.view]?[last].kind != .handOff {
                    views[state.view]?[last].after = state.sections
                }
            }
            steps.append(views)
        }
        return steps
    }
}
