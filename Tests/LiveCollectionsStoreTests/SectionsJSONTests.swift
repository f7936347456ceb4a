import Foundation
@testable import LiveCollectionsStore
import Testing

/// The `sections` column's own JSON reader and writer agree with Foundation's.
@Suite struct SectionsJSONTests {
    static let awkward: [[String]] = [
        ["1(Alien)", "", "quote \" and backslash \\", "slash /", "line\nbreak\ttab\rreturn", "\u{01}\u{1F}", "é 🎬 中文"],
        [],
        ["2"],
    ]

    @Test func writtenTextIsJSONThatReadsBackEqual() throws {
        let text = SectionsJSON.encode(Self.awkward)
        #expect(try SectionsJSON.decode(text) == Self.awkward)
        #expect(try JSONDecoder().decode([[String]].self, from: Data(text.utf8)) == Self.awkward)
    }

    @Test func readsFoundationsJSON() throws {
        let encoder = JSONEncoder()
        let text = String(decoding: try encoder.encode(Self.awkward), as: UTF8.self)
        #expect(try SectionsJSON.decode(text) == Self.awkward)
        #expect(try SectionsJSON.decode(" [ [ \"a\" , \"\\u00e9\\ud83c\\udfac\" ] , [ ] ] ") == [["a", "é🎬"], []])
        #expect(try SectionsJSON.decode("[]") == [])
    }

    @Test(arguments: ["", "[", "[[1]]", "[[\"a\"]", "[[\"a\"]]x", "[[\"\\x\"]]", "[[\"\\ud800\"]]", "[[\"\\u12\"]]", "[[\"a\nb\"]]", "{}"])
    func malformedTextThrows(text: String) {
        #expect(throws: SectionsJSON.Malformed.self) { try SectionsJSON.decode(text) }
    }
}
