/// Two lists of lines aligned by a longest common subsequence: which lines
/// of each side the other side shares, in order. The diff pages highlight
/// the others; `ScenarioLineDiff` prints them as `-` and `+` lines.
///
/// - Complexity: O(n + m) for the lines shared at the start and the end,
///   then O(n' · m') time and space for the n' and m' lines between.
package struct LineAlignment: Hashable, Sendable {
    /// One line of the alignment.
    package enum Entry: Hashable, Sendable {
        /// On both sides (indexes in the old and the new lines).
        case same(Int, Int)
        /// Only in the old lines.
        case removed(Int)
        /// Only in the new lines.
        case added(Int)
    }

    /// The entries, in order: shared lines, removed lines before added ones.
    package let entries: [Entry]

    /// Aligns `old` with `new`.
    package init(_ old: [String], _ new: [String]) {
        // The lines both share at the start and at the end are aligned as
        // they are; only the part between needs the quadratic table, so a
        // local change in a long text (a whole golden) stays cheap.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var entries: [Entry] = (0..<prefix).map { .same($0, $0) }
        entries += Self.middle(old, new, from: prefix, oldEnd: old.count - suffix, newEnd: new.count - suffix)
        entries += (0..<suffix).map { .same(old.count - suffix + $0, new.count - suffix + $0) }
        self.entries = entries
    }

    /// The alignment of `old[start..<oldEnd]` with `new[start..<newEnd]`.
    private static func middle(_ old: [String], _ new: [String], from start: Int, oldEnd: Int, newEnd: Int) -> [Entry] {
        let n = oldEnd - start
        let m = newEnd - start
        // common[i][j]: the length of the longest common subsequence of the
        // middle's old[i...] and new[j...].
        var common = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = old[start + i] == new[start + j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var entries: [Entry] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[start + i] == new[start + j] {
                entries.append(.same(start + i, start + j))
                i += 1
                j += 1
            } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
                entries.append(.removed(start + i))
                i += 1
            } else {
                entries.append(.added(start + j))
                j += 1
            }
        }
        return entries
    }

    /// The indexes of the old lines the new ones do not share.
    package var removed: Set<Int> {
        Set(entries.compactMap { if case .removed(let index) = $0 { index } else { nil } })
    }

    /// The indexes of the new lines the old ones do not share.
    package var added: Set<Int> {
        Set(entries.compactMap { if case .added(let index) = $0 { index } else { nil } })
    }
}
