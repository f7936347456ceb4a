import LiveCollections

/// A shelf of movies: a section of `sectionedData`. Its inline content
/// (format 2) takes part in `==`, so a shelf whose content changed is a
/// changed section to the library.
struct MovieShelf: UniquelyIdentifiableSection, NonUniquelyIdentifiableSection, Sendable, CustomStringConvertible {
    typealias RawType = MovieShelf
    let id: String
    var content: String? = nil
    let items: [ScenarioMovie]

    var uniqueID: String { id }
    var description: String { id }
}
