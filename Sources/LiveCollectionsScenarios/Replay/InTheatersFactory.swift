import LiveCollections

/// Wraps each movie with its flag, looked up in the scenario's list.
struct InTheatersFactory: UniquelyIdentifiableDataFactory, Sendable {
    let list: InTheatersList

    func buildUniquelyIdentifiableDatum(_ rawType: ScenarioMovie) -> MovieInTheaters {
        MovieInTheaters(rawData: rawType, isInTheaters: list.contains(rawType.id))
    }
}
