/// Receives the items an update deleted, once the view shows the new data.
/// Set it with `setDeletionNotificationDelegate(_:)` on a `CollectionData`
/// or a `CollectionSectionData`.
///
/// Its requirement is main-actor isolated, as the view controllers that
/// adopt it are: a main-actor type conforms as written in a Swift 6 app,
/// with or without Xcode's default main-actor isolation, and a type that is
/// not on the main actor adopts it without becoming main-actor isolated.
/// The library calls it on the view's context: the main queue in an app.
public protocol CollectionDataDeletionNotificationDelegate: AnyObject {
    /// The type of the deleted items (the original library's name).
    associatedtype DataType

    /// The items that are no longer in the data (by identifier), in their old
    /// order.
    @MainActor
    func didDeleteItems(_ items: [DataType])
}
