import Feed
import Foundation
import InlineSnapshotTesting
import LiveCollectionsSnapshotTesting
import SnapshotTesting
import Testing

@Suite struct FeedSnapshotTests {
    /// A new post and a like: a batch inserting the post at the top, then
    /// one reloading the liked post (LiveCollections reloads in a batch of
    /// their own). The snapshot is in `__Snapshots__`.
    @Test func aNewPostAndALikeAnimate() {
        let screen = FeedScreen()
        screen.apply([.posted(Post(id: 4, author: "Edsger", text: "Goto considered harmful")), .liked(id: 1)])
        assertSnapshot(of: screen.recorder, as: .recording)
    }

    /// Pinning moves a post to the top; a short log, snapshot inline, of
    /// the table itself (named as the recorder names it).
    @Test func pinningMovesAPostToTheTop() {
        let screen = FeedScreen()
        screen.apply([.pinned(id: 1)])
        assertInlineSnapshot(of: screen.table, as: .recording(named: "feed")) {
            """
            event 0 ms feed: reloadData
            shows 0 ms feed: [3(Alan: Machines), 2(Grace: Compilers!), 1(Ada: Hello)]
            event 1000 ms feed: beginBatch
            event 1000 ms feed: moveItem [0, 2] -> [0, 0]
            event 1000 ms feed: endBatch
            shows 1000 ms feed: [1(Ada: Hello), 3(Alan: Machines), 2(Grace: Compilers!)]
            event 1300 ms feed: animationsCompleted batch 1
            event 1300 ms feed: beginBatch
            event 1300 ms feed: reloadItems [[0, 0]] fade
            event 1300 ms feed: endBatch
            event 1600 ms feed: animationsCompleted batch 2
            shows feed: [1(Ada: Hello [pinned]), 3(Alan: Machines), 2(Grace: Compilers!)]

            """
        }
    }

    /// The app's own delegates at work: a refresh replacing most of the feed
    /// reloads the table (the view model's animation delegate), and the
    /// posts that left it have their images evicted (its deletion
    /// delegate, told once the table shows the refreshed feed).
    @Test func aRefreshReloadsTheTableAndEvictsTheImagesOfPostsThatLeft() {
        let screen = FeedScreen()
        screen.apply([.refreshed([
            Post(id: 3, author: "Alan", text: "Machines"),
            Post(id: 5, author: "Barbara", text: "Abstraction"),
            Post(id: 6, author: "John", text: "Lisp"),
        ])])
        assertSnapshot(of: screen.table, as: .recording(named: "feed"))
        #expect(screen.model.evictedImages == [2, 1])
    }

    /// A changed behaviour (a threshold that makes the feed reload instead of
    /// animating) fails against the committed snapshot with the library's
    /// message and a line diff of what the table was told.
    @Test func aDifferentThresholdFailsWithALineDiff() throws {
        let screen = FeedScreen(animationThreshold: 2)
        screen.apply([.posted(Post(id: 4, author: "Edsger", text: "Goto considered harmful")), .liked(id: 1)])
        let failure = try #require(verifySnapshot(
            of: screen.recorder, as: .recording, named: "1", record: .never, testName: "aNewPostAndALikeAnimate()"))
        #expect(failure.hasPrefix("Snapshot \"1\" does not match reference."), "\(failure)")
        #expect(failure.contains("−event 1000 ms feed: insertItems [[0, 0]] fade"), "\(failure)")
        #expect(failure.contains("+event 1000 ms feed: reloadSections [0] none"), "\(failure)")
    }
}
