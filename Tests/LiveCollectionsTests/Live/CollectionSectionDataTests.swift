import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

@Suite("CollectionSectionData")
struct CollectionSectionDataTests {
    // MARK: The staged animation

    @Test(arguments: [RecordingViewStyle.table, .collection])
    func sectionBatchThenItemBatchThenReloads(style: RecordingViewStyle) {
        let f = SectionFixture([section(1, [1, 2, 3]), section(2, [4, 5]), section(3, [6, 7]), section(4, [8])], style: style)
        let done = Counter()
        let target = [section(3, [6]), section(1, [1, 3, 5]), section(5, [2, 9]), section(2, [4, 11], changed: [4])]
        f.data.update(target) { done.increment() }
        let a = LoggedAnimations(style)

        f.scheduler.advance(to: .milliseconds(150))
        #expect(f.shown == [["6", "7"], ["1", "2", "3"], ["9"], ["4", "5"]], "between the stages the view shows the intermediate layout")
        #expect(f.data.sectionCount == 4)
        #expect((0..<4).map { f.data.rowCount(forSection: $0) } == [2, 3, 1, 2])
        #expect(f.data[IndexPath(itemIndex: 0, sectionIndex: 2)] == TestItem(id: 9))
        #expect(done.value == 0)

        f.scheduler.advance(to: .milliseconds(899))
        #expect(done.value == 0, "the completion waits for the reload batch")
        f.scheduler.run()
        #expect(done.value == 1)
        #expect(f.log == [
            "t=0ms reloadData",
            "t=0ms beginBatch",
            "t=0ms deleteSections [3]\(a.deleteSection)",
            "t=0ms moveSection 2 -> 0",
            "t=0ms insertSections [2]\(a.insertSection)",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms deleteItems [[0, 1]]\(a.delete)",
            "t=300ms moveItem [1, 1] -> [2, 0]",
            "t=300ms moveItem [3, 1] -> [1, 2]",
            "t=300ms insertItems [[3, 1]]\(a.insert)",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
            "t=600ms beginBatch",
            "t=600ms reloadItems [[3, 0]]\(a.reload)",
            "t=600ms endBatch",
            "t=900ms animationsCompleted",
        ])
        #expect(f.data.sections == target)
        #expect(f.shown == [["6"], ["1", "3", "5"], ["2", "9"], ["4(4v1)", "11"]])
        #expect(f.observer.began == 1)
        #expect(f.observer.decisions == [AnimationDecision(style: .preciseAnimations, reason: .precise)])
        f.expectConsistent()
    }

    @Test(arguments: [RecordingViewStyle.table, .collection])
    func noSectionChangeSkipsTheSectionBatch(style: RecordingViewStyle) {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])], style: style)
        let done = Counter()
        let target = [section(1, [1]), section(2, [2, 3])]
        f.data.update(target) { done.increment() }
        f.scheduler.run()
        #expect(f.log == [
            "t=0ms reloadData",
            "t=0ms beginBatch",
            "t=0ms moveItem [0, 1] -> [1, 0]",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
        ])
        #expect(done.value == 1)
        #expect(f.data.sections == target)
        f.expectConsistent()
    }

    @Test(arguments: [RecordingViewStyle.table, .collection])
    func itemsMoveIntoAnInsertedSectionAndReappearFromADeletedOne(style: RecordingViewStyle) {
        let f = SectionFixture([section(1, [1, 2, 3]), section(2, [4, 5])], style: style)
        let target = [section(1, [1, 4]), section(7, [2, 9, 3])]
        f.data.update(target)
        f.scheduler.run()
        let a = LoggedAnimations(style)
        #expect(f.log == [
            "t=0ms reloadData",
            "t=0ms beginBatch",
            "t=0ms deleteSections [1]\(a.deleteSection)",
            "t=0ms insertSections [1]\(a.insertSection)",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            // 2 and 3 move into the section inserted by the first batch.
            "t=300ms moveItem [0, 1] -> [1, 0]",
            "t=300ms moveItem [0, 2] -> [1, 2]",
            // 4 lived in the deleted section: inserted, not moved.
            "t=300ms insertItems [[0, 1]]\(a.insert)",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
            "t=600ms beginBatch",
            "t=600ms endBatch",
            "t=900ms animationsCompleted",
        ])
        #expect(f.data.sections == target)
        f.expectConsistent()
    }

    /// As the original's `CollectionSectionData` (its initialiser stores
    /// the sections as given) and `SectionDataCalculator._updateAndAnimate`
    /// (which drops the updated sections without items before diffing):
    /// the initial empty sections are shown, and the next update deletes
    /// them with its own empty sections.
    @Test func emptySectionsAreShownUntilAnUpdateDropsThem() {
        let f = SectionFixture([section(0, []), section(1, [1]), section(2, [])])
        #expect(f.data.sectionCount == 3)
        #expect(f.data.rowCount(forSection: 1) == 1)
        #expect(f.data.sections == [section(0, []), section(1, [1]), section(2, [])])
        #expect(f.shown == [[], ["1"], []])

        f.data.update([section(3, []), section(1, [1, 2]), section(4, [3]), section(5, [])])
        f.scheduler.run()
        #expect(f.data.sectionCount == 2)
        #expect([0, 1, 2].map { f.data.rowCount(forSection: $0) } == [2, 1, 0])
        #expect(f.data.sections == [section(1, [1, 2]), section(4, [3])])
        #expect(f.log == [
            "t=0ms reloadData",
            "t=0ms beginBatch",
            "t=0ms deleteSections [0, 2] bottom",
            "t=0ms insertSections [1] fade",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms insertItems [[0, 1]] fade",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
            "t=600ms beginBatch",
            "t=600ms endBatch",
            "t=900ms animationsCompleted",
        ])
        f.expectConsistent()
    }

    // MARK: Choosing the animation

    /// `SectionDataCalculator._updateAndAnimate`: past a threshold the
    /// section stage still animates, then the final data is reloaded.
    @Test(arguments: [RecordingViewStyle.table, .collection])
    func dataCountThresholdAnimatesTheSectionStageThenReloads(style: RecordingViewStyle) {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])], style: style)
        f.data.dataCountAnimationThreshold = 3
        let target = [section(2, [3, 4]), section(1, [2, 1]), section(3, [5])]
        f.data.update(target)
        f.scheduler.run()
        let a = LoggedAnimations(style)
        #expect(f.log == [
            "t=0ms reloadData",
            "t=0ms beginBatch",
            "t=0ms moveSection 1 -> 0",
            "t=0ms insertSections [2]\(a.insertSection)",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms reloadData",
        ])
        #expect(f.observer.decisions == [AnimationDecision(style: .reloadData, reason: .dataCountThreshold)])
        #expect(f.data.sections == target)
        f.expectConsistent()
    }

    /// No section changes, so no section batch; the item stage is past the
    /// threshold: the final data is reloaded.
    @Test func deltaCountThresholdReloadsAfterTheSectionStage() {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])])
        f.data.deltaCountAnimationThreshold = 1
        let target = [section(1, [1]), section(2, [3, 4])]
        f.data.update(target)
        f.scheduler.run()
        #expect(f.log == [
            "t=0ms reloadData",
            "t=0ms reloadData",
        ])
        #expect(f.observer.decisions == [AnimationDecision(style: .reloadData, reason: .deltaCountThreshold)])
        #expect(f.data.sections == target)
        f.expectConsistent()
    }

    @Test(arguments: [RecordingViewStyle.table, .collection])
    func appendAnimatesWholeSectionsAsInsertionsDespiteTheDataCountThreshold(style: RecordingViewStyle) {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])], style: style)
        f.data.dataCountAnimationThreshold = 1
        let done = Counter()
        f.data.append([section(3, [4, 5]), section(4, []), section(5, [6])]) { done.increment() }
        f.scheduler.run()
        let a = LoggedAnimations(style)
        #expect(f.log == [
            "t=0ms reloadData",
            // The empty section is inserted too, as the original's
            // `_appendAndAnimate` inserts every appended section.
            "t=0ms beginBatch",
            "t=0ms insertSections [2, 3, 4]\(a.insertSection)",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            // The item stage has nothing to animate: no item batch follows.
        ])
        #expect(f.observer.decisions == [AnimationDecision(style: .preciseAnimations, reason: .precise)])
        #expect(f.data.sections == [section(1, [1, 2]), section(2, [3]), section(3, [4, 5]), section(4, []), section(5, [6])])
        #expect(done.value == 1)
        f.expectConsistent()

        // The next update sent with it still empty deletes it.
        f.view.clearEvents()
        f.data.dataCountAnimationThreshold = 100
        f.data.update([section(1, [1, 2]), section(2, [3]), section(3, [4, 5]), section(4, []), section(5, [6])])
        f.scheduler.run()
        #expect(f.view.events.map(\.description) == ["beginBatch", "deleteSections [3]\(a.deleteSection)", "endBatch", "animationsCompleted"])
        #expect(f.data.sections.map(\.id) == [1, 2, 3, 5])
        f.expectConsistent()
    }

    @Test func emptyFrameReloadsData() {
        let f = SectionFixture([section(1, [1, 2])], frame: .zero)
        let done = Counter()
        let target = [section(1, [2]), section(2, [1])]
        f.data.update(target) { done.increment() }
        f.scheduler.run()
        // The view's load, then the section stage's reload, then the item stage's.
        #expect(f.log == ["t=0ms reloadData", "t=0ms reloadData", "t=0ms reloadData"])
        #expect(f.observer.decisions == [AnimationDecision(style: .reloadData, reason: .emptyFrame)])
        #expect(f.data.sections == target)
        #expect(done.value == 1)
        f.expectConsistent()
    }

    @Test func animationDelegateChoosingReloadDataForTheSectionStageIsObeyed() {
        let f = SectionFixture([section(1, [1, 2])])
        let delegate = StyleChooser(.reloadData)
        f.data.animationDelegate = delegate
        let target = [section(1, [2]), section(2, [1])]
        f.data.update(target)
        f.scheduler.run()
        // The section stage is reloaded; the item stage (no item style
        // chosen) animates the item from there.
        #expect(f.log == [
            "t=0ms reloadData",
            "t=0ms reloadData",
            "t=0ms beginBatch",
            "t=0ms moveItem [0, 0] -> [1, 0]",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
        ])
        #expect(f.observer.decisions == [AnimationDecision(style: .preciseAnimations, reason: .precise)])
        #expect(delegate.deltas.count == 1)
        #expect(delegate.deltas.first?.sectionDelta == IndexDelta(insertions: [1]))
        #expect(f.data.sections == target)
        f.expectConsistent()
    }

    @Test func withoutViewAnUpdateAppliesAtOnce() {
        let scheduler = VirtualTimeScheduler()
        let data = CollectionSectionData([section(1, [1, 2])], scheduler: scheduler)
        let observer = CalculationObserver()
        data.calculationNotificationDelegate = observer
        let done = Counter()
        let target = [section(2, [3]), section(1, [1])]
        data.update(target) { done.increment() }
        #expect(data.sections == target, "applied before the scheduler runs")
        #expect(data.sectionCount == 2)
        #expect(done.value == 1)
        #expect(scheduler.pendingJobCount == 0)
        #expect(observer.began == 0)
        #expect(observer.decisions == [AnimationDecision(style: nil, reason: .noView)])
    }

    // MARK: Coalescing

    @Test func updatesDuringAnAnimationCoalesceIntoOneCalculation() {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])])
        let done = Counter()
        f.data.update([section(1, [2, 1]), section(2, [3])]) { done.increment() }
        f.scheduler.advance(by: .milliseconds(10))
        #expect(f.observer.began == 1)
        f.data.update([section(2, [3]), section(1, [1])]) { done.increment() }
        let third = [section(3, [4]), section(1, [1, 2]), section(2, [3, 5])]
        f.data.update(third) { done.increment() }
        #expect(f.data.sections == [section(1, [2, 1]), section(2, [3])], "the first update is still animating")
        f.scheduler.run()
        #expect(f.observer.began == 1, "one busy period")
        #expect(f.observer.ended == 1)
        #expect(f.observer.decisions.count == 2)
        #expect(done.value == 3)
        #expect(f.data.sections == third)
        #expect(f.log == [
            "t=0ms reloadData",
            "t=0ms beginBatch",
            "t=0ms moveItem [0, 1] -> [0, 0]",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
            "t=600ms beginBatch",
            "t=600ms insertSections [0] fade",
            "t=600ms endBatch",
            "t=900ms animationsCompleted",
            "t=900ms beginBatch",
            "t=900ms moveItem [1, 1] -> [1, 0]",
            "t=900ms insertItems [[2, 1]] fade",
            "t=900ms endBatch",
            "t=1200ms animationsCompleted",
            "t=1200ms beginBatch",
            "t=1200ms endBatch",
            "t=1500ms animationsCompleted",
        ])
        f.expectConsistent()
    }

    // MARK: Identities

    @Test(arguments: [RecordingViewStyle.table, .collection])
    func nonUniqueItemsAreNumberedAcrossSectionsAndMoveBetweenThem(style: RecordingViewStyle) {
        let scheduler = VirtualTimeScheduler()
        let data = NonUniqueCollectionSectionData<Shelf>(
            [Shelf(name: "new", films: ["A", "B", "A"]), Shelf(name: "top", films: ["C", "A", "B"])],
            scheduler: scheduler
        )
        let source = CollectionSectionDataSource(data)
        let view = RecordingView(style: style, dataSource: source, scheduler: scheduler)
        data.view = view
        #expect(data.sections.map { $0.items.map(\.uniqueID.description) } == [["A1", "B1", "A2"], ["C1", "A3", "B2"]])

        let target = [Shelf(name: "new", films: ["A", "B"]), Shelf(name: "top", films: ["C", "A", "A", "B"])]
        data.update(target)
        scheduler.run()
        #expect(view.timedEvents.map(\.description) == [
            "t=0ms reloadData",
            "t=0ms beginBatch",
            "t=0ms moveItem [0, 2] -> [1, 1]",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
        ])
        #expect(data.sections.map { $0.items.map(\.uniqueID.description) } == [["A1", "B1"], ["C1", "A2", "A3", "B2"]])
        #expect(data.sections.map(\.rawData) == target)
        let moved: NonUniqueDatum<Film> = data[IndexPath(itemIndex: 1, sectionIndex: 1)]
        #expect(moved.rawData == "A")
        #expect(moved.uniqueID == NonUniqueID(id: "A", occurrence: 2))
        expectViewConsistent(view)
    }

    @Test(arguments: [RecordingViewStyle.table, .collection])
    func duplicateItemIDsAcrossSectionsReloadData(style: RecordingViewStyle) {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])], style: style)
        let target = [section(1, [1, 2]), section(2, [3, 1])]
        f.data.update(target)
        f.scheduler.run()
        #expect(f.log == ["t=0ms reloadData", "t=0ms reloadData"])
        #expect(f.observer.decisions == [AnimationDecision(style: .reloadData, reason: .duplicateIdentifiers)])
        #expect(f.observer.inaccuracies == [InaccurateDeltaReport(section: 0, sourceDuplicates: [], targetDuplicates: ["1"])])
        #expect(f.data.sections == target)
        f.expectConsistent()
    }
}

// MARK: - Support


/// An animation delegate that always prefers one style, and keeps the deltas
/// it was asked about.
private final class StyleChooser: CollectionSectionDataAnimationDelegate {
    let style: AnimationStyle
    private(set) var deltas: [SectionDelta] = []

    init(_ style: AnimationStyle) { self.style = style }

    nonisolated func preferredSectionAnimationStyle(for delta: SectionDelta) -> AnimationStyle {
        deltas.append(delta)
        return style
    }
}

/// A film, known by its title; the same film may appear on several shelves.
/// Also `UniquelyIdentifiable`, as the original library asks of the items of
/// a non-unique section (the wrapper does not use its `uniqueID`).
private struct Film: NonUniquelyIdentifiable, UniquelyIdentifiable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    typealias RawType = Film
    let title: String
    init(stringLiteral title: String) { self.title = title }
    var nonUniqueID: String { title }
    var uniqueID: String { title }
    var description: String { title }
}

/// A named shelf of films, repeats allowed.
private struct Shelf: NonUniquelyIdentifiableSection, Hashable, Sendable {
    typealias RawType = Shelf
    let name: String
    let films: [Film]

    var uniqueID: String { name }
    var items: [Film] { films }
}
