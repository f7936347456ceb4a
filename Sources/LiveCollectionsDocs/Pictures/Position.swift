import Foundation

/// A row of a section, as a call names it: `[section, item]`.
public struct Position: Hashable, Sendable, Comparable {
    /// The section.
    public let section: Int
    /// The row in the section.
    public let row: Int

    /// The position of `row` in `section`.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// The position an index path names (its first two indexes).
    init(_ path: IndexPath) {
        self.init(section: path.count > 0 ? path[0] : 0, row: path.count > 1 ? path[1] : 0)
    }

    /// Section first, then row.
    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}
