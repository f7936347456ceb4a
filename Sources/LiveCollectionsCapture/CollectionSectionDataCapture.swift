import Foundation
import LiveCollections
import LiveCollectionsSupport

/// ``CollectionDataCapture`` for a `CollectionSectionData`: every `update`,
/// `append` and `calculateDelta` with its sections, written as a
/// `sectionedData` scenario whose sections are `{"id": uniqueID, "items": [...]}`,
/// or `{"id": uniqueID, "content": ..., "items": [...]}` with a
/// `sectionContent` that derives one from each section (format 2's inline
/// section content).
///
/// Items are written with a fingerprint by default (see
/// ``CapturedItemContent/fingerprint``), and the animation delegate's
/// answers as `animationStyle` steps (observed as ``CollectionDataCapture``
/// does: attach the capture after setting the delegate).
public final class CollectionSectionDataCapture<S: UniquelyIdentifiableSection>: @unchecked Sendable where S.RawType == S {
    private let log = CaptureLog<[S]>()
    private let initial: [S]
    private let view: CapturedView
    private let content: CapturedItemContent<S.DataType>
    private let sectionContent: CapturedItemContent<S>
    private let thresholds: (dataCount: Int, deltaCount: Int)
    private let observed: Weak<CollectionSectionData<S>>
    /// The recorder standing in for the app's animation delegate.
    private var animationRecorder: AnimationDelegateRecorder?

    /// Starts capturing `data`, whose current sections are the scenario's
    /// initial data. `content` (a fingerprint by default) is written for
    /// each item; `sectionContent` (none by default) for each section.
    public init(
        _ data: CollectionSectionData<S>,
        view: CapturedView,
        content: CapturedItemContent<S.DataType> = .fingerprint,
        sectionContent: CapturedItemContent<S> = .none
    ) {
        self.view = view
        self.content = content
        self.sectionContent = sectionContent
        initial = data.sections
        thresholds = (data.dataCountAnimationThreshold, data.deltaCountAnimationThreshold)
        observed = Weak(data)
        if let delegate = data.animationDelegate {
            let recorder = AnimationDelegateRecorder(wrapping: delegate) { [log] style in
                log.record(.animationStyle, section: 0, data: nil, value: JSONText.quoted(style.rawValue))
            }
            animationRecorder = recorder
            data.animationDelegate = recorder
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
            case .animationStyle: if let value = call.value { steps.decision(call.kind.rawValue, value) }
            case .calculate, .performAnimations, .manualReloads: break
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
