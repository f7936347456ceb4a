import LiveCollectionsSupport
import Testing

/// A JSON value for the reader to build, as the scenario format's
/// `ScenarioJSONValue` is.
enum Tree: JSONTree, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([Tree])
    case object([String: Tree])
}

/// The reader of every JSON text the package reads by hand: the values it
/// builds, and every refusal with its exact byte offset, JSON path and
/// message.
@Suite("JSON reader")
struct JSONReaderTests {
    func read(_ text: String, maximumDepth: Int = JSONReader.maximumDepth) throws(JSONReadError) -> Tree {
        try JSONReader.document(Array(text.utf8), maximumDepth: maximumDepth)
    }

    /// The refusal of `bytes`, with its message.
    func refusal(_ bytes: [UInt8], maximumDepth: Int = JSONReader.maximumDepth) -> (error: JSONReadError, message: String)? {
        do {
            let _: Tree = try JSONReader.document(bytes, maximumDepth: maximumDepth)
            return nil
        } catch {
            return (error, error.message(in: bytes))
        }
    }

    func refusal(_ text: String) -> (error: JSONReadError, message: String)? {
        refusal(Array(text.utf8))
    }

    // MARK: Values

    @Test func readsEveryKindOfValue() throws {
        #expect(try read("null") == .null)
        #expect(try read(" true ") == .bool(true))
        #expect(try read("false") == .bool(false))
        #expect(try read("0") == .integer(0))
        #expect(try read("-12") == .integer(-12))
        #expect(try read("9223372036854775807") == .integer(.max))
        #expect(try read("-9223372036854775808") == .integer(.min))
        #expect(try read("3.5") == .number(3.5))
        #expect(try read("-0.25") == .number(-0.25))
        #expect(try read("1.5e300") == .number(1.5e300))
        #expect(try read(#""plain""#) == .string("plain"))
        #expect(try read(#""""#) == .string(""))
    }

    @Test func readsAnIntegralNumberThatFitsAsAnInteger() throws {
        // As JSONDecoder does.
        #expect(try read("[1e3, 2.0, -1E2, 1e30]") == .array([.integer(1000), .integer(2), .integer(-100), .number(1e30)]))
    }

    @Test func readsEscapesAndTextBeyondASCII() throws {
        #expect(try read(#""x\"y\\z\/\b\f\n\r\t\u00e9\ud83c\udfac\u0000""#) == .string("x\"y\\z/\u{8}\u{C}\n\r\té🎬\u{0}"))
        #expect(try read("\"é 🎬 中文\"") == .string("é 🎬 中文"))
        #expect(try read("\"é\\n🎬\"") == .string("é\n🎬"))
    }

    @Test func readsNestedArraysAndObjects() throws {
        let text = """
            {"a": [1, [], {}, [[null]]], "b": {"c": {"d": "e"}}, "": []}
            """
        #expect(try read(text) == .object([
            "a": .array([.integer(1), .array([]), .object([:]), .array([.array([.null])])]),
            "b": .object(["c": .object(["d": .string("e")])]),
            "": .array([]),
        ]))
        #expect(try read(" \t\r\n[ ]\n") == .array([]))
        #expect(try read(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)) != .null)
    }

    @Test func skipsAByteOrderMark() throws {
        #expect(try JSONReader.document([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == Tree.array([.integer(1)]))
    }

    @Test func readsPiecesThroughItsPrimitives() throws {
        var bytes = Array(#" ["a", -7 ] {"#.utf8)
        try bytes.withUnsafeMutableBufferPointer { buffer in
            var reader = JSONReader(UnsafeBufferPointer(buffer))
            try reader.expect(UInt8(ascii: "["), "'['")
            #expect(try reader.string() == "a")
            let comma = reader.take(UInt8(ascii: ","))
            #expect(comma)
            #expect(try reader.number() == .integer(-7))
            let secondComma = reader.take(UInt8(ascii: ","))
            #expect(!secondComma)
            let close = reader.take(UInt8(ascii: "]"))
            #expect(close)
            #expect(reader.offset == 11)
            #expect(throws: JSONReadError(.expected("the end of the document"), at: 12)) { try reader.expectEnd() }
        }
    }

    // MARK: Refusals, each with its position

    @Test func anEmptyOrCutShortTextEndsEarly() {
        #expect(refusal("")?.error == JSONReadError(.endsEarly, at: 0))
        #expect(refusal(" \n")?.message == "malformed JSON: the file is empty")
        #expect(refusal("[1,")?.error == JSONReadError(.endsEarly, at: 3).at(.index(1)))
        #expect(refusal("{\"a\":\n  [1,")?.message == "malformed JSON: the document ends early, at line 2, column 6 (is the file cut short?)")
        for text in ["-", "tru", "\"a", "\"a\\", "\"\\u12", "1.", "1e", "{\"a\"", "{\"a\":", "[", "{"] {
            #expect(refusal(text)?.error.reason == .endsEarly, "\(text)")
            #expect(refusal(text)?.error.offset == text.utf8.count, "\(text)")
        }
    }

    @Test func aSyntaxErrorNamesWhatWasExpectedAndWhatWasFound() {
        let cases: [(text: String, offset: Int, path: String, message: String)] = [
            ("[1,]", 3, "[1]", "expected a value at line 1, column 4, found ']'"),
            (#"{"a" 1}"#, 5, "", "expected ':' after the key at line 1, column 6, found '1'"),
            ("01", 1, "", "expected the end of the document at line 1, column 2, found '1'"),
            ("[1] x", 4, "", "expected the end of the document at line 1, column 5, found 'x'"),
            ("1.x", 2, "", "expected a digit at line 1, column 3, found 'x'"),
            ("1e+]", 3, "", "expected a digit at line 1, column 4, found ']'"),
            ("-a", 1, "", "expected a digit at line 1, column 2, found 'a'"),
            ("[trux]", 4, "[0]", "expected true at line 1, column 5, found 'x'"),
            ("nul ", 3, "", "expected null at line 1, column 4, found U+0020"),
            ("[1 2]", 3, "", "expected ',' or ']' at line 1, column 4, found '2'"),
            (#"{"a":1 "b":2}"#, 7, "", "expected ',' or '}' at line 1, column 8, found '\"'"),
            (#"{"a":1,}"#, 7, "", "expected a key (a string in double quotes) at line 1, column 8, found '}'"),
            ("{1: 2}", 1, "", "expected a key (a string in double quotes) at line 1, column 2, found '1'"),
            (#"["\x"]"#, 3, "[0]", #"expected an escape (\", \\, \/, \b, \f, \n, \r, \t or \u and four hex digits) at line 1, column 4, found 'x'"#),
            (#""\u12g4""#, 5, "", #"expected a hex digit (four after \u) at line 1, column 6, found 'g'"#),
            (#""\ud800""#, 7, "", #"expected a low surrogate (\uDC00 to \uDFFF) after a high one at line 1, column 8, found '"'"#),
            (#""\ud800\u0041""#, 7, "", #"expected a low surrogate (\uDC00 to \uDFFF) after a high one at line 1, column 8, found '\'"#),
            (#""\udc00""#, 1, "", #"expected a high surrogate (\uD800 to \uDBFF) before a low one at line 1, column 2, found '\'"#),
            ("{\"k\": [\"a\u{1}\"]}", 9, "k[0]", #"expected no control character in a string (write it as an escape, such as \n or \u0001) at line 1, column 10, found U+0001"#),
            ("[\"a\nb\"]", 3, "[0]", #"expected no control character in a string (write it as an escape, such as \n or \u0001) at line 1, column 4, found U+000A"#),
            ("[é]", 1, "[0]", "expected a value at line 1, column 2, found 'é'"),
            ("{\n  \"steps\": [\n    {\"at\": tru\n}", 29, "steps[0].at", "expected true at line 3, column 15, found U+000A"),
        ]
        for (text, offset, path, message) in cases {
            let refusal = refusal(text)
            #expect(refusal?.error.offset == offset, "\(text)")
            #expect(refusal?.error.path == path, "\(text)")
            #expect(refusal?.message == "malformed JSON: " + message, "\(text)")
        }
    }

    @Test func bytesThatAreNotUTF8AreRefusedWhereTheyAre() {
        let inString = refusal(Array(#"["ok", "a"#.utf8) + [0xFF] + Array(#""]"#.utf8))
        #expect(inString?.error == JSONReadError(.invalidUTF8(byte: 0xFF), at: 9).at(.index(1)))
        #expect(inString?.message == "byte 0xFF at line 1, column 10 is not UTF-8 (save the file as UTF-8 text)")
        // After an escape, and outside any string.
        #expect(refusal(Array(#"["\n"#.utf8) + [0xC3, 0x28] + Array(#""]"#.utf8))?.error
            == JSONReadError(.invalidUTF8(byte: 0xC3), at: 4).at(.index(0)))
        #expect(refusal(Array("[".utf8) + [0xC3, 0x28] + Array("]".utf8))?.message
            == "byte 0xC3 at line 1, column 2 is not UTF-8 (save the file as UTF-8 text)")
        // A key, with a character beyond ASCII before the byte: columns
        // count characters.
        #expect(refusal(Array("{\"é".utf8) + [0x80] + Array("\": 1}".utf8))?.message
            == "byte 0x80 at line 1, column 4 is not UTF-8 (save the file as UTF-8 text)")
    }

    @Test func aFileInUTF16IsNamedAsNotUTF8() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in #"{"a": 1}"#.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(refusal(bytes)?.message == "the file is not UTF-8 (it looks like UTF-16 or UTF-32): save it as UTF-8 text")
        #expect(refusal(bytes)?.error.isAboutTheWholeText(bytes) == true)
    }

    @Test func aKeyRepeatedInOneObjectIsRefusedAtItsSecondOccurrence() {
        let refusal = refusal("{\"x\": {\"k\": 1,\n \"k\": 2}}")
        #expect(refusal?.error == JSONReadError(.duplicateKey("k"), at: 16).at(.key("k"), .key("x")))
        #expect(refusal?.message == #"the key "k" appears twice in one object (again at line 2, column 2): keep one of them"#)
        #expect(refusal?.error.path == "x.k")
    }

    @Test func anIntegerLiteralBeyondIntIsRefused() {
        let refusal = refusal("[2.0, -1E2, 12345678901234567890]")
        #expect(refusal?.error == JSONReadError(.integerOutOfRange("12345678901234567890"), at: 12).at(.index(2)))
        #expect(refusal?.message == "the integer 12345678901234567890 at line 1, column 13 is out of range "
            + "(integers go from -9223372036854775808 to 9223372036854775807)")
        #expect(self.refusal("-9223372036854775809")?.error == JSONReadError(.integerOutOfRange("-9223372036854775809"), at: 0))
    }

    @Test func nestingBeyondTheLimitIsRefusedWithoutAPath() {
        let deep = String(repeating: "[", count: 600) + "1" + String(repeating: "]", count: 600)
        let refusal = refusal(deep)
        #expect(refusal?.error == JSONReadError(.tooDeep(limit: 512), at: 512))
        #expect(refusal?.message == "nested deeper than 512 arrays and objects at line 1, column 513: flatten the document")
        #expect(self.refusal(Array(#"{"a": [[1]]}"#.utf8), maximumDepth: 2)?.error == JSONReadError(.tooDeep(limit: 2), at: 7))
        #expect(refusal?.error.isAboutTheWholeText(Array(deep.utf8)) == true)
    }

    @Test func positionsCountLinesAndCharacters() {
        let bytes = Array("ab\né🎬x\n".utf8)
        #expect(JSONReadError.position(of: 0, in: bytes) == "line 1, column 1")
        #expect(JSONReadError.position(of: 3, in: bytes) == "line 2, column 1")
        #expect(JSONReadError.position(of: 9, in: bytes) == "line 2, column 3")
        #expect(JSONReadError.position(of: 100, in: bytes) == "line 3, column 1")
    }
}

extension JSONReadError {
    /// This refusal inside the values at `path`, innermost first.
    func at(_ path: PathComponent...) -> JSONReadError {
        var error = self
        error.unwoundPath = path
        return error
    }
}
