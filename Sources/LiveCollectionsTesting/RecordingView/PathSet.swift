import Foundation

/// A set of index paths for membership tests, answering exactly as
/// `Set<IndexPath>` does. Two-index paths (the only kind a view takes) are
/// kept as (section, item) integer pairs, which hash several times faster
/// than `IndexPath`s; paths of other lengths are kept as they are.
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
            if path.count == 2 {
                pairs.insert(Pair(section: path[0], item: path[1]))
            } else {
                others.insert(path)
            }
        }
    }

    /// Whether `path` is in the set.
    func contains(_ path: IndexPath) -> Bool {
        path.count == 2 ? pairs.contains(Pair(section: path[0], item: path[1])) : others.contains(path)
    }
}
