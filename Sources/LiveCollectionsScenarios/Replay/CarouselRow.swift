import LiveCollections

/// A table row holding a carousel: identified by the carousel id, equal when
/// its movies and inline content are equal (a change of either is a row
/// reload, which the table's reload delegate hands to the carousel). Its
/// cell shows the carousel's own view, so the row's text is the carousel id.
struct CarouselRow: UniquelyIdentifiable, Sendable, CustomStringConvertible {
    typealias RawType = CarouselRow
    let id: String
    var content: String? = nil
    let items: [ScenarioMovie]

    var uniqueID: String { id }
    var description: String { id }
}
