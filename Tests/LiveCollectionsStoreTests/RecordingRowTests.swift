import Foundation
import GRDB
@testable import LiveCollectionsStore
import Testing

/// The rows of a recording are GRDB records: GRDB's own methods read them
/// (`fetchAll`, each column found by name) and write them (`insert`,
/// through `encode(to:)`) as the store's paths for whole runs do.
@Suite struct RecordingRowTests {
    static let tables = ["run", "step", "delta", "decision", "viewCall", "stepViewState", "finalState"]

    @Test func grdbsRecordMethodsReadAndWriteTheRowsAsTheStoreDoes() throws {
        let source = try ScenarioStore()
        let id = try source.record(Fixtures.rich, label: "main", packageVersion: "1", recordedAt: Fixtures.date())

        // Each table read through GRDB's `fetchAll`...
        let read = try source.database.read { db in
            (
                run: try RunRecord.fetchOne(db, key: id.rawValue), steps: try StepRow.fetchAll(db), deltas: try DeltaRow.fetchAll(db),
                decisions: try DecisionRow.fetchAll(db), events: try ViewEventRow.fetchAll(db),
                states: try StepViewStateRow.fetchAll(db), finalStates: try FinalStateRow.fetchAll(db)
            )
        }
        #expect(read.events == RecordingRows(Fixtures.rich, runId: id.rawValue).events)
        // ...and written through GRDB's `insert` into another store...
        let copy = try ScenarioStore()
        try copy.database.write { db in
            var run = try #require(read.run)
            try run.insert(db)
            try read.steps.forEach { try $0.insert(db) }
            try read.deltas.forEach { try $0.insert(db) }
            try read.decisions.forEach { try $0.insert(db) }
            try read.events.forEach { try $0.insert(db) }
            try read.states.forEach { try $0.insert(db) }
            try read.finalStates.forEach { try $0.insert(db) }
        }

        // ...holds the same rows, and reads back as the recording.
        for table in Self.tables {
            #expect(try Self.rows(of: table, in: copy) == Self.rows(of: table, in: source), "\(table)")
        }
        #expect(try Self.rows(of: "viewCall", in: copy).count == 10)
        #expect(try copy.recording(of: id) == Fixtures.rich)
    }

    private static func rows(of table: String, in store: ScenarioStore) throws -> [Row] {
        try store.database.read { db in try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY rowid") }
    }
}
