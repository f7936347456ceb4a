import LiveCollections

/// What happens to the feed.
public enum FeedEvent: Sendable {
    case posted(Post)
    case deleted(id: Int)
    case liked(id: Int)
    case pinned(id: Int)
}

/// The feed's view model: applies events to its posts and hands each new
/// data set to its `CollectionData`, which animates the feed's table.
/// Pinned posts first, then the newest (the highest id) first.
public final class FeedViewModel {
    public let data: CollectionData<Post>
    private var posts: [Post]

    /// A feed of `posts`. Above `animationThreshold` posts an update reloads
    /// the table instead of animating it.
    public init(posts: [Post], animationThreshold: Int = 100, scheduler: any LiveCollectionsScheduler) {
        self.posts = posts
        data = CollectionData(Self.ordered(posts), scheduler: scheduler)
        data.dataCountAnimationThreshold = animationThreshold
    }

    /// Applies `events` in order, then sends the feed's new data set.
    public func apply(_ events: [FeedEvent]) {
        for event in events {
            switch event {
            case .posted(let post):
                posts.append(post)
            case .deleted(let id):
                posts.removeAll { $0.id == id }
            case .liked(let id):
                if let index = posts.firstIndex(where: { $0.id == id }) { posts[index].likes += 1 }
            case .pinned(let id):
                if let index = posts.firstIndex(where: { $0.id == id }) { posts[index].isPinned = true }
            }
        }
        data.update(Self.ordered(posts))
    }

    private static func ordered(_ posts: [Post]) -> [Post] {
        posts.sorted { ($0.isPinned ? 1 : 0, $0.id) > ($1.isPinned ? 1 : 0, $1.id) }
    }
}
