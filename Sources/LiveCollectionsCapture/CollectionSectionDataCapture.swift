import Foundation
import LiveCollections

/// ``CollectionDataCapture`` for a `CollectionSectionData`: every `update`,
/// `append` and `calculateDelta` with its sections, written as a
/// `sectionedData` scenario whose sections are `{"id": uniqueID, "items": [...]}`,
/// or `{"id": uniqueID, "content": ..., "items": [...]}` with a
/// `sectionContent` that derives one from each section (format 2's inline
/// section content).
public final class CollectionSectionDataCapture<S: UniquelyIdentifiableSection>: @unchecked Sendable where S.RawType == S {
    private let log = CaptureLog<[S]>()
    private let initial: [S]
    private let view: CapturedView
    private let content: CapturedItemContent<S.DataType>
    private let sectionContent: CapturedItemContent<S>
    private let thresholds: (dataCount: Int, deltaCount: Int)
    private let observed: Weak<CollectionSectionData<S>>

    /// Starts capturing `data`, whose current sections are the scenario's
    /// initial data. `content` is written for each item; `sectionContent`
    /// (none by default) for each section.
    public init(
        _ data: CollectionSectionData<S>,
        view: CapturedView,
        content: CapturedItemContent<S.DataType> = .description,
        sectionContent: CapturedItemContent<S> = .none
    ) {
        self.view = view
        self.content = content
        self.sectionContent = sectionContent
        initial = data.sections
        thresholds = (data.dataCountAnimationThreshold, data.deltaCountAnimationThreshold)
        observed = Weak(data)
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
    }

    /// The calls captured so far, as a scenario file (UTF-8 JSON text).
    /// `calculateDelta` calls are not replayed for sectioned data (the
    /// scenario format has manual timing for one section only) and are left
    /// out.
    public func scenario(title: String, description: String) throws(CaptureError) -> String {
        let steps = log.snapshot.filter { $0.kind != .calculate }.map { call in
            ScenarioText.step(at: call.milliseconds, call.kind.rawValue, shelves(call.data ?? []))
        }
        guard !steps.isEmpty else { throw .noCalls }
        return ScenarioText(
            title: title,
            description: description,
            kind: "sectionedData",
            view: view,
            dataCountThreshold: thresholds.dataCount,
            deltaCountThreshold: thresholds.deltaCount,
            synchronizer: nil,
            initial: shelves(initial),
            steps: steps
        ).text
    }

    /// Writes ``scenario(title:description:)`` to `url`; throws
    /// ``CaptureError/noCalls`` (writing nothing) before the first call.
    public func write(to url: URL, title: String, description: String) throws {
        try Data(try scenario(title: title, description: description).utf8).write(to: url, options: .atomic)
    }

    private func shelves(_ sections: [S]) -> String {
        ScenarioText.list(sections.map { section in
            let items = section.items.map { ScenarioText.item(id: CapturedJSON.identifier($0.uniqueID), content: content.json($0)) }
            let sectionText = sectionContent.json(section).map { ", \"content\": \($0)" } ?? ""
            return "{\"id\": \(CapturedJSON.identifier(section.uniqueID))\(sectionText), \"items\": \(ScenarioText.list(items))}"
        })
    }
}
