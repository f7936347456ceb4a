import Testing
@testable import LiveCollectionsDocs

@Suite("Step pictures: what happened to each row")
struct StepPictureTests {
    @Test func rowsAreMarkedLikeTheDeltaTheViewAnimated() {
        let picture = StepPicture(
            view: "table",
            before: [["1(Alien)", "2(Brazil)", "3(Cars)", "4(Dune)"]],
            after: [["2(Brazil)", "3(Cars 2)", "1(Alien)", "5(E.T.)"]]
        )
        #expect(picture.before[0].map(\.change) == [.moved, .unchanged, .reloaded, .deleted])
        #expect(picture.after[0].map(\.change) == [.unchanged, .reloaded, .moved, .inserted])
        #expect(picture.moves == [StepPicture.Move(from: .init(section: 0, row: 0), to: .init(section: 0, row: 2))])
        #expect(picture.after[0].map(\.text) == ["Brazil", "Cars 2", "Alien", "E.T."])
        #expect(picture.hasChanges)
    }

    @Test func itemsMovingBetweenSectionsAreMoves() {
        let picture = StepPicture(view: "view", before: [["1", "2"], ["3"]], after: [["1"], ["2", "3"]])
        #expect(picture.moves == [StepPicture.Move(from: .init(section: 0, row: 1), to: .init(section: 1, row: 0))])
        #expect(picture.after[1].map(\.change) == [.moved, .unchanged])
    }

    @Test func aRepeatedIdentityAcrossDiscreteSectionsIsKeptPerSection() {
        let picture = StepPicture(view: "view", before: [["7(Heat)"], ["7(Heat)"]], after: [["7(Heat)"], []])
        #expect(picture.before[1].map(\.change) == [.deleted])
        #expect(picture.before[0].map(\.change) == [.unchanged])
    }

    @Test func nothingChangedIsNoChange() {
        let picture = StepPicture(view: "view", before: [["1", "2"]], after: [["1", "2"]])
        #expect(!picture.hasChanges)
        #expect(picture.moves.isEmpty)
    }

    @Test func storedItemsAreSplitIntoIdentityAndText() {
        #expect([Item("12(L.A. Confidential)").id, Item("12(L.A. Confidential)").text] == ["12", "L.A. Confidential"])
        #expect([Item("8(Heat (Director's Cut))").id, Item("8(Heat (Director's Cut))").text] == ["8", "Heat (Director's Cut)"])
        #expect([Item("c1").id, Item("c1").text] == ["c1", "c1"])
    }
}
