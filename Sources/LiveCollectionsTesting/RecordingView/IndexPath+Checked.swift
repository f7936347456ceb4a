import Foundation

extension IndexPath {
    /// The section of a two-index path; -1 (out of every bound) for a path of
    /// another length, so a malformed path is rejected instead of trapping
    /// (the core's `sectionIndex` reads the first index of any path).
    var checkedSectionIndex: Int { count == 2 ? self[0] : -1 }

    /// The item (row) of a two-index path; -1 for a path of another length.
    var checkedItemIndex: Int { count == 2 ? self[1] : -1 }

    /// `(section, item)` of a two-index path, the only kind a view takes;
    /// nil for a path of another length. Batch checks of thousands of paths
    /// compare and hash these integers rather than `IndexPath`s, whose
    /// storage may hold any number of indexes.
    var indexPair: (section: Int, item: Int)? { count == 2 ? (self[0], self[1]) : nil }
}

/// Pairs of two-index paths as (section, item, section, item) integers,
/// sorted: the order `(IndexPath, IndexPath)` tuples sort in. Nil when a path
/// has another length (the caller then compares `IndexPath`s).
///
/// - Complexity: O(n log n).
func sortedIndexQuadruples(_ pairs: [(IndexPath, IndexPath)]) -> [(Int, Int, Int, Int)]? {
    var quadruples: [(Int, Int, Int, Int)] = []
    quadruples.reserveCapacity(pairs.count)
    for (first, second) in pairs {
        guard let first = first.indexPair, let second = second.indexPair else { return nil }
        quadruples.append((first.section, first.item, second.section, second.item))
    }
    quadruples.sort { $0 < $1 }
    return quadruples
}

extension Collection where Index == Int {
    /// The element at `index`, or nil when `index` is out of bounds (negative included).
    subscript(checked index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
