import Foundation
import LiveCollections
import LiveCollectionsTesting

/// One section of movies: `singleSection`, `dataFactory`,
/// `nonUniqueSingleSection` and `manualTiming` (whose data has no view; the
/// steps calculate a delta and later animate it through the view).
final class SingleSectionScreen<Item: UniquelyIdentifiable & Sendable>: ReplayScreen where Item.RawType == ScenarioMovie {
    private let context: ReplayContext
    private let data: CollectionData<Item>
    private let view: (any BatchUpdatableView)?
    private var calculated: (movies: [ScenarioMovie], delta: IndexDelta)?

    init(context: ReplayContext, make: ([ScenarioMovie]) -> CollectionData<Item>, initial: [Int]) {
        self.context = context
        data = make(context.movies(initial))
        context.configure(data, name: "collection data")
        if let spec = context.scenario.view {
            let view = context.makeView(named: "view", style: spec.style, dataSource: CollectionDataSource([data]))
            Self.configureAppDelegates(of: data, view: view, context: context)
            let presented = context.presented(view)
            if context.scenario.kind == .manualTiming {
                presented.reloadData()
            } else {
                data.view = presented
            }
            self.view = presented
        } else {
            view = nil
            // Only a scenario with a view has app delegates (the loader checks).
        }
    }

    /// The manual reload and deletion delegates a captured app's data
    /// object had, when the scenario says so.
    private static func configureAppDelegates(of data: CollectionData<Item>, view: RecordingView, context: ReplayContext) {
        if context.scenario.hasManualReloads {
            context.attach(context.reloadDelegate, to: data, view: view) { [weak data] path in
                data?.shownItem(at: path)?.uniqueID as? Int
            }
        }
        if context.scenario.hasDeletionDelegate() { context.attachDeletionDelegate(to: data) }
    }

    func perform(_ action: ScenarioStepAction) -> String? {
        switch action {
        case .update(.movies(let ids)):
            data.update(context.movies(ids))
        case .append(.movies(let ids)):
            data.append(context.movies(ids))
        case .calculate(let ids):
            let movies = context.movies(ids)
            let delta = data.calculateDelta(movies)
            context.recorder.delta(delta.logText, from: "collection data")
            calculated = (movies, delta)
        case .performAnimations:
            guard let view, let (movies, delta) = calculated else { return "performAnimations: no view or no calculated delta" }
            let data = self.data
            view.performAnimations(section: data.section, delta: delta) { data.update(movies) }
        default:
            return "\(action) does not apply to a \(context.scenario.kind.rawValue) scenario"
        }
        return nil
    }
}
