#if os(Linux)
import LiveCollectionsUIKit
#else
import LiveCollections
#endif
import UIKit

// "Adopting the protocol UniquelyIdentifiable"
struct Movie: Equatable {
    let id: UInt
    let title: String
}

extension Movie: UniquelyIdentifiable {
    typealias RawType = Movie
    var uniqueID: UInt { return id }
}

// "Using unique data across multiple sections?"
struct MovieSection: Equatable {
    let sectionIdentifier: String
    let movies: [Movie]
}

extension MovieSection: UniquelyIdentifiableSection {
    var uniqueID: String { return sectionIdentifier }
    var items: [Movie] { return movies }
    var hashValue: Int { return items.reduce(uniqueID.hashValue) { $0 ^ $1.hashValue } }
}

typealias YourData = Movie
typealias YourSectionData = MovieSection

// DistributedMovie (scenario 9) is Hashable, so its movie must be too.
extension Movie: Hashable {}

/// A value the non-unique scenarios show (10 and 11).
struct Tag: NonUniquelyIdentifiable, UniquelyIdentifiable, Hashable {
    typealias RawType = Tag
    let name: String
    var nonUniqueID: String { name }
    var uniqueID: String { name }
}

/// Sections of tags whose names repeat (scenario 11).
struct TagSection: UniquelyIdentifiableSection, Hashable {
    typealias RawType = TagSection
    let title: String
    let items: [Tag]
    var uniqueID: String { title }
}
