/// The lines two texts do not share, by a longest common subsequence: each
/// removed line as `- line`, each added line as `+ line`, in order.
///
/// - Complexity: O(n · m) time and space for n and m lines: steps are short.
public enum LineDiff {
    /// The changed lines from `old` to `new`; empty when they are equal.
    public static func changes(from old: [String], to new: [String]) -> [String] {
        guard old != new else { return [] }
        let n = old.count
        let m = new.count
        // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                i += 1
                j += 1
            } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
                result.append("- \(old[i])")
                i += 1
            } else {
                result.append("+ \(new[j])")
                j += 1
            }
        }
        return result
    }
}
