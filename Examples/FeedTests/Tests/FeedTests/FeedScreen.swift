import Feed
import LiveCollections
import LiveCollectionsTesting

/// The feed's table in a test: the view model, a recording view standing
/// in for the table, a recorder of what the table is told, in virtual time.
final class FeedScreen {
    let scheduler = VirtualTimeScheduler()
    let model: FeedViewModel
    /// Kept: a view holds its data source weakly, as UIKit's do.
    let dataSource: CollectionDataSource
    let table: RecordingView
    let recorder: ViewRecorder

    init(animationThreshold: Int = 100) {
        model = FeedViewModel(
            posts: [
                Post(id: 1, author: "Ada", text: "Hello"),
                Post(id: 2, author: "Grace", text: "Compilers!"),
                Post(id: 3, author: "Alan", text: "Machines"),
            ],
            animationThreshold: animationThreshold, scheduler: scheduler)
        dataSource = CollectionDataSource([model.data])
        table = RecordingView(style: .table, dataSource: dataSource, scheduler: scheduler)
        recorder = ViewRecorder(observing: table, named: "feed")
        model.data.view = table
    }

    /// Applies `events` at the next second of virtual time and lets the
    /// animations finish.
    func apply(_ events: [FeedEvent]) {
        scheduler.advance(by: .seconds(1))
        model.apply(events)
        scheduler.advance(by: .seconds(1))
    }
}
