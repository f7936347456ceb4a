import Foundation
import LiveCollectionsDocs
import LiveCollectionsScenarios
import Testing

/// Every picture of every scenario against its recording, one to one: the
/// marks read back from the SVG (elements of class `mark`, by id and kind)
/// are exactly the recorded calls of that view in that step, one per path,
/// section or hand-off pair, one per move and `reloadData`. A picture can
/// show no operation the view did not receive, and miss none it did.
@Suite("Pictures match their recordings")
struct PicturesMatchRecordingsTests {
    /// The repository's scenarios, replayed (replays are deterministic: the
    /// same recordings as the goldens), with their documentation files. The
    /// recording is the part the pages draw step by step: all of it, or for
    /// a generated scenario its first ticks (the rest is summed up).
    static let documented: [(recording: ScenarioRecording, files: [String: Data])] = {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios")
        guard let scenarios = try? ScenarioLoader.loadAll(in: directory, displayDirectory: "Scenarios") else { return [] }
        return scenarios.map { scenario in
            let recording = ScenarioReplay.run(scenario)
            let run = DocumentedRun(scenario: scenario, recording: recording, run: "#1", store: "test")
            return (scenario.compactDocumentation?.shownPart(of: recording) ?? recording, DocsGenerator.files(for: [run]))
        }
    }()

    /// The number of scenario files in the repository.
    static var scenarioFileCount: Int {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.first?.isNumber == true && $0.hasSuffix(".json") }.count
    }

    /// The marks a recorded event must have: its kind and how many, read
    /// from the event's text independently of the picture code; nil for
    /// what is not a call.
    static func expectedMarks(_ text: String) -> (kind: String, count: Int)? {
        let name = String(text.prefix { $0 != " " && $0 != ":" })
        let paths = text.matches(of: /\[\d+, \d+\]/).count
        let bracket = text.firstRange(of: /\[[\d, ]*\]/).map { text[$0] } ?? ""
        let sections = bracket.split { !$0.isNumber }.count
        return switch name {
        case "deleteItems": ("delete-item", paths)
        case "insertItems": ("insert-item", paths)
        case "reloadItems": ("reload-item", paths)
        case "moveItem": ("move-item", 1)
        case "deleteSections": ("delete-section", sections)
        case "insertSections": ("insert-section", sections)
        case "reloadSections": ("reload-section", sections)
        case "moveSection": ("move-section", 1)
        case "reloadData": ("reload-data", 1)
        case "fallbackToReloadData": ("fallback-to-reload-data", 1)
        case "hand-off": ("hand-off", text.contains("->") ? paths / 2 : paths)
        default: nil
        }
    }

    /// `call-E-K kind` for every mark event E of `step` must have, for the
    /// events `include` selects.
    static func expected(_ step: StepRecord, include: (EventRecord) -> Bool) -> [String] {
        step.events.enumerated().flatMap { index, event -> [String] in
            guard include(event), let (kind, count) = expectedMarks(event.text) else { return [] }
            return (0..<count).map { "call-\(index)-\($0) \(kind)" }
        }.sorted()
    }

    @Test func everyScenarioIsReplayedAndDocumented() {
        #expect(Self.documented.count == Self.scenarioFileCount)
        #expect(Self.documented.count >= 21)
        #expect(Self.documented.allSatisfy { $0.recording.outcome == .passed })
    }

    @Test func eachPictureHasExactlyTheMarksOfItsRecordedCalls() throws {
        var pictures = 0
        var marks = 0
        for (recording, files) in Self.documented {
            for (path, data) in files where path.hasSuffix(".svg") {
                let svg = String(decoding: data, as: UTF8.self)
                let view = try #require(PictureChecks.viewName(in: svg), "\(path): no view name")
                let file = path.split(separator: "/").last.map(String.init) ?? path
                let number = try #require(Int(file.dropFirst("step-".count).prefix { $0.isNumber }), "\(path): no step number")
                let step = try #require(recording.steps.first { $0.index == number }, "\(path): no step \(number)")
                let drawn = PictureChecks.marks(in: svg).map { "\($0.id) \($0.kind)" }.sorted()
                let wanted = Self.expected(step) { $0.view == view || ($0.view == "reload delegate" && view == "table") }
                #expect(drawn == wanted, "\(path): marks differ from the recorded calls of \(view)")
                #expect(!wanted.isEmpty, "\(path): a picture of a view that received no call")
                pictures += 1
                marks += drawn.count
            }
        }
        #expect(pictures > 40)
        #expect(marks > 150)
    }

    @Test func everyRecordedCallAfterTheSetupIsDrawn() {
        for (recording, files) in Self.documented {
            for step in recording.steps where step.index != StepRecord.setupIndex {
                let prefix = "\(recording.scenario)/step-\(step.index)-"
                let drawn = files.filter { $0.key.hasPrefix(prefix) && $0.key.hasSuffix(".svg") }
                    .flatMap { PictureChecks.marks(in: String(decoding: $0.value, as: UTF8.self)).map { "\($0.id) \($0.kind)" } }
                    .sorted()
                #expect(drawn == Self.expected(step) { _ in true }, "\(recording.scenario) step \(step.index)")
            }
        }
    }

    @Test func scenario05Step1ShowsTwoSectionOperationsAndASectionMoveAndNoItemArrow() throws {
        let files = try #require(Self.documented.first { $0.recording.scenario == "05-collection-view-sectioned-data" }?.files)
        let svg = String(decoding: try #require(files["05-collection-view-sectioned-data/step-1-view.svg"]), as: UTF8.self)
        let marks = PictureChecks.marks(in: svg)
        #expect(marks.map(\.kind) == ["delete-section", "insert-section", "move-section"])
        #expect(PictureChecks.occurrences(of: "move-item", in: svg) == 0)
        #expect(PictureChecks.occurrences(of: #"class="arrow"#, in: svg) == 1)
        #expect(PictureChecks.occurrences(of: "row carried-in", in: svg) == 3, "the staff-picks shelf's three movies arrive with it")
        #expect(PictureChecks.occurrences(of: "row carried-out", in: svg) == 3, "the family shelf's three movies leave with it")
        #expect(PictureChecks.occurrences(of: "row moved", in: svg) == 0)
    }
}
