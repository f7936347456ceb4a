import CoreFoundation
import Foundation
import LiveCollections
import Testing

/// A section of movies as the README declares one: a plain `Equatable`
/// struct adopting `UniquelyIdentifiableSection` in an extension, with its
/// own `hashValue` property.
struct MovieSection: Equatable {
    let sectionIdentifier: String
    let movies: [Movie]
}

extension MovieSection: UniquelyIdentifiableSection {
    var uniqueID: String { return sectionIdentifier }
    var items: [Movie] { return movies }
    var hashValue: Int { return items.reduce(uniqueID.hashValue) { $0 ^ $1.id.hashValue } }
}

/// A title that may appear more than once in one list.
struct Showing: NonUniquelyIdentifiable {
    let title: String
    let screen: Int
    var nonUniqueID: String { return title }
}

@Suite("API: identity protocols")
struct IdentityAPITests {
    @Test func aTypeAdoptingUniquelyIdentifiableIsDiffedByItsUniqueID() {
        let before = movies([1, 2, 3])
        let after = [Movie(id: 3, title: "3"), Movie(id: 1, title: "one"), Movie(id: 4, title: "4")]
        #expect(before[0].rawData == before[0] && before[0].uniqueID == 1)
        let delta = IndexDelta(from: before, to: after)
        #expect(delta.deletions == [1])
        #expect(delta.insertions == [2])
        #expect(delta.reloads.map(\.target) == [1])
    }

    @Test func theOriginalsBaseTypesAreUniquelyIdentifiable() {
        func identity<T: UniquelyIdentifiable>(_ value: T) -> Bool where T.RawType == T, T.UniqueIDType == T {
            value.rawData == value && value.uniqueID == value
        }
        #expect(identity(Int(1)) && identity(Int8(1)) && identity(Int16(1)) && identity(Int32(1)) && identity(Int64(1)))
        #expect(identity(UInt(1)) && identity(UInt8(1)) && identity(UInt16(1)) && identity(UInt32(1)) && identity(UInt64(1)))
        #expect(identity(Float(1)) && identity(Double(1)) && identity(CGFloat(1)) && identity("one"))
        #expect(IndexDelta(from: [UInt8(1), 2, 3], to: [3, 1]).deletions == [1])
    }

    @Test func nonUniqueValuesAreWrappedAndGiveTheirRawDataBack() {
        let showings = [Showing(title: "Alien", screen: 1), Showing(title: "Brazil", screen: 2), Showing(title: "Alien", screen: 3)]
        let data = NonUniqueCollectionData<Showing>(showings)
        #expect(data.count == 3)
        #expect(data[2].rawData == showings[2])
        #expect(data[0].uniqueID != data[2].uniqueID, "repeated titles get distinct identities")
    }

    @Test func aSectionTypeAdoptingUniquelyIdentifiableSectionIsDiffedBySectionAndItem() {
        let before = [MovieSection(sectionIdentifier: "new", movies: movies([1, 2])), MovieSection(sectionIdentifier: "top", movies: movies([3]))]
        let after = [MovieSection(sectionIdentifier: "top", movies: movies([3, 1])), MovieSection(sectionIdentifier: "new", movies: movies([2]))]
        let delta = SectionDeltaCalculation(from: before, to: after).delta
        #expect(delta.sectionDelta.moves.count == 1)
        #expect(delta.itemDelta.moves.count == 1, "movie 1 moves from one section to the other")
        #expect(before[0].hashValue == before[0].hashValue)
    }
}
