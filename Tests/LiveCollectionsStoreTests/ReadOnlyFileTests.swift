import Foundation
import GRDB
import LiveCollectionsStore
import LiveCollectionsTestSupport
import Testing

/// A store that cannot write says so in one line, without SQL; a file or
/// folder that cannot be written is refused when the store opens to write.
@Suite struct ReadOnlyFileTests {
    @Test func aWriteToAStoreOpenedReadOnlyIsReadOnlyWithoutSQL() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("runs.sqlite")
        let id = try ScenarioStore(path: path).record(Fixtures.rich, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        let store = try ScenarioStore(path: path, mode: .readOnly)

        let error = #expect(throws: StoreError.self) { try store.markGolden(id) }

        #expect(error?.kind == .readOnly)
        #expect(error?.sqliteCode.map { $0 & 0xFF } == ResultCode.SQLITE_READONLY.rawValue)
        #expect(error?.description == "\(path): cannot write, the store was opened read-only or the file or its folder is read-only "
            + "(attempt to write a readonly database)")
        #expect(try store.golden(for: Fixtures.rich.scenario) == nil)
    }

    /// A store file with one run, then made read-only.
    private static func readOnlyStore(in directory: TemporaryDirectory) throws -> String {
        let path = directory.path("goldens.sqlite")
        _ = try ScenarioStore(path: path).record(Fixtures.rich, label: nil, packageVersion: "1", recordedAt: Fixtures.date())
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        return path
    }

    @Test(.enabled(if: TestFiles.permissionsApply, "file permissions do not stop this user"), arguments: FileOpening.writing)
    func aReadOnlyFileIsRefusedByTheOpeningsThatWrite(opening: FileOpening) throws {
        let directory = try TemporaryDirectory()
        let path = try Self.readOnlyStore(in: directory)
        let before = try StoreFile.bytes(path)

        let error = #expect(throws: StoreError.self) { try opening.open(path) }

        #expect(error?.kind == .readOnly)
        #expect(error?.description == "\(path): read-only (permission denied), cannot write to it")
        #expect(try StoreFile.bytes(path) == before)
        #expect(try ScenarioStore(path: path, mode: .readOnly).runs().count == 1, "it is still read")
    }

    @Test(.enabled(if: TestFiles.permissionsApply, "file permissions do not stop this user"), arguments: FileOpening.writing)
    func aReadOnlyFolderIsRefusedByTheOpeningsThatWrite(opening: FileOpening) throws {
        let directory = try TemporaryDirectory()
        let folder = directory.path("Scenarios")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        let existing = folder + "/goldens.sqlite"
        _ = try ScenarioStore(path: existing)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }

        let error = #expect(throws: StoreError.self) { try opening.open(existing) }

        #expect(error?.kind == .readOnly)
        #expect(error?.description
            == "\(existing): its folder \(folder) is read-only (permission denied), cannot write to it: SQLite keeps a journal beside the file")
        guard opening == .createIfMissing || opening == .writableWithoutUpgrade else { return }
        let new = folder + "/new.sqlite"
        let creating = #expect(throws: StoreError.self) { try opening.open(new) }
        #expect(creating?.kind == .readOnly)
        #expect(creating?.description == "\(new): its folder \(folder) is read-only (permission denied), cannot create it")
        #expect(!FileManager.default.fileExists(atPath: new))
    }
}
