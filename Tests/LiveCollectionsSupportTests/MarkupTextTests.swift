import LiveCollectionsSupport
import Testing

/// The one markup escaper (HTML pages, SVG pictures, the JUnit report).
@Suite("Markup text")
struct MarkupTextTests {
    @Test func escapesTheFiveCharactersAndControls() {
        #expect(MarkupText.escaped("<a href=\"x\">'&'</a>\u{1}\u{7F}\t\n") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;\u{FFFD}\u{FFFD}\t\n")
    }

    @Test func oneRuleForControlCharacters() {
        // C0 but tab, line feed and carriage return; DEL; C1; U+FFFE/FFFF.
        for value: UInt32 in [0x0, 0x1, 0x8, 0xB, 0xC, 0x1B, 0x1F, 0x7F, 0x80, 0x85, 0x9F, 0xFFFE, 0xFFFF] {
            let scalar = Unicode.Scalar(value)!
            #expect(MarkupText.isControl(scalar), "U+\(String(value, radix: 16))")
            #expect(MarkupText.escaped("a\(Character(scalar))b") == "a\u{FFFD}b", "U+\(String(value, radix: 16))")
        }
        for value: UInt32 in [0x9, 0xA, 0xD, 0x20, 0x7E, 0xA0, 0x2028, 0xFFFD, 0x1F3AC] {
            #expect(!MarkupText.isControl(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
        }
    }

    @Test func leavesTextBeyondASCIIAsItIs() {
        #expect(MarkupText.escaped("é 🎬 中文 \u{A0}") == "é 🎬 中文 \u{A0}")
        #expect(MarkupText.escaped("") == "")
    }
}
