import Foundation
import LiveCollectionsDocs
import LiveCollectionsScenarios
import LiveCollectionsTestSupport
import Testing

/// Scenario data (title, description, notes, names, item contents, run
/// labels) reaches the pages as text: no tag, link, table cell, heading or
/// code span of its own; links and files named after a scenario work
/// whatever the name holds, and stay in the folder.
@Suite("Markup from scenario data")
struct MarkupFromDataTests {
    static let script = "<script>alert(1)</script>"
    static let svg = "<svg onload=alert(1)>"
    static let link = "](javascript:x)"
    static let ticks = "t`i``ck"
    static let pipe = "a|b"
    static let lines = "one\n# two\n- three\n\n1. four"
    static let controls = "bell\u{07}esc\u{1B}nul\u{0}del\u{7F}"
    /// Every hostile string at once.
    static let all = [script, svg, link, ticks, pipe, lines, controls].joined(separator: " ")

    /// A carousel scenario whose every text is hostile: its carousel rows
    /// name views (`cell <row>`) and delta sources (`carousel <row>`).
    static func scenario(named name: String) throws -> Scenario {
        let json: [String: Any] = [
            "format": 2, "data": "inline", "kind": "carousels", "view": ["style": "table"],
            "title": all,
            "description": "\(svg) \(link)\n\n# not a heading\n- not a list \(ticks)\n\n\(controls) \(pipe)",
            "initial": [
                ["id": script, "items": [svg, ["id": pipe, "content": ticks]]],
                ["id": "r`2`|\(lines)", "items": ["x"]],
            ],
            "steps": [[
                "at": 0, "note": "\(script)\n> \(link) \(ticks)",
                "update": [
                    ["id": script, "items": [["id": pipe, "content": link], svg, "new\u{07}"]],
                    ["id": "r`2`|\(lines)", "items": ["x", ["id": script, "content": controls]]],
                ],
            ]],
        ]
        let folder = try TemporaryFolder("markup")
        let url = folder.url("\(name).json")
        let data = try JSONSerialization.data(withJSONObject: json)
        return try withExtendedLifetime(folder) { try ScenarioLoader.load(data: data, as: url, displayPath: "\(name).json") }
    }

    /// The documentation folder of the hostile scenario, with hostile run
    /// labels; `failing` gives the run a verification failure (the page
    /// then says why instead of drawing).
    static func files(named name: String = "41-x <svg onload=alert(1)> a)b#c", failing: Bool = false) throws -> [String: Data] {
        let scenario = try scenario(named: name)
        let run = DocumentedRun(
            scenario: scenario, recording: ScenarioReplay.run(scenario), run: "#1 \(script) \(ticks)", store: "runs \(pipe) \(ticks) \(svg)",
            verificationFailure: failing ? all : nil
        )
        return DocsGenerator.files(for: [run])
    }

    static func text(_ data: Data?) -> String {
        data.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    @Test(arguments: [false, true])
    func noTagFromDataReachesAMarkdownPageOrTheIndex(failing: Bool) throws {
        let files = try Self.files(failing: failing)
        let markdown = files.filter { $0.key.hasSuffix(".md") }
        #expect(markdown.count == 2)
        for (path, data) in markdown {
            let text = Self.text(data).lowercased()
            #expect(!text.contains("<script"), "\(path)")
            #expect(!text.contains("<svg"), "\(path)")
        }
        for (path, data) in files where !path.hasSuffix(".md") {
            let text = Self.text(data).lowercased()
            #expect(!text.contains("<script"), "\(path)")
            #expect(!text.contains("<svg onload"), "\(path)")
        }
    }

    @Test(arguments: [false, true])
    func everyLinkIsARelativePathToAWrittenFile(failing: Bool) throws {
        let files = try Self.files(failing: failing)
        var linked: Set<String> = []
        for (path, data) in files where path.hasSuffix(".md") {
            let targets = MarkdownReading.parts(of: Self.text(data)).targets
            #expect(!targets.isEmpty, "\(path)")
            for target in targets {
                let file = MarkdownReading.file(linkedBy: target)
                #expect(file.map { files[$0] != nil } == true, "\(path) links to \(target), which is no written file")
                if let file { linked.insert(file) }
            }
        }
        let page = try #require(files.keys.first { $0 != "README.md" && $0.hasSuffix(".md") })
        #expect(linked.contains(page), "the index links to the page")
        #expect(linked.contains("README.md"), "the page links to the index")
        if !failing {
            #expect(files.keys.filter { $0.hasSuffix(".svg") || $0.hasSuffix(".html") }.allSatisfy(linked.contains), "every picture and the player are linked")
        }
    }

    @Test func tablesKeepTheirColumns() throws {
        let files = try Self.files()
        for (path, data) in files where path.hasSuffix(".md") {
            let rows = MarkdownReading.parts(of: Self.text(data)).tableRows
            #expect(rows.count >= 3, "\(path)")
            var columns: Int?
            for row in rows {
                if row.line.hasPrefix("|-") || row.line.hasPrefix("|:") || columns == nil { columns = row.cells; continue }
                #expect(row.cells == columns, "\(path): \(row.line)")
            }
        }
    }

    @Test func dataMakesNoHeadingQuoteOrListOfItsOwn() throws {
        let files = try Self.files()
        let page = try #require(files.first { $0.key != "README.md" && $0.key.hasSuffix(".md") })
        let lines = MarkdownReading.parts(of: Self.text(page.value)).lines
        let headings = lines.filter { $0.hasPrefix("#") }
        #expect(headings.filter { $0.hasPrefix("# ") }.count == 1)
        for heading in headings where !heading.hasPrefix("# ") {
            #expect(heading.wholeMatch(of: /## (The code|Steps|At the end)|### (Setup|Step \d+)( · .*)?/) != nil, "\(heading)")
        }
        #expect(lines.filter { $0.hasPrefix(">") }.count == 1, "only the step's note is quoted")
        #expect(!lines.contains { $0.hasPrefix("- not") || $0.hasPrefix("1.") || $0.hasPrefix("- three") })
    }

    @Test func noControlCharacterReachesAFile() throws {
        for (path, data) in try Self.files() {
            let bad = Self.text(data).unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
            #expect(bad.isEmpty, "\(path): \(bad.map { String($0.value, radix: 16) })")
        }
    }

    @Test func codeSpansShowTheTextAsIs() throws {
        let files = try Self.files()
        let page = try #require(files.first { $0.key != "README.md" && $0.key.hasSuffix(".md") })
        let spans = MarkdownReading.parts(of: Self.text(page.value)).codeSpans
        // The last-row carousel's view, in the final-state list (no table):
        // its name's backticks and pipe shown as they are, its line breaks
        // written as codes (`\u{A}`, the one rule of every output).
        let row = "r`2`|\(Self.lines)".replacingOccurrences(of: "\n", with: #"\u{A}"#)
        #expect(spans.contains("cell \(row)"), "\(spans)")
        #expect(spans.contains("runs \(Self.pipe) \(Self.ticks) \(Self.svg)") == false, "a text with < is not a code span")
    }

    @Test func aNameWithDotsOrSlashesStaysInTheFolder() throws {
        for name in ["..", "...", "."] {
            let files = try Self.files(named: name)
            for path in files.keys {
                let parts = path.split(separator: "/", omittingEmptySubsequences: false)
                #expect(!path.hasPrefix("/") && !parts.contains { $0 == ".." || $0 == "." || $0.isEmpty }, "\(name): \(path)")
                #expect(!path.hasPrefix("."), "\(name): \(path) is hidden")
            }
            #expect(files.count > 3)
        }
    }

    @Test func theDiffPagesOfANameWithDotsOrSlashesStayInTheFolder() throws {
        let recording = ScenarioReplay.run(try Self.scenario(named: "41-x"))
        var changed = recording
        changed.outcome = .failed("changed")
        for name in ["../../escape", "/absolute", "a/../../b", "..", "x #y?z <svg onload=alert(1)>"] {
            let comparison = ScenarioComparison(scenario: name, first: ComparedRun(run: "#1", recording: recording), second: ComparedRun(run: "#2", recording: changed))
            let files = DiffPages.files(first: "one", second: "two", comparisons: [comparison])
            for path in files.keys {
                let parts = path.split(separator: "/", omittingEmptySubsequences: false)
                #expect(!path.hasPrefix("/") && !parts.contains { $0 == ".." || $0 == "." || $0.isEmpty }, "\(name): \(path)")
                #expect(parts.count <= 2, "\(name): \(path)")
            }
            let index = Self.text(files["index.html"])
            let hrefs = index.matches(of: /href="([^"]*)"/).map { String($0.output.1) }
            #expect(hrefs.count == 1, "\(name)")
            for href in hrefs {
                let file = MarkdownReading.file(linkedBy: href.replacingOccurrences(of: "&amp;", with: "&"))
                #expect(file.map { files[$0] != nil } == true, "\(name): index.html links to \(href)")
            }
            let page = try #require(files.first { $0.key.hasSuffix(".html") && $0.key != "index.html" })
            let sources = Self.text(page.value).matches(of: /src="([^"]*)"/).map { String($0.output.1) }
            #expect(!sources.isEmpty)
            for source in sources {
                let file = MarkdownReading.file(linkedBy: source)
                #expect(file.map { files[$0] != nil } == true, "\(name): the page shows \(source)")
            }
        }
    }
}
