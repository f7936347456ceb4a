import Foundation

/// What a data source reads from a single-section data object: the
/// interface of ``CollectionData``, as the original library names it. Use it
/// to pass a data object to a generic function or to keep it in a type
/// erasing box; otherwise use `CollectionData` directly.
public protocol CollectionDataStateInterface: AnyObject {
    /// The type of the items the data source hands to cells.
    associatedtype DataType

    /// The number of items the view shows.
    var count: Int { get }

    /// The item at `index`, as the data source hands it to a cell.
    subscript(index: Int) -> DataType { get }
}

/// A data object that fills one section of its view, whose index can be
/// assigned later.
public protocol CollectionDataFixedSectionInterface: AnyObject {
    /// The section of the view the data fills.
    var section: Int { get set }
}

/// A data object whose animations a ``CollectionDataSynchronizer`` can
/// gather with other sections' into one batch.
public protocol CollectionDataSynchronizable: AnyObject {
    /// The synchronizer this data animates through, if any.
    var synchronizer: CollectionDataSynchronizer? { get set }
}

/// What an app does with a single-section data object: calculate deltas,
/// update and append. ``CollectionData`` conforms, as in the original
/// library, so a generic function can drive any of them.
public protocol CollectionDataActionsInterface: CollectionDataStateInterface, CollectionDataFixedSectionInterface {
    /// The values an app passes in, built into ``CollectionDataStateInterface/DataType``.
    associatedtype RawType

    /// The delta from the items shown now to `updatedData`, calculated on
    /// the calling thread, without changing the data.
    func calculateDeltaSync(_ updatedData: [RawType]) -> IndexDelta

    /// The delta from the items shown now to `updatedData`, handed to
    /// `completion` on the calculation context, without changing the data.
    func calculateDeltaAsync(_ updatedData: [RawType], completion: @escaping (IndexDelta) -> Void)

    /// The delta that appending `updatedData` would animate, without
    /// changing the data.
    func calculateAppendDelta(_ updatedData: [RawType]) -> IndexDelta

    /// Shows `updatedData` instead of the current items, animating the
    /// view if there is one; `completion` follows the animation.
    func update(_ updatedData: [RawType], completion: (() -> Void)?)

    /// Adds `appendedItems` after the current items, animating the view if
    /// there is one; `completion` follows the animation.
    func append(_ appendedItems: [RawType], completion: (() -> Void)?)
}

extension CollectionData: CollectionDataActionsInterface, CollectionDataSynchronizable, CollectionViewProvider {
    /// The item type, as the original library's protocols name it.
    public typealias DataType = T
    /// The values passed to ``update(_:completion:)``, as the original
    /// library's protocols name them.
    public typealias RawType = T.RawType
}
