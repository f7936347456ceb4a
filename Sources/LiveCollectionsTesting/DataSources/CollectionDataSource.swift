import Foundation
import LiveCollections

/// A recording-view data source over discrete sections, each its own
/// `CollectionData` (possibly of different item types), in section order.
///
/// It reads the data objects as a view controller's data source methods
/// would: the count and the item at an index, nothing else.
public final class CollectionDataSource: RecordingViewDataSource {
    private struct Section {
        let count: () -> Int
        let item: (Int) -> DisplayedItem
    }

    private var sections: [Section] = []

    /// Creates a data source with no section.
    public init() {}

    /// Creates a data source whose sections are `data`, in order.
    public convenience init<T>(_ data: [CollectionData<T>]) {
        self.init()
        for section in data { append(section) }
    }

    /// Replaces every section with `data`, in order (a reused cell now
    /// showing other data).
    public func replaceSections<T>(with data: [CollectionData<T>]) {
        sections = []
        for section in data { append(section) }
    }

    /// Adds `data` as the next section.
    public func append<T>(_ data: CollectionData<T>) {
        sections.append(Section(count: { data.count }, item: { DisplayedItem(data[$0]) }))
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
    public func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> DisplayedItem {
        sections[indexPath.section].item(indexPath.item)
    }
}

/// A recording-view data source over one `CollectionSectionData`.
public final class CollectionSectionDataSource<S: UniquelyIdentifiableSection & Sendable>: RecordingViewDataSource
where S.RawType: Sendable, S.DataType: Sendable {
    /// The data it reads.
    public let data: CollectionSectionData<S>

    /// Creates a data source reading `data`.
    public init(_ data: CollectionSectionData<S>) {
        self.data = data
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
    public func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> DisplayedItem {
        DisplayedItem(data[indexPath])
    }
}
