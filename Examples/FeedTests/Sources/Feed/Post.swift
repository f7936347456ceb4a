import LiveCollections

/// A post of the feed: who wrote what, and how many liked it.
public struct Post: UniquelyIdentifiable, Hashable, Sendable, CustomStringConvertible {
    public let id: Int
    public var author: String
    public var text: String
    public var likes: Int
    /// Pinned posts come first.
    public var isPinned: Bool

    public init(id: Int, author: String, text: String, likes: Int = 0, isPinned: Bool = false) {
        self.id = id
        self.author = author
        self.text = text
        self.likes = likes
        self.isPinned = isPinned
    }

    public var uniqueID: Int { id }

    /// What a cell shows: `Ada: Hello (2 likes)`.
    public var description: String {
        "\(author): \(text)" + (likes == 0 ? "" : " (\(likes) like\(likes == 1 ? "" : "s"))") + (isPinned ? " [pinned]" : "")
    }
}
