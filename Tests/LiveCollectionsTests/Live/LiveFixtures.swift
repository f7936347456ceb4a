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

    nonisolated func collectionDataDidBeginCalculating() { began += 1 }
    nonisolated func collectionDataDidEndCalculating() { ended += 1 }
    nonisolated func collectionDataDidChooseAnimation(_ decision: AnimationDecision) { decisions.append(decision) }
    nonisolated func inaccurateDeltaDetected(_ report: InaccurateDeltaReport) { inaccuracies.append(report) }
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


func section(_ id: Int, _ ids: [Int], changed: Set<Int> = []) -> TestSection {
    TestSection(id: id, items: ids.map { TestItem(id: $0, version: changed.contains($0) ? 1 : 0) })
}

/// A `CollectionSectionData` of test sections on a recording view, in
/// virtual time.
final class SectionFixture {
    let scheduler = VirtualTimeScheduler()
    let data: CollectionSectionData<TestSection>
    let dataSource: CollectionSectionDataSource<TestSection>
    let view: RecordingView
    let observer = CalculationObserver()

    init(_ sections: [TestSection], style: RecordingViewStyle = .table, frame: CGRect = RecordingView.defaultFrame) {
        data = CollectionSectionData(sections, scheduler: scheduler)
        dataSource = CollectionSectionDataSource(data)
        view = RecordingView(style: style, dataSource: dataSource, scheduler: scheduler, frame: frame)
        data.calculationNotificationDelegate = observer
        data.view = view
    }

    /// What the view shows, section by section, as item descriptions.
    var shown: [[String]] { view.displayedSections.map { $0.map(\.description) } }

    /// The view's event log as text.
    var log: [String] { view.timedEvents.map(\.description) }

    func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
        expectViewConsistent(view, sourceLocation: sourceLocation)
    }
}

/// Three `CollectionData` of test items, sections 0 to 2 of one recording
/// view (a collection view unless told: a synchronized table reloads, as
/// the original's), sharing one synchronizer, in virtual time. The view has loaded and
/// its log is empty.
final class SyncFixture {
    let scheduler = VirtualTimeScheduler()
    let sync: CollectionDataSynchronizer
    let sections: [CollectionData<TestItem>]
    let dataSource: CollectionDataSource
    let view: RecordingView

    init(delay: CollectionDataSynchronizer.Delay, style: RecordingViewStyle = .collection) {
        let scheduler = self.scheduler
        sync = CollectionDataSynchronizer(delay: delay)
        sections = [[1, 2, 3], [4, 5], [7, 8, 9]].enumerated().map { section, ids in
            CollectionData(items(ids), section: section, scheduler: scheduler)
        }
        dataSource = CollectionDataSource(sections)
        view = RecordingView(style: style, dataSource: dataSource, scheduler: scheduler)
        for data in sections {
            data.synchronizer = sync
            data.view = view
        }
        view.clearEvents()
    }

    /// The view's event log as text.
    var log: [String] { view.timedEvents.map(\.description) }

    func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
        expectViewConsistent(view, sourceLocation: sourceLocation)
    }
}

/// What a view's log writes after each operation for the default animations
/// (the original library's: rows deleted `bottom`, inserted and reloaded
/// `fade`; sections deleted `bottom`, inserted `fade`, reloaded `none`): a
/// table writes them, a collection view nothing.
struct LoggedAnimations {
    let delete, insert, reload, deleteSection, insertSection, reloadSection: String

    init(_ style: RecordingViewStyle) {
        let model = TableViewAnimationModel.defaultRowAnimations
        func text(_ animation: RowAnimation) -> String { style == .table ? " \(animation.rawValue)" : "" }
        delete = text(model.deleteAnimation)
        insert = text(model.insertAnimation)
        reload = text(model.reloadAnimation)
        deleteSection = text(model.deleteSectionAnimation)
        insertSection = text(model.insertSectionAnimation)
        reloadSection = text(model.reloadSectionAnimation)
    }
}
