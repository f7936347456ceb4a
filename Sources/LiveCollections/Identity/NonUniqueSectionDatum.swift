/// A uniquely identifiable section wrapper whose items are
/// ``NonUniqueDatum``s, for multi-section data with repeated item values.
///
/// Occurrences are numbered across the whole data set, section after section,
/// so that the identity of every item is unique in the view and a repeated
/// value can move from one section to another. `rawData` gives the original
/// section back.
public struct NonUniqueSectionDatum<Section: UniquelyIdentifiableSection>: UniquelyIdentifiableSection
where Section.DataType: NonUniquelyIdentifiable {
    /// The wrapped section.
    public let rawData: Section
    /// The wrapped section's items, each numbered by occurrence.
    public let items: [NonUniqueDatum<Section.DataType>]

    /// The section's own identifier.
    public var uniqueID: Section.UniqueIDType { rawData.uniqueID }

    /// Wraps one section whose items were already numbered.
    public init(rawData: Section, items: [NonUniqueDatum<Section.DataType>]) {
        self.rawData = rawData
        self.items = items
    }

    /// Wraps every section of `sections`, numbering repeated item identifiers
    /// in order across all sections.
    ///
    /// - Complexity: O(n) expected, n being the total number of items.
    @inlinable
    public static func wrap(_ sections: [Section]) -> [NonUniqueSectionDatum<Section>] {
        var counter = OccurrenceCounter<Section.DataType.NonUniqueIDType>()
        return sections.map { section in
            NonUniqueSectionDatum(rawData: section, items: section.items.map { counter.wrap($0) })
        }
    }
}

extension NonUniqueSectionDatum: Sendable
where Section: Sendable, Section.DataType: Sendable, Section.DataType.NonUniqueIDType: Sendable {}
