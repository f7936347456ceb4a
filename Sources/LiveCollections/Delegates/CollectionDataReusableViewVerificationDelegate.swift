/// Guards views that are reused: a carousel inside a table cell may by now
/// show another carousel's data, and must then not be animated with this
/// data's delta.
///
/// The requirement is main-actor isolated, as the views it inspects are: a
/// main-actor data source (one adopting `UICollectionViewDataSource`, say)
/// conforms as written in a Swift 6 app, with or without Xcode's default
/// main-actor isolation. The protocol itself is not, so a type that is not
/// on the main actor (a test's verifier) adopts it without becoming
/// main-actor isolated. The library asks it on the view's context (the main
/// queue in an app), and when an update starts, on the thread that sent it:
/// send updates from the main thread, as UIKit code does. A verifier driven
/// off the main thread (a test's `VirtualTimeScheduler`) keeps its method
/// free of closures, or marks it `nonisolated`: Swift 6 checks the main
/// actor on entry to a main-actor closure.
public protocol CollectionDataReusableViewVerificationDelegate: AnyObject {
    /// Whether `view` still shows the data of the `CollectionData` asking.
    /// When false, the data changes without touching the view.
    @MainActor
    func isDataSourceValid(for view: any DeltaUpdatableView) -> Bool
}
