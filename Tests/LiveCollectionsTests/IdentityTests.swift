import Foundation
import Testing
import LiveCollections

@Suite("Identity protocols")
struct IdentityTests {
    /// Items of a non-unique section are also `UniquelyIdentifiable`, as in
    /// the original library; their `uniqueID` is not used by the wrapper.
    struct Movie: NonUniquelyIdentifiable, UniquelyIdentifiable {
        typealias RawType = Movie
        let id: String
        var title: String = ""
        var nonUniqueID: String { id }
        var uniqueID: String { id }
    }

    @Test func valueTypesIdentifyThemselves() {
        #expect(42.uniqueID == 42 && 42.rawData == 42)
        #expect("a".uniqueID == "a")
        let uuid = UUID()
        #expect(uuid.uniqueID == uuid && uuid.rawData == uuid)
    }

    @Test func nonUniqueValuesAreNumberedInArrayOrder() {
        let wrapped = NonUniqueDatum.wrap(["A", "B", "A", "C", "D", "B"].map { Movie(id: $0) })
        #expect(wrapped.map(\.uniqueID.description) == ["A1", "B1", "A2", "C1", "D1", "B2"])
        #expect(wrapped.map(\.rawData.id) == ["A", "B", "A", "C", "D", "B"])
        #expect(Set(wrapped.map(\.uniqueID)).count == 6)
        #expect(NonUniqueDatum.wrap([Movie(id: "7"), Movie(id: "7")]).map(\.uniqueID.description) == ["7#1", "7#2"])
        // A datum prints as the value it wraps; its identity prints as `A2`.
        #expect(wrapped.map(\.description) == wrapped.map { "\($0.rawData)" })
    }

    struct Shelf: NonUniquelyIdentifiableSection {
        let name: String
        var items: [Movie]
        var uniqueID: String { name }
        typealias RawType = Shelf
    }

    @Test func nonUniqueSectionsNumberAcrossAllSections() {
        let shelves = [Shelf(name: "x", items: [Movie(id: "A"), Movie(id: "B")]), Shelf(name: "y", items: [Movie(id: "A")])]
        let wrapped = NonUniqueSectionDatum.wrap(shelves)
        #expect(wrapped.map { $0.items.map(\.uniqueID.description) } == [["A1", "B1"], ["A2"]])
        #expect(wrapped.map(\.uniqueID) == ["x", "y"])
        #expect(wrapped[1].rawData.items == [Movie(id: "A")])
    }

    @Test func nonUniqueDataDiffsByOccurrence() {
        let source = NonUniqueDatum.wrap(["A", "B", "A"].map { Movie(id: $0) })
        let target = NonUniqueDatum.wrap(["A", "A", "B"].map { Movie(id: $0) })
        // A1 stays, A2 and B1 swap: one move, no duplicates reported.
        let calculation = DeltaCalculation(from: source, to: target)
        #expect(calculation.duplicates == nil)
        #expect(calculation.delta.moves.count == 1)
    }

    struct Flagged: UniquelyIdentifiable {
        typealias RawType = Int
        let rawData: Int
        let inTheaters: Bool
        var uniqueID: Int { rawData }
    }

    struct FlagFactory: UniquelyIdentifiableDataFactory {
        let inTheaters: Set<Int>
        func buildUniquelyIdentifiableDatum(_ rawType: Int) -> Flagged {
            Flagged(rawData: rawType, inTheaters: inTheaters.contains(rawType))
        }
    }

    @Test func aFactoryDecidesWhatIsAReload() {
        let before = FlagFactory(inTheaters: [1]).buildItems([1, 2, 3])
        let after = FlagFactory(inTheaters: [1, 3]).buildItems([1, 2, 3])
        #expect(IndexDelta(from: before, to: after) == IndexDelta(reloads: [IndexPair(source: 2, target: 2)]))
        #expect(IdentityDataFactory<Int>().buildItems([3, 1]) == [3, 1])
    }
}
