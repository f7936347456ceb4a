import Foundation
import LiveCollections
import LiveCollectionsTesting

/// What every screen of a replay shares: the clock, the recorder, the
/// catalog as steps edit it, the animation delegate, and the views to check.
final class ReplayContext {
    let scenario: Scenario
    let scheduler: VirtualTimeScheduler
    let recorder: ReplayRecorder
    let styleChooser = StyleChooser()
    /// The manual reload delegate of a single-section or sectioned
    /// scenario with `manualReloads` steps.
    let reloadDelegate: ReplayReloadDelegate
    /// `discreteSections`: each section's animation delegate and manual
    /// reload delegate, by section.
    private(set) var sectionStyleChoosers: [Int: StyleChooser] = [:]
    private var sectionReloadDelegates: [Int: ReplayReloadDelegate] = [:]
    let inTheaters: InTheatersList
    var catalog: ScenarioMovieCatalog
    /// Every view on screen, by name, in creation order.
    private(set) var views: [(name: String, view: RecordingView)] = []
    /// Objects the screens keep alive (data sources, delegates).
    var retained: [AnyObject] = []
    /// What the data objects are given for each recording view (see
    /// ``ScenarioReplay/run(_:presentingViews:)``), kept alive here, as a
    /// view controller keeps its views.
    private var presentedViews: [ObjectIdentifier: any BatchUpdatableView] = [:]
    private let present: ScenarioReplay.ViewPresentation

    init(scenario: Scenario, present: @escaping ScenarioReplay.ViewPresentation = { view, _ in view }) {
        self.scenario = scenario
        self.present = present
        scheduler = VirtualTimeScheduler(calculationDuration: .milliseconds(scenario.calculationMilliseconds))
        recorder = ReplayRecorder(scheduler: scheduler)
        reloadDelegate = ReplayReloadDelegate(recorder: recorder)
        inTheaters = InTheatersList(scenario.inTheaters)
        catalog = scenario.catalog
    }

    /// The catalog's movies for `ids` (the loader checked they exist).
    func movies(_ ids: [Int]) -> [ScenarioMovie] {
        ids.compactMap { catalog[$0] }
    }

    /// A view configured from the scenario, recorded under `name`.
    func makeView(named name: String, style: RecordingViewStyle, dataSource: any RecordingViewDataSource) -> RecordingView {
        let spec = scenario.view
        let view = RecordingView(
            style: style,
            dataSource: dataSource,
            scheduler: scheduler,
            animationDuration: .milliseconds(spec?.animationMilliseconds ?? 300),
            frame: spec?.frameIsEmpty == true ? .zero : RecordingView.defaultFrame,
            uikitRelease: spec?.uikitRelease ?? .newest
        )
        if let spec, style == .table {
            view.defaultRowAnimations = spec.defaultRowAnimations ?? .defaultRowAnimations
            view.rowAnimations = spec.sectionRowAnimations
        }
        recorder.observe(view, named: name)
        views.append((name, view))
        retained.append(dataSource)
        presentedViews[ObjectIdentifier(view)] = present(view, name)
        return view
    }

    /// The view the data objects and the screen's code are given for
    /// `view`: `view` itself, or what the replay's presentation made of it.
    func presented(_ view: RecordingView) -> any BatchUpdatableView {
        presentedViews[ObjectIdentifier(view)] ?? view
    }

    /// What every view on screen displays now.
    var viewStates: [RecordedViewState] {
        views.map { RecordedViewState(view: $0.name, sections: $0.view.displayedTexts) }
    }

    /// Stops checking a view (a cell put back in the reuse pool).
    func retire(_ view: RecordingView) {
        views.removeAll { $0.view === view }
    }

    /// Observes a data object's calculations and choices under `name`.
    func observer(named name: String) -> DataObjectObserver {
        let observer = DataObjectObserver(name: name, recorder: recorder)
        retained.append(observer)
        return observer
    }

    /// The animation delegate of discrete section `section`.
    func styleChooser(section: Int) -> StyleChooser {
        if let chooser = sectionStyleChoosers[section] { return chooser }
        let chooser = StyleChooser()
        sectionStyleChoosers[section] = chooser
        return chooser
    }

    /// The manual reload delegate of discrete section `section`.
    func reloadDelegate(section: Int) -> ReplayReloadDelegate {
        if let delegate = sectionReloadDelegates[section] { return delegate }
        let delegate = ReplayReloadDelegate(recorder: recorder)
        sectionReloadDelegates[section] = delegate
        return delegate
    }

    /// Applies a delegate's decision step: the animation delegate's
    /// answer (of every data object, or of one discrete section's), or
    /// the items a manual reload delegate claims. False for any other
    /// action.
    func applyDecision(_ action: ScenarioStepAction) -> Bool {
        switch action {
        case .animationStyle(let style):
            styleChooser.style = style
            for chooser in sectionStyleChoosers.values { chooser.style = style }
        case .sectionAnimationStyle(let section, let style):
            styleChooser(section: section).style = style
        case .manualReloads(let ids):
            reloadDelegate.claimed = Set(ids)
        case .sectionManualReloads(let section, let ids):
            reloadDelegate(section: section).claimed = Set(ids)
        default:
            return false
        }
        return true
    }

    /// Applies the scenario's thresholds and animation delegate to a
    /// single-section data object.
    func configure<T>(_ data: CollectionData<T>, name: String) {
        data.calculationNotificationDelegate = observer(named: name)
        data.animationDelegate = styleChooser
        if let count = scenario.thresholds.dataCount { data.dataCountAnimationThreshold = count }
        if let count = scenario.thresholds.deltaCount { data.deltaCountAnimationThreshold = count }
    }

    /// The same for sectioned data.
    func configure<S>(_ data: CollectionSectionData<S>, name: String) {
        data.calculationNotificationDelegate = observer(named: name)
        data.animationDelegate = styleChooser
        if let count = scenario.thresholds.dataCount { data.dataCountAnimationThreshold = count }
        if let count = scenario.thresholds.deltaCount { data.deltaCountAnimationThreshold = count }
    }
}

/// The view controller code of one use case: builds the objects, then
/// performs each step through the library.
protocol ReplayScreen: AnyObject {
    /// Performs `action`; a message when the action does not apply.
    func perform(_ action: ScenarioStepAction) -> String?
}
