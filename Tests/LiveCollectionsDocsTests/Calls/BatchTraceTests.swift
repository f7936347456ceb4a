import Testing
@testable import LiveCollectionsDocs

@Suite("Batches followed through a step")
struct BatchTraceTests {
    typealias Role = StepPicture.Role

    static func roles(_ column: StepPicture.Column?) -> [[Role]] {
        (column?.sections ?? []).map { ($0.rows ?? []).map(\.role) }
    }

    static func texts(_ column: StepPicture.Column?) -> [[String?]] {
        (column?.sections ?? []).map { ($0.rows ?? []).map(\.text) }
    }

    @Test func aCompletionInALaterStepEndsTheBatchItBelongsTo() {
        let recording = PictureFixtures.recording(before: [["1"]], events: ["beginBatch", "insertItems [[0, 1]]", "endBatch"], after: [["1", "2"]])
        var steps = recording.steps
        steps.append(.init(index: 1, at: 2000, action: "later", events: [.init(at: 2300, view: "table", text: "animationsCompleted")], views: steps[1].views))
        let batches = RecordedBatches(.init(scenario: "s", title: "t", contentHash: "0", outcome: .passed, steps: steps, finalState: []))
        #expect(batches.steps[1]["table"]?.first?.completedAt == 2300)
        #expect(batches.steps[2]["table"] == nil)
    }

    @Test func rowsShiftingWithoutACallAreUnchanged() {
        let picture = PictureFixtures.picture(before: [["1", "2", "3"]], events: ["beginBatch", "deleteItems [[0, 0]]", "endBatch"], after: [["2", "3"]])
        #expect(Self.roles(picture.panels[0].before) == [[.deleted, .unchanged, .unchanged]])
        #expect(Self.roles(picture.panels[0].after) == [[.unchanged, .unchanged]])
        #expect(picture.panels[0].arrows.isEmpty)
    }

    @Test func aReloadedSectionIsMarkedBeforeAndRefreshedAfter() {
        let picture = PictureFixtures.picture(
            before: [["1"], ["2(Brazil)"]], events: ["beginBatch", "reloadSections [1]", "endBatch"], after: [["1"], ["2(Brazil 2)", "3"]]
        )
        let panel = picture.panels[0]
        #expect(panel.before?.sections?[1].role == .reloaded)
        #expect(panel.before?.sections?[1].mark?.kind == .reloadSection)
        #expect(panel.after.sections?[1].role == .refreshed)
        #expect(Self.roles(panel.after) == [[.unchanged], [.carriedIn, .carriedIn]])
        #expect(Self.texts(panel.after) == [["1"], ["Brazil 2", "3"]])
        #expect(picture.marks.map(\.kind) == [.reloadSection])
    }

    @Test func contentReplacedAgainWithinTheStepIsNotRecorded() {
        // 3 is reloaded in batch 1 and deleted in batch 2: what it showed in between is not recorded.
        let picture = PictureFixtures.picture(
            before: [["1(A)", "3(C)"]],
            events: ["beginBatch", "reloadItems [[0, 1]]", "endBatch", "@1300 beginBatch", "@1300 deleteItems [[0, 1]]", "@1300 endBatch"],
            after: [["1(A)"]]
        )
        #expect(Self.texts(picture.panels[0].after) == [["A", nil]])
        #expect(picture.panels[0].after.sections?[0].rows?[1].id == "3", "the identity survives a reload")
        #expect(picture.panels[1].title == "batch 2" && picture.panels[1].at == 1300)
    }

    @Test func aFallbackToReloadDataIsMarkedAsSuchAfterTheCallsItReplaced() {
        let picture = PictureFixtures.picture(
            before: [["1", "2"]],
            events: ["beginBatch", "deleteItems [[0, 0]]", "fallbackToReloadData: the table reloads all data (rule 9)"],
            after: [["2"]]
        )
        #expect(picture.marks.map(\.kind) == [.deleteItem, .fallback])
        #expect(picture.marks.map(\.id) == ["call-1-0", "call-2-0"])
        #expect(picture.panels[0].notes == ["the table view reloaded all data instead: the table reloads all data (rule 9)"])
        #expect(Self.texts(picture.panels[0].after) == [["2"]])
    }

    @Test func aHandOffMarksTheRowsOnScreenAndNamesTheCarousel() {
        let picture = PictureFixtures.picture(
            before: [["c1", "c2"]], events: ["reload delegate: hand-off [[0, 1]->[0, 1]] to carousel c2"], after: [["c1", "c2"]]
        )
        let panel = picture.panels[0]
        #expect(panel.kind == .handOff && panel.before == nil && panel.duration == 0)
        #expect(Self.roles(panel.after) == [[.unchanged, .handedOff]])
        #expect(panel.after.sections?[0].rows?[1].mark?.label == "carousel c2")
    }

    @Test func callsWhoseRowsAreNotKnownAreListedNotDropped() {
        // A reloadData followed by a batch in the same step: the rows in between are not recorded.
        let picture = PictureFixtures.picture(
            before: [["1"]], events: ["reloadData", "beginBatch", "insertItems [[0, 1]]", "endBatch"], after: [["1", "2"]]
        )
        #expect(picture.panels.count == 2)
        #expect(picture.panels[0].after.sections == nil)
        #expect(picture.panels[1].unplaced.map(\.kind) == [.insertItem])
        #expect(picture.marks.map(\.kind) == [.reloadData, .insertItem])
        let svg = StepPictureSVG.render(picture, title: "unknown")
        #expect(PictureChecks.marks(in: svg).map(\.id) == ["call-0-0", "call-2-0"])
        #expect(svg.contains("(not recorded)"))
    }
}

extension BatchTraceTests {
    @Test func aSectionInsertedThenChangedIsWorkedOutBackwards() {
        // Batch 1 inserts section 1 with what the data source held then; batch 2
        // deletes its row, moves B into it and inserts E: the recording only has the end.
        let picture = PictureFixtures.picture(
            before: [["1(A)", "2(B)"], ["3(C)"]],
            events: [
                "beginBatch", "insertSections [1]", "endBatch", "@1300 animationsCompleted",
                "@1300 beginBatch", "@1300 deleteItems [[1, 0]]", "@1300 moveItem [0, 1] -> [1, 0]", "@1300 insertItems [[1, 1]]", "@1300 endBatch",
            ],
            after: [["1(A)"], ["2(B)", "5(E)"], ["3(C)"]]
        )
        #expect(picture.panels.flatMap(\.unplaced).isEmpty)
        #expect(Self.texts(picture.panels[0].after) == [["A", "B"], [nil], ["C"]], "one row the data source gave, never recorded")
        #expect(Self.roles(picture.panels[0].after) == [[.unchanged, .unchanged], [.carriedIn], [.unchanged]])
        #expect(Self.roles(picture.panels[1].before) == [[.unchanged, .moved], [.deleted], [.unchanged]])
        #expect(Self.roles(picture.panels[1].after) == [[.unchanged], [.moved, .inserted], [.unchanged]])
        #expect(picture.marks.map(\.kind) == [.insertSection, .deleteItem, .insertItem, .moveItem])
    }
}

extension BatchTraceTests {
    @Test func aBatchWithoutARecordedCompletionClaimsNoLength() {
        let picture = PictureFixtures.picture(before: [["1"]], events: ["beginBatch", "insertItems [[0, 1]]", "endBatch"], after: [["1", "2"]])
        #expect(!picture.panels[0].completionRecorded)
        #expect(picture.panels[0].duration == 300, "the player still plays it for the view's animation time")
        #expect(StepPictureSVG.heading(of: picture.panels[0]) == "batch 1 · 1000 ms")
        #expect(StepPictureSVG.heading(of: PictureFixtures.everyChange.panels[0]) == "batch 1 · 1000 ms · animated for 300 ms")
    }
}
