/// A value whose identifier may repeat within a data set, such as the same
/// movie appearing twice in a list.
///
/// Wrap such values with ``NonUniqueDatum/wrap(_:)`` (one section) or
/// ``NonUniqueSectionDatum/wrap(_:)`` (several sections) to number the
/// occurrences and obtain uniquely identifiable items.
public protocol NonUniquelyIdentifiable: Equatable {
    /// The type of the (possibly repeated) identifier.
    associatedtype NonUniqueIDType: Hashable

    /// The identifier shared by all occurrences of the same value.
    var nonUniqueID: NonUniqueIDType { get }
}

/// A section whose items are ``NonUniquelyIdentifiable``. The section itself
/// must be uniquely identifiable among sections.
public protocol NonUniquelyIdentifiableSection: UniquelyIdentifiable {
    /// The type of the section's items.
    associatedtype NonUniqueDataType: NonUniquelyIdentifiable

    /// The section's items, in display order; identifiers may repeat.
    var items: [NonUniqueDataType] { get }
}
