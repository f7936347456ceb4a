/// A section of a multi-section data set: a uniquely identifiable value that
/// owns an ordered list of items.
///
/// Section identifiers must be unique among sections, and item identifiers
/// must be unique across *all* sections, so that an item can be followed when
/// it moves from one section to another. `CollectionSectionData` drops the
/// sections without items an update gives it, as the original library does.
public protocol UniquelyIdentifiableSection: UniquelyIdentifiable {
    /// The type of the section's items.
    associatedtype DataType: UniquelyIdentifiable

    /// The section's items, in display order.
    var items: [DataType] { get }
}
