import Foundation
import LiveCollections

/// Records what one `CollectionData` (or several, one per section of a view,
/// optionally joined by a synchronizer) receives: every `update`, `append`
/// and `calculateDelta` with its data and the time it arrived, and every
/// manual `performAnimations` made through the capture. ``scenario(title:description:)``
/// turns the record into a scenario file (format 2, items inline) that the
/// `scenarios` tool replays in virtual time.
///
/// The scenario's kind is what the data object is: one data object whose
/// `calculateDelta` is called while it has no view, or which animates
/// through ``performAnimations(on:section:delta:updateData:)``, is
/// `manualTiming`; one with a view animates its own updates and is
/// `singleSection`, its `calculateDelta` calls left out (they change
/// nothing a replay shows); several are `discreteSections`. In a
/// `manualTiming` capture, animate through the capture's
/// ``performAnimations(on:section:delta:updateData:)`` (the `update` its
/// closure makes is part of that call): the loader refuses a `manualTiming`
/// scenario with an `update` step, which would never reach the view.
///
/// ```swift
/// #if DEBUG
/// let capture = CollectionDataCapture(collectionData, view: CapturedView(style: .collection))
/// #endif
/// // ... later, e.g. from a debug menu:
/// try capture.write(to: documents.appendingPathComponent("90-captured.json"), title: "Feed", description: "...")
/// ```
///
/// Capturing is cheap: a call costs one lock, a clock reading and keeping a
/// reference to the data array; the items are converted to text only when
/// the scenario is written. Items must be values (the data arrays are kept
/// as they were passed).
///
/// The items are written as their `uniqueID` (numbers as numbers, other
/// identifiers as strings) and the content `content` derives from them: by
/// default a fingerprint (``CapturedItemContent/fingerprint``) that tells a
/// reload apart and writes none of the item's fields.
///
/// Besides the calls, the capture writes what the view and the data
/// object are configured with, so that the replay tells its views what the
/// app's were told: the table's row and section animations (from
/// ``CapturedView``, or those of `setTableView(_:rowAnimations:sectionReloadAnimation:)`,
/// whose stand-in table has an empty frame and so reloads on every update);
/// for each data object (each discrete section's), every change of its
/// animation delegate's answer (an `animationStyle` step), the items whose
/// reloads its manual reload delegate claims (a `manualReloads` step) and
/// whether a deletion delegate is set (`deletionDelegate`: `true`, or for
/// discrete sections of which only some have one, their list). The app's
/// delegates are observed, not replaced: while the capture runs, each data
/// object's `animationDelegate` and `reloadDelegate` are recorders that
/// forward every call to them unchanged (``stop()`` puts the app's back).
/// Attach the capture after setting them.
///
/// Data built by a factory (`CollectionData(dataFactory:rawData:)`, raw
/// values of another type than the items) is captured with
/// ``init(_:dataFactory:view:content:)``: the capture builds each call's
/// items with the factory as the call arrives, so the scenario holds the
/// built items' identifiers and contents and replays as inline data.
public final class CollectionDataCapture<T: UniquelyIdentifiable>: @unchecked Sendable {
    private let log: CaptureLog<[T]>
    private let initial: [[T]]
    private let view: CapturedView
    private let content: CapturedItemContent<T>
    private let thresholds: (dataCount: Int, deltaCount: Int)
    private let synchronizerDelay: CollectionDataSynchronizer.Delay?
    private let observed: [Weak<CollectionData<T>>]
    /// The row animations of a `setTableView` stand-in, if the (one) data
    /// object has one.
    private let standInAnimations: TableViewAnimationModel?
    /// Whether each data object had a deletion delegate when the capture
    /// began.
    private let hadDeletionDelegate: [Bool]
    /// The recorders standing in for the app's delegates, kept alive here.
    private var animationRecorders: [AnimationDelegateRecorder] = []
    private var reloadRecorders: [ManualReloadRecorder] = []

    /// Starts capturing `data`, whose current items are the scenario's
    /// initial data.
    public convenience init(_ data: CollectionData<T>, view: CapturedView, content: CapturedItemContent<T> = .fingerprint) where T.RawType == T {
        self.init(sections: [data], view: view, content: content)
    }

    /// The capture of `data` with the times of calls read from `clock`
    /// (nanoseconds, never going back): for tests that drive the data
    /// object in virtual time.
    package convenience init(
        _ data: CollectionData<T>, view: CapturedView, content: CapturedItemContent<T> = .fingerprint,
        clock: @escaping @Sendable () -> UInt64
    ) where T.RawType == T {
        self.init(sections: [data], view: view, content: content, build: { $0 }, clock: clock)
    }

    /// Starts capturing the data objects of a view's sections, in section
    /// order (a `discreteSections` scenario, with the synchronizer of the
    /// first one, if any).
    public convenience init(sections: [CollectionData<T>], view: CapturedView, content: CapturedItemContent<T> = .fingerprint) where T.RawType == T {
        self.init(sections: sections, view: view, content: content, build: { $0 })
    }

    /// The capture of several sections with the times of calls read from
    /// `clock` (nanoseconds, never going back): for tests that drive the
    /// data objects in virtual time.
    package convenience init(
        sections: [CollectionData<T>], view: CapturedView, content: CapturedItemContent<T> = .fingerprint,
        clock: @escaping @Sendable () -> UInt64
    ) where T.RawType == T {
        self.init(sections: sections, view: view, content: content, build: { $0 }, clock: clock)
    }

    /// Starts capturing `data`, built by `dataFactory` from raw values (the
    /// factory `data` was created with). Each call's raw values are built
    /// into items by `dataFactory` when the call arrives, on the calling
    /// thread (or the factory's `buildQueue`), and the built items are
    /// recorded: a factory whose output depends on state that changes
    /// between a call and the data object's own build (on its build queue)
    /// is captured as it was at the call. Building costs what the factory
    /// costs, once more per call.
    public convenience init<Factory: UniquelyIdentifiableDataFactory>(
        _ data: CollectionData<T>,
        dataFactory: Factory,
        view: CapturedView,
        content: CapturedItemContent<T> = .fingerprint
    ) where Factory.UniquelyIdentifiableType == T {
        self.init(sections: [data], view: view, content: content, build: { dataFactory.buildItems($0) })
    }

    /// The factory capture with the times of calls read from `clock`
    /// (nanoseconds, never going back): for tests that drive the data
    /// object in virtual time.
    package convenience init<Factory: UniquelyIdentifiableDataFactory>(
        _ data: CollectionData<T>,
        dataFactory: Factory,
        view: CapturedView,
        content: CapturedItemContent<T> = .fingerprint,
        clock: @escaping @Sendable () -> UInt64
    ) where Factory.UniquelyIdentifiableType == T {
        self.init(sections: [data], view: view, content: content, build: { dataFactory.buildItems($0) }, clock: clock)
    }

    private init(
        sections: [CollectionData<T>], view: CapturedView, content: CapturedItemContent<T>, build: @escaping ([T.RawType]) -> [T],
        clock: @escaping @Sendable () -> UInt64 = CaptureLog<[T]>.monotonic
    ) {
        log = CaptureLog(clock: clock)
        self.view = view
        self.content = content
        initial = sections.map(\.items)
        thresholds = (sections.first?.dataCountAnimationThreshold ?? 10_000, sections.first?.deltaCountAnimationThreshold ?? 10_000)
        synchronizerDelay = sections.count > 1 ? sections.first?.synchronizer?.delay : nil
        observed = sections.map { Weak($0) }
        standInAnimations = sections.count == 1 ? sections.first?.standInRowAnimations : nil
        hadDeletionDelegate = sections.map(\.hasDeletionNotificationDelegate)
        observeDelegates(of: sections)
        for (section, data) in sections.enumerated() {
            data.setCallObserver { [log, weak data] call in
                switch call {
                case .update(let raw): log.record(.update, section: section, data: build(raw))
                case .append(let raw): log.record(.append, section: section, data: build(raw))
                case .calculateDelta(let raw):
                    // Manual timing is a data object without a view: one
                    // with a view animates its own updates, and the delta
                    // calculated beside them is not replayed (as for
                    // sectioned data).
                    if data?.view == nil { log.record(.calculate, section: section, data: build(raw)) }
                }
            }
        }
    }

    /// Stops capturing; what was captured stays available.
    public func stop() {
        for data in observed { data.object?.setCallObserver(nil) }
        for data in observed.compactMap(\.object) {
            if let recorder = data.animationDelegate as? AnimationDelegateRecorder, animationRecorders.contains(where: { $0 === recorder }) {
                data.animationDelegate = recorder.wrapped
            }
            if let recorder = data.reloadDelegate as? ManualReloadRecorder, reloadRecorders.contains(where: { $0 === recorder }) {
                data.reloadDelegate = recorder.wrapped
            }
        }
    }

    /// Puts recorders between each data object and the app's animation
    /// and manual reload delegates, recording under the data object's
    /// position in `sections` (its discrete section).
    private func observeDelegates(of sections: [CollectionData<T>]) {
        for (section, data) in sections.enumerated() {
            if let delegate = data.animationDelegate {
                let recorder = AnimationDelegateRecorder(wrapping: delegate, recordingInto: log, section: section)
                animationRecorders.append(recorder)
                data.animationDelegate = recorder
            }
            if let delegate = data.reloadDelegate {
                let recorder = ManualReloadRecorder(wrapping: delegate, recordingInto: log, section: section) { [weak data] pair in
                    data?.shownItem(at: pair.source).map { CapturedJSON.identifier($0.uniqueID) }
                }
                reloadRecorders.append(recorder)
                data.reloadDelegate = recorder
            }
        }
    }

    /// Manual timing: animates `delta` on `view` as
    /// `performAnimations(section:delta:updateData:)` does, and records the
    /// call. The `update` that `updateData` makes is part of it.
    public func performAnimations(on view: some BatchUpdatableView, section: Int = 0, delta: IndexDelta, updateData: @escaping () -> Void) {
        log.record(.performAnimations, section: section, data: nil)
        view.performAnimations(section: section, delta: delta) { [log] in log.animating(updateData) }
    }

    /// The calls captured so far, as a scenario file (UTF-8 JSON text).
    public func scenario(title: String, description: String) throws(CaptureError) -> String {
        let calls = log.snapshot
        let discrete = initial.count > 1
        // Manual timing has one section: for several data objects (discrete
        // sections) calculations and manual animations are left out, as
        // the format does not replay them.
        let manual = !discrete && calls.contains { $0.kind == .calculate || $0.kind == .performAnimations }
        let list = listWriter()
        // Initial data first: a fingerprint follows the order of the file.
        let initialText = discrete ? ScenarioText.list(initial.map(list)) : list(initial.first ?? [])
        var steps = ScenarioText.Steps()
        for call in calls {
            switch call.kind {
            case .update, .append:
                let items = call.data.map(list) ?? "[]"
                let value = discrete ? "{ \"section\": \(call.section), \"items\": \(items) }" : items
                steps.call(at: call.milliseconds, call.kind.rawValue, value, section: call.section)
            case .calculate, .performAnimations:
                // Not replayed for discrete sections.
                if !discrete { steps.call(at: call.milliseconds, call.kind.rawValue, call.data.map(list) ?? "{}") }
            case .animationStyle, .manualReloads:
                // Manual timing animates without asking the delegates.
                guard !manual, let value = call.value else { continue }
                if !discrete {
                    steps.decision(call.kind.rawValue, value)
                } else if call.kind == .animationStyle {
                    steps.decision(call.kind.rawValue, "{ \"section\": \(call.section), \"style\": \(value) }", section: call.section)
                } else {
                    steps.decision(call.kind.rawValue, "{ \"section\": \(call.section), \"items\": \(value) }", section: call.section)
                }
            }
        }
        guard steps.hasCall else { throw .noCalls }
        var view = self.view
        if let standInAnimations { view.setRowAnimations([standInAnimations]) }
        // A deletion delegate set before the capture began or since.
        let deleting = zip(hadDeletionDelegate, observed).enumerated().filter { _, pair in
            pair.0 || pair.1.object?.hasDeletionNotificationDelegate == true
        }.map(\.offset)
        let deletionDelegate: String? = switch deleting.count {
        case 0: nil
        case initial.count: "true"
        default: ScenarioText.list(deleting.map(String.init))
        }
        return ScenarioText(
            title: title,
            description: description,
            kind: manual ? "manualTiming" : discrete ? "discreteSections" : "singleSection",
            view: view,
            frameIsEmpty: standInAnimations != nil,
            dataCountThreshold: thresholds.dataCount,
            deltaCountThreshold: thresholds.deltaCount,
            synchronizer: synchronizerDelay?.scenarioText,
            deletionDelegate: manual ? nil : deletionDelegate,
            initial: initialText,
            steps: steps.lines
        ).text
    }

    /// Writes ``scenario(title:description:)`` to `url`; throws
    /// ``CaptureError/noCalls`` (writing nothing) before the first call.
    public func write(to url: URL, title: String, description: String) throws {
        try Data(try scenario(title: title, description: description).utf8).write(to: url, options: .atomic)
    }

    /// Writes a list of items, their contents in the order of the file
    /// (initial data first, then the steps in order), as a fingerprint
    /// needs them.
    private func listWriter() -> ([T]) -> String {
        let json = content.makeWriter()
        return { items in ScenarioText.list(items.map { ScenarioText.item(id: CapturedJSON.identifier($0.uniqueID), content: json($0)) }) }
    }
}

/// A weak reference.
final class Weak<Object: AnyObject>: @unchecked Sendable {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
