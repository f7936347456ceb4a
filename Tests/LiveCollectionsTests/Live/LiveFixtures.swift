import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// A one-section `CollectionData` of test items on a recording view, in
/// virtual time.
final class SingleSectionFixture {
    let scheduler = VirtualTimeScheduler()
    let data: CollectionData<TestItem>
    let dataSource: CollectionDataSource
    let view: RecordingView
    let observer = CalculationObserver()

    init(_ ids: [Int], style: RecordingViewStyle = .table, animationDuration: Duration = .milliseconds(300)) {
        data = CollectionData(ids.map { TestItem(id: $0) }, scheduler: scheduler)
        dataSource = CollectionDataSource([data])
        view = RecordingView(style: style, dataSource: dataSource, scheduler: scheduler, animationDuration: animationDuration)
        data.calculationNotificationDelegate = observer
        data.view = view
    }

    /// What the view shows, as item descriptions.
    var shown: [String] { view.displayedSections.flatMap { $0 }.map(\.description) }

    /// Every batch passed UIKit's rules and the view shows the data exactly.
    func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
        expectViewConsistent(view, sourceLocation: sourceLocation)
    }
}

/// Counts what a `CollectionData` reports.
final class CalculationObserver: CollectionDataCalculationNotificationDelegate, @unchecked Sendable {
    private(set) var began = 0
    private(set) var ended = 0
    private(set) var decisions: [AnimationDecision] = []
    private(set) var inaccuracies: [InaccurateDeltaReport] = []

    func collectionDataDidBeginCalculating() { began += 1 }
    func collectionDataDidEndCalculating() { ended += 1 }
    func collectionDataDidChooseAnimation(_ decision: AnimationDecision) { decisions.append(decision) }
    func inaccurateDeltaDetected(_ report: InaccurateDeltaReport) { inaccuracies.append(report) }
}

/// Collects completion calls from any closure.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var storedValue = 0
    var value: Int { lock.withLock { storedValue } }
    func increment() { lock.withLock { storedValue += 1 } }
}

func items(_ ids: [Int]) -> [TestItem] { ids.map { TestItem(id: $0) } }

/// Every batch passed UIKit's rules and `view` shows its data source exactly.
func expectViewConsistent(_ view: RecordingView, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(view.rejections.isEmpty, "rejected: \(view.rejections)", sourceLocation: sourceLocation)
    #expect(view.fallbackCount == 0, sourceLocation: sourceLocation)
    do {
        try view.verifyDisplaysDataSource()
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
    }
}

