import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// The two data objects run one update pipeline; these tests pin the
/// differences kept on purpose, each on both types (see the requirements
/// `isStale(_:)` and `reportedSection` of `UpdatePipeline`).
@Suite("Update pipeline: differences kept on purpose")
struct UpdatePipelineDifferenceTests {
    // MARK: The stale-view check is CollectionData's only

    @Test func collectionDataLeavesAViewItsVerifierCallsStaleUntouched() {
        let f = SingleSectionFixture([1, 2])
        let verifier = StaleCellVerifier()
        verifier.isValid = false
        f.data.reusableViewVerificationDelegate = verifier
        f.view.clearEvents()
        f.data.update(items([2, 3]))
        f.scheduler.run()
        #expect(f.observer.decisions == [AnimationDecision(style: nil, reason: .staleReusableView)])
        #expect(f.view.events.isEmpty)
        #expect(f.data.items == items([2, 3]))
    }

    @Test func collectionSectionDataHasNoStaleViewCheckAndAnimatesItsView() {
        let f = SectionFixture([section(1, [1, 2])])
        f.view.clearEvents()
        f.data.update([section(1, [2, 3])])
        f.scheduler.run()
        #expect(f.observer.decisions == [AnimationDecision(style: .preciseAnimations, reason: .precise)])
        #expect(f.view.events.contains(.beginBatch))
        #expect(f.data.sections == [section(1, [2, 3])])
        f.expectConsistent()
    }

    // MARK: A duplicates report names the data's first view section

    @Test func collectionDataReportsDuplicatesInItsOwnSection() {
        let f = SyncFixture(delay: .none)
        let data = f.sections[2]
        let observer = CalculationObserver()
        data.calculationNotificationDelegate = observer
        data.update(items([7, 7, 8]))
        f.scheduler.run()
        #expect(observer.inaccuracies == [InaccurateDeltaReport(section: 2, sourceDuplicates: [], targetDuplicates: ["7"])])
        #expect(observer.decisions == [AnimationDecision(style: .reloadData, reason: .duplicateIdentifiers)])
        f.expectConsistent()
    }

    @Test func collectionSectionDataReportsDuplicatesInSectionZero() {
        let f = SectionFixture([section(1, [1]), section(2, [2]), section(3, [3])])
        f.data.update([section(1, [1]), section(2, [2]), section(3, [3, 3])])
        f.scheduler.run()
        #expect(f.observer.inaccuracies == [InaccurateDeltaReport(section: 0, sourceDuplicates: [], targetDuplicates: ["3"])])
        #expect(f.observer.decisions == [AnimationDecision(style: .reloadData, reason: .duplicateIdentifiers)])
        f.expectConsistent()
    }
}
