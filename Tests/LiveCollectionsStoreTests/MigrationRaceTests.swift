import Foundation
import GRDB
@testable import LiveCollectionsStore
import Testing

/// Two processes opening a new store file at once both migrate it. GRDB's
/// migrator creates its migrations table first, in a statement of its own,
/// so the other opening can find the table appear at any moment. Opening
/// must not fail, whatever the moment: the reason the store reads the
/// applied migrations with its own query (`appliedIdentifiers(_:)`), not
/// with `DatabaseMigrator.appliedIdentifiers(_:)`, with which the opening
/// fails at one of these moments with "no such table: grdb_migrations".
@Suite struct MigrationRaceTests {
    /// The migrations table, as GRDB's migrator creates it.
    private static let createMigrationsTable = "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)"

    /// Another connection creates the migrations table just before the
    /// opening connection runs its statement number `moment`, for every
    /// statement until it creates the table itself (from then on, creating
    /// it again does nothing). While the opening connection holds a lock the
    /// other cannot write; it then creates the table as soon as it can, as
    /// a process waiting for the lock would.
    @Test func anotherProcessCreatingTheMigrationsTableAtAnyMomentIsNoError() throws {
        let moments = try #require(try Self.open(creatingTableBefore: nil).statementsUntilCreation)
        #expect(moments > 3)
        for moment in 0..<moments {
            let outcome = try Self.open(creatingTableBefore: moment)
            #expect(outcome.error == nil, "table created before statement \(moment): \(String(describing: outcome.error))")
            #expect(outcome.createdBefore.map { $0 >= moment } == true, "statement \(moment): the other connection never created the table")
            #expect(outcome.isMigrated, "statement \(moment)")
        }
    }

    private struct Outcome {
        /// The statements the opening ran up to and including its own
        /// creation of the migrations table, if it created it.
        var statementsUntilCreation: Int?
        /// The statement the other connection created the table before.
        var createdBefore: Int?
        var error: (any Error)?
        var isMigrated: Bool
    }

    /// Migrates a new file as ``ScenarioStore`` opens one, while another
    /// connection creates the migrations table before statement `moment`
    /// (or as soon after as it can), or never if nil.
    private static func open(creatingTableBefore moment: Int?) throws -> Outcome {
        let directory = try TemporaryDirectory()
        let path = directory.path("new.sqlite")
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        let opening = try DatabaseQueue(path: path, configuration: configuration)
        // The other process: it must not wait for a lock the opening
        // connection holds, since the opening waits for it.
        var otherConfiguration = Configuration()
        otherConfiguration.busyMode = .immediateError
        let other = try DatabaseQueue(path: path, configuration: otherConfiguration)

        let state = Locked<(statements: Int, createdBefore: Int?, ownCreation: Int?)>((0, nil, nil))
        opening.inDatabase { db in
            db.trace(options: .statement) { event in
                guard case .statement(let statement) = event else { return }
                let number = state.withLock { state in
                    defer { state.statements += 1 }
                    if state.ownCreation == nil, statement.sql.contains("grdb_migrations"), statement.sql.hasPrefix("CREATE TABLE") {
                        state.ownCreation = state.statements
                    }
                    return state.statements
                }
                guard let moment, number >= moment, state.withLock({ $0.createdBefore == nil }) else { return }
                do {
                    try other.writeWithoutTransaction { db in try db.execute(sql: createMigrationsTable) }
                    state.withLock { $0.createdBefore = number }
                } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
                    // The opening holds a lock: try again at its next statement.
                } catch {
                    Issue.record("the other connection failed: \(error)")
                }
            }
        }
        var failure: (any Error)?
        do {
            try ScenarioStore.migrate(opening, path: path)
        } catch {
            failure = error
        }
        opening.inDatabase { db in db.trace(options: []) }
        let isMigrated = try opening.read { db in try Migrations.migrator.hasCompletedMigrations(db) }
        let (_, createdBefore, ownCreation) = state.withLock { $0 }
        return Outcome(statementsUntilCreation: ownCreation.map { $0 + 1 }, createdBefore: createdBefore, error: failure, isMigrated: isMigrated)
    }
}
