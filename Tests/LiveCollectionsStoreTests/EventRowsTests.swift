import Foundation
import LiveCollectionsRecording
@testable import LiveCollectionsStore
import LiveCollectionsTesting
import Testing

/// A step's view events become one `viewEvent` row per run of consecutive
/// events with the same time and view: the same rows, in the same order and
/// numbering, as growing the last row event by event (the definition the
/// reference below spells out), for random recordings and for the one run
/// of a batch that moves every one of 200,000 items.
@Suite("View event rows (seeded)")
struct EventRowsTests {
    /// The rows as defined: each event joins the last row when it has the
    /// row's time and view, and starts a new row otherwise.
    private static func reference(_ recording: ScenarioRecording, runId: Int64) -> [ViewEventRow] {
        recording.steps.flatMap { step in
            var rows: [ViewEventRow] = []
            for record in step.events {
                if let last = rows.indices.last, rows[last].atMilliseconds == record.at, rows[last].view == record.view {
                    rows[last].texts.append(record.text)
                } else {
                    rows.append(ViewEventRow(
                        runId: runId, stepIndex: step.index, ordinal: rows.count,
                        atMilliseconds: record.at, view: record.view, texts: [record.text]))
                }
            }
            return rows
        }
    }

    /// A step's events: runs of random length (now and then thousands) at
    /// a few times and views, so that neighbouring runs often share one of
    /// the two.
    private static func events(_ random: inout SeededRandomNumberGenerator) -> [EventRecord] {
        let views = ["table", "carousel 1", "carousel 2", ""]
        var at = Int.random(in: 0...1_000, using: &random)
        var events: [EventRecord] = []
        for _ in 0..<Int.random(in: 0...12, using: &random) {
            if Bool.random(using: &random) { at += 300 }
            let view = views[Int.random(in: 0..<views.count, using: &random)]
            let length = Int.random(in: 0..<20, using: &random) == 0 ? Int.random(in: 500...3_000, using: &random) : Int.random(in: 1...6, using: &random)
            for item in 0..<length {
                events.append(EventRecord(at: at, view: view, text: "moveItem [0, \(item)] -> [0, \(length - 1 - item)]"))
            }
        }
        return events
    }

    @Test func rowsAreTheRunsOfEachStepsEvents() {
        let generator = SeededRandomNumberGenerator.fromEnvironment()
        var random = generator
        for round in 0..<200 {
            let steps = (-1..<Int.random(in: 0...6, using: &random)).map { index in
                StepRecord(index: index, at: max(0, index) * 1_000, action: "step \(index)", events: Self.events(&random))
            }
            let recording = ScenarioRecording(scenario: "round-\(round)", title: "", contentHash: "", outcome: .passed, steps: steps, finalState: [])
            let rows = RecordingRows(recording, runId: 7).events
            let expected = Self.reference(recording, runId: 7)
            #expect(rows.count == expected.count, "seed \(generator.seed), round \(round)")
            #expect(rows.map(Key.init) == expected.map(Key.init), "seed \(generator.seed), round \(round)")
            // Read back one by one, the rows are the events.
            let readBack = rows.flatMap { row in row.texts.map { EventRecord(at: row.atMilliseconds, view: row.view, text: $0) } }
            #expect(readBack == steps.flatMap(\.events), "seed \(generator.seed), round \(round)")
        }
    }

    /// A batch reversing 200,000 items is one run: one row holding every
    /// move in order, between the rows of the events before and after it.
    /// Grouping 200,000 events is linear: a fraction of a second here, and
    /// over nine minutes for the quadratic grouping this replaced (each
    /// event copied the row's texts), which the time limit (two hundred
    /// times this test's time under the thread sanitizer) stops.
    @Test(.timeLimit(.minutes(1)))
    func aBatchOfTwoHundredThousandMovesIsOneRow() {
        let count = 200_000
        let moves = (0..<count).map { EventRecord(at: 0, view: "view", text: "moveItem [0, \($0)] -> [0, \(count - 1 - $0)]") }
        let events = [EventRecord(at: 0, view: "other", text: "beginBatch")] + moves
            + [EventRecord(at: 300, view: "view", text: "animationsCompleted")]
        let recording = ScenarioRecording(
            scenario: "reversal", title: "", contentHash: "", outcome: .passed,
            steps: [StepRecord(index: 0, at: 0, action: "update", events: events)], finalState: [])
        let rows = RecordingRows(recording, runId: 1).events
        #expect(rows.map(Key.init) == Self.reference(recording, runId: 1).map(Key.init))
        #expect(rows.map(\.texts.count) == [1, count, 1])
        #expect(rows.map(\.ordinal) == [0, 1, 2])
        #expect(rows[1].texts == moves.map(\.text))
    }

    @Test func edgeCases() {
        func rows(_ events: [EventRecord]) -> [Key] {
            RecordingRows.eventRows(events, runId: 3, stepIndex: 2).map(Key.init)
        }
        #expect(rows([]).isEmpty)
        #expect(rows([EventRecord(at: 5, view: "v", text: "a")]) == [Key(3, 2, 0, 5, "v", ["a"])])
        // The same view at another time, another view at the same time,
        // and back: each a row of its own.
        let events = [("v", 0, "a"), ("v", 0, "b"), ("v", 1, "c"), ("w", 1, "d"), ("v", 1, "e"), ("v", 1, "f")]
            .map { EventRecord(at: $0.1, view: $0.0, text: $0.2) }
        #expect(rows(events) == [
            Key(3, 2, 0, 0, "v", ["a", "b"]), Key(3, 2, 1, 1, "v", ["c"]), Key(3, 2, 2, 1, "w", ["d"]), Key(3, 2, 3, 1, "v", ["e", "f"]),
        ])
    }

    /// A row's columns, compared as a whole.
    private struct Key: Equatable, CustomStringConvertible {
        let runId: Int64
        let stepIndex: Int
        let ordinal: Int
        let atMilliseconds: Int
        let view: String
        let texts: [String]

        init(_ runId: Int64, _ stepIndex: Int, _ ordinal: Int, _ atMilliseconds: Int, _ view: String, _ texts: [String]) {
            (self.runId, self.stepIndex, self.ordinal, self.atMilliseconds, self.view, self.texts) = (runId, stepIndex, ordinal, atMilliseconds, view, texts)
        }

        init(_ row: ViewEventRow) {
            self.init(row.runId, row.stepIndex, row.ordinal, row.atMilliseconds, row.view, row.texts)
        }

        var description: String { "\(stepIndex)/\(ordinal) \(atMilliseconds) \(view) \(texts.count) texts" }
    }
}
