import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
extension IndexPath {
    /// An index path for an item of a collection view: `[section, item]`.
    ///
    /// Built as one index with another appended, which Foundation stores
    /// as a pair without allocating, not from an array literal (an array
    /// allocated and freed per path, about twice the time).
    public init(item: Int, section: Int) {
        self = IndexPath(index: section).appending(item)
    }

    /// An index path for a row of a table view: `[section, row]`.
    public init(row: Int, section: Int) {
        self = IndexPath(index: section).appending(row)
    }

    /// The section index (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item index (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row index (the second index), as a table view names it.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
