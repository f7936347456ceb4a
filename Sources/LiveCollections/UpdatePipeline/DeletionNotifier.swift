/// A weakly held deletion delegate, with its associated type erased.
struct DeletionNotifier<Item> {
    private let notify: ([Item]) -> Bool

    /// Holds `delegate` weakly.
    init<Delegate: CollectionDataDeletionNotificationDelegate>(_ delegate: Delegate) where Delegate.DataType == Item {
        notify = { [weak delegate] items in
            guard let delegate else { return false }
            callOnViewContext((delegate, items)) { $0.0.didDeleteItems($0.1) }
            return true
        }
    }

    /// Hands `items` to the delegate; false when it is gone.
    func callAsFunction(_ items: [Item]) -> Bool {
        notify(items)
    }
}

extension Array where Element: UniquelyIdentifiable {
    /// The elements whose identifier is not in `other`, in order: what an
    /// update from `self` to `other` deletes, duplicates or not.
    ///
    /// - Complexity: O(n + m) expected.
    func deleted(goingTo other: [Element]) -> [Element] {
        let remaining = Set(other.lazy.map(\.uniqueID))
        return filter { !remaining.contains($0.uniqueID) }
    }
}
