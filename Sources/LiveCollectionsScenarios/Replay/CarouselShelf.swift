import LiveCollections

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
