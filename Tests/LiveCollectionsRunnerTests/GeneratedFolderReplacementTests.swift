import Foundation
import LiveCollectionsTestSupport
import Testing
@testable import LiveCollectionsRunner

/// A generated folder replaced file by file: the old folder stays whole
/// until the replacement finishes, and an abandoned or refused one leaves
/// it as it was and nothing beside it.
@Suite("A generated folder written file by file")
struct GeneratedFolderReplacementTests {
    let temporary: TemporaryFolder
    var directory: URL { temporary.url }

    init() throws {
        temporary = try TemporaryFolder("generated-folder")
    }

    var folder: GeneratedFolder { GeneratedFolder(path: directory.appendingPathComponent("out").path, generator: "scenarios docs") }

    func contents() throws -> [String: Data] {
        try DocsCommandTests.files(in: directory.appendingPathComponent("out"))
    }

    func siblings() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "out" }
    }

    @Test func theOldFolderStaysWholeUntilTheReplacementFinishes() throws {
        try folder.replace(with: ["a.md": Data("old\n".utf8)])
        let old = try contents()

        let replacement = try folder.replacement()
        try replacement.write("b.md", Data("new\n".utf8))
        try replacement.write("b/picture.svg", Data("<svg/>\n".utf8))
        #expect(try contents() == old, "nothing is replaced while files are written")
        try replacement.finish()

        let new = try contents()
        #expect(Set(new.keys) == [".scenarios-generated", "b.md", "b/picture.svg"])
        #expect(new[".scenarios-generated"] == folder.markerContents(listing: ["b.md", "b/picture.svg"]))
        #expect(try siblings().isEmpty)
        // The marker lists what was written: the folder is the tool's to replace again.
        try folder.replace(with: ["c.md": Data()])
        #expect(Set(try contents().keys) == [".scenarios-generated", "c.md"])
    }

    @Test func anAbandonedReplacementLeavesTheOldFolderAndNothingBesideIt() throws {
        try folder.replace(with: ["a.md": Data("old\n".utf8)])
        let old = try contents()
        do {
            let replacement = try folder.replacement()
            try replacement.write("b.md", Data("new\n".utf8))
            // Let go of without finishing, as a command that failed midway.
        }
        #expect(try contents() == old)
        #expect(try siblings().isEmpty)

        let explicit = try folder.replacement()
        try explicit.write("b.md", Data())
        explicit.abandon()
        #expect(try contents() == old)
        #expect(try siblings().isEmpty)
    }

    @Test(arguments: ["../escaped.md", "/absolute.md", ".scenarios-generated", "twice.md"])
    func aFileThatIsNotTheFoldersIsRefusedAndNothingWritten(path: String) throws {
        try folder.replace(with: ["a.md": Data("old\n".utf8)])
        let old = try contents()
        let replacement = try folder.replacement()
        if path == "twice.md" { try replacement.write(path, Data()) }
        #expect(throws: CommandFailure.self) { try replacement.write(path, Data("x".utf8)) }
        #expect(throws: CommandFailure.self) { try replacement.finish() }
        #expect(try contents() == old)
        #expect(try siblings().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("escaped.md").path))
    }
}
