import Foundation

/// The changes between two versions of multi-section data, staged in the
/// order UIKit accepts.
///
/// ## Staging
///
/// 1. **Sections** (``sectionDelta``): section deletions (old indices),
///    insertions (new indices) and moves, in one batch whose data is the
///    ``intermediateLayout``: the sections in their final order, each
///    surviving section still holding exactly its old items, each new section
///    holding only the items that come from nowhere else (new items, or items
///    of a deleted section).
/// 2. **Items** (``itemDelta`` deletions, insertions and moves): item changes
///    from the intermediate layout to the final data, in one batch with no
///    section operation. Items move between sections here, including into
///    the sections inserted in stage 1.
/// 3. **Reloads** (``itemDelta`` reloads): surviving items whose value
///    changed, reloaded at their final (`target`) index paths after stage 2.
///
/// Why this staging: UIKit rejects moving an item out of a deleted section or
/// into an inserted one in the same batch (rules 5 and 9 of
/// `docs/uikit-batch-rules.md`), mis-animates a
/// section move combined with item changes inside that section, and rejects a
/// reload and a move of the same item (rule 4, after reloads become
/// delete + insert). Separating section changes, item changes and reloads
/// avoids all three, and matches the original library's order (section
/// animations first, then item animations, then reloads).
///
/// Items of a deleted section disappear with it; items of an inserted section
/// that were not elsewhere appear with it; an item that lived in a deleted
/// section and reappears in a surviving one is inserted, not moved.
///
/// All indices refer to the sections of each data set as given, empty ones
/// included (`CollectionSectionData` drops an update's empty sections before
/// diffing, as the original library does).
public struct SectionDelta: Hashable, Sendable, Codable {
    /// Where one section of the intermediate layout takes its items from.
    public enum IntermediateSection: Hashable, Sendable, Codable {
        /// A surviving section, holding all of its old items (old section index).
        case existing(sourceSection: Int)
        /// A new section, holding these items of its final version (offsets
        /// into the new section's items, ascending).
        case inserted(targetSection: Int, items: [Int])
    }

    /// Stage 1: section deletions, insertions and moves (no reloads).
    public let sectionDelta: IndexDelta
    /// Stage 2 (deletions, insertions, moves) and stage 3 (reloads). Sources
    /// are paths in the intermediate layout; targets are final paths.
    public let itemDelta: IndexPathDelta
    /// The data shown between stage 1 and stage 2, one entry per final section.
    public let intermediateLayout: [IntermediateSection]

    /// Creates a staged delta from its parts.
    public init(sectionDelta: IndexDelta, itemDelta: IndexPathDelta, intermediateLayout: [IntermediateSection]) {
        self.sectionDelta = sectionDelta
        self.itemDelta = itemDelta
        self.intermediateLayout = intermediateLayout
    }

    /// Whether stage 1 has anything to animate.
    public var hasSectionChanges: Bool { sectionDelta.hasChanges }
    /// Whether stage 2 or stage 3 has anything to animate.
    public var hasItemChanges: Bool { itemDelta.hasChanges }
    /// Whether anything changes at all.
    public var hasChanges: Bool { hasSectionChanges || hasItemChanges }
    /// The number of section and item operations.
    public var changeCount: Int { sectionDelta.changeCount + itemDelta.changeCount }

    /// The items of the intermediate layout, built from the sections' items
    /// before (`source`) and after (`target`) the update.
    ///
    /// - Complexity: O(n) in the number of items it returns.
    public func intermediateItems<Item>(source: [[Item]], target: [[Item]]) -> [[Item]] {
        intermediateLayout.map { section in
            switch section {
            case .existing(let sourceSection):
                return source[sourceSection]
            case .inserted(let targetSection, let items):
                let sectionItems = target[targetSection]
                return items.map { sectionItems[$0] }
            }
        }
    }

    /// The sections of the intermediate layout, as the original library's
    /// data object holds them between its stages: a surviving section's old
    /// value (`source`), an inserted section's new one (`target`).
    ///
    /// - Complexity: O(s) for s sections.
    public func intermediateSections<Section>(source: [Section], target: [Section]) -> [Section] {
        intermediateLayout.map { section in
            switch section {
            case .existing(let sourceSection): source[sourceSection]
            case .inserted(let targetSection, _): target[targetSection]
            }
        }
    }
}

extension SectionDelta: CustomStringConvertible, CustomDebugStringConvertible {
    /// Two parts in the recording's notation: the section `IndexDelta` and
    /// the item `IndexPathDelta`.
    public var description: String {
        "SectionDelta(sections: \(sectionDelta.logText), items: \(itemDelta.logText))"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }
}
