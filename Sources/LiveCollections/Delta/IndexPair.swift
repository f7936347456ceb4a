/// A pair of indices in one section: where an item was (`source`, an index in
/// the data before the update) and where it is (`target`, an index in the data
/// after it).
public struct IndexPair: Hashable, Sendable, Codable {
    /// The index before the update.
    public let source: Int
    /// The index after the update.
    public let target: Int

    /// Creates a pair from an index before and an index after the update.
    public init(source: Int, target: Int) {
        self.source = source
        self.target = target
    }
}

extension IndexPair: CustomStringConvertible, CustomDebugStringConvertible {
    /// `(source, target)`, e.g. `(2, 5)`, as the original library writes it
    /// (the recording's notation, `2->5`, is the log's own).
    public var description: String { "(\(source), \(target))" }

    /// The same as ``description``, as in the original library.
    public var debugDescription: String { description }
}
