import GRDB
import LiveCollectionsStore

/// Store files as older versions left them.
enum OlderStore {
    /// The `run` row of an old run: id 1, scenario `01-old`.
    static let runSQL = """
        INSERT INTO run (id, scenario, contentHash, packageVersion, title, recordedAt, outcome)
        VALUES (1, '01-old', 'h', '0.0.9', 'Old', '2026-01-02 03:04:05.678', 'passed');
        """

    /// A file at `path` with the migrations up to `migration` only, and
    /// what `write` puts in it.
    static func make(at path: String, upTo migration: String, _ write: (Database) throws -> Void) throws {
        let old = try DatabaseQueue(path: path)
        try Migrations.migrator.migrate(old, upTo: migration)
        try old.write(write)
        try old.close()
    }
}
