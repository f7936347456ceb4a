import Foundation
import LiveCollectionsScenarios
import Testing
import XCTest

/// The package's `Scenarios` folder, from this file
/// (`Tests/FeedTests/FeedSessionTests.swift`), as an app's test target
/// finds its repository's committed sessions.
let scenarios = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("../../Scenarios").standardized

/// A session of the feed, committed as `Scenarios/01-feed-session.json`,
/// replayed through `CollectionData` and a recording table in virtual time
/// and compared with `Scenarios/goldens/01-feed-session.txt`: the calls the
/// feed's table is told, as `scenarios verify` reads them.
@Test func theFeedSessionReplaysAsItsGoldenSays() throws {
    try ScenarioGolden.verify("01-feed-session", in: scenarios)
}

/// The same call in XCTest.
final class FeedSessionXCTests: XCTestCase {
    func testTheFeedSessionReplaysAsItsGoldenSays() throws {
        try ScenarioGolden.verify("01-feed-session", in: scenarios)
    }
}
