import Foundation
import LiveCollections

/// Test support: a data source over arrays that tests swap inside the batch
/// closure.
///
/// ```swift
/// let source = SectionedArrayDataSource(items: ["a", "b", "c"])
/// let view = RecordingView(style: .table, dataSource: source)
/// try view.performBatchUpdates {
///     source.sections = [["a", "b", "c", "d"].map(RecordingViewItem.init)]
///     view.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
/// }
/// ```
public final class SectionedArrayDataSource: RecordingViewDataSource {
    /// The cells of every section, in display order.
    public var sections: [[RecordingViewItem]]

    /// Creates a data source showing `sections`.
    public init(sections: [[RecordingViewItem]]) {
        self.sections = sections
    }

    /// Creates a data source with one section showing `items`.
    public convenience init<T: UniquelyIdentifiable>(items: [T]) {
        self.init(sections: [items.map { RecordingViewItem($0) }])
    }

    /// Creates a data source with one section per element of `sections`.
    public convenience init<T: UniquelyIdentifiable>(sections: [[T]]) {
        self.init(sections: sections.map { $0.map { RecordingViewItem($0) } })
    }

    /// The number of arrays in ``sections``.
    public func numberOfSections(in view: RecordingView) -> Int {
        sections.count
    }

    /// The length of `sections[section]`, or 0 for a section that does not exist.
    public func recordingView(_ view: RecordingView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    /// The cell at `indexPath`; a path outside the arrays (which the view never
    /// asks for) yields an empty cell rather than a crash.
    public func recordingView(_ view: RecordingView, itemAt indexPath: IndexPath) -> RecordingViewItem {
        guard indexPath.count == 2,
              sections.indices.contains(indexPath[0]),
              sections[indexPath[0]].indices.contains(indexPath[1])
        else { return RecordingViewItem(id: "", content: "") }
        return sections[indexPath[0]][indexPath[1]]
    }
}
