import Foundation
import LiveCollections
import LiveCollectionsRecording
@testable import LiveCollectionsStore
import LiveCollectionsTesting
import Testing

/// A step's view events become one `viewCall` row per run of consecutive
/// events with the same time, view and batch, a row ending after an event
/// that records what its view shows; such a state equal to what the view
/// shows at the end of the step is only flagged. The rows are the same, in
/// the same order and numbering, as growing the last row event by event
/// (the definition the reference below spells out), for random recordings
/// and for the one run of a batch that moves every one of 200,000 items;
/// and they read back as the recording's events, states included.
@Suite("View event rows (seeded)")
struct EventRowsTests {
    /// The rows as defined: each event joins the last row when the row's
    /// last event recorded no state and the event has the row's time, view
    /// and batch, and starts a new row otherwise. A row's state is its last
    /// event's; a state equal to the view's at the end of the step is
    /// flagged instead of stored.
    private static func reference(_ recording: ScenarioRecording, runId: Int64) -> [ViewEventRow] {
        recording.steps.flatMap { step in
            var rows: [ViewEventRow] = []
            var lastEnded = true
            for record in step.events {
                if !lastEnded, let last = rows.indices.last, rows[last].entry.atMilliseconds == record.at, rows[last].view == record.view,
                   rows[last].batch == record.batch {
                    rows[last].kinds.append(record.kind)
                } else {
                    rows.append(ViewEventRow(
                        entry: StepEntry(runId: runId, stepIndex: step.index, ordinal: rows.count, atMilliseconds: record.at), view: record.view,
                        batch: record.batch, kinds: [record.kind], shows: nil, showsStepEnd: false))
                }
                lastEnded = record.shows != nil
                if let shows = record.shows {
                    let atStepEnd = step.views.last { $0.view == record.view }?.sections == shows
                    rows[rows.count - 1].shows = atStepEnd ? nil : shows
                    rows[rows.count - 1].showsStepEnd = atStepEnd
                }
            }
            return rows
        }
    }

    private static let views = ["table", "carousel 1", "carousel 2", "", "cellule « 2 » 🎠"]

    /// A view's state: a few small sections.
    private static func sections(_ random: inout SeededRandomNumberGenerator) -> [[String]] {
        (0..<Int.random(in: 0...2, using: &random)).map { _ in
            (0..<Int.random(in: 0...3, using: &random)).map { _ in String(Int.random(in: 0...3, using: &random)) }
        }
    }

    /// One step: its views' states at its end, and its events: runs of
    /// random length (now and then thousands) at a few times, views and
    /// batches, so that neighbouring runs often share one or two of the
    /// three; now and then an event records what its view shows, often
    /// what it shows at the end of the step.
    private static func step(_ index: Int, _ random: inout SeededRandomNumberGenerator) -> StepRecord {
        let views = Self.views.filter { _ in Bool.random(using: &random) }.map { RecordedViewState(view: $0, sections: sections(&random)) }
        var at = Int.random(in: 0...1_000, using: &random)
        var events: [EventRecord] = []
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            if Bool.random(using: &random) { at += 300 }
            let view = Self.views[Int.random(in: 0..<Self.views.count, using: &random)]
            let batch = [nil, 1, 2][Int.random(in: 0..<3, using: &random)]
            let length = Int.random(in: 0..<20, using: &random) == 0 ? Int.random(in: 500...3_000, using: &random) : Int.random(in: 1...6, using: &random)
            for item in 0..<length {
                var shows: [[String]]?
                switch Int.random(in: 0..<8, using: &random) {
                case 0: shows = sections(&random)
                case 1: shows = views.last { $0.view == view }?.sections ?? []
                default: shows = nil
                }
                let move = RecordedEvent.moveItem(from: IndexPath(itemIndex: item, sectionIndex: 0), to: IndexPath(itemIndex: length - 1 - item, sectionIndex: 0))
                events.append(EventRecord(at: at, view: view, batch: batch, kind: .call(move), shows: shows))
            }
        }
        return StepRecord(index: index, at: max(0, index) * 1_000, action: "step \(index)", events: events, views: views)
    }

    @Test func rowsAreTheRunsOfEachStepsEvents() throws {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var random = generator
        try generator.reportingSeed {
            var (flagged, stored) = (0, 0)
            for round in 0..<200 {
                let steps = (-1..<Int.random(in: 0...6, using: &random)).map { Self.step($0, &random) }
                let recording = ScenarioRecording(scenario: "round-\(round)", title: "", contentHash: "", outcome: .passed, steps: steps, finalState: [])
                let rows = RecordingRows(recording, runId: 7)
                let expected = Self.reference(recording, runId: 7)
                #expect(rows.events.count == expected.count, "seed \(generator.seed), round \(round)")
                #expect(rows.events.map(Key.init) == expected.map(Key.init), "seed \(generator.seed), round \(round)")
                // Read back, the rows are the events, what their views show included.
                let run = RunRecord(recording, label: nil, packageVersion: "1", sourceRevision: nil, recordedAt: Fixtures.date())
                let readBack = try rows.recording(of: run)
                #expect(readBack == recording, "seed \(generator.seed), round \(round)")
                flagged += rows.events.filter(\.showsStepEnd).count
                stored += rows.events.filter { $0.shows != nil }.count
            }
            // Both ways of keeping a state are exercised.
            #expect(flagged > 50 && stored > 50, "seed \(generator.seed): \(flagged) flagged, \(stored) stored")
        }
    }

    /// A batch reversing 200,000 items is one run: one row holding every
    /// move in order and the batch's end, between the rows of the events
    /// before and after it. Grouping 200,000 events is linear: a fraction of
    /// a second here, and over nine minutes for a quadratic grouping (each
    /// event copying the row's events), which the time limit (two hundred
    /// times this test's time under the thread sanitizer) stops.
    @Test(.timeLimit(.minutes(1)))
    func aBatchOfTwoHundredThousandMovesIsOneRow() {
        let count = 200_000
        let moves = (0..<count).map {
            EventRecord(at: 0, view: "view", batch: 1, kind: .call(.moveItem(from: IndexPath(itemIndex: $0, sectionIndex: 0), to: IndexPath(itemIndex: count - 1 - $0, sectionIndex: 0))))
        }
        let end = EventRecord(at: 0, view: "view", batch: 1, kind: .call(.endBatch), shows: [["b", "a"]])
        let events = [EventRecord(at: 0, view: "other", batch: 1, kind: .call(.beginBatch))] + moves + [end]
            + [EventRecord(at: 300, view: "view", batch: 1, kind: .call(.animationsCompleted(true)))]
        let recording = ScenarioRecording(
            scenario: "reversal", title: "", contentHash: "", outcome: .passed,
            steps: [StepRecord(index: 0, at: 0, action: "update", events: events, views: [RecordedViewState(view: "view", sections: [["b", "a"]])])],
            finalState: [])
        let rows = RecordingRows(recording, runId: 1).events
        #expect(rows.map(Key.init) == Self.reference(recording, runId: 1).map(Key.init))
        #expect(rows.map(\.kinds.count) == [1, count + 1, 1])
        #expect(rows.map(\.entry.ordinal) == [0, 1, 2])
        #expect(rows[1].kinds == (moves + [end]).map(\.kind))
        #expect(rows[1].shows == nil && rows[1].showsStepEnd)
    }

    @Test func edgeCases() {
        func rows(_ events: [EventRecord], views: [RecordedViewState] = []) -> [Key] {
            RecordingRows.eventRows(events, views: views, runId: 3, stepIndex: 2).map(Key.init)
        }
        func event(_ view: String, _ at: Int, _ batch: Int?, _ section: Int, shows: [[String]]? = nil) -> EventRecord {
            EventRecord(at: at, view: view, batch: batch, kind: .call(.deleteSections([section], nil)), shows: shows)
        }
        func kinds(_ sections: Int...) -> [EventRecord.Kind] {
            sections.map { .call(.deleteSections([$0], nil)) }
        }
        #expect(rows([]).isEmpty)
        #expect(rows([event("v", 5, nil, 0)]) == [Key(3, 2, 0, 5, "v", nil, kinds(0))])
        // The same view at another time, another view at the same time,
        // another batch of the same view at the same time, and back: each
        // a row of its own.
        let events = [
            event("v", 0, 1, 0), event("v", 0, 1, 1), event("v", 1, 1, 2), event("w", 1, 1, 3), event("v", 1, 1, 4), event("v", 1, 1, 5),
            event("v", 1, 2, 6), event("v", 1, nil, 7), event("v", 1, nil, 8), event("v", 1, 2, 9),
        ]
        #expect(rows(events) == [
            Key(3, 2, 0, 0, "v", 1, kinds(0, 1)), Key(3, 2, 1, 1, "v", 1, kinds(2)), Key(3, 2, 2, 1, "w", 1, kinds(3)),
            Key(3, 2, 3, 1, "v", 1, kinds(4, 5)), Key(3, 2, 4, 1, "v", 2, kinds(6)), Key(3, 2, 5, 1, "v", nil, kinds(7, 8)),
            Key(3, 2, 6, 1, "v", 2, kinds(9)),
        ])
        // A row ends after an event that records what its view shows, the
        // next one of the same time, view and batch starting a new row. A
        // state is flagged only when it is the view's own at the step's
        // end: not another view's, not for a view the step does not list,
        // not an empty state for such a view.
        let end = [RecordedViewState(view: "v", sections: [["a"]]), RecordedViewState(view: "w", sections: [["b"], []])]
        let showing = [
            event("v", 0, 1, 0), event("v", 0, 1, 1, shows: [["a"]]), event("v", 0, 1, 2), event("v", 0, 1, 3, shows: [["b"], []]),
            event("v", 0, 1, 4), event("x", 0, nil, 5, shows: []), event("x", 0, nil, 6, shows: [["a"]]), event("w", 0, nil, 7, shows: [["b"], []]),
            event("w", 0, nil, 8),
        ]
        #expect(rows(showing, views: end) == [
            Key(3, 2, 0, 0, "v", 1, kinds(0, 1), showsStepEnd: true), Key(3, 2, 1, 0, "v", 1, kinds(2, 3), shows: [["b"], []]),
            Key(3, 2, 2, 0, "v", 1, kinds(4)), Key(3, 2, 3, 0, "x", nil, kinds(5), shows: []),
            Key(3, 2, 4, 0, "x", nil, kinds(6), shows: [["a"]]), Key(3, 2, 5, 0, "w", nil, kinds(7), showsStepEnd: true),
            Key(3, 2, 6, 0, "w", nil, kinds(8)),
        ])
    }

    /// A row, compared as a whole, described in short.
    private struct Key: Equatable, CustomStringConvertible {
        let row: ViewEventRow

        init(
            _ runId: Int64, _ stepIndex: Int, _ ordinal: Int, _ atMilliseconds: Int, _ view: String, _ batch: Int?, _ kinds: [EventRecord.Kind],
            shows: [[String]]? = nil, showsStepEnd: Bool = false
        ) {
            row = ViewEventRow(
                entry: StepEntry(runId: runId, stepIndex: stepIndex, ordinal: ordinal, atMilliseconds: atMilliseconds), view: view, batch: batch,
                kinds: kinds, shows: shows, showsStepEnd: showsStepEnd)
        }

        init(_ row: ViewEventRow) {
            self.row = row
        }

        var description: String {
            let shows = row.showsStepEnd ? " shows (step end)" : row.shows.map { " shows \($0)" } ?? ""
            return "\(row.entry.stepIndex)/\(row.entry.ordinal) \(row.entry.atMilliseconds) \(row.view) batch \(row.batch.map(String.init) ?? "-") "
                + "\(row.kinds.count) events\(shows)"
        }
    }
}
