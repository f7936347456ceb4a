/// Receives the items an update deleted, once the view shows the new data.
/// Set it with `CollectionData.setDeletionNotificationDelegate(_:)`.
public protocol CollectionDataDeletionNotificationDelegate: AnyObject {
    /// The type of the deleted items.
    associatedtype DeletedItemType

    /// The items that are no longer in the data (by identifier), in their old
    /// order.
    func didDeleteItems(_ items: [DeletedItemType])
}
