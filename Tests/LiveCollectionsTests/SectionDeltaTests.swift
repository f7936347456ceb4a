import Foundation
import Testing
import LiveCollections
import LiveCollectionsTesting

@Suite("SectionDelta: several sections")
struct SectionDeltaTests {
    func section(_ id: Int, _ items: [Int], changed: Set<Int> = []) -> TestSection {
        TestSection(id: id, items: items.map { TestItem(id: $0, version: changed.contains($0) ? 1 : 0) })
    }

    /// Calculates the delta, replays it through both view styles and returns it.
    func delta(_ source: [TestSection], _ target: [TestSection]) throws -> SectionDelta {
        let calculation = SectionDeltaCalculation(from: source, to: target)
        #expect(!calculation.isFullReplacement)
        for style in [RecordingViewStyle.table, .collection] {
            try DeltaReplay.replay(calculation.delta, from: source, to: target, style: style)
        }
        return calculation.delta
    }

    func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(itemIndex: item, sectionIndex: section) }

    @Test func itemMovesBetweenSections() throws {
        let delta = try delta([section(0, [1, 2, 3]), section(1, [4, 5])], [section(0, [1, 3]), section(1, [4, 2, 5])])
        #expect(!delta.hasSectionChanges)
        #expect(delta.itemDelta == IndexPathDelta(moves: [IndexPathPair(source: path(0, 1), target: path(1, 1))]))
    }

    @Test func movedAndChangedItemIsReloadedAtItsNewPath() throws {
        let delta = try delta([section(0, [1, 2]), section(1, [3])], [section(0, [1]), section(1, [2, 3], changed: [2])])
        #expect(delta.itemDelta.moves == [IndexPathPair(source: path(0, 1), target: path(1, 0))])
        #expect(delta.itemDelta.reloads == [IndexPathPair(source: path(0, 1), target: path(1, 0))])
    }

    @Test func sectionMoveIsOneMoveAndItsItemsFollow() throws {
        let delta = try delta(
            [section(0, [1]), section(1, [2]), section(2, [3])],
            [section(2, [3]), section(0, [1]), section(1, [2])]
        )
        #expect(delta.sectionDelta == IndexDelta(moves: [IndexPair(source: 2, target: 0)]))
        #expect(!delta.hasItemChanges)
    }

    @Test func insertedSectionReceivesMovedItemsInTheItemStage() throws {
        let delta = try delta([section(0, [1, 2, 3])], [section(0, [1]), section(7, [2, 9, 3])])
        #expect(delta.sectionDelta == IndexDelta(insertions: [1]))
        #expect(delta.intermediateLayout == [.existing(sourceSection: 0), .inserted(targetSection: 1, items: [1])])
        #expect(delta.itemDelta.moves == [
            IndexPathPair(source: path(0, 1), target: path(1, 0)),
            IndexPathPair(source: path(0, 2), target: path(1, 2)),
        ])
        #expect(delta.itemDelta.insertions.isEmpty)
    }

    @Test func itemsOfADeletedSectionAreInsertedWhereTheyReappear() throws {
        let delta = try delta([section(0, [1]), section(1, [2, 3])], [section(0, [1, 3])])
        #expect(delta.sectionDelta == IndexDelta(deletions: [1]))
        #expect(delta.itemDelta == IndexPathDelta(insertions: [path(0, 1)]))
    }

    /// The engine diffs what it is given: a section without items is
    /// deleted, inserted or kept like any other (`CollectionSectionData`
    /// drops an update's empty sections before it calculates).
    @Test func emptySectionsAreSectionsLikeAnyOther() throws {
        let source = [section(0, []), section(1, [1]), section(2, [])]
        let target = [section(3, []), section(1, [1, 2]), section(2, [])]
        let delta = try delta(source, target)
        #expect(delta.sectionDelta == IndexDelta(deletions: [0], insertions: [0]))
        #expect(delta.itemDelta == IndexPathDelta(insertions: [path(1, 1)]))
    }

    @Test func duplicateItemAcrossSectionsReplacesEverything() throws {
        let source = [section(0, [1, 2]), section(1, [3])]
        let target = [section(0, [1]), section(1, [1, 3])]
        let calculation = SectionDeltaCalculation(from: source, to: target)
        #expect(calculation.duplicateItemIDs == DuplicateIdentifiers(source: [], target: [1]))
        #expect(calculation.duplicateSectionIDs == nil)
        #expect(calculation.delta.sectionDelta == IndexDelta(deletions: [0, 1], insertions: [0, 1]))
        for style in [RecordingViewStyle.table, .collection] {
            try DeltaReplay.replay(calculation.delta, from: source, to: target, style: style)
        }
    }

    @Test func duplicateSectionIDIsReported() {
        let calculation = SectionDeltaCalculation(from: [section(0, [1])], to: [section(0, [1]), section(0, [2])])
        #expect(calculation.duplicateSectionIDs == DuplicateIdentifiers(source: [], target: [0]))
        #expect(calculation.isFullReplacement)
    }
}
