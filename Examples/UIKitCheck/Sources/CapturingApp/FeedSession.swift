/// A session of the feed as a user has it, for the capture: the feed
/// refreshes a few times while the user watches.
public enum FeedSession {
    /// The feed at launch.
    public static let launch = [
        FeedMovie(id: 1, title: "Alien"), FeedMovie(id: 2, title: "Brazil"), FeedMovie(id: 3, title: "Cars"),
        FeedMovie(id: 4, title: "Dune"), FeedMovie(id: 5, title: "E.T."),
    ]

    /// Each refresh, in order.
    public static let refreshes: [[FeedMovie]] = [
        [FeedMovie(id: 2, title: "Brazil"), FeedMovie(id: 1, title: "Alien"), FeedMovie(id: 6, title: "Fargo"), FeedMovie(id: 3, title: "Cars"), FeedMovie(id: 5, title: "E.T.")],
        [FeedMovie(id: 6, title: "Fargo"), FeedMovie(id: 2, title: "Brazil (Director's Cut)"), FeedMovie(id: 7, title: "Gladiator"), FeedMovie(id: 5, title: "E.T.")],
        [FeedMovie(id: 7, title: "Gladiator"), FeedMovie(id: 8, title: "Heat"), FeedMovie(id: 6, title: "Fargo"), FeedMovie(id: 9, title: "Inception"), FeedMovie(id: 2, title: "Brazil (Director's Cut)")],
    ]
}
