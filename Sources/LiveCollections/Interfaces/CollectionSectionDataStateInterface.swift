import Foundation

/// What a data source reads from a multi-section data object: the interface
/// of ``CollectionSectionData``, as the original library names it. Use it to
/// pass a data object to a generic function or to keep it in a type erasing
/// box; otherwise use `CollectionSectionData` directly.
public protocol CollectionSectionDataStateInterface: AnyObject {
    /// The type the item subscripts return (in the original's conformance,
    /// as here, the item type itself).
    associatedtype RawType
    /// The item type.
    associatedtype DataType: UniquelyIdentifiable
    /// The section type.
    associatedtype SectionType: UniquelyIdentifiableSection

    /// The number of sections the view shows.
    var sectionCount: Int { get }

    /// The number of items the view shows in `section`.
    func itemCount(forSection section: Int) -> Int

    /// The section at `index`, as the data source hands it to a header.
    subscript(index: Int) -> SectionType { get }

    /// The item at `item` in `section`, as the data source hands it to a cell.
    subscript(section: Int, item: Int) -> RawType { get }

    /// The item at `indexPath`, as the data source hands it to a cell.
    subscript(indexPath: IndexPath) -> RawType { get }
}

extension CollectionSectionData: CollectionSectionDataStateInterface {
    /// The section type, as the original library's protocols name it.
    public typealias SectionType = S
    /// The item type, as the original library's protocols name it.
    public typealias DataType = S.DataType
    /// The type the item subscripts return: the item type, as in the
    /// original library.
    public typealias RawType = S.DataType
}
