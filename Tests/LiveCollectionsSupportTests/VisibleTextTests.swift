import LiveCollectionsSupport
import Testing

/// The one rule for text from data in every output: characters that act
/// instead of showing are written as `\u{...}`.
@Suite("Visible text")
struct VisibleTextTests {
    @Test func hiddenCharacters() {
        // C0 (tab, line feed, carriage return included), DEL, C1, the
        // bidirectional formatting characters, the separators, U+FFFE/FFFF.
        let hidden: [UInt32] = [0x0, 0x1, 0x7, 0x8, 0x9, 0xA, 0xB, 0xD, 0x1B, 0x1F, 0x7F, 0x80, 0x85, 0x9B, 0x9F,
                                0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
                                0x2028, 0x2029, 0xFFFE, 0xFFFF]
        for value in hidden {
            let scalar = Unicode.Scalar(value)!
            #expect(VisibleText.isHidden(scalar), "U+\(String(value, radix: 16))")
            #expect(VisibleText.escaped("a\(Character(scalar))b") == "a\\u{\(String(value, radix: 16, uppercase: true))}b")
        }
        for value: UInt32 in [0x20, 0x41, 0x7E, 0xA0, 0xE9, 0x200D, 0x2060, 0xFFFD, 0x1F3AC] {
            #expect(!VisibleText.isHidden(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
        }
    }

    @Test func aTitleThatWouldBeAWorkflowCommandStaysOnItsLine() {
        let title = "Evil\n::warning file=x::pwned \u{1B}[31mred\u{7}\r\u{202E}txet"
        let escaped = VisibleText.escaped(title)
        #expect(escaped == #"Evil\u{A}::warning file=x::pwned \u{1B}[31mred\u{7}\u{D}\u{202E}txet"#)
        #expect(!escaped.unicodeScalars.contains(where: VisibleText.isHidden))
        #expect(VisibleText.firstHidden(in: title) == #"\u{A}"#)
    }

    @Test func plainTextIsTheSameString() {
        for text in ["", "07-carousels", "Table of carousels · é 🎬 中文", "back\\slash"] {
            #expect(!VisibleText.hasHidden(text))
            #expect(VisibleText.escaped(text) == text)
            #expect(VisibleText.firstHidden(in: text) == nil)
        }
    }

    @Test func aJSONDocumentKeepsItsValuesAndLines() {
        let json = "{\n  \"t\" : \"a\u{202E}b\u{85}\\u001b\"\n}"
        #expect(VisibleText.jsonEscaped(json) == "{\n  \"t\" : \"a\\u202Eb\\u0085\\u001b\"\n}")
        #expect(VisibleText.jsonEscaped("[1, 2]") == "[1, 2]")
    }
}
