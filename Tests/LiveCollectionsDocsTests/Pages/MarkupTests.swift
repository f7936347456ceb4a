@testable import LiveCollectionsDocs
import Testing

/// The escaping functions, exactly: what each writes for the characters
/// that would be markup.
@Suite("Markup")
struct MarkupTests {
    @Test func markdownTextEscapesWhatWouldBeStructure() {
        #expect(Markup.markdown("update(_:) snake_case *b* [l](u) <i> & | # ~ $ \\ `c`")
            == ##"update(\_:) snake_case \*b\* \[l\](u) &lt;i&gt; &amp; \| \# \~ \$ \\ \`c\`"##)
        #expect(Markup.markdown("_a_") == #"\_a\_"#)
        #expect(Markup.markdown("- a") == #"\- a"#)
        #expect(Markup.markdown("+ a") == #"\+ a"#)
        #expect(Markup.markdown("===") == #"\==="#)
        #expect(Markup.markdown("12. x") == #"12\. x"#)
        #expect(Markup.markdown("3) y") == #"3\) y"#)
        #expect(Markup.markdown("a - b. 3) c") == "a - b. 3) c")
        // Line breaks, tabs and controls are written as codes (VisibleText), whose backslash Markdown escapes.
        #expect(Markup.markdown("  x\n# y\t") == ##"x\\u{A}\# y"##)
        #expect(Markup.markdown("a\u{7}b\u{0}c\u{9B}d\u{202E}e") == #"a\\u{7}b\\u{0}c\\u{9B}d\\u{202E}e"#)
        #expect(Markup.markdown("Collection view, one section: 300 ms") == "Collection view, one section: 300 ms")
    }

    @Test func markdownCodeUsesAFenceLongerThanItsBackticks() {
        #expect(Markup.markdownCode("reloadData") == "`reloadData`")
        #expect(Markup.markdownCode("a`b") == "``a`b``")
        #expect(Markup.markdownCode("a``b`") == "``` a``b` ```")
        #expect(Markup.markdownCode(" x") == "`  x `")
        #expect(Markup.markdownCode("x\ny\u{1}") == #"`x\u{A}y\u{1}`"#)
        #expect(Markup.markdownCode("a|b") == "`a|b`")
        #expect(Markup.markdownCode("a|b", inTable: true) == #"`a\|b`"#)
        #expect(Markup.markdownCode("moveItem [0, 2] -> [0, 5] & *") == "`moveItem [0, 2] -> [0, 5] & *`")
    }

    @Test func markdownCodeWithALessThanSignIsACodeElement() {
        #expect(Markup.markdownCode("<svg onload=x> `a|b`") == #"<code>&lt;svg onload=x&gt; \`a\|b\`</code>"#)
    }

    @Test func aCodeBlockFenceIsLongerThanItsBackticks() {
        #expect(Markup.markdownFence(for: "let a = 1") == "```")
        #expect(Markup.markdownFence(for: "a\n```\nb") == "````")
    }

    /// A view's part of a picture's file name: readable for the names the
    /// library gives, and never shared by two names, for any name.
    @Test func pictureNamesOfViewsAreReadableAndApart() {
        #expect(ScenarioPage.slug("table") == "table")
        #expect(ScenarioPage.slug("cell c1") == "cell-c1")
        #expect(ScenarioPage.slug("carousel s2 3") == "carousel-s2-3")
        let names = ["cell ](javascript:alert(6))", "a b", "a-b", "a.b", "A B", "a  b", "cell c1/../x", "", " a"]
        let slugs = names.map(ScenarioPage.slug)
        #expect(Set(slugs).count == names.count, "\(slugs)")
        #expect(slugs[0] == "~cell%20%5D%28javascript%3Aalert%286%29%29")
        #expect(slugs.allSatisfy { !$0.contains("/") && !$0.isEmpty })
    }

    @Test func paragraphsSplitAtBlankLinesAndWrapTheirLines() {
        // A line break inside a paragraph is where prose wraps: a space, so
        // that no line feed reaches the page (where the one rule would show it).
        #expect(Markup.paragraphs("a\nb\n\n  c \r\n\r\nd\n\n\n") == ["a b", "c", "d"])
    }

    @Test func fileNamesStayInTheFolderAndApart() {
        #expect(Markup.fileName("07-carousels") == "07-carousels")
        #expect(Markup.fileName("..") == "%2E.")
        #expect(Markup.fileName(".hidden.v2") == "%2Ehidden.v2")
        #expect(Markup.fileName("a/b c") == "a%2Fb%20c")
        #expect(Markup.fileName("a%2Fb") == "a%252Fb")
        #expect(Markup.fileName("é") == "%C3%A9")
        #expect(Markup.fileName("") == "%")
    }

    @Test func linksArePercentEncodedButForSlashes() {
        #expect(Markup.link("07-carousels/step-1-table.svg") == "07-carousels/step-1-table.svg")
        #expect(Markup.link("a%2Fb/x y#(z).md") == "a%252Fb/x%20y%23%28z%29.md")
        #expect(Markup.link("javascript:x") == "javascript%3Ax")
    }
}
