import Foundation
import LiveCollections
import LiveCollectionsTesting
import Testing

/// `reloadSections(for:)`, as the original's table view runs it
/// (`UIKit+DeltaUpdates.swift`): one batch, each update's data swapped and
/// its section reloaded in the updates' order.
@Suite("Section reloads of several updates")
struct SectionReloadTests {
    @Test func eachUpdateSwapsThenReloadsItsSectionInOrderAndASectionWhoseDataLeftIsOnlySwapped() {
        let source = SectionedArrayDataSource(sections: [["a"], ["b"], ["c"]])
        let view = RecordingView(style: .table, dataSource: source)
        var swapped: [Int] = []
        let update = { (section: Int, belongs: Bool) in
            SectionUpdate(
                section: section, delta: IndexDelta(), delegate: nil,
                updateData: { swapped.append(section) }, completion: nil,
                belongs: { _ in belongs }
            )
        }
        view.reloadSections(for: [update(2, true), update(1, false), update(0, true)])
        #expect(swapped == [2, 1, 0])
        #expect(view.events == [
            .beginBatch,
            .reloadSections([2], RowAnimation.none), .reloadSections([0], RowAnimation.none),
            .endBatch, .animationsCompleted(true),
        ])
        #expect(view.rejections.isEmpty)
    }
}
