import Foundation
import Testing
@testable import LiveCollectionsScenarios

/// Every loading error names the file, the JSON path and what was expected.
@Suite("Scenario loading errors")
struct ScenarioLoaderErrorTests {
    let files: ScenarioFiles

    init() throws {
        files = try ScenarioFiles()
    }

    @Test func unknownMovieID() {
        let text = scenarioText(kind: "carousels", initial: #"[{"id": "c1", "items": [1]}]"#, steps: """
            [{"at": 0, "update": [{"id": "c1", "items": [2]}]}, {"at": 1, "update": [{"id": "c1", "items": [1]}]},
             {"at": 2, "update": [{"id": "c1", "items": [1]}]}, {"at": 3, "update": [{"id": "c1", "items": [1, 2, 9999]}]}]
            """)
        #expect(files.error(text) == "Scenarios/07-carousels.json: steps[3].update[0].items[2]: unknown movie id 9999")
    }

    @Test func malformedJSON() {
        #expect(files.error("{\"format\": 1,\n \"title\": \"x\",, }")
            == "Scenarios/07-carousels.json: malformed JSON: expected a key (a string in double quotes) at line 2, column 15, found ','")
        #expect(files.error(#"{"format": 1, "title": "#)?.hasPrefix("Scenarios/07-carousels.json: malformed JSON: ") == true)
    }

    @Test func unknownTopLevelField() {
        let text = scenarioText(steps: #"[{"at": 0, "update": [1]}]"#, extra: #""colour": "blue","#)
        #expect(files.error(text) == """
            Scenarios/07-carousels.json: colour: unknown field "colour" (expected one of: format, title, description, \
            kind, data, catalog, view, synchronizer, thresholds, calculationMilliseconds, inTheaters, deletionDelegate, initial, steps, generate)
            """)
    }

    @Test func unknownKind() {
        let text = scenarioText(kind: "pagedCollection", steps: #"[{"at": 0, "update": [1]}]"#)
        #expect(files.error(text) == """
            Scenarios/07-carousels.json: kind: unknown value "pagedCollection" (expected one of: singleSection, \
            discreteSections, sectionedData, carousels, sectionedCarousels, dataFactory, nonUniqueSingleSection, \
            nonUniqueSections, manualTiming)
            """)
    }

    @Test func unknownStepField() {
        let text = scenarioText(steps: #"[{"at": 0, "update": [1], "delay": 5}]"#)
        #expect(files.error(text)?.hasPrefix(#"Scenarios/07-carousels.json: steps[0].delay: unknown field "delay""#) == true)
    }

    @Test func actionOfAnotherKind() {
        let text = scenarioText(steps: #"[{"at": 0, "inTheaters": [1]}]"#)
        #expect(files.error(text) == """
            Scenarios/07-carousels.json: steps[0].inTheaters: unknown action "inTheaters" for kind singleSection \
            (expected one of: update, append, editMovies, animationStyle, manualReloads)
            """)
    }

    @Test func duplicateIDsInDataDeclaredUnique() {
        let text = scenarioText(steps: #"[{"at": 0, "update": [1, 2, 1]}]"#)
        #expect(files.error(text) == """
            Scenarios/07-carousels.json: steps[0].update[2]: duplicate movie id 1 in data declared unique (also at steps[0].update[0])
            """)
        let shelves = scenarioText(kind: "sectionedData", initial: #"[{"id": "a", "items": [1]}, {"id": "b", "items": [2, 1]}]"#, steps: #"[{"at": 0, "update": []}]"#)
        #expect(files.error(shelves) == """
            Scenarios/07-carousels.json: initial[1].items[1]: duplicate movie id 1 in data declared unique (also at initial[0].items[0])
            """)
        let shelfIDs = scenarioText(kind: "sectionedData", initial: #"[{"id": "a", "items": [1]}, {"id": "a", "items": [2]}]"#, steps: #"[{"at": 0, "update": []}]"#)
        #expect(files.error(shelfIDs) == #"Scenarios/07-carousels.json: initial[1]: duplicate shelf id "a" (also at initial[0])"#)
    }

    @Test func repeatedMoviesAreFineInNonUniqueData() {
        let text = scenarioText(kind: "nonUniqueSingleSection", steps: #"[{"at": 0, "update": [1, 2, 1]}]"#)
        #expect(files.error(text) == nil)
    }

    @Test func timeGoingBackwards() {
        let text = scenarioText(steps: #"[{"at": 500, "update": [1]}, {"at": 100, "update": [2]}]"#)
        #expect(files.error(text) == """
            Scenarios/07-carousels.json: steps[1].at: time goes backwards: 100 ms comes after 500 ms (steps are in order of time)
            """)
    }

    @Test func aStepThatNeedsAViewInAScenarioWithoutOne() {
        let text = scenarioText(kind: "manualTiming", view: nil, steps: #"[{"at": 0, "calculate": [2]}, {"at": 10, "performAnimations": {}}]"#)
        #expect(files.error(text) == """
            Scenarios/07-carousels.json: steps[1].performAnimations: this step needs a view, but the scenario has none (add a "view" object)
            """)
        let style = scenarioText(kind: "manualTiming", view: nil, steps: #"[{"at": 0, "animationStyle": "reloadData"}]"#)
        #expect(files.error(style)?.hasSuffix(#"steps[0].animationStyle: this step needs a view, but the scenario has none (add a "view" object)"#) == true)
    }

    @Test func aManualTimingUpdateThatNeverReachesTheViewIsRefused() {
        let text = scenarioText(kind: "manualTiming", view: #"{"style": "collection"}"#, steps: #"[{"at": 0, "calculate": [2]}, {"at": 0, "update": [2]}]"#)
        #expect(files.error(text) == """
            Scenarios/07-carousels.json: steps[1].update: a manualTiming scenario's data object has no view, so an update never \
            reaches the view: animate the change with "calculate" then "performAnimations" (or, for a data object with a view, \
            use kind singleSection)
            """)
        let append = scenarioText(kind: "manualTiming", view: nil, steps: #"[{"at": 0, "append": [3]}]"#)
        #expect(files.error(append)?.hasPrefix(
            "Scenarios/07-carousels.json: steps[0].append: a manualTiming scenario's data object has no view, so an append never reaches the view"
        ) == true)
    }

    @Test func aKindThatAnimatesNeedsAView() {
        let text = scenarioText(view: nil, steps: #"[{"at": 0, "update": [1]}]"#)
        #expect(files.error(text) == #"Scenarios/07-carousels.json: missing field "view" (a singleSection scenario animates a view)"#)
    }

    @Test func wrongValueKinds() {
        #expect(files.error(scenarioText(steps: #"[{"at": "soon", "update": [1]}]"#))
            == "Scenarios/07-carousels.json: steps[0].at: expected an integer, found a string")
        #expect(files.error(scenarioText(steps: #"[{"at": 0}]"#))
            == "Scenarios/07-carousels.json: steps[0]: missing an action (one of: update, append, editMovies, animationStyle, manualReloads)")
        #expect(files.error(scenarioText(steps: #"[{"at": 0, "update": [1], "append": [2]}]"#))
            == "Scenarios/07-carousels.json: steps[0]: more than one action (update, append): a step does one thing")
        #expect(files.error(#"{"format": 2}"#) != nil)
    }

    /// The delegates of discrete sections are named by section, which must
    /// exist; the deletion delegate belongs to the kinds a capture writes.
    @Test func sectionDelegatesNameASectionThatExists() {
        let discrete = { (steps: String, extra: String) in
            scenarioText(kind: "discreteSections", initial: "[[1], [2]]", steps: steps, extra: extra)
        }
        let update = #"{"at": 0, "update": {"section": 0, "items": [2, 1]}}"#
        #expect(files.error(discrete(#"[{"at": 0, "animationStyle": {"section": 2, "style": "reloadData"}}, \#(update)]"#, ""))
            == "Scenarios/07-carousels.json: steps[0].animationStyle.section: unknown section 2 (the scenario has 2 sections)")
        #expect(files.error(discrete(#"[{"at": 0, "animationStyle": {"section": 0, "style": "slow"}}, \#(update)]"#, ""))
            == #"Scenarios/07-carousels.json: steps[0].animationStyle.style: unknown value "slow" (expected one of: reloadData, reloadSections, preciseAnimations)"#)
        #expect(files.error(discrete(#"[{"at": 0, "manualReloads": [1]}, \#(update)]"#, ""))
            == "Scenarios/07-carousels.json: steps[0].manualReloads: expected an object, found an array")
        #expect(files.error(discrete("[\(update)]", #""deletionDelegate": [1, 3],"#))
            == "Scenarios/07-carousels.json: deletionDelegate[1]: unknown section 3 (the scenario has 2 sections)")
        #expect(files.error(discrete("[\(update)]", #""deletionDelegate": [1, 1],"#))
            == "Scenarios/07-carousels.json: deletionDelegate[1]: section 1 is listed twice")
        #expect(files.error(discrete("[\(update)]", #""deletionDelegate": "yes","#))
            == "Scenarios/07-carousels.json: deletionDelegate: expected true, false or a list of sections, found a string")
        #expect(files.error(scenarioText(steps: #"[{"at": 0, "update": [2, 1]}]"#, extra: #""deletionDelegate": [0],"#))
            == "Scenarios/07-carousels.json: deletionDelegate: expected true or false, found an array")
        #expect(files.error(scenarioText(kind: "carousels", initial: #"[{"id": "c1", "items": [1]}]"#,
                                         steps: #"[{"at": 0, "update": [{"id": "c1", "items": []}]}]"#, extra: #""deletionDelegate": true,"#))
            == "Scenarios/07-carousels.json: deletionDelegate: only a scenario with a view of kind singleSection, dataFactory, discreteSections, sectionedData has a deletion delegate here")
    }

    @Test func aMissingFileAndABadCatalogAreNamed() throws {
        #expect(throws: ScenarioLoadError(file: "Scenarios/none.json", path: "", message: "cannot read the file (does it exist?)")) {
            _ = try ScenarioLoader.load(fileAt: files.directory.appendingPathComponent("none.json"), displayPath: "Scenarios/none.json")
        }
        try files.write("movies.json", #"[{"id": 1, "title": "Alien", "year": 1979}, {"id": 1, "title": "Aliens", "year": 1986}]"#)
        #expect(files.error(scenarioText(steps: #"[{"at": 0, "update": [1]}]"#))
            == "Scenarios/movies.json: [1].id: duplicate movie id 1 (also at [0])")
    }
}

/// Times and durations that would overflow virtual time are rejected at load.
@Suite("Scenario virtual time limits")
struct ScenarioTimeLimitTests {
    let files: ScenarioFiles

    init() throws {
        files = try ScenarioFiles()
    }

    @Test(arguments: ["1000000001", "9223372036854775807"])
    func aStepBeyondTheLongestVirtualTimeIsRejected(at: String) {
        let text = scenarioText(steps: #"[{"at": 0, "update": [1]}, {"at": \#(at), "update": [2]}]"#)
        #expect(files.error(text) == "Scenarios/07-carousels.json: steps[1].at: \(at) ms is beyond the longest virtual time "
            + "a scenario may use (1000000000 ms, about 11 days)")
    }

    @Test func durationsBeyondTheLimitAreRejected() {
        let animation = scenarioText(view: #"{"style": "table", "animationMilliseconds": 9223372036854775807}"#, steps: #"[{"at": 0, "update": [1]}]"#)
        #expect(files.error(animation) == "Scenarios/07-carousels.json: view.animationMilliseconds: 9223372036854775807 ms is beyond "
            + "the longest virtual time a scenario may use (1000000000 ms, about 11 days)")
        let calculation = scenarioText(steps: #"[{"at": 0, "update": [1]}]"#, extra: #""calculationMilliseconds": 1000000001,"#)
        #expect(files.error(calculation)?.hasPrefix("Scenarios/07-carousels.json: calculationMilliseconds: 1000000001 ms is beyond") == true)
    }

    @Test func theLimitItselfLoadsAndReplays() throws {
        let text = scenarioText(steps: #"[{"at": 0, "update": [1]}, {"at": 1000000000, "update": [2, 1]}]"#)
        let scenario = try files.load("07-carousels.json", text)
        let recording = ScenarioReplay.run(scenario)
        #expect(recording.outcome == .passed)
        #expect(recording.steps.last?.at == 1_000_000_000)
    }
}
