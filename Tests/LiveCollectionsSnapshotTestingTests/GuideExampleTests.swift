// With the package's SnapshotTesting trait only, as the strategies.
#if SnapshotTesting
// The example of docs/testing-your-screens.md, word for word (checked by
// `guideShowsThisFileWordForWord`), run as a test with its snapshot in
// __Snapshots__/GuideExampleTests/.
import Foundation
import LiveCollections
import LiveCollectionsSnapshotTesting
import LiveCollectionsTesting
import SnapshotTesting
import Testing

struct Movie: UniquelyIdentifiable, Hashable, Sendable, CustomStringConvertible {
    let id: Int
    let title: String
    var uniqueID: Int { id }
    var description: String { title }
}

@Test func reorderingTheMovies() {
    let scheduler = VirtualTimeScheduler()
    let data = CollectionData([Movie(id: 1, title: "Alien"), Movie(id: 2, title: "Brazil"), Movie(id: 3, title: "Cars")], scheduler: scheduler)
    let dataSource = CollectionDataSource([data])  // a view holds its data source weakly: keep it
    let table = RecordingView(style: .table, dataSource: dataSource, scheduler: scheduler)
    data.view = table
    scheduler.advance(by: .seconds(1))
    data.update([Movie(id: 3, title: "Cars"), Movie(id: 1, title: "Alien"), Movie(id: 4, title: "Dune")])
    scheduler.advance(by: .seconds(1))
    assertSnapshot(of: table, as: .recording)
}

@Test func guideShowsThisFileWordForWord() throws {
    let here = URL(fileURLWithPath: #filePath)
    let guide = try String(
        contentsOf: here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/testing-your-screens.md"), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let example = source.components(separatedBy: "import Foundation\n").dropFirst().first?
        .components(separatedBy: "\n@Test func guideShowsThisFileWordForWord").first ?? ""
    #expect(!example.isEmpty)
    #expect(guide.contains("```swift\n" + example + "```\n"))
}
#endif
