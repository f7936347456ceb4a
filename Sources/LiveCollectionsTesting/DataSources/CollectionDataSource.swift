import Foundation
import LiveCollections

/// A recording-view data source over discrete sections, each its own
/// `CollectionData` (possibly of different item types), in section order.
///
/// It reads the data objects as a view controller's data source methods
/// would: the count and the item at an index, nothing else.
public final class CollectionDataSource: RecordingViewIdentityDataSource {
    /// One section's readers, built in the caller's module (see
    /// ``append(_:)``) so that describing its items is specialised for them.
    @usableFromInline
    struct Section {
        let count: () -> Int
        let item: (Int) -> RecordingViewItem
        let items: () -> [RecordingViewItem]
        let identities: () -> [String]
        let itemsAt: ([Int]) -> [RecordingViewItem]

        @usableFromInline
        init(
            count: @escaping () -> Int, item: @escaping (Int) -> RecordingViewItem, items: @escaping () -> [RecordingViewItem],
            identities: @escaping () -> [String], itemsAt: @escaping ([Int]) -> [RecordingViewItem]
        ) {
            self.count = count
            self.item = item
            self.items = items
            self.identities = identities
            self.itemsAt = itemsAt
        }
    }

    @usableFromInline
    var sections: [Section] = []

    /// Creates a data source with no section.
    public init() {}

    /// Creates a data source whose sections are `data`, in order.
    @inlinable
    public convenience init<T>(_ data: [CollectionData<T>]) {
        self.init()
        for section in data { append(section) }
    }

    /// Replaces every section with `data`, in order (a reused cell now
    /// showing other data).
    @inlinable
    public func replaceSections<T>(with data: [CollectionData<T>]) {
        sections = []
        for section in data { append(section) }
    }

    /// Adds `data` as the next section.
    @inlinable
    public func append<T>(_ data: CollectionData<T>) {
        let cells = CellDescription<T>()
        let identities = IdentityMemo(cells)
        sections.append(Section(
            count: { data.count },
            item: { cells.cell(data[$0]) },
            // One snapshot of the items, described in one pass (the
            // identities as written for the batch just applied, if the
            // items are still those).
            items: {
                let items = data.items
                let ids = identities.of(items)
                return items.indices.map { RecordingViewItem(id: ids[$0], content: cells.content.describe(items[$0])) }
            },
            identities: { identities.of(data.items) },
            // One snapshot of the items, the asked ones described.
            itemsAt: { indexes in
                let items = data.items
                return indexes.map { cells.cell(items[$0]) }
            }
        ))
    }

    /// The number of sections added.
    public func numberOfSections(in view: RecordingView) -> Int {
        sections.count
    }

    /// The section's `CollectionData.count`.
    public func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count() : 0
    }

    /// The section's item at the index path's item.
    public func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        sections[indexPath.sectionIndex].item(indexPath.itemIndex)
    }

    /// The section's items, read at once.
    public func recordingView(_ view: RecordingView, itemsInSection section: Int) -> [RecordingViewItem] {
        sections.indices.contains(section) ? sections[section].items() : []
    }

    /// The identities of the section's items, read at once.
    public func recordingView(_ view: RecordingView, identitiesInSection section: Int) -> [String] {
        sections.indices.contains(section) ? sections[section].identities() : []
    }

    /// The section's items at `items`, read at once.
    public func recordingView(_ view: RecordingView, itemsAt items: [Int], inSection section: Int) -> [RecordingViewItem] {
        sections[section].itemsAt(items)
    }
}

/// A recording-view data source over one `CollectionSectionData`.
public final class CollectionSectionDataSource<S: UniquelyIdentifiableSection & Sendable>: RecordingViewIdentityDataSource
where S.RawType: Sendable, S.DataType: Sendable {
    /// The data it reads.
    public let data: CollectionSectionData<S>
    /// Describes one section's rows; built in the caller's module (see
    /// ``init(_:)``) so that describing is specialised for its items.
    @usableFromInline
    let describeSection: (Int) -> [RecordingViewItem]
    /// Writes the identities of one section's rows, likewise.
    @usableFromInline
    let identifySection: (Int) -> [String]

    /// Creates a data source reading `data`.
    @inlinable
    public init(_ data: CollectionSectionData<S>) {
        self.data = data
        let cells = CellDescription<S.DataType>()
        describeSection = { section in
            (0..<data.rowCount(forSection: section)).map { cells.cell(data[IndexPath(itemIndex: $0, sectionIndex: section)]) }
        }
        identifySection = { section in
            (0..<data.rowCount(forSection: section)).map { cells.id(of: data[IndexPath(itemIndex: $0, sectionIndex: section)]) }
        }
    }

    /// `data.sectionCount`.
    public func numberOfSections(in view: RecordingView) -> Int {
        data.sectionCount
    }

    /// `data.rowCount(forSection:)`.
    public func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int {
        data.rowCount(forSection: section)
    }

    /// `data[indexPath]`.
    public func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        RecordingViewItem(data[indexPath])
    }

    /// The rows of `section`, read at once.
    public func recordingView(_ view: RecordingView, itemsInSection section: Int) -> [RecordingViewItem] {
        describeSection(section)
    }

    /// The identities of the rows of `section`, read at once.
    public func recordingView(_ view: RecordingView, identitiesInSection section: Int) -> [String] {
        identifySection(section)
    }
}

/// The identities of a section's items, written once per snapshot of the
/// items: a recording view asks for them to check a batch, then for the
/// items to check the step (``RecordingView/verifyDisplaysDataSource()``),
/// and both would otherwise write every identity as text.
///
/// The last snapshot is kept (which keeps its storage alive and unchanged:
/// an array's storage shared with another array is never changed in
/// place), so a snapshot with the same storage and count holds the same
/// items.
@usableFromInline
final class IdentityMemo<Item: UniquelyIdentifiable>: @unchecked Sendable {
    @usableFromInline let cells: CellDescription<Item>
    @usableFromInline let lock = NSLock()
    @usableFromInline var items: [Item] = []
    @usableFromInline var identities: [String] = []

    @usableFromInline
    init(_ cells: CellDescription<Item>) {
        self.cells = cells
    }

    /// The identities of `items`, written now unless they are the last
    /// snapshot's.
    ///
    /// - Complexity: O(1) for the last snapshot, otherwise O(n).
    @inlinable
    func of(_ items: [Item]) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let same = items.count == self.items.count
            && items.withUnsafeBufferPointer { new in self.items.withUnsafeBufferPointer { new.baseAddress == $0.baseAddress } }
        if !same {
            identities = items.map(cells.id(of:))
            self.items = items
        }
        return identities
    }
}
