import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// Hears calculations under the original library's delegate names.
final class CalculationListener: CollectionDataCalculationNotificationDelegate {
    private let calls = Recorded((began: 0, ended: 0, inaccurateDeltas: [IndexDelta](), reports: [InaccurateDeltaReport]()))
    private let waitingForEnd = Recorded([() -> Void]())
    var began: Int { calls.value.began }
    var ended: Int { calls.value.ended }
    var inaccurateDeltas: [IndexDelta] { calls.value.inaccurateDeltas }
    var reports: [InaccurateDeltaReport] { calls.value.reports }

    /// Calls `body` at the next `collectionDataDidEndCalculating()`.
    func onNextEnd(_ body: @escaping () -> Void) { waitingForEnd.change { $0.append(body) } }

    nonisolated func collectionDataDidBeginCalculating() { calls.change { $0.began += 1 } }
    nonisolated func collectionDataDidEndCalculating() {
        calls.change { $0.ended += 1 }
        var waiting: [() -> Void] = []
        waitingForEnd.change { swap(&waiting, &$0) }
        for body in waiting { body() }
    }
    nonisolated func inaccurateDeltaDetected(_ delta: IndexDelta) { calls.change { $0.inaccurateDeltas.append(delta) } }
    nonisolated func inaccurateDeltaDetected(_ report: InaccurateDeltaReport) { calls.change { $0.reports.append(report) } }
}

/// Animates alongside every batch; keeps the default animation style.
final class AlongsideAnimator: CollectionDataAnimationDelegate {
    private let recorded = Recorded([CollectionDataAnimationState]())
    var states: [CollectionDataAnimationState] { recorded.value }
    nonisolated func animateAlongsideUpdate(for state: CollectionDataAnimationState) { recorded.change { $0.append(state) } }
}

/// A movie whose identifier may repeat by mistake in data declared unique.
struct Duplicate: Equatable, UniquelyIdentifiable {
    typealias RawType = Duplicate
    let id: Int
    var uniqueID: Int { id }
}

@Suite("API: the original library's own names")
struct OriginalNamesAPITests {
    @Test func calculateDeltaSyncAndAsync() async {
        let data = CollectionData(movies([1, 2, 3]))
        let sync = data.calculateDeltaSync(movies([3, 1]))
        #expect(sync == IndexDelta(from: movies([1, 2, 3]), to: movies([3, 1])))
        #expect(sync.deletions == [1])
        let async: IndexDelta = await withCheckedContinuation { continuation in
            data.calculateDeltaAsync(movies([3, 1])) { continuation.resume(returning: $0) }
        }
        #expect(async == sync)
        #expect(data.items == movies([1, 2, 3]), "calculating changes nothing")
    }

    /// The original's delta from repeated identifiers does not add up, so a
    /// view animating it by hand raises; ours is a full replacement.
    @Test func calculateDeltaSyncWithRepeatedIdentifiersReplacesEverything() {
        let data = CollectionData([Duplicate(id: 1), Duplicate(id: 2)])
        let delta = data.calculateDeltaSync([Duplicate(id: 1), Duplicate(id: 1), Duplicate(id: 2)])
        #expect(delta == IndexDelta(deletions: [0, 1], insertions: [0, 1, 2]))
    }

    /// The original's names for the identity of a non-unique datum and for
    /// a factory whose items are its raw values.
    @Test func theOriginalsIdentityNames() {
        let key: UniqueKeyFromNonUniqueDatum<ScreenedMovie> = NonUniqueDatum.wrap([ScreenedMovie(movie: movies([7])[0])])[0].uniqueID
        #expect(key.occurrence == 1)
        func build<F: UniquelyIdentifiableIdentityDataFactory>(_ factory: F, _ raw: [F.RawType]) -> [F.UniquelyIdentifiableType] {
            raw.map(factory.buildUniquelyIdentifiableDatum)
        }
        #expect(build(IdentityDataFactory<Movie>(), movies([1])) == movies([1]))
    }

    @Test func calculationDelegateHearsCalculationsAndInaccurateDeltas() async {
        let data = CollectionData([Duplicate(id: 1), Duplicate(id: 2)])
        let source = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: source)
        let listener = CalculationListener()
        data.calculationDelegate = listener
        #expect(data.calculationDelegate === listener && data.calculationNotificationDelegate === listener)
        data.view = view
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            listener.onNextEnd { continuation.resume() }
            data.update([Duplicate(id: 1), Duplicate(id: 1), Duplicate(id: 3)])
        }
        // Begin and end once per busy period, the end after the update is shown.
        #expect(listener.began == 1 && listener.ended == 1)
        // Reported with the delta that could not be trusted: with duplicates
        // the delta is a full replacement, every old item deleted and every
        // new one inserted.
        #expect(listener.inaccurateDeltas == [IndexDelta(deletions: [0, 1], insertions: [0, 1, 2])])
        #expect(listener.reports == [InaccurateDeltaReport(section: 0, sourceDuplicates: [], targetDuplicates: ["1"])])
        #expect(view.displayedSections[0].count == 3)
        expectShowsItsData(view)
        withExtendedLifetime(source) {}
    }

    @Test func animationDelegateAnimatesAlongsideEachBatch() async {
        let data = CollectionData(movies([1, 2, 3]))
        // Batches that take their 300 ms on the default scheduler, as on screen.
        let source = CollectionDataSource([data])
        let view = RecordingView(style: .collection, dataSource: source, scheduler: DispatchScheduler.shared)
        let animator = AlongsideAnimator()
        data.animationDelegate = animator
        data.view = view
        data.update(movies([3, 1]) + movies([2], suffix: " changed"))
        await settled(data)
        expectShowsItsData(view)
        #expect(animator.states == [
            .immediatelyBefore(group: .insertDeleteMove, duration: 0.3),
            .during(group: .insertDeleteMove, duration: 0.3),
            .immediatelyAfter(group: .insertDeleteMove, duration: 0.3),
            // Batch 1's animations end: its completion starts batch 2.
            .immediatelyBefore(group: .reload, duration: 0.3),
            .during(group: .reload, duration: 0.3),
            .immediatelyAfter(group: .reload, duration: 0.3),
            .completed(group: .insertDeleteMove),
            .completed(group: .reload),
        ])
        #expect(animator.preferredItemAnimationStyle(for: .empty) == .preciseAnimations)
        withExtendedLifetime(source) {}
    }

    @Test func sectionedDataUnderTheOriginalsNames() {
        let data = CollectionSectionData([section("new", [1, 2])])
        let listener = CalculationListener()
        data.calculationDelegate = listener
        #expect(data.calculationNotificationDelegate === listener)
        #expect(data.itemCount(forSection: 0) == 2)
        #expect(data.isCalculating == false)
    }
}
