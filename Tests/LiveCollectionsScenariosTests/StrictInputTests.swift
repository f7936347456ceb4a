import Foundation
import Testing
@testable import LiveCollectionsScenarios

/// What other JSON readers accept with a silent loss is refused, with the
/// file, the JSON path, the line and column, and the fix; through every way
/// the loader reads a document.
@Suite("Strict scenario input")
struct StrictInputTests {
    let files: ScenarioFiles

    init() throws {
        files = try ScenarioFiles()
    }

    /// Writes raw bytes as `name` and loads them; the one-line error, or nil.
    func error(bytes: [UInt8], name: String = "30-x.json") -> String? {
        let url = files.directory.appendingPathComponent(name)
        do {
            try Data(bytes).write(to: url)
            _ = try ScenarioLoader.load(fileAt: url, displayPath: "Scenarios/\(name)")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func bytesThatAreNotUTF8AreRefusedWhereTheyAre() {
        // Two identifiers, "a" + 0xFF and "a" + 0xFE, that a lenient reader
        // would both read as "a\u{FFFD}".
        let text = #"{"format": 2, "data": "inline", "title": "T", "description": "D", "kind": "singleSection","#
            + "\n" + #" "view": {"style": "table"}, "initial": ["a"#
        let bytes = Array(text.utf8) + [0xFF] + Array(#"", "a"#.utf8) + [0xFE] + Array(#""], "steps": [{"at": 0, "update": []}]}"#.utf8)
        #expect(error(bytes: bytes) == "Scenarios/30-x.json: initial[0]: byte 0xFF at line 2, column 44 is not UTF-8 "
            + "(save the file as UTF-8 text)")
    }

    @Test func aKeyRepeatedInOneObjectIsRefused() {
        let text = scenarioText(steps: #"[{"at": 0, "update": [1]},"# + "\n" + #"  {"at": 10, "update": [2], "at": 5}]"#)
        #expect(files.error(text) == #"Scenarios/07-carousels.json: steps[1].at: the key "at" appears twice in one object "#
            + "(again at line 3, column 29): keep one of them")
    }

    @Test func anIntegerBeyondWhatTheToolReadsIsOutOfRange() {
        let text = scenarioText(steps: #"[{"at": 0, "update": [1]}, {"at": 99999999999999999999999, "update": [2]}]"#)
        #expect(files.error(text) == "Scenarios/07-carousels.json: steps[1].at: the integer 99999999999999999999999 at line 2, "
            + "column 64 is out of range (integers go from -9223372036854775808 to 9223372036854775807)")
        // The smallest integer still reads; one less does not.
        #expect(files.error(scenarioText(steps: #"[{"at": 0, "update": [1]}]"#, extra: #""thresholds": {"dataCount": -9223372036854775808},"#))
            == "Scenarios/07-carousels.json: thresholds.dataCount: expected an integer of at least 0, found -9223372036854775808")
        #expect(files.error(scenarioText(steps: #"[{"at": 0, "update": [1]}]"#, extra: #""thresholds": {"dataCount": -9223372036854775809},"#))?
            .hasPrefix("Scenarios/07-carousels.json: thresholds.dataCount: the integer -9223372036854775809 at line 1") == true)
    }

    @Test func anIntegralNumberWrittenWithAnExponentBeyondIntIsOutOfRange() {
        let text = scenarioText(steps: #"[{"at": 0, "update": [1]}, {"at": 1e30, "update": [2]}]"#)
        #expect(files.error(text) == "Scenarios/07-carousels.json: steps[1].at: 1e+30 is out of range "
            + "(integers go from -9223372036854775808 to 9223372036854775807)")
    }

    @Test func theDocumentReaderRefusesTheSameInputs() {
        // The shrinker and the expander read documents through `document`.
        func error(_ bytes: [UInt8]) -> String? {
            do {
                _ = try ScenarioLoader.document(Data(bytes), displayPath: "30-x.json")
                return nil
            } catch {
                return "\(error)"
            }
        }
        #expect(error(Array(#"{"a": 1, "a": 2}"#.utf8)) == #"30-x.json: a: the key "a" appears twice in one object (again at line 1, column 10): keep one of them"#)
        #expect(error(Array(#"["#.utf8) + [0xC3, 0x28] + Array(#"]"#.utf8)) == "30-x.json: [0]: byte 0xC3 at line 1, column 2 is not UTF-8 (save the file as UTF-8 text)")
        #expect(error(Array(#"[""#.utf8) + [0xC3, 0x28] + Array(#""]"#.utf8)) == "30-x.json: [0]: byte 0xC3 at line 1, column 3 is not UTF-8 (save the file as UTF-8 text)")
        #expect(error(Array("[18446744073709551616]".utf8)) == "30-x.json: [0]: the integer 18446744073709551616 at line 1, column 2 is out of range "
            + "(integers go from -9223372036854775808 to 9223372036854775807)")
    }

    @Test func aDocumentNestedTooDeeplyIsRefusedInTheParsersOwnWords() {
        // The parser is the only reader: past its nesting limit nothing else
        // reads the document (the key repeated inside is never reached).
        let deep = String(repeating: "[", count: 600) + #"{"k": 1, "k": 2}"# + String(repeating: "]", count: 600)
        let error = #expect(throws: ScenarioLoadError.self) { try ScenarioLoader.document(Data(deep.utf8), displayPath: "30-x.json") }
        #expect(error?.message == "nested deeper than 512 arrays and objects at line 1, column 513: flatten the document")
    }

    @Test func aFileInUTF16IsNamedAsNotUTF8() {
        let text = scenarioText(steps: #"[{"at": 0, "update": [1]}]"#)
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(error(bytes: bytes) == "Scenarios/30-x.json: the file is not UTF-8 (it looks like UTF-16 or UTF-32): save it as UTF-8 text")
    }

    @Test func aByteOrderMarkIsAllowed() throws {
        let text = scenarioText(steps: #"[{"at": 0, "update": [1]}]"#)
        #expect(error(bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8)) == nil)
    }
}
