import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// A view that cannot name its own context (as `UITableView` and
/// `UICollectionView`, which keep ``BatchUpdatableView/performLater(_:)``'s
/// default) hands work on to the context of the data object that took it
/// last: when a reused cell's view passes from one data object to another,
/// claimed reloads reach the new one's context, not the first one's.
@Suite("A view's context")
struct ViewContextTests {
    @Test func performLaterRunsOnTheContextOfTheDataObjectThatTookTheViewLast() {
        let first = VirtualTimeScheduler()
        let second = VirtualTimeScheduler()
        let view = ContextlessView()
        let a = CollectionData(items([1]), scheduler: first)
        let b = CollectionData(items([2]), scheduler: second)
        a.view = view
        b.view = view
        first.run()
        second.run()
        let ran = Counter()

        view.performLater { ran.increment() }
        first.run()
        #expect(ran.value == 0, "the work ran on the context of the data object that took the view first")
        second.run()
        #expect(ran.value == 1, "the work did not run on the context of the data object that took the view last")

        // The first takes it back: its context again.
        a.view = view
        first.run()
        second.run()
        view.performLater { ran.increment() }
        second.run()
        #expect(ran.value == 1, "the work ran on the context of a data object that no longer has the view")
        first.run()
        #expect(ran.value == 2)
        withExtendedLifetime((a, b)) {}
    }
}

/// A view with the default ``BatchUpdatableView/performLater(_:)``; its
/// batch calls go to a recording view.
private final class ContextlessView: BatchUpdatableView {
    let recording = RecordingView(style: .collection)

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
}
