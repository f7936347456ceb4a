import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// Issue 21: the update pipeline's behaviour as the original library's
/// source has it (`CollectionData.swift`, `ItemDataCalculator.swift`,
/// `SectionDataCalculator.swift`).
@Suite("Update pipeline of the original")
struct OriginalPipelineTests {
    // MARK: Item 8: an update with no view

    /// `CollectionData.update(_:completion:)`: `view == nil` ->
    /// `updateDataOnly` at once, whatever is in flight.
    @Test func anUpdateWithNoViewAppliesAtOnceEvenWhileAnotherIsInFlight() {
        let f = SingleSectionFixture([1, 2])
        f.data.update(items([2, 3]))
        f.scheduler.advance(by: .milliseconds(10))
        #expect(f.data.items == items([2, 3]), "the first update is animating")
        f.data.view = nil
        let done = Counter()
        f.data.update(items([7])) { done.increment() }
        #expect(f.data.items == items([7]), "applied at once, not queued behind the update in flight")
        #expect(done.value == 1)
        f.data.append(items([8])) { done.increment() }
        #expect(f.data.items == items([7, 8]))
        #expect(done.value == 2)
        f.scheduler.run()
        #expect(f.observer.decisions.last == AnimationDecision(style: nil, reason: .noView))
    }

    @Test func sectionedDataWithNoViewAppliesAtOnceEvenWhileAnotherIsInFlight() {
        let f = SectionFixture([section(1, [1, 2])])
        f.data.update([section(1, [2, 1])])
        f.scheduler.advance(by: .milliseconds(10))
        f.data.view = nil
        f.data.update([section(2, [5])])
        #expect(f.data.items == [section(2, [5])])
    }
}
