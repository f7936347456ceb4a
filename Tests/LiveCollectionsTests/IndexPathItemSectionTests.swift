import Foundation
import LiveCollections
import Testing

#if !canImport(UIKit) && !canImport(AppKit)
/// The Linux index path initialisers UIKit has: a two-index path,
/// `[section, item]`, equal to and hashed like the one Foundation builds
/// from the indexes.
@Suite("Index paths by item and section")
struct IndexPathItemSectionTests {
    @Test(arguments: [(0, 0), (3, 2), (99_999, 7), (-1, 4), (Int.max, Int.min)])
    func itemAndSectionMakeTheTwoIndexPath(item: Int, section: Int) {
        let built = IndexPath(indexes: [section, item])
        for path in [IndexPath(item: item, section: section), IndexPath(row: item, section: section)] {
            #expect(path == built)
            #expect(path.hashValue == built.hashValue)
            #expect(path.count == 2)
            #expect(Array(path) == [section, item])
            #expect(path.section == section)
            #expect(path.item == item)
            #expect(path.row == item)
        }
    }
}
#endif
