import Foundation
import LiveCollections

/// One call a view received, as a recording view logs it (the testing
/// module's `RecordingView`) and as a scenario's recording keeps it
/// (``EventRecord``): typed, never text read back.
///
/// A batch is logged as ``beginBatch``, then every operation in the order it
/// was called (as given, before any normalisation), then exactly one of
/// ``endBatch``, ``rejected(_:)`` or ``fallbackToReloadData(_:)``. An operation
/// called outside any batch is logged the same way, as a one-operation batch.
public enum RecordedEvent: Hashable, Sendable, Codable, CustomStringConvertible {
    /// All data was reloaded from the data source.
    case reloadData
    /// A batch update started (the outermost one; nested batches merge).
    case beginBatch
    /// Items were deleted (index paths before the batch), with the table-view animation.
    case deleteItems([IndexPath], RowAnimation?)
    /// Items were inserted (index paths after the batch), with the table-view animation.
    case insertItems([IndexPath], RowAnimation?)
    /// Items were reloaded (index paths before the batch), with the table-view animation.
    case reloadItems([IndexPath], RowAnimation?)
    /// An item was moved from a path before the batch to a path after it.
    case moveItem(from: IndexPath, to: IndexPath)
    /// Sections were deleted (indexes before the batch), with the table-view animation.
    case deleteSections([Int], RowAnimation?)
    /// Sections were inserted (indexes after the batch), with the table-view animation.
    case insertSections([Int], RowAnimation?)
    /// Sections were reloaded (indexes before the batch), with the table-view animation.
    case reloadSections([Int], RowAnimation?)
    /// A section was moved from an index before the batch to an index after it.
    case moveSection(from: Int, to: Int)
    /// The batch was applied.
    case endBatch
    /// The batch was rejected; the text is UIKit's exception message.
    case rejected(String)
    /// The table view silently reloaded all data instead of applying the batch
    /// (rules 5 and 9 of `docs/uikit-batch-rules.md`); the text says why.
    case fallbackToReloadData(String)
    /// A batch's animations ended and its completion handlers ran (logged
    /// only for a batch that has handlers); `false` for a rejected batch
    /// driven through `BatchUpdatableView`.
    case animationsCompleted(Bool)

    /// A stable one-line text, e.g. `deleteItems [[0, 1], [0, 2]] fade`,
    /// `moveItem [0, 2] -> [0, 5]`, `insertSections [1]`, `rejected: attempt to ...`.
    public var description: String {
        switch self {
        case .reloadData: "reloadData"
        case .beginBatch: "beginBatch"
        case let .deleteItems(paths, animation): Self.line("deleteItems", Self.text(paths), animation)
        case let .insertItems(paths, animation): Self.line("insertItems", Self.text(paths), animation)
        case let .reloadItems(paths, animation): Self.line("reloadItems", Self.text(paths), animation)
        case let .moveItem(from, to): Self.moveText(from, to)
        case let .deleteSections(sections, animation): Self.line("deleteSections", sections.listText, animation)
        case let .insertSections(sections, animation): Self.line("insertSections", sections.listText, animation)
        case let .reloadSections(sections, animation): Self.line("reloadSections", sections.listText, animation)
        case let .moveSection(from, to): "moveSection \(from) -> \(to)"
        case .endBatch: "endBatch"
        case let .rejected(message): "rejected: \(message)"
        case let .fallbackToReloadData(reason): "fallbackToReloadData: \(reason)"
        case let .animationsCompleted(finished): finished ? "animationsCompleted" : "animationsCompleted (not finished)"
        }
    }

    /// Whether the view shows something else after this call: the end of
    /// an applied batch, a fallback to reloading, a `reloadData` (the calls
    /// after which a recording holds what the view shows).
    public var changesDisplay: Bool {
        switch self {
        case .endBatch, .fallbackToReloadData, .reloadData: true
        default: false
        }
    }

    /// The call's name, e.g. `deleteItems` (as the view logs it for both
    /// `deleteItems(at:)` and `deleteRows(at:with:)`).
    public var name: String {
        switch self {
        case .reloadData: "reloadData"
        case .beginBatch: "beginBatch"
        case .deleteItems: "deleteItems"
        case .insertItems: "insertItems"
        case .reloadItems: "reloadItems"
        case .moveItem: "moveItem"
        case .deleteSections: "deleteSections"
        case .insertSections: "insertSections"
        case .reloadSections: "reloadSections"
        case .moveSection: "moveSection"
        case .endBatch: "endBatch"
        case .rejected: "rejected"
        case .fallbackToReloadData: "fallbackToReloadData"
        case .animationsCompleted: "animationsCompleted"
        }
    }

    private static func line(_ name: String, _ operands: String, _ animation: RowAnimation?) -> String {
        guard let animation else { return "\(name) \(operands)" }
        return "\(name) \(operands) \(animation.rawValue)"
    }

    /// `moveItem [0, 2] -> [0, 5]`, written into one buffer (a batch can
    /// log thousands of moves).
    private static func moveText(_ from: IndexPath, _ to: IndexPath) -> String {
        ListTextBuffer.text { buffer in
            buffer.write("moveItem ")
            buffer.write(from)
            buffer.write(" -> ")
            buffer.write(to)
        }
    }

    private static func text(_ paths: [IndexPath]) -> String {
        paths.listText
    }
}
