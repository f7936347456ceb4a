/// The changes between two versions of one section's items, as plain indices.
///
/// - `deletions`: indices in the data *before* the update.
/// - `insertions`: indices in the data *after* the update.
/// - `moves`: `before -> after`, only for items that must move for the order
///   to be right (the fewest moves possible; insertions and deletions alone
///   never cause a move).
/// - `reloads`: `before -> after` for every surviving item whose value (`==`)
///   changed. An item that moved *and* changed appears in `moves` and in
///   `reloads`.
///
/// UIKit cannot reload and move one item in the same batch, so the
/// LiveCollections sequence is: batch 1 = deletions + moves + insertions;
/// batch 2 = reloads at their `target` indices.
public struct IndexDelta: Hashable, Sendable, Codable {
    /// Indices of removed items, in the data before the update, ascending.
    public let deletions: [Int]
    /// Indices of added items, in the data after the update, ascending.
    public let insertions: [Int]
    /// Surviving items whose value changed, `before -> after`.
    public let reloads: [IndexPair]
    /// Surviving items that change position, `before -> after`.
    public let moves: [IndexPair]

    /// Creates a delta from its four parts.
    public init(deletions: [Int] = [], insertions: [Int] = [], reloads: [IndexPair] = [], moves: [IndexPair] = []) {
        self.deletions = deletions
        self.insertions = insertions
        self.reloads = reloads
        self.moves = moves
    }

    /// The delta with no changes.
    public static let empty = IndexDelta()

    /// The number of operations: deletions + insertions + reloads + moves.
    public var changeCount: Int { deletions.count + insertions.count + reloads.count + moves.count }

    /// Whether the delta changes anything.
    public var hasChanges: Bool { changeCount > 0 }
}

extension IndexDelta: CustomStringConvertible, CustomDebugStringConvertible {
    /// One line in the library's notation, e.g.
    /// `IndexDelta(deletions: [0, 1], insertions: [4], reloads: [2->1], moves: [3->0])`.
    public var description: String {
        "IndexDelta(deletions: \(deletions.listText), insertions: \(insertions.listText), reloads: \(reloads.listText), "
            + "moves: \(moves.listText))"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }
}
