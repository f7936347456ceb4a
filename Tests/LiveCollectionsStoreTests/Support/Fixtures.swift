import Foundation
import GRDB
import LiveCollections
import LiveCollectionsRecording
import LiveCollectionsStore
import LiveCollectionsTestSupport
import Testing

/// Recordings to store, and dates that survive storage exactly.
enum Fixtures {
    /// Several steps, every kind of record and of event, a failed outcome
    /// with a line break, non-ASCII text, empty steps, empty sections, an
    /// empty view and an empty view name, and the styles of the views.
    ///
    /// Its events are stored as 10 rows (see `richRowCount`): each step's
    /// consecutive events of one time, view and batch, a row ending after
    /// an event that records what its view shows. Step 0 has two such
    /// states equal to what the views show at the end of the step (only
    /// flagged); steps 1 and 5 have states of their own (stored).
    static let rich = ScenarioRecording(
        scenario: "07-carousels",
        title: "Carousels inside a table",
        contentHash: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        outcome: .failed("batch 3 rejected: invalid number of items in section 0\n(expected 4, found 5)"),
        steps: [
            StepRecord(
                index: 0, at: 0, action: "load table [1, 2, 3]",
                deltas: [DeltaRecord(at: 0, source: "table", delta: "IndexDelta(insertions: [0, 1, 2])")],
                decisions: [DecisionRecord(at: 0, source: "table", style: "reloadData", reason: "initialLoad")],
                events: [
                    // Rows 1 and 2: each ends with what its view shows, what it shows at the step's end.
                    EventRecord(at: 0, view: "table", kind: .call(.reloadData), shows: [["1", "2", "3"], []]),
                    EventRecord(at: 0, view: "carousel c1", kind: .call(.reloadData), shows: []),
                    // Row 3: a completion carries the batch it reports.
                    EventRecord(at: 16, view: "table", batch: 1, kind: .call(.animationsCompleted(false))),
                ],
                views: [RecordedViewState(view: "table", sections: [["1", "2", "3"], []]), RecordedViewState(view: "carousel c1", sections: [])]),
            StepRecord(
                index: 1, at: 250, action: "update carousel c2 [4, 5, 6]",
                deltas: [
                    DeltaRecord(at: 250, source: "carousel c2", delta: "IndexDelta(deletions: [1], insertions: [2])"),
                    DeltaRecord(at: 251, source: "section 1", delta: "SectionDelta(reloads: [0])"),
                    DeltaRecord(at: 251, source: "carousel c2", delta: "IndexDelta(moves: [(0, 2)])"),
                ],
                decisions: [
                    DecisionRecord(at: 250, source: "carousel c2", style: "preciseAnimations", reason: "withinLimits"),
                    DecisionRecord(at: 251, source: "section 1", style: "reloadSections", reason: "sectionCountChanged"),
                ],
                events: [
                    // Row 1: a batch, ended by what the view shows after it (not what it shows at the step's end).
                    EventRecord(at: 250, view: "carousel c2", batch: 2, kind: .call(.beginBatch)),
                    EventRecord(at: 250, view: "carousel c2", batch: 2, kind: .call(.moveItem(from: IndexPath(itemIndex: 2, sectionIndex: 0), to: IndexPath(itemIndex: 5, sectionIndex: 0)))),
                    EventRecord(at: 250, view: "carousel c2", batch: 2, kind: .call(.insertSections([1], .fade))),
                    EventRecord(at: 250, view: "carousel c2", batch: 2, kind: .call(.endBatch), shows: [["4", "6", "5(é)"], []]),
                    // Row 2: the same time, view and batch, after a recorded state.
                    EventRecord(at: 250, view: "carousel c2", batch: 2, kind: .call(.animationsCompleted(true))),
                    // Row 3: what delegates were told, under a non-ASCII name.
                    EventRecord(
                        at: 266, view: "carousel c2 — délégué 🎠",
                        kind: .handOff(rows: [IndexPath(itemIndex: 1, sectionIndex: 0), IndexPath(itemIndex: 0, sectionIndex: 2)], of: "table", to: ["carousel c2", "carousel c3"])),
                    EventRecord(at: 266, view: "carousel c2 — délégué 🎠", kind: .didDeleteItems(["c1", "ç\"2\""])),
                    // Rows 4 and 5.
                    EventRecord(at: 300, view: "cell c4 ✨", kind: .nowShows("carousel c2")),
                    EventRecord(at: 300, view: "table", kind: .inaccurateDelta(sourceDuplicates: ["7", "7"], targetDuplicates: [])),
                ]),
            StepRecord(index: 2, at: 500, action: "wait", views: [RecordedViewState(view: "table", sections: [["1", "2(a)"]])]),
            StepRecord(
                index: 3, at: 750, action: "update table []",
                deltas: [DeltaRecord(at: 750, source: "table", delta: "IndexDelta(deletions: [0, 1, 2])")],
                decisions: [DecisionRecord(at: 750, source: "table", style: "none", reason: "emptyDelta")]),
            StepRecord(
                index: 5, at: 1_000, action: "",
                events: [
                    // Row 1: a rejected batch of a view with no name.
                    EventRecord(at: 1_000, view: "", batch: 3, kind: .call(.beginBatch)),
                    EventRecord(at: 1_000, view: "", batch: 3, kind: .call(.reloadSections([0], nil))),
                    EventRecord(at: 1_000, view: "", batch: 3, kind: .call(.rejected("invalid \"update\"\n\\ (0 -> 1)"))),
                    // Row 2: outside any batch, showing one empty section.
                    EventRecord(at: 1_000, view: "", kind: .call(.reloadData), shows: [[]]),
                ]),
        ],
        finalState: [
            RecordedViewState(view: "table", sections: [["1", "2(a)"], [], ["3(b, \"quoted\")"], []]),
            RecordedViewState(view: "carousel c1", sections: []),
            RecordedViewState(view: "carousel c2", sections: [[]]),
        ],
        viewStyles: ["table": .table, "carousel c1": .collection, "carousel c2": .collection, "cell c4 ✨": .collection, "": .table])

    /// The number of rows `rich` takes: its run, 5 steps, 5 deltas,
    /// 4 decisions, 10 rows of events (3 + 5 + 2, see `rich`), 3 step view
    /// states and 3 final views.
    static let richRowCount = 1 + 5 + 5 + 4 + 10 + 3 + 3

    /// A short passed recording of `scenario`.
    static func passed(_ scenario: String, steps: Int = 2) -> ScenarioRecording {
        ScenarioRecording(
            scenario: scenario, title: "Scenario \(scenario)", contentHash: String(repeating: "0", count: 64),
            outcome: .passed,
            steps: (0..<steps).map { index in
                StepRecord(
                    index: index, at: index * 100, action: "step \(index)",
                    deltas: [DeltaRecord(at: index * 100, source: "table", delta: "IndexDelta(insertions: [\(index)])")])
            },
            finalState: [RecordedViewState(view: "table", sections: [(0..<steps).map(String.init)])])
    }

    /// 2023-11-14 22:13:20.123 UTC plus `seconds`: whole milliseconds, so
    /// stored dates compare equal.
    static func date(_ seconds: Int = 0) -> Date {
        Date(timeIntervalSince1970: Double(1_700_000_000_123 + Int64(seconds) * 1000) / 1000)
    }
}

/// Where a test's store lives.
enum StoreLocation: String, CaseIterable, CustomTestStringConvertible {
    case inMemory
    case file

    var testDescription: String { rawValue }
}

/// The store tests' temporary folder: the shared ``TemporaryFolder``,
/// removed when the test lets go of it.
typealias TemporaryDirectory = TemporaryFolder

/// A store at `location`; a file store lives in `directory`.
func makeStore(_ location: StoreLocation, in directory: TemporaryDirectory) throws -> ScenarioStore {
    switch location {
    case .inMemory: try ScenarioStore()
    case .file: try ScenarioStore(path: directory.path("runs.sqlite"))
    }
}

/// The number of rows of `table`.
func rowCount(_ table: String, in store: ScenarioStore) throws -> Int {
    try store.database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? -1 }
}
