#if os(Linux)
import LiveCollectionsUIKit
#else
import LiveCollections
#endif

/// A movie of the app's feed.
public struct FeedMovie: UniquelyIdentifiable, Hashable, Sendable, CustomStringConvertible {
    public typealias RawType = FeedMovie
    /// The movie's identifier.
    public let id: Int
    /// Its title.
    public let title: String

    /// A movie.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }

    /// Its identifier.
    public var uniqueID: Int { id }

    /// Its title, as a cell shows it.
    public var description: String { title }
}
