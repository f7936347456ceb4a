import Foundation
import LiveCollectionsScenarios
import LiveCollectionsTestSupport
import Testing

/// `ScenarioGolden.verify`, the one call of an app's test target: the
/// replay of a scenario file against its text golden, with the messages a
/// failing test shows, word for word.
@Suite("Scenario goldens in an app's tests")
struct ScenarioGoldenTests {
    /// A scenario folder of the test's own, removed also when the test fails.
    let folder: TemporaryFolder
    var scenarios: URL { folder.url }
    var file: String { folder.path("90-feed.json") }
    var golden: String { folder.path("goldens/90-feed.txt") }

    static let scenario = """
        {"format": 2, "data": "inline", "title": "Feed", "description": "A small feed.", "kind": "singleSection",
         "view": {"style": "table"},
         "initial": [{"id": 1, "content": "Ada"}, {"id": 2, "content": "Grace"}],
         "steps": [{"at": 0, "update": [{"id": 2, "content": "Grace"}, {"id": 3, "content": "Alan"}]}]}
        """

    /// The golden `scenarios verify` writes for ``scenario``.
    static let goldenText = """
        90-feed: Feed
        setup
          event 0 ms view: reloadData
          shows view: [0(1 "Ada"), 1(2 "Grace")]
        step 0 at 0 ms: update [2 "Grace", 3 "Alan"]
          delta 0 ms collection data: IndexDelta(deletions: [0], insertions: [1], reloads: [], moves: [])
          animation 0 ms collection data: preciseAnimations (precise)
          event 0 ms view: beginBatch
          event 0 ms view: deleteItems [[0, 0]] bottom
          event 0 ms view: insertItems [[0, 1]] fade
          event 0 ms view: endBatch
          event 300 ms view: animationsCompleted batch 1
          event 300 ms view: beginBatch
          event 300 ms view: endBatch
          event 600 ms view: animationsCompleted batch 2
          shows view: [1(2 "Grace"), 2(3 "Alan")]
        outcome: passed
        final view: [1(2 "Grace"), 2(3 "Alan")]

        """

    init() throws {
        folder = try TemporaryFolder("scenario-golden")
        try write("90-feed.json", Self.scenario)
    }

    func write(_ name: String, _ text: String) throws {
        let url = folder.url(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: folder.path(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The failure `body` throws, or nil when it passes.
    func failure(_ body: () throws(ScenarioGoldenFailure) -> ScenarioRecording) -> ScenarioGoldenFailure? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    func verify(record: ScenarioGolden.RecordMode? = nil, environment: [String: String] = [:]) -> ScenarioGoldenFailure? {
        failure { () throws(ScenarioGoldenFailure) in
            try ScenarioGolden.verify(fileAt: folder.url("90-feed.json"), record: record, environment: environment)
        }
    }

    @Test func aReplayMatchingItsGoldenPasses() throws {
        try write("goldens/90-feed.txt", Self.goldenText)
        for record in [nil, ScenarioGolden.RecordMode.never, .missing] {
            #expect(verify(record: record) == nil)
        }
        let recording = try ScenarioGolden.verify("90-feed", in: scenarios, record: .never)
        #expect(recording.scenario == "90-feed")
        #expect(try ScenarioGolden.verify("90-feed.json", in: scenarios, record: .never) == recording)
        #expect(try ScenarioGolden.verify(fileAt: folder.url("sub/../90-feed.json"), record: .never) == recording)
    }

    @Test func aMismatchSaysWhatFailedWhereTheGoldenIsWhatToDoAndShowsALineDiff() throws {
        let edited = Self.goldenText.replacingOccurrences(of: "deleteItems [[0, 0]] bottom", with: "deleteItems [[0, 0]] fade")
        try write("goldens/90-feed.txt", edited)
        for environment in [[:], ["CI": "true"], ["SCENARIO_GOLDEN_RECORD": "missing"]] {
            let error = verify(environment: environment)
            #expect(error?.description == """
                90-feed: the replay does not match its golden
                  scenario: \(file)
                  golden: \(golden)
                  to accept the change: scenarios verify --scenarios \(folder.path) --record failed 90-feed, then commit the goldens
                --- \(golden)
                +++ this replay
                @@ -6,7 +6,7 @@
                   delta 0 ms collection data: IndexDelta(deletions: [0], insertions: [1], reloads: [], moves: [])
                   animation 0 ms collection data: preciseAnimations (precise)
                   event 0 ms view: beginBatch
                -  event 0 ms view: deleteItems [[0, 0]] fade
                +  event 0 ms view: deleteItems [[0, 0]] bottom
                   event 0 ms view: insertItems [[0, 1]] fade
                   event 0 ms view: endBatch
                   event 300 ms view: animationsCompleted batch 1
                """)
            #expect(error?.golden == golden)
            #expect(error?.recorded == false)
        }
        #expect(read("goldens/90-feed.txt") == edited, "a golden that differs is never rewritten")
    }

    @Test func aGoldenDifferingOnlyInItsLastLineFeedSaysSo() throws {
        try write("goldens/90-feed.txt", String(Self.goldenText.dropLast()))
        #expect(verify()?.description == """
            90-feed: the replay does not match its golden
              scenario: \(file)
              golden: \(golden)
              to accept the change: scenarios verify --scenarios \(folder.path) --record failed 90-feed, then commit the goldens
              the lines read the same: the file differs in its last line feed or a hidden character
            """)
    }

    /// With record mode `missing` (the default off CI) the golden is
    /// written and the call fails, so that it is read before it is
    /// committed; the next call passes.
    @Test(arguments: [
        (ScenarioGolden.RecordMode?.none, [String: String](), "the default"),
        (.missing, ["CI": "true"], "the record: argument"),
        (nil, ["SCENARIO_GOLDEN_RECORD": "missing", "CI": "true"], "SCENARIO_GOLDEN_RECORD=missing"),
        (nil, ["CI": "false"], "the default"),
    ])
    func aMissingGoldenIsRecordedAndFails(record: ScenarioGolden.RecordMode?, environment: [String: String], source: String) throws {
        let error = verify(record: record, environment: environment)
        #expect(error?.description == """
            90-feed: recorded its golden at \(golden) (record mode missing, \(source))
              scenario: \(file)
              read it, commit it, and run the test again
            """)
        #expect(error?.recorded == true)
        #expect(read("goldens/90-feed.txt") == Self.goldenText)
        #expect(verify(record: .never) == nil)
    }

    /// With record mode `never` (the default on CI) nothing is written: a
    /// missing golden never passes on CI.
    @Test(arguments: [
        (ScenarioGolden.RecordMode.never, [String: String](), "the record: argument"),
        (nil, ["CI": "true"], "CI=true"),
        (nil, ["CI": "1"], "CI=1"),
        (nil, ["SCENARIO_GOLDEN_RECORD": "never"], "SCENARIO_GOLDEN_RECORD=never"),
    ])
    func aMissingGoldenFailsAndIsNotWrittenInModeNever(record: ScenarioGolden.RecordMode?, environment: [String: String], source: String) {
        for _ in 1...2 {
            #expect(verify(record: record, environment: environment)?.description == """
                90-feed: no golden at \(golden)
                  scenario: \(file)
                  record mode never (\(source)): nothing is written
                  to record it: scenarios verify --scenarios \(folder.path) --record missing 90-feed, or run this test with SCENARIO_GOLDEN_RECORD=missing outside CI
                """)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("goldens")))
    }

    @Test func anUnknownRecordModeInTheEnvironmentFailsNamingTheVariable() throws {
        try write("goldens/90-feed.txt", Self.goldenText)
        #expect(verify(environment: ["SCENARIO_GOLDEN_RECORD": "failed"])?.description == """
            SCENARIO_GOLDEN_RECORD=failed: unknown record mode (expected one of: never, missing)
            """)
        #expect(verify(record: .never, environment: ["SCENARIO_GOLDEN_RECORD": "failed"]) == nil, "the argument comes first")
    }

    @Test func aFolderWhereTheGoldenGoesFails() throws {
        try FileManager.default.createDirectory(at: folder.url("goldens/90-feed.txt"), withIntermediateDirectories: true)
        #expect(verify()?.description == """
            \(golden): is a folder, not the text golden of 90-feed
              scenario: \(file)
            """)
    }

    @Test func aScenarioFileThatDoesNotLoadFailsWithTheLoadersMessage() throws {
        try write("90-feed.json", #"{"format": 2, "title": "#)
        #expect(verify()?.description == "\(file): malformed JSON: the document ends early, at line 1, column 24 (is the file cut short?)")
        try write("90-feed.json", Self.scenario.replacingOccurrences(of: "\"singleSection\"", with: "\"single\""))
        #expect(verify()?.description.hasPrefix("\(file): kind: ") == true)
        #expect(failure { () throws(ScenarioGoldenFailure) in try ScenarioGolden.verify("91-none", in: scenarios) }?.description
            == "\(folder.path("91-none.json")): cannot read the file (does it exist?)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("goldens")))
    }

    @Test func aFileNotNamedAsAScenarioHasNoGolden() throws {
        try write("feed.json", Self.scenario)
        #expect(failure { () throws(ScenarioGoldenFailure) in try ScenarioGolden.verify(fileAt: folder.url("feed.json")) }?.description == """
            \(folder.path("feed.json")): not named as a scenario (NN-name.json), so it has no text golden
              rename the file, e.g. 90-feed.json
            """)
        #expect(failure { () throws(ScenarioGoldenFailure) in try ScenarioGolden.verify("../90-feed", in: scenarios) }?.description == """
            "../90-feed": not a scenario name (NN-name: the name of a file NN-name.json in \(folder.path))
            """)
    }

    /// A replay the recording view stops (a batch UIKit would reject, a
    /// cell reused for a carousel that has none) fails with its message.
    @Test func aFailingReplayFailsWithItsMessage() throws {
        let repository = ScenarioFiles.repositoryScenarios
        let carousels = try String(contentsOf: repository.appendingPathComponent("07-carousels.json"), encoding: .utf8)
        let reuse = #"{ "at": 2000, "reuseCell": { "carousel": "c4", "showing": "c2" } },"#
        try write("07-carousels.json", carousels.replacingOccurrences(
            of: #"    { "at": 2000, "note""#, with: "    \(reuse)\n    \(reuse)\n    { \"at\": 2000, \"note\""))
        try write("movies.json", try String(contentsOf: repository.appendingPathComponent("movies.json"), encoding: .utf8))
        let error = failure { () throws(ScenarioGoldenFailure) in try ScenarioGolden.verify("07-carousels", in: scenarios) }
        #expect(error?.description == """
            07-carousels: the replay failed: steps[3]: reuseCell: carousel c4 has no cell or c2 no data
              scenario: \(folder.path("07-carousels.json"))
            """)
        #expect(error?.golden == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.path("goldens")), "a failed replay records nothing")
    }

    /// Every committed scenario's golden, as `scenarios verify` wrote it,
    /// is what the call accepts.
    @Test(arguments: (try? ScenarioLoader.scenarioNames(in: ScenarioFiles.repositoryScenarios, displayDirectory: "Scenarios")) ?? [])
    func everyCommittedScenarioMatchesItsGoldenThroughTheCall(name: String) throws {
        try ScenarioGolden.verify(name, in: ScenarioFiles.repositoryScenarios, record: .never)
    }

    @Test func thereAre31CommittedScenarios() throws {
        #expect(try ScenarioLoader.scenarioNames(in: ScenarioFiles.repositoryScenarios, displayDirectory: "Scenarios").count == 31)
    }
}
