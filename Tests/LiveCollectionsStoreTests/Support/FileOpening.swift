import Foundation
import GRDB
import LiveCollectionsStore
import Testing

/// A way the store opens a file: one of the open modes, or an upgrade.
enum FileOpening: CaseIterable, CustomTestStringConvertible, Sendable {
    case createIfMissing
    case mustExist
    case readOnly
    case writableWithoutUpgrade
    case upgrade

    var testDescription: String { "\(self)" }

    /// The openings that write (all but read-only).
    static let writing: [FileOpening] = [.createIfMissing, .mustExist, .writableWithoutUpgrade, .upgrade]

    /// Opens the file at `path` this way (an upgrade opens it after).
    @discardableResult
    func open(_ path: String) throws(StoreError) -> ScenarioStore {
        switch self {
        case .createIfMissing: return try ScenarioStore(path: path, mode: .createIfMissing)
        case .mustExist: return try ScenarioStore(path: path, mode: .mustExist)
        case .readOnly: return try ScenarioStore(path: path, mode: .readOnly)
        case .writableWithoutUpgrade: return try ScenarioStore(path: path, mode: .writableWithoutUpgrade)
        case .upgrade:
            _ = try ScenarioStore.upgrade(path: path)
            return try ScenarioStore(path: path, mode: .readOnly)
        }
    }
}

/// Store files as they are on disk.
enum StoreFile {
    /// The committed golden store: a store file written before the store
    /// marked its files with an application id.
    static var committedGoldens: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios/goldens.sqlite")
    }

    /// The application id in the header of the file at `path`, read without SQLite.
    static func applicationID(of path: String) throws -> Int32 {
        let header = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(72)
        try #require(header.count == 72)
        return header.suffix(4).reduce(Int32(0)) { $0 << 8 | Int32($1) }
    }

    /// The application id of an open store.
    static func applicationID(of store: ScenarioStore) throws -> Int32? {
        try store.database.read { db in try Int32.fetchOne(db, sql: "PRAGMA application_id") }
    }

    /// The bytes of the file at `path`.
    static func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The names in `directory`, sorted.
    static func names(in directory: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
    }
}
