import Foundation
import LiveCollections
import LiveCollectionsTesting

/// One `CollectionData` per section on one view; the sections the scenario
/// names share its synchronizer, the others animate on their own. Each
/// section's data object has an animation delegate of its own
/// (`animationStyle` steps for one section or all), and the manual reload
/// and deletion delegates the scenario gives that section.
final class DiscreteSectionsScreen: ReplayScreen {
    private let context: ReplayContext
    private let sections: [CollectionData<ScenarioMovie>]

    init(context: ReplayContext, initial: [[Int]]) {
        self.context = context
        let synchronizer = context.scenario.synchronizer.map { CollectionDataSynchronizer(delay: $0) }
        sections = initial.enumerated().map { index, ids in
            CollectionData(context.movies(ids), section: index, scheduler: context.scheduler)
        }
        let style = context.scenario.view?.style ?? .table
        let view = context.makeView(named: "view", style: style, dataSource: CollectionDataSource(sections))
        for (index, data) in sections.enumerated() {
            context.configure(data, name: "section \(index)")
            // Each section's data object has its own animation delegate,
            // and the reload and deletion delegates the scenario gives it.
            data.animationDelegate = context.styleChooser(section: index)
            if context.scenario.hasManualReloads(section: index) {
                context.attach(context.reloadDelegate(section: index), to: data, view: view) { [weak data] path in
                    data?.shownItem(at: path)?.uniqueID as? Int
                }
            }
            if context.scenario.hasDeletionDelegate(section: index) { context.attachDeletionDelegate(to: data) }
            if context.scenario.synchronizedSections.contains(index) { data.synchronizer = synchronizer }
            data.view = context.presented(view)
        }
    }

    func perform(_ action: ScenarioStepAction) -> String? {
        switch action {
        case .updateSection(let section, let ids) where sections.indices.contains(section):
            sections[section].update(context.movies(ids))
        case .appendSection(let section, let ids) where sections.indices.contains(section):
            sections[section].append(context.movies(ids))
        default:
            return "\(action) does not apply to a discreteSections scenario"
        }
        return nil
    }
}
