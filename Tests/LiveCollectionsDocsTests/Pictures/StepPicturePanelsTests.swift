import Foundation
import LiveCollectionsScenarios
import Testing
@testable import LiveCollectionsDocs

/// Panels drawn from the structured record: each moment's calls, the
/// states the view showed around it, and how the batch moved the cells as
/// the testing module's batch semantics apply it.
@Suite("Panels from the structured record")
struct StepPicturePanelsTests {
    typealias Role = StepPicture.Role
    static let path = PictureFixtures.path

    static func roles(_ column: StepPicture.Column?) -> [[Role]] {
        (column?.sections ?? []).map { ($0.rows ?? []).map(\.role) }
    }

    static func texts(_ column: StepPicture.Column?) -> [[String?]] {
        (column?.sections ?? []).map { ($0.rows ?? []).map(\.text) }
    }

    @Test func aCompletionInALaterStepEndsTheBatchItNames() {
        let recording = PictureFixtures.recording(
            before: [["1"]], told: [.batch([.insertItems([Self.path(0, 1)], nil)], shows: [["1", "2"]])], after: [["1", "2"]])
        var steps = recording.steps
        // Batch 1's completion, recorded a step later.
        steps.append(StepRecord(
            index: 1, at: 2000, action: "later",
            events: [EventRecord(at: 2300, view: "table", batch: 1, kind: .call(.animationsCompleted(true)))], views: steps[1].views))
        let moments = RecordedMoment.steps(of: ScenarioRecording(
            scenario: "s", title: "t", contentHash: "0", outcome: .passed, steps: steps, finalState: [], viewStyles: ["table": .table]))
        #expect(moments[1]["table"]?.first?.completedAt == 2300)
        #expect(moments[2]["table"] == nil)
    }

    @Test func rowsShiftingWithoutACallAreUnchanged() {
        let picture = PictureFixtures.picture(
            before: [["1", "2", "3"]], told: [.batch([.deleteItems([Self.path(0, 0)], nil)], shows: [["2", "3"]])], after: [["2", "3"]])
        #expect(Self.roles(picture.panels[0].before) == [[.deleted, .unchanged, .unchanged]])
        #expect(Self.roles(picture.panels[0].after) == [[.unchanged, .unchanged]])
        #expect(picture.panels[0].arrows.isEmpty)
        #expect(picture.panels[0].sources == [Position(section: 0, row: 0): Position(section: 0, row: 1), Position(section: 0, row: 1): Position(section: 0, row: 2)])
    }

    @Test func aReloadedSectionIsMarkedBeforeAndRefreshedAfter() {
        let after = [["1"], ["2(Brazil 2)", "3"]]
        let picture = PictureFixtures.picture(
            before: [["1"], ["2(Brazil)"]], told: [.batch([.reloadSections([1], nil)], shows: after)], after: after)
        let panel = picture.panels[0]
        #expect(panel.notes.isEmpty)
        #expect(panel.before?.sections?[1].role == .reloaded)
        #expect(panel.before?.sections?[1].mark?.kind == .reloadSection)
        #expect(panel.after.sections?[1].role == .refreshed)
        #expect(Self.roles(panel.after) == [[.unchanged], [.carriedIn, .carriedIn]])
        #expect(Self.texts(panel.after) == [["1"], ["Brazil 2", "3"]])
        #expect(picture.marks.map(\.kind) == [.reloadSection])
    }

    /// What the view showed between two batches of a step is recorded, so
    /// a row reloaded and then deleted is drawn with the content it had.
    @Test func theStateBetweenTwoBatchesIsTheRecordedOne() {
        let picture = PictureFixtures.picture(
            before: [["1(A)", "3(C)"]],
            told: [
                .batch([.reloadItems([Self.path(0, 1)], nil)], shows: [["1(A)", "3(C2)"]]),
                .batch([.deleteItems([Self.path(0, 1)], nil)], at: 1300, shows: [["1(A)"]]),
            ],
            after: [["1(A)"]])
        #expect(Self.texts(picture.panels[0].after) == [["A", "C2"]])
        #expect(Self.roles(picture.panels[0].after) == [[.unchanged, .refreshed]])
        #expect(picture.panels[0].sources[Position(section: 0, row: 1)] == Position(section: 0, row: 1), "a reload's cell replaces the row it names")
        #expect(Self.texts(picture.panels[1].before) == [["A", "C2"]])
        #expect(picture.panels[1].title == "batch 2" && picture.panels[1].at == 1300)
    }

    @Test func aFallbackToReloadDataIsMarkedAsSuchAfterTheCallsItReplaced() {
        let picture = PictureFixtures.picture(
            before: [["1", "2"]],
            told: [.batch([.deleteItems([Self.path(0, 0)], nil)], end: .fallbackToReloadData("the table reloads all data (rule 9)"), shows: [["2"]])],
            after: [["2"]])
        #expect(picture.marks.map(\.kind) == [.deleteItem, .fallback])
        #expect(picture.marks.map(\.id) == ["call-1-0", "call-2-0"])
        #expect(picture.panels[0].notes == ["the table view reloaded all data instead: the table reloads all data (rule 9)"])
        #expect(Self.texts(picture.panels[0].after) == [["2"]])
        #expect(picture.panels[0].sources.isEmpty, "a reload shows every cell anew")
    }

    @Test func aHandOffMarksTheRowsOfTheViewItNamesAndTheCarousel() {
        let picture = PictureFixtures.picture(
            before: [["c1", "c2"]], told: [.handOff([Self.path(0, 1)], to: ["carousel c2"])], after: [["c1", "c2"]])
        let panel = picture.panels[0]
        #expect(panel.kind == .handOff && panel.before == nil && panel.duration == 0)
        #expect(Self.roles(panel.after) == [[.unchanged, .handedOff]])
        #expect(panel.after.sections?[0].rows?[1].mark?.label == "carousel c2")
    }

    /// A `reloadData` and a batch in one step: the state between them is
    /// recorded, so the batch's calls are drawn on it.
    @Test func aReloadDataThenABatchInOneStepAreBothDrawn() {
        let picture = PictureFixtures.picture(
            before: [["1"]],
            told: [.reloadData(shows: [["1"]]), .batch([.insertItems([Self.path(0, 1)], nil)], shows: [["1", "2"]])],
            after: [["1", "2"]])
        #expect(picture.panels.count == 2)
        #expect(Self.texts(picture.panels[0].after) == [["1"]])
        #expect(picture.panels[1].unplaced.isEmpty)
        #expect(Self.roles(picture.panels[1].after) == [[.unchanged, .inserted]])
        #expect(picture.marks.map(\.kind) == [.reloadData, .insertItem])
    }

    /// A run stored before view states were recorded per batch (no `shows`
    /// between batches, no styles): what is not recorded is drawn as such,
    /// and no call is dropped.
    @Test func aRunWithoutStatesBetweenBatchesListsWhatItCannotPlace() {
        var recording = PictureFixtures.recording(
            style: nil, before: [["1"]],
            told: [.reloadData(shows: [["1"]]), .batch([.insertItems([Self.path(0, 1)], nil)], shows: [["1", "2"]])],
            after: [["1", "2"]])
        for index in recording.steps[1].events.indices { recording.steps[1].events[index].shows = nil }
        let moments = RecordedMoment.steps(of: recording)[1]["table"] ?? []
        let picture = StepPicture(view: "table", panels: StepPicture.panels(of: moments, style: nil, defaultDuration: 300))
        #expect(picture.panels[0].after.sections == nil)
        #expect(picture.panels[1].unplaced.isEmpty, "the step's end is the last batch's state after")
        #expect(picture.panels[1].before?.sections == nil)
        #expect(picture.marks.map(\.kind) == [.reloadData, .insertItem])
        let svg = StepPictureSVG.render(picture, title: "unknown")
        #expect(PictureChecks.marks(in: svg).map(\.id) == ["call-0-0", "call-2-0"])
        #expect(svg.contains("(not recorded)"))
    }

    @Test func aSectionInsertedThenChangedIsDrawnFromTheRecordedStates() {
        let picture = PictureFixtures.picture(
            before: [["1(A)", "2(B)"], ["3(C)"]],
            told: [
                .batch([.insertSections([1], nil)], shows: [["1(A)", "2(B)"], ["4(D)"], ["3(C)"]]),
                .completion(batch: 1, at: 1300),
                .batch([.deleteItems([Self.path(1, 0)], nil), .moveItem(from: Self.path(0, 1), to: Self.path(1, 0)), .insertItems([Self.path(1, 1)], nil)],
                       at: 1300, shows: [["1(A)"], ["2(B)", "5(E)"], ["3(C)"]]),
            ],
            after: [["1(A)"], ["2(B)", "5(E)"], ["3(C)"]])
        #expect(picture.panels.flatMap(\.unplaced).isEmpty)
        #expect(picture.panels.flatMap(\.notes).isEmpty)
        #expect(Self.texts(picture.panels[0].after) == [["A", "B"], ["D"], ["C"]])
        #expect(Self.roles(picture.panels[0].after) == [[.unchanged, .unchanged], [.carriedIn], [.unchanged]])
        #expect(Self.roles(picture.panels[1].before) == [[.unchanged, .moved], [.deleted], [.unchanged]])
        #expect(Self.roles(picture.panels[1].after) == [[.unchanged], [.moved, .inserted], [.unchanged]])
        #expect(picture.marks.map(\.kind) == [.insertSection, .deleteItem, .insertItem, .moveItem])
    }

    /// Calls that do not take the recorded state before to the recorded
    /// state after (a record edited by hand, or a bug) are drawn where they
    /// point, and the panel says so with the rule they break.
    @Test func callsThatDoNotAddUpAreNotedWithTheRuleTheyBreak() {
        let picture = PictureFixtures.picture(
            before: [["1", "2"]], told: [.batch([.deleteItems([Self.path(0, 0)], nil)], shows: [["1"]])], after: [["1"]])
        let note = picture.panels[0].notes.first ?? ""
        #expect(note.hasPrefix("the recorded calls do not lead to the recorded state: "), "\(note)")
        #expect(picture.marks.map(\.kind) == [.deleteItem])
        #expect(picture.panels[0].sources.isEmpty)
    }

    @Test func aBatchWithoutARecordedCompletionClaimsNoLength() {
        let picture = PictureFixtures.picture(
            before: [["1"]], told: [.batch([.insertItems([Self.path(0, 1)], nil)], shows: [["1", "2"]])], after: [["1", "2"]])
        #expect(!picture.panels[0].completionRecorded)
        #expect(picture.panels[0].duration == 300, "the player still plays it for the view's animation time")
        #expect(StepPictureSVG.heading(of: picture.panels[0]) == "batch 1 · 1000 ms")
        #expect(StepPictureSVG.heading(of: PictureFixtures.everyChange.panels[0]) == "batch 1 · 1000 ms · animated for 300 ms")
    }
}
