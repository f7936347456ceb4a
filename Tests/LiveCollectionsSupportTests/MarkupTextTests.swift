import LiveCollectionsSupport
import Testing

/// The one markup escaper (HTML pages, SVG pictures, the JUnit report).
@Suite("Markup text")
struct MarkupTextTests {
    @Test func escapesTheFiveCharactersAndWritesHiddenOnesVisibly() {
        #expect(MarkupText.escaped("<a href=\"x\">'&'</a>\u{1}\u{7F}\t\n") == #"&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;\u{1}\u{7F}\u{9}\u{A}"#)
    }

    @Test func followsTheOneRule() {
        for value: UInt32 in [0x0, 0x9, 0xA, 0xD, 0x1B, 0x7F, 0x85, 0x202E, 0x2066, 0x2028, 0xFFFF] {
            let scalar = Unicode.Scalar(value)!
            #expect(MarkupText.escaped("a\(Character(scalar))b") == "a\(VisibleText.code(of: scalar))b", "U+\(String(value, radix: 16))")
        }
    }

    @Test func leavesTextBeyondASCIIAsItIs() {
        #expect(MarkupText.escaped("é 🎬 中文 \u{A0}") == "é 🎬 中文 \u{A0}")
        #expect(MarkupText.escaped("") == "")
    }
}
