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

/// The feed's table: it names its row animations, as an app's table
/// subclass does (`TableViewRowAnimationProviding`): new movies slide in
/// from the right, gone ones leave to the left.
public final class FeedTableView: UITableView, TableViewRowAnimationProviding {
    public func deleteRowAnimation(for section: Int) -> UITableView.RowAnimation? { .left }
    public func insertRowAnimation(for section: Int) -> UITableView.RowAnimation? { .right }
    public func reloadRowAnimation(for section: Int) -> UITableView.RowAnimation? { nil }
}

/// The feed screen of an app built for iOS (here against the UIKit
/// stand-in): a table of movies shown by a `CollectionData`, as the
/// original README's scenario 2, whose rows animate as its table names and
/// whose retitled movies keep their cells (the screen is the data object's
/// manual reload delegate). In its debug build it captures what its data
/// object receives, and how the screen configured it, and writes it as a
/// scenario from its debug menu.
@MainActor public final class FeedScreen: NSObject {
    /// The feed's table.
    public let tableView = FeedTableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    /// The rows the screen retitled in place instead of reloading them, in
    /// order.
    public private(set) var retitledRows: [IndexPath] = []
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
        self.movies.reloadDelegate = self
    }

    /// Shows `movies`, animated.
    public func show(_ movies: [FeedMovie], completion: (() -> Void)? = nil) {
        self.movies.update(movies, completion: completion)
    }

    /// What the feed holds now.
    public var shown: [FeedMovie] { movies.items }

    #if DEBUG
    /// Debug menu: starts capturing the feed's updates, and what the screen
    /// configured (its table's row animations, its reload delegate's
    /// claims: call it after setting the delegates). The titles are
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

extension FeedScreen: CollectionDataManualReloadDelegate {
    /// A movie that stays in the feed with a new title keeps its cell: the
    /// screen retitles the cell in place rather than reloading the row (no
    /// flash). Every reload is such a change.
    public func willHandleReload(at indexPathPair: IndexPathPair) -> Bool {
        true
    }

    /// Retitles the rows' cells (in UIKit, through `cellForRow(at:)`), then
    /// says each is done.
    public func reloadItems(at indexPaths: [IndexPath], indexPathCompletion: @escaping (IndexPath) -> Void) {
        retitledRows += indexPaths
        for path in indexPaths { indexPathCompletion(path) }
    }
}
