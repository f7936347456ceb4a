import Foundation

/// A pair of index paths: where an item was (`source`, a path in the data
/// before the update) and where it is (`target`, a path after it).
public struct IndexPathPair: Hashable, Sendable, Codable {
    /// The index path before the update.
    public let source: IndexPath
    /// The index path after the update.
    public let target: IndexPath

    /// Creates a pair from a path before and a path after the update.
    public init(source: IndexPath, target: IndexPath) {
        self.source = source
        self.target = target
    }
}

