/// The identifiers that appear more than once in a data set declared unique.
///
/// The delta engine never builds a delta from such data: index-based deltas
/// are meaningless when two items share an identity, and UIKit would crash or
/// animate the wrong cells. Instead it reports the duplicates with this value
/// and falls back to a full replacement (every old item deleted, every new
/// item inserted), which any view accepts.
public struct DuplicateIdentifiers<ID: Hashable>: Hashable {
    /// Identifiers repeated in the data before the update, in the order their
    /// second occurrence appears; each is listed once.
    public let source: [ID]
    /// Identifiers repeated in the data after the update, likewise.
    public let target: [ID]

    /// Creates a report from the repeated identifiers of each side.
    public init(source: [ID], target: [ID]) {
        self.source = source
        self.target = target
    }

    /// Finds the repeated identifiers of both sides, or `nil` when every
    /// identifier is unique on both.
    ///
    /// - Complexity: O(n + m) expected.
    @inlinable
    public static func find(source: some Sequence<ID>, target: some Sequence<ID>) -> DuplicateIdentifiers? {
        let report = DuplicateIdentifiers(source: repeated(in: source), target: repeated(in: target))
        return report.source.isEmpty && report.target.isEmpty ? nil : report
    }

    @inlinable
    static func repeated(in ids: some Sequence<ID>) -> [ID] {
        var seen = [ID: Int]()
        var repeated: [ID] = []
        for id in ids {
            seen[id, default: 0] += 1
            if seen[id] == 2 { repeated.append(id) }
        }
        return repeated
    }
}

extension DuplicateIdentifiers: Sendable where ID: Sendable {}

extension DuplicateIdentifiers: CustomStringConvertible {
    /// e.g. `duplicate identifiers: before the update [A, B]; after the update [A]`.
    public var description: String {
        let before = source.map { "\($0)" }.joined(separator: ", ")
        let after = target.map { "\($0)" }.joined(separator: ", ")
        return "duplicate identifiers: before the update [\(before)]; after the update [\(after)]"
    }
}
