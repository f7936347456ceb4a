/// Two lists of lines aligned by a longest common subsequence: which lines
/// of each side the other side shares, in order. The diff pages highlight
/// the others; `LineDiff` prints them as `-` and `+` lines.
///
/// - Complexity: O(n · m) time and space for n and m lines: steps are short.
public struct LineAlignment: Hashable, Sendable {
    /// One line of the alignment.
    public enum Entry: Hashable, Sendable {
        /// On both sides (indexes in the old and the new lines).
        case same(Int, Int)
        /// Only in the old lines.
        case removed(Int)
        /// Only in the new lines.
        case added(Int)
    }

    /// The entries, in order: shared lines, removed lines before added ones.
    public let entries: [Entry]

    /// Aligns `old` with `new`.
    public init(_ old: [String], _ new: [String]) {
        let n = old.count
        let m = new.count
        // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var entries: [Entry] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                entries.append(.same(i, j))
                i += 1
                j += 1
            } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
                entries.append(.removed(i))
                i += 1
            } else {
                entries.append(.added(j))
                j += 1
            }
        }
        self.entries = entries
    }

    /// The indexes of the old lines the new ones do not share.
    public var removed: Set<Int> {
        Set(entries.compactMap { if case .removed(let index) = $0 { index } else { nil } })
    }

    /// The indexes of the new lines the old ones do not share.
    public var added: Set<Int> {
        Set(entries.compactMap { if case .added(let index) = $0 { index } else { nil } })
    }
}
