import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing
// IndexPath's `item` and `section`, as an app has them: from UIKit, or
// AppKit on macOS (which has no `row`); on Linux the library declares them.
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

// The original library's custom table animations: `setTableView(_:rowAnimations:
// sectionReloadAnimation:)` and `CollectionSectionData(tableView:sectionData:
// rowAnimations:sectionAnimations:)`. As in the original, they animate through
// a stand-in table view whose frame is empty, so updates reload the table.

@Suite("API: custom table animations")
struct CustomTableAnimationsAPITests {
    @Test func setTableViewReloadsEveryUpdateAndItsAnimationsServeDirectBatches() async {
        let data = CollectionData(movies([1, 2, 3]))
        let source = CollectionDataSource([data])
        let table = RecordingView(style: .table, dataSource: source)
        let slideLeft = TableViewAnimationModel(deleteAnimation: .left, insertAnimation: .left, reloadAnimation: .left)
        data.setTableView(table, rowAnimations: slideLeft, sectionReloadAnimation: .top)
        #expect(table.events == [.reloadData], "assigned as a view is: reloaded")
        #expect(data.view !== table && data.view?.frame == .zero, "a stand-in with an empty frame, as the original's")

        let decisions = DecisionLog()
        data.calculationDelegate = decisions
        table.clearEvents()
        data.update(movies([3, 1, 4]))
        await settled(data)
        #expect(table.events == [.reloadData])
        #expect(decisions.decisions.first == AnimationDecision(style: .reloadData, reason: .emptyFrame), "the empty append that waits for it decides nothing")
        expectShowsItsData(table)

        // A batch asked of the stand-in directly (manual timing: the data
        // has no view then) uses the custom animations.
        let standIn = data.view
        data.view = nil
        table.clearEvents()
        let delta = data.calculateDeltaSync(movies([3, 4]))
        standIn?.performAnimations(delta: delta) { data.update(movies([3, 4])) }
        #expect(table.events.contains(.deleteItems([IndexPath(item: 1, section: 0)], .left)), "\(table.events)")
        expectShowsItsData(table)
        withExtendedLifetime(source) {}
    }

    /// `UIKit+DeltaUpdates.swift`: a table adopting the animation-providing
    /// protocols is asked for each section's animations.
    @Test func aTableProvidingAnimationsIsAskedPerSection() async {
        let data = CollectionSectionData([section("a", [1]), section("b", [2, 3]), section("c", [4])])
        let source = CollectionSectionDataSource(data)
        let recording = RecordingView(style: .table, dataSource: source)
        let table = ProvidingTable(recording)
        data.view = table
        recording.clearEvents()
        data.update([section("a", [1, 5]), section("b", [2]), section("c", [4])])
        await settled(data)
        #expect(recording.events.contains(.deleteItems([IndexPath(item: 1, section: 1)], .left)), "\(recording.events)")
        #expect(recording.events.contains(.insertItems([IndexPath(item: 1, section: 0)], .fade)), "section 0 keeps the default")
        data.update([section("a", [1, 5]), section("c", [4])])
        await settled(data)
        #expect(recording.events.contains(.deleteSections([1], .top)), "\(recording.events)")
        expectShowsItsData(recording)
        withExtendedLifetime(table) {}
    }

    @Test func theSectionedTableInitialisersReloadEachStage() async {
        let table = RecordingView(style: .table)
        let data = CollectionSectionData(
            tableView: table, sectionData: [section("new", [1]), section("top", [2])],
            rowAnimations: TableViewAnimationModel(deleteAnimation: .right, insertAnimation: .right, reloadAnimation: .right),
            sectionAnimations: TableViewAnimationModel(deleteAnimation: .left, insertAnimation: .left, reloadAnimation: .left)
        )
        let source = CollectionSectionDataSource(data)
        table.dataSource = source
        table.reloadData()
        table.clearEvents()
        data.update([section("top", [2, 1]), section("soon", [3])])
        await settled(data)
        #expect(table.events == [.reloadData, .reloadData], "the section stage and the item stage each reload")
        expectShowsItsData(table)

        let showings: NonUniqueCollectionSectionData<ShowingSection> = CollectionSectionData(
            tableView: table, sectionData: [ShowingSection(day: "mon", showings: [])],
            rowAnimations: .defaultRowAnimations, sectionAnimations: .defaultSectionAnimations
        )
        #expect(showings.sectionCount == 1)
    }
}

/// A table adopting the original's animation-providing protocols: section
/// 1 slides its rows left and its own deletion up; everything else keeps
/// the defaults. The batch calls go to a recording view. The two protocols
/// are main-actor isolated (a table is); adopted in extensions, they leave
/// the type itself, driven off the main thread here, nonisolated.
final class ProvidingTable: BatchUpdatableView {
    let recording: RecordingView
    init(_ recording: RecordingView) { self.recording = recording }

    var frame: CGRect { recording.frame }
    var numberOfSections: Int { recording.numberOfSections }
    func reloadData() { recording.reloadData() }
    func performAnimatedBatch(_ updates: () -> Void, completion: @escaping (Bool) -> Void) {
        recording.performAnimatedBatch(updates, completion: completion)
    }
    func deleteItems(at indexPaths: [IndexPath], animation: RowAnimation) { recording.deleteItems(at: indexPaths, animation: animation) }
    func insertItems(at indexPaths: [IndexPath], animation: RowAnimation) { recording.insertItems(at: indexPaths, animation: animation) }
    func reloadItems(at indexPaths: [IndexPath], animation: RowAnimation) { recording.reloadItems(at: indexPaths, animation: animation) }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { recording.moveItem(at: indexPath, to: newIndexPath) }
    func deleteSections(_ sections: IndexSet, animation: RowAnimation) { recording.deleteSections(sections, animation: animation) }
    func insertSections(_ sections: IndexSet, animation: RowAnimation) { recording.insertSections(sections, animation: animation) }
    func reloadSections(_ sections: IndexSet, animation: RowAnimation) { recording.reloadSections(sections, animation: animation) }
    func moveSection(_ section: Int, toSection newSection: Int) { recording.moveSection(section, toSection: newSection) }
    func performLater(_ work: @escaping () -> Void) { recording.performLater(work) }
}

extension ProvidingTable: TableViewRowAnimationProviding {
    func deleteRowAnimation(for section: Int) -> RowAnimation? { section == 1 ? .left : nil }
    func insertRowAnimation(for section: Int) -> RowAnimation? { section == 1 ? .left : nil }
    func reloadRowAnimation(for section: Int) -> RowAnimation? { nil }
}

extension ProvidingTable: TableViewSectionAnimationProviding {
    func deleteSectionAnimation(for section: Int) -> RowAnimation? { section == 1 ? .top : nil }
    func insertSectionAnimation(for section: Int) -> RowAnimation? { nil }
    func reloadSectionAnimation(for section: Int) -> RowAnimation? { nil }
}

/// The animation decisions a data object reports.
final class DecisionLog: CollectionDataCalculationNotificationDelegate {
    private let recorded = Recorded([AnimationDecision]())
    var decisions: [AnimationDecision] { recorded.value }
    nonisolated func collectionDataDidBeginCalculating() {}
    nonisolated func collectionDataDidEndCalculating() {}
    nonisolated func collectionDataDidChooseAnimation(_ decision: AnimationDecision) { recorded.change { $0.append(decision) } }
}
