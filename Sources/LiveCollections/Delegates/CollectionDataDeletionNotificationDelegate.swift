/// Receives the items an update deleted, once the view shows the new data.
/// Set it with `setDeletionNotificationDelegate(_:)` on a `CollectionData`
/// or a `CollectionSectionData`.
///
/// The requirements are main-actor isolated, as the view controllers that
/// adopt the protocol are: a main-actor type conforms as written in a Swift 6
/// app, with or without Xcode's default main-actor isolation. The protocol
/// itself is not, so a type off the main actor (a test's) adopts it with
/// nonisolated methods.
public protocol CollectionDataDeletionNotificationDelegate: AnyObject {
    /// The type of the deleted items (the original library's name).
    associatedtype DataType

    /// The items that are no longer in the data (by identifier), in their old
    /// order.
    @MainActor
    func didDeleteItems(_ items: [DataType])
}
