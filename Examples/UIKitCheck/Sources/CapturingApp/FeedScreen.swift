import Foundation
#if os(Linux)
import LiveCollectionsUIKit
#else
import LiveCollections
#endif
import UIKit
#if DEBUG
import LiveCollectionsCapture
#endif

/// The feed screen of an app built for iOS (here against the UIKit
/// stand-in): a table of movies shown by a `CollectionData`, as the
/// original README's scenario 2. In its debug build it captures what its
/// data object receives, and writes it as a scenario from its debug menu.
@MainActor public final class FeedScreen: NSObject {
    /// The feed's table.
    public let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    private let movies: CollectionData<FeedMovie>
    #if DEBUG
    private var capture: CollectionDataCapture<FeedMovie>?
    #endif

    /// The screen showing `movies`, its view work on `scheduler` (the main
    /// queue in an app).
    public init(_ movies: [FeedMovie], scheduler: any LiveCollectionsScheduler = DispatchScheduler.shared) {
        self.movies = CollectionData(movies, scheduler: scheduler)
        super.init()
        tableView.dataSource = self
        self.movies.view = tableView
    }

    /// Shows `movies`, animated.
    public func show(_ movies: [FeedMovie], completion: (() -> Void)? = nil) {
        self.movies.update(movies, completion: completion)
    }

    /// What the feed holds now.
    public var shown: [FeedMovie] { movies.items }

    #if DEBUG
    /// Debug menu: starts capturing the feed's updates. The titles are
    /// written as the items' content (an opt-in: by default a capture
    /// writes fingerprints), so that the committed golden reads as the feed.
    public func startCapture() {
        capture = CollectionDataCapture(movies, view: CapturedView(tableView), content: .custom { $0.title })
    }

    /// Debug menu: writes what was captured as a scenario file.
    public func writeCapture(to url: URL) throws {
        guard let capture else { return }
        try capture.write(
            to: url, title: "Captured feed",
            description: "A session of the feed screen captured from the app's debug build (Examples/UIKitCheck, CapturingApp)."
        )
    }
    #endif
}

extension FeedScreen: UITableViewDataSource {
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        movies.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "movie", for: indexPath)
        _ = movies[indexPath.row]
        return cell
    }
}
