import Foundation

/// A set of index paths for membership tests, answering exactly as
/// `Set<IndexPath>` does. Two-index paths (the only kind a view takes) are
/// kept as (section, item) integer pairs, hashed as two integers rather
/// than through `IndexPath`'s storage of any length; paths of other lengths
/// are kept as they are.
struct PathSet {
    private struct Pair: Hashable {
        let section: Int
        let item: Int
    }

    private var pairs = Set<Pair>()
    private var others = Set<IndexPath>()

    /// The set of `paths` (repeats count once).
    ///
    /// - Complexity: O(n).
    init(_ paths: [IndexPath]) {
        pairs.reserveCapacity(paths.count)
        for path in paths {
            if let pair = path.indexPair {
                pairs.insert(Pair(section: pair.section, item: pair.item))
            } else {
                others.insert(path)
            }
        }
    }

    /// Whether `path` is in the set.
    func contains(_ path: IndexPath) -> Bool {
        path.indexPair.map { pairs.contains(Pair(section: $0.section, item: $0.item)) } ?? others.contains(path)
    }
}
