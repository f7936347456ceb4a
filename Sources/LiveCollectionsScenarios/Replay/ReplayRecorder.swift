import Foundation
import LiveCollections
import LiveCollectionsRecording
import LiveCollectionsTesting

/// Collects what happens during a replay, in order, and cuts it into steps.
final class ReplayRecorder: @unchecked Sendable {
    private let scheduler: VirtualTimeScheduler
    private var deltas: [DeltaRecord] = []
    private var decisions: [DecisionRecord] = []
    /// The views' calls and the delegates' events.
    private let calls = ViewRecorder()
    /// The first rejected batch, with UIKit's message.
    var firstRejection: String? { calls.firstRejection }
    /// The style of every view observed, by name.
    var viewStyles: [String: RecordingViewStyle] { calls.viewStyles }

    init(scheduler: VirtualTimeScheduler) {
        self.scheduler = scheduler
    }

    var now: Int { scheduler.now.wholeMilliseconds }


    func delta(_ text: String, from source: String) {
        deltas.append(DeltaRecord(at: now, source: source, delta: text))
    }

    func decision(_ decision: AnimationDecision, from source: String) {
        decisions.append(DecisionRecord(at: now, source: source, style: decision.style?.rawValue ?? "none", reason: decision.reason.rawValue))
    }

    /// Records what a delegate of the screen (or a view, for `nowShows`) was told now.
    func event(_ kind: EventRecord.Kind, view: String) {
        calls.record(kind, view: view, at: now)
    }

    /// Sends every event of `view` here, as it happens, under `name`
    /// (``ViewRecorder/observe(_:named:)``).
    func observe(_ view: RecordingView, named name: String) {
        calls.observe(view, named: name)
    }

    /// Everything collected since the last cut, as the record of `step`,
    /// with what `views` display now.
    func cut(index: Int, at: Int, action: String, views: [RecordedViewState]) -> StepRecord {
        defer {
            deltas = []
            decisions = []
        }
        return StepRecord(index: index, at: at, action: action, deltas: deltas, decisions: decisions, events: calls.takeEvents(), views: views)
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

    nonisolated func collectionDataDidCalculate(_ delta: IndexDelta) {
        recorder.delta(delta.logText, from: name)
    }

    nonisolated func collectionSectionDataDidCalculate(_ delta: SectionDelta) {
        recorder.delta(delta.description, from: name)
    }

    nonisolated func collectionDataDidChooseAnimation(_ decision: AnimationDecision) {
        recorder.decision(decision, from: name)
    }

    nonisolated func inaccurateDeltaDetected(_ report: InaccurateDeltaReport) {
        recorder.event(.inaccurateDelta(sourceDuplicates: report.sourceDuplicates, targetDuplicates: report.targetDuplicates), view: name)
    }
}

/// The animation delegate of a scenario: answers the style the last
/// `animationStyle` step chose.
final class StyleChooser: CollectionDataAnimationDelegate, CollectionSectionDataAnimationDelegate, @unchecked Sendable {
    var style: AnimationStyle = .preciseAnimations

    nonisolated func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle { style }
    nonisolated func preferredSectionAnimationStyle(for delta: SectionDelta) -> AnimationStyle { style }
}
