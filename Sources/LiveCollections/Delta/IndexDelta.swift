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
///
/// Each part is kept in one order, whatever order it was given in, as in the
/// original library: deletions and insertions ascending, reloads and moves
/// by `source`, descending. Two deltas with the same changes are therefore
/// equal (`==`) however they were written.
public struct IndexDelta: Hashable, Sendable, Codable {
    /// Indices of removed items, in the data before the update, ascending.
    public let deletions: [Int]
    /// Indices of added items, in the data after the update, ascending.
    public let insertions: [Int]
    /// Surviving items whose value changed, `before -> after`, by `source`
    /// descending.
    public let reloads: [IndexPair]
    /// Surviving items that change position, `before -> after`, by `source`
    /// descending.
    public let moves: [IndexPair]

    /// Creates a delta from its four parts, each sorted into the delta's
    /// order (see ``IndexDelta``).
    ///
    /// - Complexity: O(n) for parts already in that order, O(n log n)
    ///   otherwise.
    public init(deletions: [Int] = [], insertions: [Int] = [], reloads: [IndexPair] = [], moves: [IndexPair] = []) {
        self.init(
            ordered: deletions.inOrder(by: <), insertions: insertions.inOrder(by: <),
            reloads: reloads.inOrder { $0.source > $1.source }, moves: moves.inOrder { $0.source > $1.source })
    }

    /// A delta whose parts are already in the delta's order.
    @usableFromInline
    init(ordered deletions: [Int], insertions: [Int], reloads: [IndexPair], moves: [IndexPair]) {
        self.deletions = deletions
        self.insertions = insertions
        self.reloads = reloads
        self.moves = moves
    }

    /// Reads a delta, putting its parts in the delta's order.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            deletions: try container.decode([Int].self, forKey: .deletions),
            insertions: try container.decode([Int].self, forKey: .insertions),
            reloads: try container.decode([IndexPair].self, forKey: .reloads),
            moves: try container.decode([IndexPair].self, forKey: .moves))
    }

    /// The delta with no changes.
    public static let empty = IndexDelta()

    /// The number of operations: deletions + insertions + reloads + moves.
    public var changeCount: Int { deletions.count + insertions.count + reloads.count + moves.count }

    /// Whether the delta changes anything.
    public var hasChanges: Bool { changeCount > 0 }
}

extension IndexDelta {
    /// One line in the recording's notation, e.g.
    /// `IndexDelta(deletions: [0, 1], insertions: [4], reloads: [2->1], moves: [3->0])`.
    /// (`description` is Swift's default, as in the original library:
    /// `IndexDelta(deletions: [0, 1], insertions: [4], reloads: [(2, 1)], moves: [(3, 0)])`.)
    package var logText: String {
        "IndexDelta(deletions: \(deletions.listText), insertions: \(insertions.listText), reloads: \(reloads.listText), "
            + "moves: \(moves.listText))"
    }
}

extension Array {
    /// The array itself when `areInIncreasingOrder` already holds for each
    /// neighbour, else the array sorted by it.
    func inOrder(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] {
        for index in indices.dropFirst() where areInIncreasingOrder(self[index], self[index - 1]) {
            return sorted(by: areInIncreasingOrder)
        }
        return self
    }
}
