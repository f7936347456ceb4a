import LiveCollections
import LiveCollectionsTesting
import Testing

/// Data built by the identity factory is the raw data itself, and diffs as
/// the engine does.
@Suite struct IdentityFactoryTests {
    @Test func singleSectionDataIsTheRawData() {
        let before = [TestItem(id: 1), TestItem(id: 2), TestItem(id: 3)]
        let after = [TestItem(id: 3, version: 1), TestItem(id: 1), TestItem(id: 4)]
        let data = CollectionData(dataFactory: IdentityDataFactory<TestItem>(), rawData: before, scheduler: VirtualTimeScheduler())
        #expect(data.items == before)
        #expect(data.calculateDelta(after) == IndexDelta(from: before, to: after))
        #expect(data.calculateAppendDelta([TestItem(id: 9)]) == IndexDelta(insertions: [3]))
        data.update(after)
        #expect(data.items == after)
    }

    @Test func sectionedDataIsTheRawData() {
        let before = [TestSection(id: 0, items: [TestItem(id: 1), TestItem(id: 2)]), TestSection(id: 1, items: [TestItem(id: 3)])]
        let after = [TestSection(id: 1, items: [TestItem(id: 3), TestItem(id: 1)]), TestSection(id: 0, items: [TestItem(id: 2, version: 2)])]
        let data = CollectionSectionData(dataFactory: IdentityDataFactory<TestSection>(), rawData: before, scheduler: VirtualTimeScheduler())
        #expect(data.sections == before)
        #expect(data.calculateDelta(after) == SectionDeltaCalculation(from: before, to: after).delta)
        data.update(after)
        #expect(data.sections == after)
    }
}
