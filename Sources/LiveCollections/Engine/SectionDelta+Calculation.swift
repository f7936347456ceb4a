import Foundation

/// The result of diffing two versions of multi-section data: the staged
/// ``SectionDelta``, and the duplicate identifiers that forced a full
/// replacement, if any.
///
/// ## Algorithm
///
/// Sections are taken as given, a section without items like any other
/// (`CollectionSectionData` drops them from an update's target first, as
/// the original library does, and keeps them when they are appended or
/// given at the start, as the original does too). Section identifiers
/// are matched through a hash table and their moves chosen outside a longest
/// increasing subsequence, as for ``DeltaCalculation``. Item identifiers are
/// matched across all sections at once through a second hash table, so an
/// item is followed from one section to another. Within each section, the
/// items that stay in it keep their order along a longest increasing
/// subsequence of their old rows; the others move. The staging is described
/// on ``SectionDelta``.
///
/// - Complexity: O(n + m) expected time for matching and O(k log k) for moves,
///   n and m being the item counts (plus the section counts), k the number
///   of surviving items; O(n + m) space.
///
/// ## Duplicate identifiers
///
/// Section identifiers must be unique among sections and item identifiers
/// across all sections. If either repeats, the repeated identifiers are
/// listed in ``duplicateSectionIDs`` / ``duplicateItemIDs`` and the delta is
/// a full replacement: every old section deleted, every new section
/// inserted with all of its items. Any view accepts it.
public struct SectionDeltaCalculation<Section: UniquelyIdentifiableSection> {
    /// The staged changes.
    public let delta: SectionDelta
    /// Repeated section identifiers, if any.
    public let duplicateSectionIDs: DuplicateIdentifiers<Section.UniqueIDType>?
    /// Repeated item identifiers (across all sections), if any.
    public let duplicateItemIDs: DuplicateIdentifiers<Section.DataType.UniqueIDType>?

    /// Whether duplicates forced ``delta`` to replace everything.
    public var isFullReplacement: Bool { duplicateSectionIDs != nil || duplicateItemIDs != nil }

    /// Diffs `source` (the sections shown now) against `target`.
    @inlinable
    public init(from source: [Section], to target: [Section]) {
        let sourceItems = source.flatMap(\.items)
        let targetItems = target.flatMap(\.items)

        let sectionMatching = IdentityMatching.sections(source, target)
        let itemMatching = IdentityMatching.match(
            sourceCount: sourceItems.count,
            targetCount: targetItems.count,
            sourceID: { sourceItems[$0].uniqueID },
            targetID: { targetItems[$0].uniqueID },
            isChanged: { sourceItems[$0] != targetItems[$1] }
        )
        let targetCounts = target.map(\.items.count)
        if let sectionMatching, let itemMatching {
            delta = SectionDelta(
                sections: sectionMatching,
                items: itemMatching,
                sourceCounts: source.map(\.items.count),
                targetCounts: targetCounts
            )
            duplicateSectionIDs = nil
            duplicateItemIDs = nil
        } else {
            delta = .fullReplacement(sourceSectionCount: source.count, targetCounts: targetCounts)
            duplicateSectionIDs = DuplicateIdentifiers.find(
                source: source.lazy.map(\.uniqueID), target: target.lazy.map(\.uniqueID))
            duplicateItemIDs = DuplicateIdentifiers.find(
                source: sourceItems.lazy.map(\.uniqueID), target: targetItems.lazy.map(\.uniqueID))
        }
    }
}

extension IdentityMatching {
    /// Sections matched by their identifiers (a section never counts as
    /// changed: its items are matched on their own); nil when an identifier
    /// repeats on either side.
    @inlinable
    static func sections<S: UniquelyIdentifiableSection>(_ source: [S], _ target: [S]) -> IdentityMatching? {
        match(
            sourceCount: source.count, targetCount: target.count,
            sourceID: { source[$0].uniqueID }, targetID: { target[$0].uniqueID },
            isChanged: { _, _ in false }
        )
    }
}

extension SectionDeltaCalculation: Sendable
where Section.UniqueIDType: Sendable, Section.DataType.UniqueIDType: Sendable {}

extension SectionDelta {
    /// Every old section deleted and every new section inserted whole.
    public static func fullReplacement(sourceSectionCount: Int, targetCounts: [Int]) -> SectionDelta {
        SectionDelta(
            sectionDelta: .fullReplacement(sourceCount: sourceSectionCount, targetCount: targetCounts.count),
            itemDelta: .empty,
            intermediateLayout: targetCounts.enumerated().map { .inserted(targetSection: $0.offset, items: Array(0..<$0.element)) }
        )
    }
}
