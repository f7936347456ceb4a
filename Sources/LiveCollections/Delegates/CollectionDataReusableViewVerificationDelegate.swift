/// Guards views that are reused: a carousel inside a table cell may by now
/// show another carousel's data, and must then not be animated with this
/// data's delta.
public protocol CollectionDataReusableViewVerificationDelegate: AnyObject {
    /// Whether `view` still shows the data of the `CollectionData` asking.
    /// When false, the data changes without touching the view.
    func isDataSourceValid(for view: any DeltaUpdatableView) -> Bool
}
