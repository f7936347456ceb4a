/// Receives the items an update deleted, once the view shows the new data.
/// Set it with `setDeletionNotificationDelegate(_:)` on a `CollectionData`
/// or a `CollectionSectionData`.
public protocol CollectionDataDeletionNotificationDelegate: AnyObject {
    /// The type of the deleted items (the original library's name).
    associatedtype DataType

    /// The items that are no longer in the data (by identifier), in their old
    /// order.
    func didDeleteItems(_ items: [DataType])
}
