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

/// A section whose items are ``NonUniquelyIdentifiable``: the shape
/// `NonUniqueCollectionSectionData` takes, as in the original library (a
/// ``UniquelyIdentifiableSection`` whose `DataType` is also
/// `NonUniquelyIdentifiable`). Adopting this protocol only names that shape;
/// any such section works without it.
public protocol NonUniquelyIdentifiableSection: UniquelyIdentifiableSection where DataType: NonUniquelyIdentifiable {}
