import Foundation
import LiveCollections

/// ``CollectionDataCapture`` for a `CollectionSectionData`: every `update`,
/// `append` and `calculateDelta` with its sections, written as a
/// `sectionedData` scenario whose sections are `{"id": uniqueID, "items": [...]}`,
/// or `{"id": uniqueID, "content": ..., "items": [...]}` with a
/// `sectionContent` that derives one from each section (format 2's inline
/// section content).
///
/// Items are written with a fingerprint by default (see
/// ``CapturedItemContent/fingerprint``). As ``CollectionDataCapture`` does,
/// the capture also writes the animation delegate's answers
/// (`animationStyle` steps), the items whose reloads the manual reload
/// delegate claims (`manualReloads` steps) and whether a deletion delegate
/// is set (`deletionDelegate`); the delegates are observed, not replaced:
/// attach the capture after setting them.
public final class CollectionSectionDataCapture<S: UniquelyIdentifiableSection>: @unchecked Sendable where S.RawType == S {
    private let log: CaptureLog<[S]>
    private let initial: [S]
    private let view: CapturedView
    private let content: CapturedItemContent<S.DataType>
    private let sectionContent: CapturedItemContent<S>
    private let thresholds: (dataCount: Int, deltaCount: Int)
    private let observed: Weak<CollectionSectionData<S>>
    private let hadDeletionDelegate: Bool
    /// The recorders standing in for the app's delegates.
    private var animationRecorder: AnimationDelegateRecorder?
    private var reloadRecorder: ManualReloadRecorder?

    /// Starts capturing `data`, whose current sections are the scenario's
    /// initial data. `content` (a fingerprint by default) is written for
    /// each item; `sectionContent` (none by default) for each section.
    public convenience init(
        _ data: CollectionSectionData<S>,
        view: CapturedView,
        content: CapturedItemContent<S.DataType> = .fingerprint,
        sectionContent: CapturedItemContent<S> = .none
    ) {
        self.init(data, view: view, content: content, sectionContent: sectionContent, clock: CaptureLog<[S]>.monotonic)
    }

    /// The capture of `data` with the times of calls read from `clock`
    /// (nanoseconds, never going back): for tests that drive the data
    /// object in virtual time.
    package init(
        _ data: CollectionSectionData<S>,
        view: CapturedView,
        content: CapturedItemContent<S.DataType> = .fingerprint,
        sectionContent: CapturedItemContent<S> = .none,
        clock: @escaping @Sendable () -> UInt64
    ) {
        log = CaptureLog(clock: clock)
        self.view = view
        self.content = content
        self.sectionContent = sectionContent
        initial = data.sections
        thresholds = (data.dataCountAnimationThreshold, data.deltaCountAnimationThreshold)
        observed = Weak(data)
        hadDeletionDelegate = data.hasDeletionNotificationDelegate
        if let delegate = data.animationDelegate {
            let recorder = AnimationDelegateRecorder(wrapping: delegate, recordingInto: log, section: 0)
            animationRecorder = recorder
            data.animationDelegate = recorder
        }
        if let delegate = data.reloadDelegate {
            let recorder = ManualReloadRecorder(wrapping: delegate, recordingInto: log, section: 0) { [weak data] pair in
                data?.shownItem(at: pair.source).map { CapturedJSON.identifier($0.uniqueID) }
            }
            reloadRecorder = recorder
            data.reloadDelegate = recorder
        }
        data.setCallObserver { [log] call in
            switch call {
            case .update(let sections): log.record(.update, section: 0, data: sections)
            case .append(let sections): log.record(.append, section: 0, data: sections)
            case .calculateDelta(let sections): log.record(.calculate, section: 0, data: sections)
            }
        }
    }

    /// Stops capturing; what was captured stays available.
    public func stop() {
        observed.object?.setCallObserver(nil)
        if let data = observed.object, let recorder = animationRecorder, data.animationDelegate === recorder {
            data.animationDelegate = recorder.wrapped as? any CollectionSectionDataAnimationDelegate
        }
        if let data = observed.object, let recorder = reloadRecorder, data.reloadDelegate === recorder {
            data.reloadDelegate = recorder.wrapped
        }
    }

    /// The calls captured so far, as a scenario file (UTF-8 JSON text).
    /// `calculateDelta` calls are not replayed for sectioned data (the
    /// scenario format has manual timing for one section only) and are left
    /// out.
    public func scenario(title: String, description: String) throws(CaptureError) -> String {
        let shelves = shelvesWriter()
        // Initial data first: a fingerprint follows the order of the file.
        let initialText = shelves(initial)
        var steps = ScenarioText.Steps()
        for call in log.snapshot {
            switch call.kind {
            case .update, .append: steps.call(at: call.milliseconds, call.kind.rawValue, shelves(call.data ?? []))
            case .animationStyle, .manualReloads: if let value = call.value { steps.decision(call.kind.rawValue, value) }
            case .calculate, .performAnimations: break
            }
        }
        guard steps.hasCall else { throw .noCalls }
        return ScenarioText(
            title: title,
            description: description,
            kind: "sectionedData",
            view: view,
            dataCountThreshold: thresholds.dataCount,
            deltaCountThreshold: thresholds.deltaCount,
            synchronizer: nil,
            deletionDelegate: hadDeletionDelegate || observed.object?.hasDeletionNotificationDelegate == true ? "true" : nil,
            initial: initialText,
            steps: steps.lines
        ).text
    }

    /// Writes ``scenario(title:description:)`` to `url`; throws
    /// ``CaptureError/noCalls`` (writing nothing) before the first call.
    public func write(to url: URL, title: String, description: String) throws {
        try Data(try scenario(title: title, description: description).utf8).write(to: url, options: .atomic)
    }

    /// Writes a list of sections, their items' contents in the order of
    /// the file (initial data first), as a fingerprint needs them.
    private func shelvesWriter() -> ([S]) -> String {
        let itemJSON = content.makeWriter()
        let sectionJSON = sectionContent.makeWriter()
        return { sections in
            ScenarioText.list(sections.map { section in
                let items = section.items.map { ScenarioText.item(id: CapturedJSON.identifier($0.uniqueID), content: itemJSON($0)) }
                let sectionText = sectionJSON(section).map { ", \"content\": \($0)" } ?? ""
                return "{\"id\": \(CapturedJSON.identifier(section.uniqueID))\(sectionText), \"items\": \(ScenarioText.list(items))}"
            })
        }
    }
}
