import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// Both view styles, for parameterised tests.
let bothStyles: [RecordingViewStyle] = [.table, .collection]

/// `IndexPath(item:section:)`, shortened: `path(0, 3)` is section 0, item 3.
func path(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(itemIndex: item, sectionIndex: section)
}

/// Cells written as text: `"a b c(c2)"` is `a`, `b`, and `c` showing `c2`.
func cells(_ text: String) -> [RecordingViewItem] {
    text.split(separator: " ").map { token in
        guard let open = token.firstIndex(of: "("), token.hasSuffix(")") else {
            return RecordingViewItem(id: String(token), content: String(token))
        }
        let content = token[token.index(after: open)..<token.index(before: token.endIndex)]
        return RecordingViewItem(id: String(token[..<open]), content: String(content))
    }
}

/// A recording view over a ``SectionedArrayDataSource``, with its sections
/// written as text (one string per section).
final class Fixture {
    let source: SectionedArrayDataSource
    let view: RecordingView

    /// A view showing `sections`, already loaded, behaving as `release`.
    init(_ style: RecordingViewStyle, release: UIKitRelease = .newest, _ sections: String...) {
        source = SectionedArrayDataSource(sections: sections.map(cells))
        view = RecordingView(style: style, dataSource: source, uikitRelease: release)
        view.reloadData()
        view.clearEvents()
    }

    /// Replaces the data source's content.
    func set(_ sections: String...) {
        source.sections = sections.map(cells)
    }

    /// What the view shows, one string per section.
    var shown: [String] {
        view.displayedSections.map { $0.map(\.description).joined(separator: " ") }
    }

    /// Whether the view shows exactly what the data source holds (identity
    /// and content).
    var showsData: Bool {
        view.displayedSections == source.sections
    }

    /// Runs `batch` and expects it rejected by `rule` with exactly `message`,
    /// the view unchanged and the rejection logged.
    func expectRejection(
        _ rule: BatchUpdateError.Rule,
        _ message: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ batch: () -> Void
    ) {
        let before = view.displayedSections
        let rejectionsBefore = view.rejections.count
        var completed = false
        do {
            try view.performBatchUpdates(batch) { _ in completed = true }
            Issue.record("the batch was accepted; expected rule \(rule): \(message)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.rule == rule, sourceLocation: sourceLocation)
            #expect(error.message == message, sourceLocation: sourceLocation)
            #expect(error.style == view.style, sourceLocation: sourceLocation)
            #expect(view.rejections.count == rejectionsBefore + 1, sourceLocation: sourceLocation)
            #expect(view.rejections.last == error, sourceLocation: sourceLocation)
            #expect(view.events.last == .rejected(message), sourceLocation: sourceLocation)
        }
        #expect(!completed, "completion must not run for a rejected batch", sourceLocation: sourceLocation)
        #expect(view.displayedSections == before, "a rejected batch must leave the view unchanged", sourceLocation: sourceLocation)
    }

    /// Runs `batch` and expects it applied, the view then showing `expected`
    /// (one string per section) and every identity matching the data source.
    func expectApplied(
        _ expected: [String],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ batch: () -> Void
    ) {
        var completions: [Bool] = []
        do {
            try view.performBatchUpdates(batch) { completions.append($0) }
        } catch {
            Issue.record("the batch was rejected: \(error)", sourceLocation: sourceLocation)
            return
        }
        #expect(completions == [true], sourceLocation: sourceLocation)
        #expect(Array(view.events.suffix(2)) == [.endBatch, .animationsCompleted(true)], sourceLocation: sourceLocation)
        #expect(shown == expected, sourceLocation: sourceLocation)
        #expect(view.displayedSections.map { $0.map(\.id) } == source.sections.map { $0.map(\.id) }, sourceLocation: sourceLocation)
    }
}

/// The operations under the style's own names: table-view names with an
/// animation for `.table`, collection-view names for `.collection`.
extension RecordingView {
    func insertCells(_ paths: [IndexPath]) {
        style == .table ? insertRows(at: paths, with: .automatic) : insertItems(at: paths)
    }

    func deleteCells(_ paths: [IndexPath]) {
        style == .table ? deleteRows(at: paths, with: .automatic) : deleteItems(at: paths)
    }

    func reloadCells(_ paths: [IndexPath]) {
        style == .table ? reloadRows(at: paths, with: .automatic) : reloadItems(at: paths)
    }

    func moveCell(_ from: IndexPath, _ to: IndexPath) {
        style == .table ? moveRow(at: from, to: to) : moveItem(at: from, to: to)
    }

    func insertSectionIndexes(_ sections: Int...) {
        style == .table ? insertSections(IndexSet(sections), with: .automatic) : insertSections(IndexSet(sections))
    }

    func deleteSectionIndexes(_ sections: Int...) {
        style == .table ? deleteSections(IndexSet(sections), with: .automatic) : deleteSections(IndexSet(sections))
    }

    func reloadSectionIndexes(_ sections: Int...) {
        style == .table ? reloadSections(IndexSet(sections), with: .automatic) : reloadSections(IndexSet(sections))
    }
}
