import Foundation
import LiveCollections
import LiveCollectionsTesting

/// One `CollectionSectionData` of shelves: `sectionedData` and
/// `nonUniqueSections`.
final class SectionedScreen<Section: UniquelyIdentifiableSection & Sendable>: ReplayScreen
where Section.RawType == MovieShelf, Section.DataType: Sendable {
    private let context: ReplayContext
    private let data: CollectionSectionData<Section>

    init(context: ReplayContext, make: ([MovieShelf]) -> CollectionSectionData<Section>, initial: [ScenarioGroup<Int>]) {
        self.context = context
        data = make(Self.shelves(initial, context: context))
        context.configure(data, name: "section data")
        let style = context.scenario.view?.style ?? .table
        let view = context.makeView(named: "view", style: style, dataSource: CollectionSectionDataSource(data))
        configureAppDelegates(view: view)
        data.view = context.presented(view)
    }

    /// The manual reload and deletion delegates a captured app's data
    /// object had, when the scenario says so.
    private func configureAppDelegates(view: RecordingView) {
        if context.scenario.hasManualReloads {
            context.attach(context.reloadDelegate, to: data, view: view) { [weak data] path in
                data?.shownItem(at: path)?.uniqueID as? Int
            }
        }
        if context.scenario.hasDeletionDelegate() { context.attachDeletionDelegate(to: data) }
    }

    private static func shelves(_ groups: [ScenarioGroup<Int>], context: ReplayContext) -> [MovieShelf] {
        groups.map { MovieShelf(id: $0.id, content: $0.content, items: context.movies($0.items)) }
    }

    func perform(_ action: ScenarioStepAction) -> String? {
        switch action {
        case .update(.shelves(let groups)):
            data.update(Self.shelves(groups, context: context))
        case .append(.shelves(let groups)):
            data.append(Self.shelves(groups, context: context))
        default:
            return "\(action) does not apply to a \(context.scenario.kind.rawValue) scenario"
        }
        return nil
    }
}
