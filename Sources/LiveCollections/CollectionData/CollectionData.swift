import Foundation

/// The data of one section of a table or collection view, able to tell how
/// the view must change to show a new version of it.
///
/// `CollectionData` holds the items the view displays now. The data source
/// reads them through ``count``, ``subscript(_:)`` and ``items``;
/// ``calculateDelta(_:)`` diffs a new data set against them without changing
/// anything.
///
/// Every member may be called from any thread: the items are guarded by a
/// lock and every accessor returns a consistent snapshot.
public final class CollectionData<T: UniquelyIdentifiable & Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storedItems: [T]

    /// The section of the view these items fill.
    public let section: Int

    /// Creates the data of `section`, showing `data`.
    ///
    /// - Parameters:
    ///   - data: the items shown first. Identifiers should be unique; see
    ///     ``calculateDelta(_:)`` for what happens when they are not.
    ///   - section: the section index in the view, 0 by default.
    public init(_ data: [T], section: Int = 0) where T.RawType == T {
        self.storedItems = data
        self.section = section
    }

    /// A snapshot of the items the view displays.
    public var items: [T] { lock.withLock { storedItems } }

    /// The number of items the view displays.
    public var count: Int { lock.withLock { storedItems.count } }

    /// Whether the view displays no item.
    public var isEmpty: Bool { lock.withLock { storedItems.isEmpty } }

    /// The item at `index`, as the data source hands it to a cell.
    public subscript(index: Int) -> T { lock.withLock { storedItems[index] } }

    /// The delta from the items displayed now to `data`, without changing
    /// them.
    ///
    /// With duplicate identifiers on either side the delta is a full
    /// replacement (see ``DeltaCalculation``); use ``calculateDeltaReport(_:)``
    /// to see which identifiers repeat.
    ///
    /// - Complexity: O(n + m) expected, plus O(k log k) for moves.
    public func calculateDelta(_ data: [T]) -> IndexDelta {
        calculateDeltaReport(data).delta
    }

    /// The delta from the items displayed now to `data`, with the duplicate
    /// identifiers that forced a full replacement, if any.
    public func calculateDeltaReport(_ data: [T]) -> DeltaCalculation<T.UniqueIDType> {
        DeltaCalculation(from: items, to: data)
    }
}
