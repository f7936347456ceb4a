import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

@Suite("Non-unique data and data factories")
struct NonUniqueAndFactoryTests {
    // MARK: Non-unique data

    @Test(arguments: [RecordingViewStyle.table, .collection])
    func repeatedValuesAnimateByOccurrence(style: RecordingViewStyle) {
        let scheduler = VirtualTimeScheduler()
        let data = NonUniqueCollectionData<Letter>(["A", "B", "A", "C"], scheduler: scheduler)
        let source = CollectionDataSource([data])
        let view = RecordingView(style: style, dataSource: source, scheduler: scheduler)
        data.view = view
        #expect(data.items.map(\.uniqueID.description) == ["A1", "B1", "A2", "C1"])
        #expect(data[1].rawData == "B")
        #expect(data[2].rawData == "A")
        #expect(data[2].uniqueID == NonUniqueID(id: "A", occurrence: 2))

        let done = Counter()
        data.update(["A", "A", "B", "D", "C"]) { done.increment() }
        scheduler.run()
        let a = LoggedAnimations(style)
        #expect(view.timedEvents.map(\.description) == [
            "t=0ms reloadData",
            "t=0ms beginBatch",
            "t=0ms moveItem [0, 2] -> [0, 1]",
            "t=0ms insertItems [[0, 3]]\(a.insert)",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
        ])
        #expect(data.items.map(\.uniqueID.description) == ["A1", "A2", "B1", "D1", "C1"])
        #expect(data.items.map(\.rawData) == ["A", "A", "B", "D", "C"])
        #expect(data[1].rawData == "A")
        #expect(done.value == 1)
        expectViewConsistent(view)
    }

    /// An occurrence is identified by its value's `nonUniqueID` and its
    /// number, so a value that changes but keeps its identifier is reloaded.
    /// (The original's wrapper compared whole values: it deleted and
    /// inserted instead.)
    @Test func aChangedValueKeepingItsIdentifierIsReloaded() {
        let scheduler = VirtualTimeScheduler()
        let data = NonUniqueCollectionData<Version>([Version(name: "A", version: 1), Version(name: "B", version: 1)], scheduler: scheduler)
        let source = CollectionDataSource([data])
        let view = RecordingView(style: .table, dataSource: source, scheduler: scheduler)
        data.view = view
        data.update([Version(name: "A", version: 2), Version(name: "B", version: 1)])
        scheduler.run()
        #expect(view.events.map(\.description) == [
            "reloadData",
            "beginBatch",
            "endBatch",
            "animationsCompleted",
            "beginBatch",
            "reloadItems [[0, 0]] fade",
            "endBatch",
            "animationsCompleted",
        ])
        #expect(data[0].rawData.version == 2)
        expectViewConsistent(view)
    }

    // MARK: Data factories

    @Test(arguments: [RecordingViewStyle.table, .collection])
    func aFactoryFlagChangeReloadsOnlyThatMovie(style: RecordingViewStyle) {
        let scheduler = VirtualTimeScheduler()
        let inTheaters = InTheaters([2])
        let movies = [Movie(id: 1, title: "Alien"), Movie(id: 2, title: "Brazil"), Movie(id: 3, title: "Casablanca")]
        let data = CollectionData<ShowtimeMovie>(dataFactory: ShowtimeFactory(inTheaters: inTheaters), rawData: movies, scheduler: scheduler)
        let observer = CalculationObserver()
        data.calculationNotificationDelegate = observer
        let source = CollectionDataSource([data])
        let view = RecordingView(style: style, dataSource: source, scheduler: scheduler)
        data.view = view
        #expect(view.displayedSections.flatMap { $0 }.map(\.description) == ["1(Alien)", "2(Brazil*)", "3(Casablanca)"])

        // The same movies with the same flags: nothing to animate.
        data.update(movies)
        scheduler.run()
        #expect(observer.decisions == [AnimationDecision(style: nil, reason: .noChanges)])
        #expect(view.events == [.reloadData])

        // Casablanca comes back to theaters; the movies themselves do not change.
        inTheaters.set([2, 3])
        #expect(data.calculateDelta(movies) == IndexDelta(reloads: [IndexPair(source: 2, target: 2)]))
        data.update(movies)
        scheduler.run()
        let a = LoggedAnimations(style)
        #expect(view.timedEvents.map(\.description) == [
            "t=0ms reloadData",
            // A delta of reloads only: batch 1 runs empty, as in the original.
            "t=0ms beginBatch",
            "t=0ms endBatch",
            "t=300ms animationsCompleted",
            "t=300ms beginBatch",
            "t=300ms reloadItems [[0, 2]]\(a.reload)",
            "t=300ms endBatch",
            "t=600ms animationsCompleted",
        ])
        #expect(observer.decisions.last == AnimationDecision(style: .preciseAnimations, reason: .precise))
        #expect(data.items.map(\.rawData) == movies)
        #expect(data.items.map(\.isInTheaters) == [false, true, true])
        #expect(view.displayedSections.flatMap { $0 }.map(\.description) == ["1(Alien)", "2(Brazil*)", "3(Casablanca*)"])
        expectViewConsistent(view)
    }
}

// MARK: - Support

/// A letter that may repeat in a list.
/// A named value with a version: the same name may repeat.
private struct Version: NonUniquelyIdentifiable, Sendable, CustomStringConvertible {
    let name: String
    let version: Int
    var nonUniqueID: String { name }
    var description: String { "\(name)v\(version)" }
}

private struct Letter: NonUniquelyIdentifiable, Hashable, Sendable, ExpressibleByStringLiteral {
    let value: String
    init(stringLiteral value: String) { self.value = value }
    var nonUniqueID: String { value }
}

/// A movie as the server sends it.
private struct Movie: Hashable, Sendable {
    let id: Int
    let title: String
}

/// A movie with the "in theaters" flag looked up when it was built: a flag
/// change is a change to reload, though the movie is the same.
private struct ShowtimeMovie: UniquelyIdentifiable, Hashable, Sendable, CustomStringConvertible {
    typealias RawType = Movie
    let rawData: Movie
    let isInTheaters: Bool

    var uniqueID: Int { rawData.id }
    var description: String { isInTheaters ? "\(rawData.title)*" : rawData.title }
}

/// The ids of the movies in theaters now; the test changes it between updates.
private final class InTheaters: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: Set<Int>

    init(_ ids: Set<Int>) { self.ids = ids }

    func contains(_ id: Int) -> Bool { lock.withLock { ids.contains(id) } }
    func set(_ newIDs: Set<Int>) { lock.withLock { ids = newIDs } }
}

/// Builds each movie with the flag looked up in the shared set.
private struct ShowtimeFactory: UniquelyIdentifiableDataFactory, Sendable {
    let inTheaters: InTheaters

    func buildUniquelyIdentifiableDatum(_ movie: Movie) -> ShowtimeMovie {
        ShowtimeMovie(rawData: movie, isInTheaters: inTheaters.contains(movie.id))
    }
}
