import Foundation
import LiveCollections

/// A shelf of movies: a section of `sectionedData`. Its inline content
/// (format 2) takes part in `==`, so a shelf whose content changed is a
/// changed section to the library.
struct MovieShelf: UniquelyIdentifiableSection, NonUniquelyIdentifiableSection, Sendable, CustomStringConvertible {
    typealias RawType = MovieShelf
    let id: String
    var content: String? = nil
    let items: [Movie]

    var uniqueID: String { id }
    var description: String { id }
}

/// A table row holding a carousel: identified by the carousel id, equal when
/// its movies and inline content are equal (a change of either is a row
/// reload, which the table's reload delegate hands to the carousel). Its
/// cell shows the carousel's own view, so the row's text is the carousel id.
struct CarouselRow: UniquelyIdentifiable, Sendable, CustomStringConvertible {
    typealias RawType = CarouselRow
    let id: String
    var content: String? = nil
    let items: [Movie]

    var uniqueID: String { id }
    var description: String { id }
}

/// A shelf of carousel rows: a section of `sectionedCarousels`; its inline
/// content takes part in `==` as for ``MovieShelf``.
struct CarouselShelf: UniquelyIdentifiableSection, Sendable, CustomStringConvertible {
    typealias RawType = CarouselShelf
    let id: String
    var content: String? = nil
    let items: [CarouselRow]

    var uniqueID: String { id }
    var description: String { id }
}

/// A movie with its "in theaters" flag, built by ``InTheatersFactory``: a
/// change of the flag alone is a reload.
struct MovieInTheaters: UniquelyIdentifiable, Sendable, CustomStringConvertible {
    typealias RawType = Movie
    let rawData: Movie
    let isInTheaters: Bool

    var uniqueID: Int { rawData.id }
    var description: String { isInTheaters ? "\(rawData.title) (in theaters)" : rawData.title }
}

/// The scenario's "in theaters" data, which steps change.
final class InTheatersList: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: Set<Int>

    init(_ ids: [Int]) { self.ids = Set(ids) }

    func contains(_ id: Int) -> Bool { lock.withLock { ids.contains(id) } }
    func replace(with ids: [Int]) { lock.withLock { self.ids = Set(ids) } }
}

/// Wraps each movie with its flag, looked up in the scenario's list.
struct InTheatersFactory: UniquelyIdentifiableDataFactory, Sendable {
    let list: InTheatersList

    func buildUniquelyIdentifiableDatum(_ rawType: Movie) -> MovieInTheaters {
        MovieInTheaters(rawData: rawType, isInTheaters: list.contains(rawType.id))
    }
}
