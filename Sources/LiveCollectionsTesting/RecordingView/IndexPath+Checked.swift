import Foundation

extension IndexPath {
    /// The section of a two-index path; -1 (out of every bound) for a path of
    /// another length, so a malformed path is rejected instead of trapping.
    var sectionIndex: Int { count == 2 ? self[0] : -1 }

    /// The item (row) of a two-index path; -1 for a path of another length.
    var itemIndex: Int { count == 2 ? self[1] : -1 }
}

extension Collection where Index == Int {
    /// The element at `index`, or nil when `index` is out of bounds (negative included).
    subscript(checked index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
