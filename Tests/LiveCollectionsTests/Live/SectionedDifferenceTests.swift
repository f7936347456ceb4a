import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// Hears the sectioned data's delegate questions and calculations.
final class SectionedQuestions: CollectionSectionDataAnimationDelegate, CollectionDataCalculationNotificationDelegate, @unchecked Sendable {
    private(set) var asked: [String] = []
    var onCalculated: () -> Void = {}

    nonisolated func preferredSectionAnimationStyle(for delta: SectionDelta) -> AnimationStyle {
        asked.append("section style")
        return .preciseAnimations
    }

    nonisolated func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle {
        asked.append("item style")
        return .preciseAnimations
    }

    nonisolated func collectionSectionDataDidCalculate(_ delta: SectionDelta) { onCalculated() }
}

/// Where sectioned data differs from the original on purpose (the
/// differences table of docs/livecollections-api.md names each test).
@Suite("Sectioned data: the differences kept")
struct SectionedDifferenceTests {
    private func structural(_ events: [RecordedEvent]) -> [RecordedEvent] {
        events.filter {
            switch $0 {
            case .deleteItems, .insertItems, .moveItem, .reloadItems: true
            default: false
            }
        }
    }

    /// The original's item stage lists every surviving item as a move
    /// (`SectionDataCalculator.swift`, `includeIdenticalMoves: true`); ours
    /// moves only what left its order.
    @Test func theItemStageMovesOnlyItemsThatLeftTheirOrder() {
        let f = SectionFixture([section(1, [1, 2, 3])])
        f.view.clearEvents()
        f.data.update([section(1, [2, 3])])
        f.scheduler.run()
        #expect(structural(f.view.events) == [.deleteItems([IndexPath(itemIndex: 0, sectionIndex: 0)], .bottom)])
        f.expectConsistent()
    }

    /// The original moves every section whose position shifted by
    /// something other than the deletions and insertions before it
    /// (`DeltaCalculator.swift`, `calculateSectionDelta`): `12345 -> 23145`
    /// moves sections 1, 2 and 3. Ours moves only the section that left its
    /// order, and the batch lands on the data.
    @Test func theSectionStageMovesOnlySectionsThatLeftTheirOrder() {
        let f = SectionFixture((1...5).map { section($0, [$0]) })
        f.view.clearEvents()
        let target = [2, 3, 1, 4, 5].map { section($0, [$0]) }
        f.data.update(target)
        f.scheduler.run()
        #expect(f.log == [
            "t=0ms beginBatch",
            "t=0ms moveSection 0 -> 2",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
        ])
        #expect(f.data.sections == target)
        #expect(f.shown == [["2"], ["3"], ["1"], ["4"], ["5"]])
        f.expectConsistent()
    }

    /// The original's item stage lists a changed item that keeps its path
    /// twice among its reloads: once as a reload, once as its move in place
    /// turned into a reload (`SectionDataCalculator.swift`,
    /// `convertNecessaryMovesToReloads`); its view then asks the manual
    /// reload delegate once per listed reload and hands it every claimed
    /// path, each twice (`UIKit+SectionDeltaUpdates.swift`,
    /// `performAnimations(sectionItemDelta:delegate:updateData:completion:)`).
    /// Ours asks once per changed item and hands each claimed path once; the
    /// unclaimed one is reloaded once.
    @Test func theManualReloadDelegateIsAskedOncePerChangedItemAndHandedEachPathOnce() {
        let f = SectionFixture([section(1, [1, 2, 3]), section(2, [4, 5])])
        let log = ReloadTimingLog(claiming: [1])
        f.data.reloadDelegate = log
        f.view.clearEvents()
        let done = Counter()
        let target = [section(1, [1, 2, 3], changed: [2]), section(2, [4, 5], changed: [4, 5])]
        f.data.update(target) { done.increment() }
        f.scheduler.run()
        #expect(log.entries == ["asked 0.1", "asked 1.0", "asked 1.1", "handed 0.1 1.1"])
        #expect(structural(f.view.events) == [.reloadItems([IndexPath(itemIndex: 0, sectionIndex: 1)], .fade)])
        #expect(done.value == 0, "the completion waits for the claimed reloads")
        log.complete(IndexPath(itemIndex: 1, sectionIndex: 1))
        log.complete(IndexPath(itemIndex: 1, sectionIndex: 0))
        #expect(done.value == 1)
        #expect(f.data.sections == target)
        // The claimed cells are the delegate's to redraw: only the batches
        // are checked here.
        #expect(f.view.rejections.isEmpty)
    }

    /// With every surviving item a move, the original's item stage always
    /// has changes and asks the item style; with nothing changed ours has
    /// no item stage.
    @Test func anUnchangedUpdateHasNoItemStage() {
        let f = SectionFixture([section(1, [1, 2])])
        let questions = SectionedQuestions()
        f.data.animationDelegate = questions
        f.view.clearEvents()
        f.data.update([section(1, [1, 2])])
        f.scheduler.run()
        #expect(questions.asked == ["section style"])
        #expect(f.view.events.isEmpty)
    }

    /// The original reports every item of a deleted section, one that moved
    /// into another section too (`SectionDataCalculator.swift`,
    /// `deletedSectionItems`); ours the items no section holds any more.
    @Test func theDeletionDelegateHearsOnlyItemsNoSectionHolds() {
        let f = SectionFixture([section(0, [1, 2]), section(1, [3])])
        let deletions = DeletionListener()
        f.data.setDeletionNotificationDelegate(deletions)
        f.data.update([section(1, [3, 1])])
        f.scheduler.run()
        #expect(deletions.deleted == [[TestItem(id: 2)]])
        f.expectConsistent()
    }

    /// The original shows the layout between the stages from its
    /// calculation on, before the section batch is sent
    /// (`SectionDataCalculator.swift`, `_updateAndAnimate`); ours only
    /// inside that batch.
    @Test func theLayoutBetweenTheStagesIsShownFromTheSectionBatchOn() {
        let f = SectionFixture([section(1, [1]), section(2, [2])])
        let questions = SectionedQuestions()
        var sectionsWhenCalculated: [[TestItem]] = []
        questions.onCalculated = { sectionsWhenCalculated = f.data.sections.map(\.items) }
        f.data.calculationNotificationDelegate = questions
        f.data.update([section(2, [2]), section(3, [3])])
        f.scheduler.run()
        #expect(sectionsWhenCalculated == [[TestItem(id: 1)], [TestItem(id: 2)]])
        f.expectConsistent()
    }
}
