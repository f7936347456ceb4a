import Foundation
import Testing
import LiveCollectionsRecording
@testable import LiveCollectionsScenarios
import LiveCollectionsTestSupport

/// What a scenario file names on disk stays inside the scenario folder, and
/// a file whose name would act in a terminal or a log is that scenario's
/// load error.
@Suite("Scenario paths")
struct ScenarioPathTests {
    let files: ScenarioFiles

    init() throws {
        files = try ScenarioFiles()
    }

    private func catalogError(_ catalog: String) -> String? {
        files.error(scenarioText(steps: #"[{"at": 0, "update": [2, 1]}]"#, extra: #""catalog": "\#(catalog)","#), name: "01-x.json")
    }

    @Test(arguments: ["../../../../etc/passwd", "/etc/passwd", "sub/../../movies.json", "./movies.json", "a//movies.json", #"..\\movies.json"#])
    func aCatalogOutsideTheFolderIsRefusedWithItsPath(catalog: String) {
        let shown = catalog.replacingOccurrences(of: #"\\"#, with: #"\"#)
        #expect(catalogError(catalog) == """
            Scenarios/01-x.json: catalog: "\(shown)" is not a file inside the scenario folder; name a catalog file beside the scenario, such as "movies.json"
            """)
    }

    @Test func aLinkedCatalogLeadingOutOfTheFolderIsRefused() throws {
        let elsewhere = try TemporaryFolder("catalog-elsewhere")
        let outside = elsewhere.url("catalog.json")
        try Data(#"[{"id": 1, "title": "A", "year": 1}, {"id": 2, "title": "B", "year": 2}]"#.utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(atPath: files.directory.appendingPathComponent("linked.json").path, withDestinationPath: outside.path)
        #expect(catalogError("linked.json")?.hasSuffix(#"catalog: "linked.json" is not a file inside the scenario folder; name a catalog file beside the scenario, such as "movies.json""#) == true)
    }

    @Test func aCatalogInsideTheFolderLoads() throws {
        try FileManager.default.createDirectory(at: files.directory.appendingPathComponent("catalogs"), withIntermediateDirectories: true)
        try files.write("catalogs/small.json", #"[{"id": 1, "title": "A", "year": 1}, {"id": 2, "title": "B", "year": 2}]"#)
        try files.write("other.json", #"[{"id": 1, "title": "A", "year": 1}, {"id": 2, "title": "B", "year": 2}]"#)
        #expect(catalogError("catalogs/small.json") == nil)
        #expect(catalogError("other.json") == nil)
    }

    @Test(arguments: ["01-bad\nname.json", "01-\u{1B}[2J.json", "01-\u{202E}txet.json", "01-bell\u{7}.json"])
    func aFileNameThatWouldActIsItsScenariosError(name: String) {
        let error = files.error(scenarioText(steps: #"[{"at": 0, "update": [2, 1]}]"#), name: name)
        #expect(error?.hasPrefix("Scenarios/\(name): the file name holds \\u{") == true, "\(error ?? "loaded")")
        #expect(error?.hasSuffix("(a control, line break or bidirectional formatting character), which no golden, page or log can name; rename the file (NN-name.json)") == true)
    }
}

/// A file operation's failure is told in the system's words.
@Suite("File system failures")
struct FileSystemFailureTests {
    @Test func theSystemsWordsUnderFoundationsWrapper() {
        let wrapped = NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))])
        #expect(FileSystemFailure.reason(of: wrapped) == "Read-only file system")
        #expect(FileSystemFailure.reason(of: POSIXError(.EACCES)) == "Permission denied")
    }

    @Test func aRealFailureNamesItsCause() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString)/x")
        do {
            try FileManager.default.moveItem(at: missing, to: missing.appendingPathExtension("y"))
            Issue.record("moving a missing file succeeded")
        } catch {
            #expect(FileSystemFailure.reason(of: error) == "No such file or directory", "\(error)")
        }
    }
}

/// `view.uikitRelease`: the UIKit release a scenario's views behave as.
@Suite("Scenario UIKit release")
struct ScenarioUIKitReleaseTests {
    let files: ScenarioFiles

    init() throws {
        files = try ScenarioFiles()
    }

    private func text(release: String?) -> String {
        let field = release.map { #", "uikitRelease": "\#($0)""# } ?? ""
        return scenarioText(view: #"{"style": "collection"\#(field)}"#, steps: #"[{"at": 0, "update": [2, 1]}]"#)
    }

    @Test func theNewestReleaseUnlessTheFileNamesOne() throws {
        #expect(try files.load("01-a.json", text(release: nil)).view?.uikitRelease == .iOS16_4)
        #expect(try files.load("01-a.json", text(release: "iOS 16.4")).view?.uikitRelease == .iOS16_4)
        #expect(try files.load("01-a.json", text(release: "iOS 16.3")).view?.uikitRelease == .iOS16_3)
        #expect(UIKitRelease.newest == .iOS16_4)
    }

    @Test func anUnknownReleaseNamesTheOnesModelled() {
        #expect(files.error(text(release: "iOS 17"), name: "01-a.json")
            == #"Scenarios/01-a.json: view.uikitRelease: unknown value "iOS 17" (expected one of: iOS 16.3, iOS 16.4)"#)
    }
}
