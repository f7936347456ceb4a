import Foundation
import Testing

/// Text from scenario data (a title, a scenario name, a view name, item
/// contents) never reaches an output raw: the terminal, a CI log and its
/// GitHub annotations, the JUnit report, the text goldens, the pages and
/// the artifacts all write a control, line break or bidirectional
/// formatting character as `\u{...}`; and a name that leads nowhere good
/// as a file name is that scenario's failure alone.
@Suite("scenarios hostile text")
struct HostileTextCommandTests {
    /// A title that, printed raw, would be a GitHub workflow command on a
    /// line of its own, recolour the terminal, ring its bell and reverse
    /// the text after it; items and a carousel (a view name) that do the same.
    static let hostileScenario = #"""
        {"format": 2, "data": "inline", "title": "Evil\n::warning file=x::pwned \u001b[31mred\u0007\r\u202etxet",
         "description": "d\u001b[2J", "kind": "singleSection", "view": {"style": "table"},
         "initial": ["a\u001b[2J", {"id": "b", "content": {"t": "x\u202e"}}],
         "steps": [{"at": 0, "update": [{"id": "b", "content": {"t": "z\u0007"}}, "a\u001b[2J", "c\n::error::q"]}]}
        """#

    static let hostileCarousels = #"""
        {"format": 2, "data": "inline", "title": "Carousel \u001b]0;title\u0007", "description": "x", "kind": "carousels",
         "view": {"style": "table"},
         "initial": [{"id": "c\n::error::v\u202e", "items": ["a", "b"]}, {"id": "d", "items": ["e"]}],
         "steps": [{"at": 0, "update": [{"id": "c\n::error::v\u202e", "items": ["b", "a"]}, {"id": "d", "items": ["e"]}]}]}
        """#

    /// The characters of `text` the one rule writes as codes, but the line
    /// feeds that end its lines.
    static func hidden(in text: String) -> [String] {
        text.unicodeScalars.filter { $0 != "\n" && isHidden($0) }.map { "U+\(String($0.value, radix: 16))" }
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }

    private static func workspace() throws -> Workspace {
        let workspace = try Workspace()
        try Data(hostileScenario.utf8).write(to: workspace.url("Scenarios/40-hostile.json"))
        try Data(hostileCarousels.utf8).write(to: workspace.url("Scenarios/41-hostile-carousels.json"))
        return workspace
    }

    @Test func listAndVerifyKeepEveryLineOneLineAndInert() throws {
        let workspace = try Self.workspace()
        let list = try workspace.run("list")
        #expect(Self.hidden(in: list.output).isEmpty, "\(list.output)")
        #expect(list.outputLines.contains { $0.hasPrefix("40-hostile") && $0.hasSuffix(#"Evil\u{A}::warning file=x::pwned \u{1B}[31mred\u{7}\u{D}\u{202E}txet"#) },
                "\(list.output)")
        #expect(!list.outputLines.contains { $0.hasPrefix("::") }, "no line a CI runner takes for a workflow command")

        let record = try workspace.run("verify", "--record", "missing", "40", "41")
        #expect(record.status == 1, "recording exits 1: \(record.error)")
        #expect(Self.hidden(in: record.output + record.error).isEmpty, "\(record.output)\(record.error)")

        // The export, on a terminal or in a file: JSON's own escapes, the same values.
        let export = try workspace.run("export", "golden:40")
        #expect(export.status == 0 && Self.hidden(in: export.output).isEmpty, "\(export.output)")
        let exported = try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: Any]
        let recording = exported?["recording"] as? [String: Any]
        #expect(recording?["title"] as? String == "Evil\n::warning file=x::pwned \u{1B}[31mred\u{7}\r\u{202E}txet")

        // A change, verified as CI does: annotations, a JUnit report, artifacts.
        try workspace.edit("40-hostile", replacing: #""c\n::error::q""#, with: #""c\n::error::q\u001b[1m""#)
        let verify = try workspace.run("verify", "40", "41", "--junit", "report.xml", "--artifacts", "arts", environment: ["GITHUB_ACTIONS": "true"])
        #expect(verify.status == 1)
        #expect(Self.hidden(in: verify.output + verify.error).isEmpty, "\(verify.output)\(verify.error)")
        let commands = verify.outputLines.filter { $0.hasPrefix("::") }
        #expect(commands.count == 1 && commands.allSatisfy { $0.hasPrefix("::error file=Scenarios/40-hostile.json,title=") }, "\(commands)")
        #expect(verify.output.contains(#"c\u{A}::error::q\u{1B}[1m"#), "the changed item, visibly")

        let junit = try String(contentsOf: workspace.url("report.xml"), encoding: .utf8)
        #expect(Self.hidden(in: junit).isEmpty, "\(junit)")
        #expect(junit.contains(#"\u{1B}[1m"#))
        for name in ["40-hostile", "41-hostile-carousels"] {
            let text = try String(contentsOf: workspace.url("Scenarios/goldens/\(name).txt"), encoding: .utf8)
            #expect(Self.hidden(in: text).isEmpty, "\(name): \(text)")
        }
        let golden = try String(contentsOf: workspace.url("Scenarios/goldens/40-hostile.txt"), encoding: .utf8)
        #expect(golden.hasPrefix(#"40-hostile: Evil\u{A}::warning file=x::pwned \u{1B}[31mred\u{7}\u{D}\u{202E}txet"# + "\n"))
        let carousels = try String(contentsOf: workspace.url("Scenarios/goldens/41-hostile-carousels.txt"), encoding: .utf8)
        #expect(carousels.contains(#"c\u{A}::error::v\u{202E}"#), "the carousel's view name, visibly")
        for file in try Self.files(under: workspace.url("arts")) {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(Self.hidden(in: text).isEmpty, "\(file.path)")
        }
    }

    @Test func pagesAndPicturesWriteHiddenCharactersVisibly() throws {
        let workspace = try Self.workspace()
        _ = try workspace.run("verify", "--record", "missing", "40", "41")
        let docs = try workspace.run("docs", "-o", "out")
        #expect(docs.status == 0, "\(docs.error)")
        let files = try Self.files(under: workspace.url("out"))
        #expect(files.contains { $0.lastPathComponent == "40-hostile.html" })
        for file in files where ["md", "html", "svg"].contains(file.pathExtension) {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(Self.hidden(in: text).isEmpty, "\(file.path)")
        }
        let page = try String(contentsOf: workspace.url("out/40-hostile.html"), encoding: .utf8)
        #expect(page.contains(#"\u{202E}txet"#), "the override is shown, not obeyed")
    }

    @Test func aScenarioWhoseFileNameHoldsALineBreakFailsAloneAndTheOthersRecord() throws {
        let workspace = try Workspace()
        let source = try Data(contentsOf: workspace.url("Scenarios/02-table-view-single-section.json"))
        try source.write(to: workspace.url("Scenarios/42-bad\nname.json"))
        try source.write(to: workspace.url("Scenarios/43-escape\u{1B}[2J.json"))
        try source.write(to: workspace.url("Scenarios/44-fine.json"))

        let verify = try workspace.run("verify", "--record", "missing")
        #expect(verify.status == 1)
        #expect(Self.hidden(in: verify.output + verify.error).isEmpty)
        #expect(verify.outputLines.contains(#"Scenarios/42-bad\u{A}name.json: the file name holds \u{A} (a control, line break or bidirectional formatting character), which no golden, page or log can name; rename the file (NN-name.json)"#),
                "\(verify.output)\(verify.error)")
        #expect(verify.outputLines.last == "18 scenarios: 15 matched, 2 not loaded, 1 recorded new golden", "\(verify.output)")
        #expect(FileManager.default.fileExists(atPath: workspace.url("Scenarios/goldens/44-fine.txt").path))

        let docs = try workspace.run("docs", "-o", "out")
        #expect(docs.status == 1, "a scenario left out fails the command")
        #expect(docs.outputLines.first == "wrote 106 files for 16 scenarios to out", "\(docs.output)\(docs.error)")
        #expect(FileManager.default.fileExists(atPath: workspace.url("out/44-fine.md").path))
        #expect(docs.outputLines.contains { $0.hasPrefix(#"left out: Scenarios/43-escape\u{1B}[2J.json: the file name holds \u{1B}"#) })
    }

    @Test func artifactsOfAScenarioNamedWithMarkupShareOneFolderInsideTheirs() throws {
        let workspace = try Workspace()
        let name = #"45-a"b<i>&amp;"#
        try Data(contentsOf: workspace.url("Scenarios/02-table-view-single-section.json")).write(to: workspace.url("Scenarios/\(name).json"))
        #expect(try workspace.run("verify", "--record", "missing", "45").status == 1)
        try workspace.edit(name, replacing: "[14, 13, 16, 18, 17]", with: "[14, 13, 16, 17, 18]")
        let verify = try workspace.run("verify", "45", "--artifacts", "arts")
        #expect(verify.status == 1)
        let entries = try FileManager.default.contentsOfDirectory(atPath: workspace.url("arts").path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(entries == ["45-a%22b%3Ci%3E%26amp%3B", "45-a%22b%3Ci%3E%26amp%3B.html", "index.html"], "\(entries)")
        let index = try String(contentsOf: workspace.url("arts/index.html"), encoding: .utf8)
        #expect(index.contains(#"<a href="45-a%2522b%253Ci%253E%2526amp%253B.html">45-a&quot;b&lt;i&gt;&amp;amp;</a>"#), "\(index)")
        let folder = try FileManager.default.contentsOfDirectory(atPath: workspace.url("arts/45-a%22b%3Ci%3E%26amp%3B").path)
        #expect(Set(["golden.txt", "new.txt", "diff.txt"]).isSubset(of: folder), "\(folder)")
        #expect(folder.contains { $0.hasSuffix(".svg") }, "the page's pictures, beside the texts")
    }

    static func files(under folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }
}
