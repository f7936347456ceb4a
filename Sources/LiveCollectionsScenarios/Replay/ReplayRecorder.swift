import Foundation
import LiveCollections
import LiveCollectionsRecording
import LiveCollectionsTesting

/// Collects what happens during a replay, in order, and cuts it into steps.
final class ReplayRecorder: @unchecked Sendable {
    private let scheduler: VirtualTimeScheduler
    private var deltas: [DeltaRecord] = []
    private var decisions: [DecisionRecord] = []
    private var events: [EventRecord] = []
    /// The first rejected batch, with UIKit's message.
    private(set) var firstRejection: String?
    /// The style of every view observed, by name.
    private(set) var viewStyles: [String: RecordingViewStyle] = [:]

    init(scheduler: VirtualTimeScheduler) {
        self.scheduler = scheduler
    }

    var now: Int { Self.milliseconds(scheduler.now) }

    static func milliseconds(_ duration: Duration) -> Int {
        let parts = duration.components
        return Int(parts.seconds) * 1_000 + Int(parts.attoseconds / 1_000_000_000_000_000)
    }

    func delta(_ text: String, from source: String) {
        deltas.append(DeltaRecord(at: now, source: source, delta: text))
    }

    func decision(_ decision: AnimationDecision, from source: String) {
        decisions.append(DecisionRecord(at: now, source: source, style: decision.style?.rawValue ?? "none", reason: decision.reason.rawValue))
    }

    /// Records what a delegate of the screen (or a view, for `nowShows`) was told now.
    func event(_ kind: EventRecord.Kind, view: String) {
        events.append(EventRecord(at: now, view: view, kind: kind))
    }

    /// Sends every event of `view` here, as it happens, under `name`: with
    /// what the view shows after each batch and each `reloadData` (known
    /// once it has loaded, after the events of the cells it configured),
    /// and before its first batch when it loaded without one.
    func observe(_ view: RecordingView, named name: String) {
        viewStyles[name] = view.style
        var stateKnown = false
        var reload: Int?
        view.eventObserver = { [unowned self, unowned view] timed in
            if case .rejected(let message) = timed.event, self.firstRejection == nil {
                self.firstRejection = "\(name): \(message)"
            }
            let shows: [[String]]? = switch timed.event {
            case .endBatch, .fallbackToReloadData: view.displayedTexts
            case .reloadData: nil
            default: stateKnown ? nil : view.displayedTexts
            }
            stateKnown = true
            self.events.append(EventRecord(at: timed.milliseconds, view: name, batch: timed.batch, kind: .call(timed.event), shows: shows))
            if case .reloadData = timed.event { reload = self.events.count - 1 }
        }
        view.reloadObserver = { [unowned self, unowned view] in
            guard let index = reload, self.events.indices.contains(index) else { return }
            self.events[index].shows = view.displayedTexts
            reload = nil
        }
    }

    /// Everything collected since the last cut, as the record of `step`,
    /// with what `views` display now.
    func cut(index: Int, at: Int, action: String, views: [ViewState]) -> StepRecord {
        defer {
            deltas = []
            decisions = []
            events = []
        }
        return StepRecord(index: index, at: at, action: action, deltas: deltas, decisions: decisions, events: events, views: views)
    }
}

/// Reports one data object's deltas and animation choices to the recorder.
final class DataObjectObserver: CollectionDataCalculationNotificationDelegate, @unchecked Sendable {
    let name: String
    let recorder: ReplayRecorder

    init(name: String, recorder: ReplayRecorder) {
        self.name = name
        self.recorder = recorder
    }

    func collectionDataDidCalculate(_ delta: IndexDelta) {
        recorder.delta(delta.description, from: name)
    }

    func collectionSectionDataDidCalculate(_ delta: SectionDelta) {
        recorder.delta(delta.description, from: name)
    }

    func collectionDataDidChooseAnimation(_ decision: AnimationDecision) {
        recorder.decision(decision, from: name)
    }

    func inaccurateDeltaDetected(_ report: InaccurateDeltaReport) {
        recorder.event(.inaccurateDelta(sourceDuplicates: report.sourceDuplicates, targetDuplicates: report.targetDuplicates), view: name)
    }
}

/// The animation delegate of a scenario: answers the style the last
/// `animationStyle` step chose.
final class StyleChooser: CollectionDataAnimationDelegate, CollectionSectionDataAnimationDelegate, @unchecked Sendable {
    var style: AnimationStyle = .preciseAnimations

    func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle { style }
    func preferredSectionAnimationStyle(for delta: SectionDelta) -> AnimationStyle { style }
}
