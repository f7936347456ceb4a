import Feed
import LiveCollectionsSnapshotTesting
import SnapshotTesting
import XCTest

/// The same kind of test in XCTest: deleting a post.
final class FeedXCTests: XCTestCase {
    func testDeletingAPostDeletesItsRow() {
        let screen = FeedScreen()
        screen.apply([.deleted(id: 2)])
        assertSnapshot(of: screen.recorder, as: .recording)
    }
}
