#if os(Linux)
import LiveCollectionsUIKit
#else
import LiveCollections
#endif
import UIKit

/// A custom view the library animates: it applies nothing, it lists the
/// calls. `BatchUpdatableView` is not main-actor isolated (its public
/// extension is the library's batch engine, which runs headless views on
/// the threads that replay scenarios), so a main-actor view
/// conforms with `@preconcurrency`, as docs/in-your-app.md shows: in plain
/// Swift 6 mode its conformance would otherwise cross into main
/// actor-isolated code.
final class ShelfView: UIView {
    private(set) var calls: [String] = []
    var numberOfSections: Int { 1 }
}

extension ShelfView: @preconcurrency BatchUpdatableView {
    func reloadData() { calls.append("reloadData") }

    func performAnimatedBatch(_ updates: () -> Void, completion: @escaping (Bool) -> Void) {
        calls.append("batch")
        updates()
        completion(true)
    }

    func deleteItems(at indexPaths: [IndexPath], animation: LiveCollections.RowAnimation) { calls.append("delete \(indexPaths)") }
    func insertItems(at indexPaths: [IndexPath], animation: LiveCollections.RowAnimation) { calls.append("insert \(indexPaths)") }
    func reloadItems(at indexPaths: [IndexPath], animation: LiveCollections.RowAnimation) { calls.append("reload \(indexPaths)") }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { calls.append("move \(indexPath) \(newIndexPath)") }
    func deleteSections(_ sections: IndexSet, animation: LiveCollections.RowAnimation) { calls.append("delete sections") }
    func insertSections(_ sections: IndexSet, animation: LiveCollections.RowAnimation) { calls.append("insert sections") }
    func reloadSections(_ sections: IndexSet, animation: LiveCollections.RowAnimation) { calls.append("reload sections") }
    func moveSection(_ section: Int, toSection newSection: Int) { calls.append("move section") }
}
