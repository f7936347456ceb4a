#if os(Linux)
import LiveCollectionsUIKit
#else
import LiveCollections
#endif
import UIKit

/// A custom view with Xcode's new-project settings: its conformance to
/// `BatchUpdatableView` needs no annotation, being inferred main-actor
/// isolated (a file of this target alone: in plain Swift 6 mode it needs
/// `@preconcurrency`, see ShelfView).
final class InferredShelfView: UIView, BatchUpdatableView {
    private(set) var calls: [String] = []
    var numberOfSections: Int { 1 }

    func reloadData() { calls.append("reloadData") }

    func performAnimatedBatch(_ updates: () -> Void, completion: @escaping (Bool) -> Void) {
        calls.append("batch")
        updates()
        completion(true)
    }

    func deleteItems(at indexPaths: [IndexPath], animation: LiveCollections.RowAnimation) { calls.append("delete \(indexPaths)") }
    func insertItems(at indexPaths: [IndexPath], animation: LiveCollections.RowAnimation) { calls.append("insert \(indexPaths)") }
    func reloadItems(at indexPaths: [IndexPath], animation: LiveCollections.RowAnimation) { calls.append("reload \(indexPaths)") }
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { calls.append("move") }
    func deleteSections(_ sections: IndexSet, animation: LiveCollections.RowAnimation) { calls.append("delete sections") }
    func insertSections(_ sections: IndexSet, animation: LiveCollections.RowAnimation) { calls.append("insert sections") }
    func reloadSections(_ sections: IndexSet, animation: LiveCollections.RowAnimation) { calls.append("reload sections") }
    func moveSection(_ section: Int, toSection newSection: Int) { calls.append("move section") }
}
