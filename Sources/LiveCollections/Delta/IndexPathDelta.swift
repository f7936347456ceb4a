import Foundation

/// The item changes of a multi-section update, as index paths.
///
/// The index spaces are UIKit's: `deletions` and the `source` of `moves` and
/// `reloads` are paths before the batch, `insertions` and every `target` are
/// paths after it. Items may move between sections.
public struct IndexPathDelta: Hashable, Sendable, Codable {
    /// Removed items, before the batch, sorted.
    public let deletions: [IndexPath]
    /// Added items, after the batch, sorted.
    public let insertions: [IndexPath]
    /// Surviving items whose value changed, `before -> after`.
    public let reloads: [IndexPathPair]
    /// Surviving items that change position or section, `before -> after`.
    public let moves: [IndexPathPair]

    /// Creates a delta from its four parts.
    public init(
        deletions: [IndexPath] = [],
        insertions: [IndexPath] = [],
        reloads: [IndexPathPair] = [],
        moves: [IndexPathPair] = []
    ) {
        self.deletions = deletions
        self.insertions = insertions
        self.reloads = reloads
        self.moves = moves
    }

    /// Expresses a single-section ``IndexDelta`` as index paths in `section`.
    public init(_ delta: IndexDelta, section: Int) {
        self.init(
            deletions: delta.deletions.map { IndexPath(itemIndex: $0, sectionIndex: section) },
            insertions: delta.insertions.map { IndexPath(itemIndex: $0, sectionIndex: section) },
            reloads: delta.reloads.map {
                IndexPathPair(source: IndexPath(itemIndex: $0.source, sectionIndex: section), target: IndexPath(itemIndex: $0.target, sectionIndex: section))
            },
            moves: delta.moves.map {
                IndexPathPair(source: IndexPath(itemIndex: $0.source, sectionIndex: section), target: IndexPath(itemIndex: $0.target, sectionIndex: section))
            }
        )
    }

    /// The delta with no changes.
    public static let empty = IndexPathDelta()

    /// The number of operations: deletions + insertions + reloads + moves.
    public var changeCount: Int { deletions.count + insertions.count + reloads.count + moves.count }

    /// Whether the delta changes anything.
    public var hasChanges: Bool { changeCount > 0 }
}

extension IndexPathDelta {
    /// One line in the recording's notation, e.g.
    /// `IndexPathDelta(deletions: [[0, 1]], insertions: [], reloads: [], moves: [[0, 2]->[1, 0]])`.
    /// (`description` is Swift's default, as in the original library.)
    package var logText: String {
        "IndexPathDelta(deletions: \(deletions.listText), insertions: \(insertions.listText), "
            + "reloads: \(reloads.listText), moves: \(moves.listText))"
    }
}
