import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// Records what an animation delegate is told, in order.
final class PhaseRecorder: CollectionSectionDataAnimationDelegate, @unchecked Sendable {
    private(set) var told: [String] = []

    nonisolated func animateAlongsideUpdate(for state: CollectionDataAnimationState) {
        switch state {
        case .immediatelyBefore(let group, _): told.append("before \(group)")
        case .during(let group, _): told.append("during \(group)")
        case .immediatelyAfter(let group, _): told.append("after \(group)")
        case .completed(let group): told.append("completed \(group)")
        }
    }

    nonisolated func animateAlongsideSectionUpdate(with duration: TimeInterval) {
        told.append("section update")
    }
}

/// Issue 21, item 3: the batch structure of the original's
/// `UIKit+DeltaUpdates.swift` (`_performAnimations(for:)`) and
/// `UIKit+SectionDeltaUpdates.swift` (`performAnimations(sectionDelta:)`,
/// `performAnimations(sectionItemDelta:)`): once anything changes, batch 1
/// and batch 2 both run, even empty, each telling its phases; within a
/// batch the calls are deletions, moves, insertions.
@Suite("Batch structure of the original")
struct OriginalBatchStructureTests {
    private static let bothBatchesPhases = [
        "before insertDeleteMove", "during insertDeleteMove", "after insertDeleteMove",
        "before reload", "during reload", "after reload",
        "completed insertDeleteMove", "completed reload",
    ]

    @Test func aDeltaOfReloadsOnlyRunsAnEmptyFirstBatchWithItsPhases() {
        let f = SingleSectionFixture([1, 2])
        let recorder = PhaseRecorder()
        f.data.animationDelegate = recorder
        let done = Counter()
        f.view.clearEvents()
        f.data.update([TestItem(id: 1), TestItem(id: 2, version: 1)]) { done.increment() }
        f.scheduler.run()
        #expect(f.view.timedEvents.map(\.description) == [
            "t=0ms beginBatch",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms reloadItems [[0, 1]] fade",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
        ])
        #expect(recorder.told == Self.bothBatchesPhases)
        #expect(done.value == 1)
        f.expectConsistent()
    }

    @Test func aDeltaWithoutReloadsRunsAnEmptyReloadBatchWithItsPhases() {
        let f = SingleSectionFixture([1, 2, 3, 4])
        let recorder = PhaseRecorder()
        f.data.animationDelegate = recorder
        f.view.clearEvents()
        f.data.update(items([4, 2, 3, 5]))
        f.scheduler.run()
        #expect(f.view.timedEvents.map(\.description) == [
            "t=0ms beginBatch",
            "t=0ms deleteItems [[0, 0]] bottom",
            "t=0ms moveItem [0, 3] -> [0, 0]",
            "t=0ms insertItems [[0, 3]] fade",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
        ])
        #expect(recorder.told == Self.bothBatchesPhases)
        f.expectConsistent()
    }

    @Test func synchronizedSectionsAreDeletedMovedAndInsertedSectionBySection() {
        let f = SyncFixture(delay: .short)
        f.sections[0].update(items([3, 2, 10]))
        f.sections[1].update(items([5, 4, 11]))
        f.scheduler.run()
        #expect(f.log == [
            "t=10ms beginBatch",
            "t=10ms deleteItems [[0, 0]]",
            "t=10ms moveItem [0, 2] -> [0, 0]",
            "t=10ms insertItems [[0, 2]]",
            "t=10ms moveItem [1, 1] -> [1, 0]",
            "t=10ms insertItems [[1, 2]]",
            "t=10ms endBatch",
            "t=310ms animationsCompleted",
            "t=310ms beginBatch",
            "t=310ms endBatch",
            "t=610ms animationsCompleted",
        ])
        f.expectConsistent()
    }

    @Test func sectionedDataTellsTheSectionBatchInsideItAndPhasesTheItemBatches() {
        let f = SectionFixture([section(1, [1, 2]), section(2, [3])])
        let recorder = PhaseRecorder()
        f.data.animationDelegate = recorder
        f.view.clearEvents()
        f.data.update([section(3, [4]), section(1, [2, 1]), section(2, [3])])
        f.scheduler.run()
        #expect(f.log == [
            "t=0ms beginBatch",
            "t=0ms insertSections [0] fade",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms moveItem [1, 1] -> [1, 0]",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
            "t=600ms beginBatch",
            "t=600ms endBatch",
            "t=900ms animationsCompleted",
        ])
        #expect(recorder.told == ["section update"] + Self.bothBatchesPhases)
        f.expectConsistent()
    }

    @Test func sectionedDataWithOnlySectionChangesRunsNoItemBatch() {
        let f = SectionFixture([section(1, [1]), section(2, [2])])
        let recorder = PhaseRecorder()
        f.data.animationDelegate = recorder
        f.view.clearEvents()
        f.data.update([section(2, [2]), section(1, [1])])
        f.scheduler.run()
        #expect(f.log == [
            "t=0ms beginBatch",
            "t=0ms moveSection 1 -> 0",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
        ])
        #expect(recorder.told == ["section update"])
        f.expectConsistent()
    }
}
