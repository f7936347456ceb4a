import Foundation
import LiveCollections
import Testing
@testable import LiveCollectionsScenarios

/// `synchronizer`: a delay for every discrete section, or for the sections
/// the file names (the sample app's table of discrete sections synchronizes
/// only sections 1 and 2).
@Suite("Synchronizer format")
struct SynchronizerFormatTests {
    let files: ScenarioFiles

    init() throws {
        files = try ScenarioFiles()
    }

    func sections(_ synchronizer: String) -> String {
        scenarioText(
            kind: "discreteSections", initial: "[[1], [2], [3]]",
            steps: #"[{"at": 0, "update": {"section": 0, "items": [4]}}]"#,
            extra: #""synchronizer": \#(synchronizer),"#
        )
    }

    @Test func aNamedDelayJoinsEverySection() throws {
        let scenario = try files.load("03-a.json", sections(#""long""#))
        #expect(scenario.synchronizer == .long)
        #expect(scenario.synchronizedSections == [0, 1, 2])
        let custom = try files.load("03-b.json", sections(#"{"milliseconds": 100}"#))
        #expect(custom.synchronizer == .custom(milliseconds: 100))
        #expect(custom.synchronizedSections == [0, 1, 2])
    }

    @Test func theFileNamesTheSectionsThatJoin() throws {
        let scenario = try files.load("04-a.json", sections(#"{"delay": "short", "sections": [2, 1]}"#))
        #expect(scenario.synchronizer == .short)
        #expect(scenario.synchronizedSections == [1, 2])
        let custom = try files.load("04-b.json", sections(#"{"milliseconds": 20, "sections": [0]}"#))
        #expect(custom.synchronizer == .custom(milliseconds: 20))
        #expect(custom.synchronizedSections == [0])
        let none = try files.load("04-c.json", scenarioText(kind: "discreteSections", initial: "[[1]]", steps: #"[{"at": 0, "update": {"section": 0, "items": [2]}}]"#))
        #expect(none.synchronizer == nil)
        #expect(none.synchronizedSections.isEmpty)
    }

    @Test func badSectionsAreNamed() {
        #expect(files.error(sections(#"{"delay": "short", "sections": [1, 3]}"#))
            == "Scenarios/07-carousels.json: synchronizer.sections[1]: unknown section 3 (the scenario has 3 sections)")
        #expect(files.error(sections(#"{"delay": "short", "sections": [1, 2, 1]}"#))
            == "Scenarios/07-carousels.json: synchronizer.sections[2]: section 1 joins twice (also at synchronizer.sections[0])")
        #expect(files.error(sections(#"{"delay": "short", "sections": []}"#))
            == #"Scenarios/07-carousels.json: synchronizer.sections: expected at least one section (leave "sections" out for every section)"#)
        #expect(files.error(sections(#"{"delay": "short", "sections": ["1"]}"#))
            == "Scenarios/07-carousels.json: synchronizer.sections[0]: expected an integer, found a string")
    }

    @Test func theDelayIsNamedOnce() {
        #expect(files.error(sections(#"{"sections": [1]}"#))
            == #"Scenarios/07-carousels.json: synchronizer: missing field "delay" (or "milliseconds")"#)
        #expect(files.error(sections(#"{"delay": "short", "milliseconds": 5}"#))
            == #"Scenarios/07-carousels.json: synchronizer.milliseconds: a synchronizer has either a "delay" or "milliseconds", not both"#)
        #expect(files.error(sections(#"{"delay": "soon"}"#))
            == #"Scenarios/07-carousels.json: synchronizer.delay: unknown value "soon" (expected one of: none, short, long)"#)
        #expect(files.error(sections(#"{"delay": "short", "members": [1]}"#))
            == #"Scenarios/07-carousels.json: synchronizer.members: unknown field "members" (expected one of: delay, milliseconds, sections)"#)
    }

    @Test func onlyDiscreteSectionsHaveOne() {
        let text = scenarioText(steps: #"[{"at": 0, "update": [1]}]"#, extra: #""synchronizer": "short","#)
        #expect(files.error(text) == "Scenarios/07-carousels.json: synchronizer: only a discreteSections scenario has a synchronizer")
    }
}
