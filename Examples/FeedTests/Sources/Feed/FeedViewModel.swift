import LiveCollections

/// What happens to the feed.
public enum FeedEvent: Sendable {
    case posted(Post)
    case deleted(id: Int)
    case liked(id: Int)
    case pinned(id: Int)
    /// A pull to refresh: the server's posts replace the feed's.
    case refreshed([Post])
}

/// The feed's view model: applies events to its posts and hands each new
/// data set to its `CollectionData`, which animates the feed's table.
/// Pinned posts first, then the newest (the highest id) first.
///
/// It is also the data's delegates, as an app's view model often is: as
/// animation delegate it reloads the table when more posts come or go than
/// half the feed holds (a refresh reads better as one reload), and as
/// deletion delegate it evicts the images of the posts that left the feed.
public final class FeedViewModel {
    public let data: CollectionData<Post>
    private var posts: [Post]
    /// The ids of the posts whose images were evicted, in order.
    public private(set) var evictedImages: [Int] = []

    /// A feed of `posts`. Above `animationThreshold` posts an update reloads
    /// the table instead of animating it.
    public init(posts: [Post], animationThreshold: Int = 100, scheduler: any LiveCollectionsScheduler) {
        self.posts = posts
        data = CollectionData(Self.ordered(posts), scheduler: scheduler)
        data.dataCountAnimationThreshold = animationThreshold
        data.animationDelegate = self
        data.setDeletionNotificationDelegate(self)
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
            case .refreshed(let fresh):
                posts = fresh
            }
        }
        data.update(Self.ordered(posts))
    }

    private static func ordered(_ posts: [Post]) -> [Post] {
        posts.sorted { ($0.isPinned ? 1 : 0, $0.id) > ($1.isPinned ? 1 : 0, $1.id) }
    }
}

extension FeedViewModel: CollectionDataAnimationDelegate {
    /// More posts came or went than half the feed holds: one reload
    /// instead of a storm of row animations.
    public func preferredItemAnimationStyle(for delta: IndexDelta) -> AnimationStyle {
        (delta.insertions.count + delta.deletions.count) * 2 > max(1, posts.count) ? .reloadData : .preciseAnimations
    }
}

extension FeedViewModel: CollectionDataDeletionNotificationDelegate {
    public func didDeleteItems(_ items: [Post]) {
        evictedImages.append(contentsOf: items.map(\.id))
    }
}
