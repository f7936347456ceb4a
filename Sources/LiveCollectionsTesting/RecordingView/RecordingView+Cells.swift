import Foundation
import LiveCollections

extension RecordingView {
    /// What an app's code does when it updates cells the view shows itself,
    /// outside any batch (`cellForRow(at:)` or `cellForItem(at:)`, then
    /// configuring the cell), as a manual reload delegate does with the
    /// reloads it claims: each cell at `indexPaths` reads its item from the
    /// data source again. UIKit is not told, so no event is logged.
    ///
    /// A path the view does not show is skipped, as `cellForRow(at:)`
    /// returns nil for it; so is a cell whose item at that path has another
    /// identity in the data source (the view and its data disagree, which
    /// ``verifyDisplaysDataSource()`` reports; configuring the cell would
    /// hide it).
    ///
    /// - Complexity: O(p) data source reads for p paths.
    public func reconfigureShownCells(at indexPaths: [IndexPath]) {
        locked {
            guard var sections = shown, let source = storedDataSource else { return }
            for path in indexPaths {
                guard sections.indices.contains(path.sectionIndex), sections[path.sectionIndex].indices.contains(path.itemIndex) else { continue }
                let item = source.recordingView(self, itemAt: path)
                guard item.id == sections[path.sectionIndex][path.itemIndex].id else { continue }
                sections[path.sectionIndex][path.itemIndex] = ShownCell(item)
            }
            shown = sections
        }
    }
}
