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
public struct MovieCatalog: Hashable, Sendable {
    /// Every movie by id.
    public private(set) var movies: [Int: Movie]

    /// Creates a catalog.
    public init(movies: [Movie]) {
        self.movies = Dictionary(movies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The movie with `id`, if the catalog has it.
    public subscript(id: Int) -> Movie? { movies[id] }

    /// Replaces the entry of `movie.id`.
    public mutating func update(_ movie: Movie) {
        movies[movie.id] = movie
    }
}
