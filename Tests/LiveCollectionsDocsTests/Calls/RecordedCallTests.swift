import Testing
@testable import LiveCollectionsDocs

@Suite("Recorded calls read back from their text")
struct RecordedCallTests {
    @Test func itemCallsKeepTheirPathsInOrder() {
        #expect(RecordedCall(parsing: "deleteItems [[0, 3], [0, 5]]") == .deleteItems([.init(section: 0, row: 3), .init(section: 0, row: 5)]))
        #expect(RecordedCall(parsing: "insertItems [[1, 4]] automatic") == .insertItems([.init(section: 1, row: 4)]))
        #expect(RecordedCall(parsing: "reloadItems [[2, 0], [1, 1]] fade") == .reloadItems([.init(section: 2, row: 0), .init(section: 1, row: 1)]))
        #expect(RecordedCall(parsing: "moveItem [0, 1] -> [1, 3]") == .moveItem(from: .init(section: 0, row: 1), to: .init(section: 1, row: 3)))
        #expect(RecordedCall(parsing: "deleteItems []") == .deleteItems([]))
    }

    @Test func sectionCallsKeepTheirIndexes() {
        #expect(RecordedCall(parsing: "deleteSections [0, 1, 2, 3] fade") == .deleteSections([0, 1, 2, 3]))
        #expect(RecordedCall(parsing: "insertSections [2] automatic") == .insertSections([2]))
        #expect(RecordedCall(parsing: "reloadSections [1]") == .reloadSections([1]))
        #expect(RecordedCall(parsing: "moveSection 1 -> 1") == .moveSection(from: 1, to: 1))
        #expect(RecordedCall(parsing: "reloadData") == .reloadData)
    }

    @Test func aHandOffKeepsTheRowsOnScreenAndTheCarousels() {
        let call = RecordedCall(parsing: "hand-off [[0, 0], [0, 3]] to carousel c1, carousel c4")
        #expect(call == .handOff([.init(section: 0, row: 0), .init(section: 0, row: 3)], to: ["c1", "c4"]))
        #expect(call?.operandCount == 2)
        // Older recordings name source->target pairs: the rows on screen are the targets.
        let paired = RecordedCall(parsing: "hand-off [[0, 0]->[0, 0], [1, 2]->[0, 3]] to carousel c1, carousel c4")
        #expect(paired == .handOff([.init(section: 0, row: 0), .init(section: 0, row: 3)], to: ["c1", "c4"]))
    }

    @Test func whatIsNotACallIsNil() {
        for text in ["beginBatch", "endBatch", "animationsCompleted", "cell c4 now shows carousel c2", "rejected: attempt to ...",
                     "fallbackToReloadData: rule 5", "inaccurate delta: duplicates before 1, after 0", "didDeleteItems [c3]", "moveItem [0, 1]", "reloadData now"] {
            #expect(RecordedCall(parsing: text) == nil, "\(text)")
        }
    }

    @Test func operandsCountOnePerPathSectionOrMove() {
        #expect(RecordedCall(parsing: "deleteItems [[0, 3], [0, 5]]")?.operandCount == 2)
        #expect(RecordedCall(parsing: "deleteSections [0, 1, 2]")?.operandCount == 3)
        #expect(RecordedCall(parsing: "moveItem [0, 1] -> [1, 3]")?.operandCount == 1)
        #expect(RecordedCall(parsing: "reloadData")?.operandCount == 1)
    }
}
