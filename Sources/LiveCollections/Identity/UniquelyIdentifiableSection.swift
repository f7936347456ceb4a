/// A section of a multi-section data set: a uniquely identifiable value that
/// owns an ordered list of items.
///
/// Section identifiers must be unique among sections, and item identifiers
/// must be unique across *all* sections, so that an item can be followed when
/// it moves from one section to another. Sections without items are dropped
/// by ``SectionDelta`` and by `CollectionSectionData`, as in the original
/// library.
public protocol UniquelyIdentifiableSection: UniquelyIdentifiable {
    /// The type of the section's items.
    associatedtype DataType: UniquelyIdentifiable

    /// The section's items, in display order.
    var items: [DataType] { get }
}
