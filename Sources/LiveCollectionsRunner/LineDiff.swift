import LiveCollectionsDocs

/// The lines two texts do not share, by a longest common subsequence
/// (``LineAlignment``, which the diff pages highlight with): each removed
/// line as `- line`, each added line as `+ line`, in order.
///
/// - Complexity: O(n · m) time and space for n and m lines: steps are short.
public enum LineDiff {
    /// The changed lines from `old` to `new`; empty when they are equal.
    public static func changes(from old: [String], to new: [String]) -> [String] {
        guard old != new else { return [] }
        return LineAlignment(old, new).entries.compactMap { entry in
            switch entry {
            case .same: nil
            case .removed(let index): "- \(old[index])"
            case .added(let index): "+ \(new[index])"
            }
        }
    }
}
