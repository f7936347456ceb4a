import LiveCollectionsRunner
import LiveCollectionsStore
import Testing

/// The run-reference parser and the record mode's sources, without the tool.
@Suite struct RunReferenceAndRecordModeTests {
    @Test func referencesParseAndPrintAsCommandsTakeThem() throws {
        #expect(try RunReference(parsing: "12") == .working(RunID(rawValue: 12)))
        #expect(try RunReference(parsing: "#12") == .working(RunID(rawValue: 12)))
        #expect(try RunReference(parsing: "golden:07-carousels") == .golden("07-carousels"))
        #expect(RunReference.working(RunID(rawValue: 12)).description == "12")
        #expect(RunReference.working(RunID(rawValue: 12)).heading == "run #12")
        #expect(RunReference.golden("07-carousels").description == "golden:07-carousels")
        for text in ["", "0", "#", "-3", "12a", "golden:", "golden: 07", "gold:07", "run:12"] {
            #expect(throws: CommandFailure.self, "\(text)") { try RunReference(parsing: text) }
        }
    }

    @Test func theModeComesFromTheArgumentThenTheVariableThenCI() throws {
        #expect(try RecordMode.resolve(argument: nil, environment: [:]) == .missing)
        #expect(try RecordMode.resolve(argument: nil, environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolve(argument: nil, environment: ["CI": "1"]) == .never)
        #expect(try RecordMode.resolve(argument: nil, environment: ["CI": "false"]) == .missing)
        #expect(try RecordMode.resolve(argument: nil, environment: ["CI": "true", "SCENARIOS_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.resolve(argument: .all, environment: ["CI": "true", "SCENARIOS_RECORD": "failed"]) == .all)
        #expect(try RecordMode.withOverride(.failed) { try RecordMode.resolve(argument: nil, environment: ["CI": "true"]) } == .failed)
    }
}
