import Foundation
import LiveCollectionsSupport
import Testing

/// JSON writing: one escaping rule (RFC 8259's) and one number form for
/// every module that writes JSON by hand.
@Suite("JSON text")
struct JSONTextTests {
    @Test func escapesQuotesBackslashesAndEveryControlCharacter() {
        #expect(JSONText.quoted(#"say "hi" \ /"#) == #""say \"hi\" \\ /""#)
        let shortForms: [UInt32: String] = [0x08: #"\b"#, 0x09: #"\t"#, 0x0A: #"\n"#, 0x0C: #"\f"#, 0x0D: #"\r"#]
        for value in UInt32(0)..<0x20 {
            let scalar = Unicode.Scalar(value)!
            let expected = shortForms[value] ?? "\\u00" + (value < 0x10 ? "0" : "") + String(value, radix: 16)
            #expect(JSONText.quoted(String(Character(scalar))) == "\"\(expected)\"", "U+\(String(value, radix: 16))")
        }
        #expect(JSONText.quoted("\u{1F}\u{1b}") == #""\u001f\u001b""#)
    }

    @Test func leavesEverythingElseAsItIs() {
        // DEL, C1 controls, line separators and non-ASCII are valid in a
        // JSON string: written as themselves, in UTF-8.
        let text = "\u{7F}\u{85}\u{2028} é 🎬 中文 ' < &"
        #expect(JSONText.quoted(text) == "\"\(text)\"")
    }

    @Test func theByteAndStringWritersAgree() {
        let texts = ["", "plain", "a\"b", "tab\there", "\u{0}\u{1}\u{1F}", "é\n🎬", String(repeating: "x", count: 100) + "\u{7}"]
        for text in texts {
            var bytes: [UInt8] = []
            JSONText.append(string: text, to: &bytes)
            var string = "prefix "
            JSONText.append(string: text, to: &string)
            #expect("prefix " + String(decoding: bytes, as: UTF8.self) == string, "\(text.debugDescription)")
        }
    }

    @Test func everyWrittenStringReadsBackTheSame() throws {
        var text = ""
        for value in UInt32(0)..<0x100 { text.unicodeScalars.append(Unicode.Scalar(value)!) }
        text += "🎬\u{FFFF}\u{10FFFF}"
        let quoted = JSONText.quoted(text)
        var bytes = Array(quoted.utf8)
        let read = try bytes.withUnsafeMutableBufferPointer { buffer in
            var reader = JSONReader(UnsafeBufferPointer(buffer))
            return try reader.string()
        }
        #expect(read == text)
        #expect(try JSONSerialization.jsonObject(with: Data(quoted.utf8), options: [.fragmentsAllowed]) as? String == text)
    }

    @Test func writesIntegersInDecimal() {
        for value in [0, 7, -1, 120, 1_000_000, Int.max, Int.min] {
            var bytes: [UInt8] = [UInt8(ascii: "[")]
            JSONText.append(integer: value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "[\(value)")
        }
    }

    @Test func writesNumbersThatReadBackAndNullForWhatJSONCannotHold() {
        #expect(JSONText.number(0.5) == "0.5")
        #expect(JSONText.number(-0.25) == "-0.25")
        #expect(JSONText.number(1e30) == "1e+30")
        #expect(JSONText.number(0.1) == "0.1")
        #expect(JSONText.number(.infinity) == "null")
        #expect(JSONText.number(-.infinity) == "null")
        #expect(JSONText.number(.nan) == "null")
    }
}
