import Foundation

/// One UIKit call a stand-in table or collection view received, in UIKit's
/// names (stand-in only: UIKit keeps no such log).
///
/// `performBatchUpdates(_:completion:)` is logged when it is called
/// (``BatchPhase/began``, then the calls its updates block makes) and when
/// it returns (``BatchPhase/returned``); its completion handler, which UIKit
/// calls when the animations end, as ``completion(finished:)``. A batch
/// UIKit would reject (`NSInternalInconsistencyException`) is logged as
/// ``raised(_:)`` instead of returning.
public enum UIKitCall: Hashable, Sendable, CustomStringConvertible {
    /// The two ends of a `performBatchUpdates(_:completion:)` call.
    public enum BatchPhase: Hashable, Sendable {
        /// Called; the calls of its updates block follow.
        case began
        /// Returned, its batch applied.
        case returned
    }

    /// `reloadData()`.
    case reloadData
    /// `performBatchUpdates(_:completion:)`, called or returned.
    case performBatchUpdates(BatchPhase)
    /// The batch's completion handler, called by UIKit.
    case completion(finished: Bool)
    /// The batch raised `NSInternalInconsistencyException` with this message.
    case raised(String)
    /// `UITableView.insertRows(at:with:)`.
    case insertRows([IndexPath], with: UITableView.RowAnimation)
    /// `UITableView.deleteRows(at:with:)`.
    case deleteRows([IndexPath], with: UITableView.RowAnimation)
    /// `UITableView.reloadRows(at:with:)`.
    case reloadRows([IndexPath], with: UITableView.RowAnimation)
    /// `UITableView.moveRow(at:to:)`.
    case moveRow(at: IndexPath, to: IndexPath)
    /// `UICollectionView.insertItems(at:)`.
    case insertItems([IndexPath])
    /// `UICollectionView.deleteItems(at:)`.
    case deleteItems([IndexPath])
    /// `UICollectionView.reloadItems(at:)`.
    case reloadItems([IndexPath])
    /// `UICollectionView.moveItem(at:to:)`.
    case moveItem(at: IndexPath, to: IndexPath)
    /// `insertSections(_:with:)` on a table (with its animation),
    /// `insertSections(_:)` on a collection view.
    case insertSections(IndexSet, with: UITableView.RowAnimation?)
    /// `deleteSections(_:with:)` or `deleteSections(_:)`.
    case deleteSections(IndexSet, with: UITableView.RowAnimation?)
    /// `reloadSections(_:with:)` or `reloadSections(_:)`.
    case reloadSections(IndexSet, with: UITableView.RowAnimation?)
    /// `moveSection(_:toSection:)`.
    case moveSection(Int, toSection: Int)

    /// The call as Swift code would make it, e.g.
    /// `deleteRows(at: [[0, 1]], with: .fade)`.
    public var description: String {
        switch self {
        case .reloadData: "reloadData()"
        case .performBatchUpdates(.began): "performBatchUpdates(_:completion:) {"
        case .performBatchUpdates(.returned): "} performBatchUpdates returned"
        case .completion(let finished): "completion(\(finished))"
        case .raised(let message): "raised NSInternalInconsistencyException: \(message)"
        case let .insertRows(paths, animation): "insertRows(at: \(paths), with: .\(animation))"
        case let .deleteRows(paths, animation): "deleteRows(at: \(paths), with: .\(animation))"
        case let .reloadRows(paths, animation): "reloadRows(at: \(paths), with: .\(animation))"
        case let .moveRow(from, to): "moveRow(at: \(from), to: \(to))"
        case .insertItems(let paths): "insertItems(at: \(paths))"
        case .deleteItems(let paths): "deleteItems(at: \(paths))"
        case .reloadItems(let paths): "reloadItems(at: \(paths))"
        case let .moveItem(from, to): "moveItem(at: \(from), to: \(to))"
        case let .insertSections(sections, animation): Self.sections("insertSections", sections, animation)
        case let .deleteSections(sections, animation): Self.sections("deleteSections", sections, animation)
        case let .reloadSections(sections, animation): Self.sections("reloadSections", sections, animation)
        case let .moveSection(from, to): "moveSection(\(from), toSection: \(to))"
        }
    }

    private static func sections(_ name: String, _ sections: IndexSet, _ animation: UITableView.RowAnimation?) -> String {
        let list = "[" + sections.map(String.init).joined(separator: ", ") + "]"
        guard let animation else { return "\(name)(\(list))" }
        return "\(name)(\(list), with: .\(animation))"
    }
}
