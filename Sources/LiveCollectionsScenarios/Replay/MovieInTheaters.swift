import LiveCollections

/// A movie with its "in theaters" flag, built by ``InTheatersFactory``: a
/// change of the flag alone is a reload.
struct MovieInTheaters: UniquelyIdentifiable, Sendable, CustomStringConvertible {
    typealias RawType = ScenarioMovie
    let rawData: ScenarioMovie
    let isInTheaters: Bool

    var uniqueID: Int { rawData.id }
    var description: String { isInTheaters ? "\(rawData.title) (in theaters)" : rawData.title }
}
