import LiveCollections

/// A movie of the catalog that scenarios refer to by id.
public struct ScenarioMovie: UniquelyIdentifiable, Hashable, Sendable, Codable, CustomStringConvertible {
    public typealias RawType = ScenarioMovie

    /// The catalog id.
    public let id: Int
    /// The title, which an `editMovies` step may change.
    public var title: String
    /// The release year.
    public var year: Int

    /// Creates a movie.
    public init(id: Int, title: String, year: Int) {
        self.id = id
        self.title = title
        self.year = year
    }

    /// The catalog id.
    public var uniqueID: Int { id }

    /// The title: what a cell shows.
    public var description: String { title }
}

extension ScenarioMovie: NonUniquelyIdentifiable {
    /// The catalog id, which may repeat in non-unique data.
    public var nonUniqueID: Int { id }
}

/// The movies scenarios refer to, by id.
///
/// Catalog ids are small, mostly consecutive numbers (a movie file's ids,
/// or the numbers the loader gives inline items), so the movies are kept in
/// an array indexed by id; ids far beyond the catalog's size (more than four
/// times it, plus 64) are kept in a dictionary. A replay of 100,000 items
/// looks up every item of every step, and loading 100,000 inline items adds
/// them one by one: an array index costs no hashing.
public struct ScenarioMovieCatalog: Hashable, Sendable {
    /// `slots[id]` for the ids below its count.
    private var slots: [ScenarioMovie?]
    /// The movies whose ids are beyond ``slots``.
    private var sparse: [Int: ScenarioMovie]
    /// How many movies the catalog holds.
    public private(set) var count: Int

    /// Creates a catalog; of two movies with one id, the first is kept.
    public init(movies: [ScenarioMovie]) {
        let largest = movies.lazy.map(\.id).max() ?? -1
        slots = Array(repeating: nil, count: Self.slotCount(forLargestID: largest, count: movies.count))
        sparse = [:]
        count = 0
        for movie in movies where self[movie.id] == nil { update(movie) }
    }

    /// Every movie by id.
    ///
    /// - Complexity: O(n): built when asked for.
    public var movies: [Int: ScenarioMovie] {
        var movies = sparse
        for case let movie? in slots { movies[movie.id] = movie }
        return movies
    }

    /// The movie with `id`, if the catalog has it.
    ///
    /// - Complexity: O(1): an array read for a dense id, a hash lookup
    ///   otherwise.
    public subscript(id: Int) -> ScenarioMovie? {
        if id >= 0, id < slots.count { return slots[id] }
        return sparse[id]
    }

    /// Adds `movie`, or replaces the entry of its id.
    ///
    /// - Complexity: amortised O(1).
    public mutating func update(_ movie: ScenarioMovie) {
        let id = movie.id
        if id >= slots.count, Self.slotCount(forLargestID: id, count: count + 1) > 0 {
            // At least doubling, so that ids added one by one grow the array
            // O(log n) times.
            grow(to: max(id + 1, Self.slotCount(forLargestID: 2 * slots.count - 1, count: count + 1)))
        }
        if id >= 0, id < slots.count {
            if slots[id] == nil { count += 1 }
            slots[id] = movie
        } else if sparse.updateValue(movie, forKey: id) == nil {
            count += 1
        }
    }

    /// Extends the array to `newCount` slots, moving in the movies of
    /// ``sparse`` it now covers.
    private mutating func grow(to newCount: Int) {
        slots.append(contentsOf: repeatElement(nil, count: newCount - slots.count))
        guard !sparse.isEmpty else { return }
        for (id, movie) in sparse where id >= 0 && id < newCount {
            slots[id] = movie
            sparse[id] = nil
        }
    }

    /// Two catalogs are equal when they hold the same movies.
    public static func == (lhs: ScenarioMovieCatalog, rhs: ScenarioMovieCatalog) -> Bool { lhs.count == rhs.count && lhs.movies == rhs.movies }

    /// Hashes the movies.
    public func hash(into hasher: inout Hasher) { hasher.combine(movies) }

    /// How many slots ids up to `largestID` get: all of them when they are
    /// dense enough (at most four slots per movie, plus 64 for small
    /// catalogs), none otherwise.
    private static func slotCount(forLargestID largestID: Int, count: Int) -> Int {
        largestID < 0 || largestID >= 4 * count + 64 ? 0 : largestID + 1
    }
}
