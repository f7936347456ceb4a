import Foundation

extension SectionDelta {
    /// Stages the matchings of sections and of items (flattened across
    /// sections, in section order) as described on ``SectionDelta``.
    ///
    /// - Complexity: O(n + m) plus O(k log k) for the per-section moves, and
    ///   O(d log d) to sort the d operations.
    @usableFromInline
    init(sections: IdentityMatching, items: IdentityMatching, sourceCounts: [Int], targetCounts: [Int]) {
        let sectionDelta = IndexDelta(sections)
        let source = FlatLayout(counts: sourceCounts)
        let target = FlatLayout(counts: targetCounts)

        // Where each old item sits during stage 2: its section's final index
        // (or -1 when the section is deleted) and its old row.
        let intermediateSectionOfSource = source.sectionOfItem.map { sections.sourceToTarget[$0] }

        var layout: [IntermediateSection] = []
        layout.reserveCapacity(targetCounts.count)
        var deletions: [IndexPath] = []
        var insertions: [IndexPath] = []
        var moves: [IndexPathPair] = []
        var reloads: [IndexPathPair] = []

        for k in 0..<source.itemCount where items.sourceToTarget[k] < 0 {
            let section = intermediateSectionOfSource[k]
            if section >= 0 { deletions.append(IndexPath(itemIndex: source.rowOfItem[k], sectionIndex: section)) }
        }

        for t in 0..<targetCounts.count {
            let isInserted = sections.targetToSource[t] < 0
            var itemsAppearingWithSection: [Int] = []
            var stayingRows: [Int] = []
            var stayingTargets: [Int] = []
            for j in 0..<targetCounts[t] {
                let finalPath = IndexPath(itemIndex: j, sectionIndex: t)
                let k = items.targetToSource[target.start[t] + j]
                let fromSection = k >= 0 ? intermediateSectionOfSource[k] : -1
                guard fromSection >= 0 else {
                    // New, or from a deleted section: arrives with its section or is inserted.
                    if isInserted { itemsAppearingWithSection.append(j) } else { insertions.append(finalPath) }
                    continue
                }
                let intermediatePath = IndexPath(itemIndex: source.rowOfItem[k], sectionIndex: fromSection)
                if fromSection == t {
                    stayingRows.append(intermediatePath.itemIndex)
                    stayingTargets.append(j)
                } else {
                    moves.append(IndexPathPair(source: intermediatePath, target: finalPath))
                }
                if items.changed[k] {
                    reloads.append(IndexPathPair(source: intermediatePath, target: finalPath))
                }
            }
            for (position, stays) in longestIncreasingSubsequenceMembers(stayingRows).enumerated() where !stays {
                moves.append(IndexPathPair(
                    source: IndexPath(itemIndex: stayingRows[position], sectionIndex: t),
                    target: IndexPath(itemIndex: stayingTargets[position], sectionIndex: t)
                ))
            }
            if isInserted {
                layout.append(.inserted(targetSection: t, items: itemsAppearingWithSection))
            } else {
                layout.append(.existing(sourceSection: sections.targetToSource[t]))
            }
        }

        deletions.sort()
        moves.sort { $0.source < $1.source }
        reloads.sort { $0.source < $1.source }
        self.init(
            sectionDelta: sectionDelta,
            itemDelta: IndexPathDelta(deletions: deletions, insertions: insertions, reloads: reloads, moves: moves),
            intermediateLayout: layout
        )
    }
}

/// Positions of items flattened across sections, section after section.
struct FlatLayout {
    /// The flat index of each section's first item.
    let start: [Int]
    /// The section of each flat item.
    let sectionOfItem: [Int]
    /// The row of each flat item in its section.
    let rowOfItem: [Int]

    var itemCount: Int { sectionOfItem.count }

    init(counts: [Int]) {
        var start: [Int] = []
        var sectionOfItem: [Int] = []
        var rowOfItem: [Int] = []
        start.reserveCapacity(counts.count)
        let total = counts.reduce(0, +)
        sectionOfItem.reserveCapacity(total)
        rowOfItem.reserveCapacity(total)
        for (section, count) in counts.enumerated() {
            start.append(sectionOfItem.count)
            for row in 0..<count {
                sectionOfItem.append(section)
                rowOfItem.append(row)
            }
        }
        self.start = start
        self.sectionOfItem = sectionOfItem
        self.rowOfItem = rowOfItem
    }
}
