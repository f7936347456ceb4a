import LiveCollections

/// A movie of the catalog that scenarios refer to by id.
public struct Movie: UniquelyIdentifiable, Hashable, Sendable, Codable, CustomStringConvertible {
    public typealias RawType = Movie

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

extension Movie: NonUniquelyIdentifiable {
    /// The catalog id, which may repeat in non-unique data.
    public var nonUniqueID: Int { id }
}

/// The movies scenarios refer to, by id.
///
/// Catalog ids are small, mostly consecutive numbers (a movie file's ids,
/// or the numbers the loader gives inline items), so a lookup reads an
/// array indexed by id; ids far beyond the catalog's size (more than four
/// times it) are kept in ``movies`` alone. A replay of 100,000 items looks
/// up every item of every step, and the array is several times faster than
/// hashing each id.
public struct MovieCatalog: Hashable, Sendable {
    /// Every movie by id.
    public private(set) var movies: [Int: Movie]
    /// `slots[id]` for the ids below ``slots``' count.
    private var slots: [Movie?]

    /// Creates a catalog; of two movies with one id, the first is kept.
    public init(movies: [Movie]) {
        self.movies = Dictionary(movies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        slots = []
        slots = Array(repeating: nil, count: Self.slotCount(forLargestID: self.movies.keys.max() ?? -1, count: self.movies.count))
        for (id, movie) in self.movies where id < slots.count { slots[id] = movie }
    }

    /// The movie with `id`, if the catalog has it.
    ///
    /// - Complexity: O(1): an array read for a dense id, a hash lookup
    ///   otherwise.
    public subscript(id: Int) -> Movie? {
        if id >= 0, id < slots.count { return slots[id] }
        return movies[id]
    }

    /// Replaces the entry of `movie.id`.
    public mutating func update(_ movie: Movie) {
        movies[movie.id] = movie
        let id = movie.id
        if id >= 0, id >= slots.count, id < Self.slotCount(forLargestID: id, count: movies.count) {
            slots += Array(repeating: nil, count: id + 1 - slots.count)
        }
        if id >= 0, id < slots.count { slots[id] = movie }
    }

    /// Two catalogs are equal when they hold the same movies.
    public static func == (lhs: MovieCatalog, rhs: MovieCatalog) -> Bool { lhs.movies == rhs.movies }

    /// Hashes the movies.
    public func hash(into hasher: inout Hasher) { hasher.combine(movies) }

    /// How many slots ids up to `largestID` get: all of them when they are
    /// dense enough (at most four slots per movie, plus a margin for small
    /// catalogs), none otherwise.
    private static func slotCount(forLargestID largestID: Int, count: Int) -> Int {
        largestID < 0 || largestID >= 4 * count + 64 ? 0 : largestID + 1
    }
}
