/// Delta debugging over a scenario document: removes steps, sections
/// (shelves, carousels, discrete sections) and items while the candidate
/// stays interesting, until no single removal does.
///
/// Each round tries, for steps, then sections (shelves and carousels by id),
/// then discrete sections (by position, never the last one), then items,
/// chunks of half the remaining units, then a quarter, ... down to single
/// units, in document order, keeping every removal whose candidate is interesting
/// (ddmin's "reduce to complement" steps). Rounds repeat until one changes
/// nothing, so the result is 1-minimal: removing any single step, section
/// or item makes it uninteresting. The same input and test give the same
/// result: the order of tries depends only on the document.
///
/// - Complexity: O(n log n) interestingness tests per round for n units in
///   the usual case, O(n²) at worst; each test replays one candidate.
///   Items repeated in one list are one unit (their identifier).
public struct ScenarioShrinker {
    /// Whether a candidate is still interesting (and valid).
    public let isInteresting: (ScenarioDocument) -> Bool
    /// How many candidates were tested.
    public private(set) var tests = 0

    /// A shrinker with the test `isInteresting`.
    public init(isInteresting: @escaping (ScenarioDocument) -> Bool) {
        self.isInteresting = isInteresting
    }

    /// The smallest interesting document reachable from `document` (which
    /// should be interesting itself).
    public mutating func shrink(_ document: ScenarioDocument) -> ScenarioDocument {
        var current = document
        var changed = true
        while changed {
            changed = false
            changed = reduce(&current, units: { Array(0..<$0.stepCount).map(String.init) }, removing: { document, units in
                document.removingSteps(Set(units.compactMap(Int.init)))
            }) || changed
            changed = reduce(&current, units: \.sections, removing: { $0.removingSections(Set($1)) }) || changed
            changed = reduce(&current, units: { Array(0..<$0.discreteSectionCount).map(String.init) }, removing: { document, units in
                document.removingDiscreteSections(Set(units.compactMap(Int.init)))
            }) || changed
            changed = reduce(&current, units: \.items, removing: { $0.removingItems(Set($1)) }) || changed
        }
        return current
    }

    /// One ddmin pass over one kind of unit; whether anything was removed.
    private mutating func reduce(
        _ document: inout ScenarioDocument,
        units: (ScenarioDocument) -> [String],
        removing: (ScenarioDocument, [String]) -> ScenarioDocument
    ) -> Bool {
        var removedAny = false
        var chunk = max(1, units(document).count / 2)
        while true {
            var start = 0
            while start < units(document).count {
                let all = units(document)
                let slice = Array(all[start..<min(all.count, start + chunk)])
                let candidate = removing(document, slice)
                tests += 1
                if candidate != document, isInteresting(candidate) {
                    document = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 { return removedAny }
            chunk = max(1, chunk / 2)
        }
    }
}
