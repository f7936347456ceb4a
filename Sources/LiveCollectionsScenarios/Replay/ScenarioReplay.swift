import Foundation
import LiveCollections
import LiveCollectionsTesting

/// Replays a scenario through the library: builds the objects its use case's
/// view controller would, assigns recording views, and performs each step at
/// its virtual time. Nothing bypasses `CollectionData` /
/// `CollectionSectionData`. The same scenario always gives the same
/// recording.
public enum ScenarioReplay {
    /// Makes the view the data objects of a replay are given for one
    /// recording view, named as the recording names it (`view`, `table`,
    /// `cell c1`, ...).
    public typealias ViewPresentation = (_ view: RecordingView, _ name: String) -> any BatchUpdatableView

    /// The most jobs the scheduler may run after the last step before the
    /// replay is declared stuck.
    static let jobLimit = 1_000_000

    /// Replays `scenario` and returns what happened.
    public static func run(_ scenario: Scenario) -> ScenarioRecording {
        run(scenario, progress: { _, _ in })
    }

    /// Replays `scenario` and returns what happened, saying which step it
    /// is at.
    ///
    /// - Parameter progress: called before each step with the step's index
    ///   and the number of steps, for a caller that reports a long replay;
    ///   it sees nothing of the recording and cannot change it.
    public static func run(_ scenario: Scenario, progress: (_ step: Int, _ of: Int) -> Void) -> ScenarioRecording {
        run(scenario, context: ReplayContext(scenario: scenario), progress: progress)
    }

    /// Replays `scenario` with every recording view presented to the data
    /// objects and the screen's code through `present`, called once per
    /// view with the name it is recorded under: the view a data object is
    /// given (`data.view = ...`), animates by hand and verifies a reused
    /// cell against. A presentation that forwards each call it receives to
    /// the recording view (a real-UIKit-named view over it) gives the same
    /// recording as ``run(_:)``; the recording view still enforces UIKit's
    /// rules and records every call.
    public static func run(
        _ scenario: Scenario, presentingViews present: @escaping ViewPresentation
    ) -> ScenarioRecording {
        run(scenario, context: ReplayContext(scenario: scenario, present: present), progress: { _, _ in })
    }

    private static func run(_ scenario: Scenario, context: ReplayContext, progress: (_ step: Int, _ of: Int) -> Void) -> ScenarioRecording {
        let screen = makeScreen(for: scenario, context: context)
        // What building the objects did (views loading their data), before any step.
        var steps = [context.recorder.cut(index: StepRecord.setupIndex, at: 0, action: "setup", views: context.viewStates)]
        var failure: String?
        var previous: (index: Int, at: Int, action: String)?

        for (index, step) in scenario.steps.enumerated() {
            progress(index, scenario.steps.count)
            context.scheduler.advance(to: .milliseconds(step.at))
            if let previous {
                steps.append(context.recorder.cut(index: previous.index, at: previous.at, action: previous.action, views: context.viewStates))
            }
            for movie in step.catalogEdits { context.catalog.update(movie) }
            if case .editMovies(let movies) = step.action {
                for movie in movies { context.catalog.update(movie) }
            } else if case .inTheaters(let ids) = step.action {
                context.inTheaters.replace(with: ids)
            } else if context.applyDecision(step.action) {
                // A delegate's decision: nothing for the screen to do.
            } else if let problem = screen.perform(step.action), failure == nil {
                failure = "steps[\(index)]: \(problem)"
            }
            // Inline items are named by their identifier and content.
            let catalog = context.catalog
            let summary = scenario.isInline ? step.action.summary { catalog[$0]?.title ?? String($0) } : step.action.summary
            previous = (index, step.at, summary)
        }
        let ran = context.scheduler.run(maxJobs: jobLimit)
        if ran == jobLimit, context.scheduler.pendingJobCount > 0, failure == nil {
            failure = "the replay did not settle after \(jobLimit) scheduled jobs"
        }
        // What the views show at the end: the last step's state and the final one.
        let finalState = context.viewStates
        if let previous {
            steps.append(context.recorder.cut(index: previous.index, at: previous.at, action: previous.action, views: finalState))
        }
        failure = failure ?? context.recorder.firstRejection.map { "rejected batch: \($0)" } ?? check(context.views)
        return ScenarioRecording(
            scenario: scenario.name,
            title: scenario.title,
            contentHash: scenario.contentHash,
            outcome: failure.map(ReplayOutcome.failed) ?? .passed,
            steps: steps,
            finalState: finalState,
            viewStyles: context.recorder.viewStyles
        )
    }

    /// The first view that fell back to `reloadData` or does not show its data.
    private static func check(_ views: [(name: String, view: RecordingView)]) -> String? {
        for (name, view) in views {
            if view.fallbackCount > 0 {
                return "\(name): the \(view.isTableView ? "table" : "collection") view fell back to reloadData instead of animating"
            }
            do {
                try view.verifyDisplaysDataSource()
            } catch {
                return "\(name): \(error)"
            }
        }
        return nil
    }

    private static func makeScreen(for scenario: Scenario, context: ReplayContext) -> any ReplayScreen {
        let scheduler = context.scheduler
        switch (scenario.kind, scenario.initial) {
        case (.dataFactory, .movies(let ids)):
            let factory = InTheatersFactory(list: context.inTheaters)
            return SingleSectionScreen<MovieInTheaters>(
                context: context,
                make: { CollectionData(dataFactory: factory, rawData: $0, scheduler: scheduler) },
                initial: ids
            )
        case (.nonUniqueSingleSection, .movies(let ids)):
            return SingleSectionScreen<NonUniqueDatum<ScenarioMovie>>(
                context: context, make: { NonUniqueCollectionData<ScenarioMovie>($0, scheduler: scheduler) }, initial: ids
            )
        case (_, .movies(let ids)):
            return SingleSectionScreen<ScenarioMovie>(context: context, make: { CollectionData($0, scheduler: scheduler) }, initial: ids)
        case (_, .sectionLists(let lists)):
            return DiscreteSectionsScreen(context: context, initial: lists)
        case (.nonUniqueSections, .shelves(let shelves)):
            return SectionedScreen<NonUniqueSectionDatum<MovieShelf>>(
                context: context, make: { NonUniqueCollectionSectionData<MovieShelf>($0, scheduler: scheduler) }, initial: shelves
            )
        case (_, .shelves(let shelves)):
            return SectionedScreen<MovieShelf>(
                context: context, make: { CollectionSectionData($0, scheduler: scheduler) }, initial: shelves
            )
        case (_, .carousels(let carousels)):
            return CarouselTableScreen(context: context, initial: carousels)
        case (_, .carouselShelves(let shelves)):
            return SectionedCarouselScreen(context: context, initial: shelves)
        }
    }
}
