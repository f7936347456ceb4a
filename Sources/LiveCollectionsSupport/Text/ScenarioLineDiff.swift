/// Line diffs by a longest common subsequence: the changed lines alone
/// (what `verify` and `diff` print under each step), with context (what
/// the terminal review shows), or a unified diff (what `verify --artifacts`
/// writes, and a failed `ScenarioGolden.verify` shows).
///
/// - Complexity: that of ``LineAlignment``: O(n + m) for the lines the two
///   texts share at their start and end, O(n · m) for the part between.
package enum ScenarioLineDiff {
    /// One line of an edit script.
    package enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The changed lines from `old` to `new`; empty when they are equal.
    package static func changes(from old: [String], to new: [String]) -> [String] {
        guard old != new else { return [] }
        return changes(of: edits(from: old, to: new))
    }

    /// A unified diff (`---`/`+++` headers, `@@` hunks with `context` lines
    /// around each change), as `diff -u` and `git diff` print it; empty when
    /// the texts are equal.
    package static func unified(from old: [String], to new: [String], oldName: String, newName: String, context: Int = 3) -> [String] {
        guard old != new else { return [] }
        return ["--- \(oldName)", "+++ \(newName)"] + hunks(of: edits(from: old, to: new), context: context).flatMap { hunk in
            [hunk.header] + hunk.edits.map { edit in
                switch edit {
                case .same(let line): " \(line)"
                case .removed(let line): "-\(line)"
                case .added(let line): "+\(line)"
                }
            }
        }
    }

    /// The changed lines of an edit script with `context` unchanged lines
    /// around each change, as the terminal review shows them: each hunk
    /// starts with its `@@ -a,b +c,d @@` line, then `- ` a removed line,
    /// `+ ` an added one, two spaces an unchanged one; empty when nothing
    /// changed.
    package static func excerpt(of script: [Edit], context: Int) -> [String] {
        hunks(of: script, context: context).flatMap { hunk in
            [hunk.header] + hunk.edits.map { edit in
                switch edit {
                case .same(let line): "  \(line)"
                case .removed(let line): "- \(line)"
                case .added(let line): "+ \(line)"
                }
            }
        }
    }

    /// The changed lines of an edit script, `- ` and `+ `.
    package static func changes(of script: [Edit]) -> [String] {
        script.compactMap { edit in
            switch edit {
            case .same: nil
            case .removed(let line): "- \(line)"
            case .added(let line): "+ \(line)"
            }
        }
    }

    /// The hunks of an edit script: each change with `context` edits
    /// around it (changes closer than twice the context share a hunk), and
    /// its `@@ -a,b +c,d @@` line, lines counted from 1.
    private static func hunks(of script: [Edit], context: Int) -> [(header: String, edits: ArraySlice<Edit>)] {
        // Positions of each edit in both texts, from 0.
        var positions: [(old: Int, new: Int)] = []
        var (i, j) = (0, 0)
        for edit in script {
            positions.append((i, j))
            switch edit {
            case .same: i += 1; j += 1
            case .removed: i += 1
            case .added: j += 1
            }
        }
        let changed = script.indices.filter { index in
            if case .same = script[index] { false } else { true }
        }
        var hunks: [(header: String, edits: ArraySlice<Edit>)] = []
        var start = 0
        while start < changed.count {
            var end = start
            while end + 1 < changed.count, changed[end + 1] - changed[end] - 1 <= 2 * context { end += 1 }
            let first = max(changed[start] - context, 0)
            let last = min(changed[end] + context, script.count - 1)
            let slice = script[first...last]
            let oldCount = slice.filter { if case .added = $0 { false } else { true } }.count
            let newCount = slice.filter { if case .removed = $0 { false } else { true } }.count
            let oldStart = oldCount == 0 ? positions[first].old : positions[first].old + 1
            let newStart = newCount == 0 ? positions[first].new : positions[first].new + 1
            hunks.append(("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@", slice))
            start = end + 1
        }
        return hunks
    }

    /// The edit script from `old` to `new`, from the one alignment the diff
    /// pages highlight with (``LineAlignment``): removals before additions
    /// where both are possible.
    package static func edits(from old: [String], to new: [String]) -> [Edit] {
        LineAlignment(old, new).entries.map { entry in
            switch entry {
            case .same(let index, _): .same(old[index])
            case .removed(let index): .removed(old[index])
            case .added(let index): .added(new[index])
            }
        }
    }
}
