import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

@Suite("CollectionData animations")
struct CollectionDataAnimationTests {
    @Test func anUpdateAnimatesBatchOneThenReloadsThenCompletes() {
        let f = SingleSectionFixture([1, 2, 3, 4])
        let done = Counter()
        var target = items([4, 2, 3, 5])
        target[1].version = 1
        f.data.update(target) { done.increment() }
        #expect(f.data.items == items([1, 2, 3, 4]), "nothing changes before the scheduler runs")
        f.scheduler.run()
        #expect(done.value == 1)
        #expect(f.data.items == target)
        #expect(f.view.timedEvents.map(\.description) == [
            "t=0ms reloadData",
            "t=0ms beginBatch",
            "t=0ms deleteItems [[0, 0]] bottom",
            "t=0ms moveItem [0, 3] -> [0, 0]",
            "t=0ms insertItems [[0, 3]] fade",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms reloadItems [[0, 1]] fade",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
        ])
        #expect(f.observer.decisions == [AnimationDecision(style: .preciseAnimations, reason: .precise)])
        f.expectConsistent()
    }
}
