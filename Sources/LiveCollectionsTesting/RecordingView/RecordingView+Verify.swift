/// Checking the displayed cells against the data source.
extension RecordingView {
    /// Full check, identity AND content, of every displayed cell against the
    /// data source.
    ///
    /// After a batch the identities always match (the batch is rejected
    /// otherwise), but contents may be stale: a view does not refresh a cell it
    /// was not asked to reload. This check catches a missing reload. It
    /// changes nothing and logs nothing.
    ///
    /// - Complexity: O(number of cells).
    /// - Throws: ``BatchUpdateError/Rule/displayMismatch`` naming the first
    ///   differing section count, item count or index path, what the view
    ///   displays there and what the data source holds.
    public func verifyDisplaysDataSource() throws(BatchUpdateError) {
        let difference: BatchUpdateError? = locked {
            let comparison = DisplayComparison(subject: "the view displays", style: style)
            return comparison.firstDifference(displayed: loadedSections(), expected: snapshot())
        }
        if let difference { throw difference }
    }
}
