import Foundation
import Testing

/// `diff --html`: the visual diff pages, through the built tool.
@Suite("scenarios diff --html")
struct DiffHTMLCommandTests {
    /// Two labels whose runs differ in 01 (an appended movie) and 09 (an updated one).
    static func twoChangedScenarios() throws -> Workspace {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "--label", "v1").status == 0)
        try workspace.edit("01-collection-view-single-section", replacing: #""append": [11, 12]"#, with: #""append": [11, 14]"#)
        try workspace.edit("09-data-factory", replacing: #""update": [36, 30, 37, 34]"#, with: #""update": [36, 30, 38, 34]"#)
        #expect(try workspace.run("run", "--label", "v2").status == 0)
        return workspace
    }

    static func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        var files: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files.append(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
        }
        return files.sorted()
    }

    static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func twoChangedScenariosGiveExactlyTwoPagesAndTheIndex() throws {
        let workspace = try Self.twoChangedScenarios()
        let diff = try workspace.run("diff", "--label", "v1", "--label", "v2", "--html", "pages")
        #expect(diff.status == 1)
        #expect(diff.error == "")
        #expect(diff.outputLines.last == "wrote 15 files to pages: open pages/index.html in a browser")
        #expect(diff.outputLines.contains("15 scenarios: 13 same, 2 changed, 0 missing"), "the text diff is printed as without --html")

        let pages = Self.files(under: workspace.url("pages")).filter { $0.hasSuffix(".html") }
        #expect(pages == ["01-collection-view-single-section.html", "09-data-factory.html", "index.html"])
        let pictures = Self.files(under: workspace.url("pages")).filter { $0.hasSuffix(".svg") }
        #expect(pictures == [
            "01-collection-view-single-section/first-step-1-view.svg", "01-collection-view-single-section/first-step-3-view.svg",
            "01-collection-view-single-section/first-step-4-view.svg", "01-collection-view-single-section/second-step-1-view.svg",
            "01-collection-view-single-section/second-step-3-view.svg", "01-collection-view-single-section/second-step-4-view.svg",
            "09-data-factory/first-step-0-view.svg", "09-data-factory/first-step-2-view.svg", "09-data-factory/first-step-3-view.svg",
            "09-data-factory/second-step-0-view.svg", "09-data-factory/second-step-2-view.svg", "09-data-factory/second-step-3-view.svg",
        ])

        let index = try String(contentsOf: workspace.url("pages/index.html"), encoding: .utf8)
        #expect(index.contains("<title>v1 → v2</title>"))
        #expect(index.contains(#"<p class="summary">15 scenarios: 13 same, 2 changed, 0 missing</p>"#))
        #expect(Self.occurrences(of: #"<tr class="same">"#, in: index) == 13)
        #expect(Self.occurrences(of: #"<tr class="changed">"#, in: index) == 2)
        #expect(index.contains(#"<a href="01-collection-view-single-section.html">01-collection-view-single-section</a>"#))
        #expect(index.contains(#"<a href="09-data-factory.html">09-data-factory</a>"#))
        #expect(Self.occurrences(of: "<a href=", in: index) == 2)
        let row = ["<td>07-carousels</td>", "<td>#7</td>", "<td>#22</td>", #"<td class="result">same</td>"#]
        #expect(index.contains(row.map { "          " + $0 }.joined(separator: "\n")))

        // 01: the last step and the end differ; each side highlights its own line.
        let page = try String(contentsOf: workspace.url("pages/01-collection-view-single-section.html"), encoding: .utf8)
        #expect(Self.occurrences(of: #"<section class="step changed""#, in: page) == 2)
        #expect(Self.occurrences(of: #"<section class="step same""#, in: page) == 5)
        #expect(Self.occurrences(of: #"<tr class="differs removed">"#, in: page) == 3)
        #expect(Self.occurrences(of: #"<tr class="differs added">"#, in: page) == 3)
        #expect(page.contains("12(L.A. Confidential)") && page.contains("14(North by Northwest)"), "the pages show the golden text's lines")
        #expect(page.contains(#"<img src="01-collection-view-single-section/second-step-4-view.svg" alt="v2, view">"#))
        #expect(page.contains("The scenario file changed between the two runs."))
    }

    @Test func aFolderItDidNotWriteIsRefusedAndLeftAlone() throws {
        let workspace = try Self.twoChangedScenarios()
        try FileManager.default.createDirectory(at: workspace.url("mine"), withIntermediateDirectories: true)
        try Data("keep me\n".utf8).write(to: workspace.url("mine/notes.txt"))
        let refused = try workspace.run("diff", "--label", "v1", "--label", "v2", "--html", "mine")
        #expect(refused.status == 2, "diff exits 2 on an error, 1 only when runs differ")
        #expect(refused.output == "")
        #expect(refused.errorLines == [
            "error: mine: not empty and not generated by `scenarios diff --html` (it has no .scenarios-generated file), so it is left as it is; "
                + "name a new or empty folder, or move its files away",
        ])
        #expect(Self.files(under: workspace.url("mine")) == ["notes.txt"])
        #expect(try String(contentsOf: workspace.url("mine/notes.txt"), encoding: .utf8) == "keep me\n")
    }

    @Test func itsOwnFolderIsRewrittenButAFilePutThereIsNeverDeleted() throws {
        let workspace = try Self.twoChangedScenarios()
        #expect(try workspace.run("diff", "--label", "v1", "--label", "v2", "--html", "pages").status == 1)
        // The same labels the other way round: the same pages, rewritten.
        let again = try workspace.run("diff", "--label", "v2", "--label", "v1", "--html", "pages")
        #expect(again.status == 1)
        #expect(again.outputLines.last == "wrote 15 files to pages: open pages/index.html in a browser")
        let index = try String(contentsOf: workspace.url("pages/index.html"), encoding: .utf8)
        #expect(index.contains("<title>v2 → v1</title>"))

        // A file a person put into the folder: the folder is no longer the tool's to replace.
        try Data("keep me\n".utf8).write(to: workspace.url("pages/notes.txt"))
        let refused = try workspace.run("diff", "--label", "v1", "--label", "v2", "--html", "pages")
        #expect(refused.status == 2, "diff exits 2 on an error, 1 only when runs differ")
        #expect(refused.output == "")
        #expect(refused.errorLines == [
            "error: pages: holds files `scenarios diff --html` did not write (notes.txt), so it is left as it is; move them out of the folder, then run it again",
        ])
        #expect(try String(contentsOf: workspace.url("pages/notes.txt"), encoding: .utf8) == "keep me\n")
        #expect(try String(contentsOf: workspace.url("pages/index.html"), encoding: .utf8).contains("<title>v2 → v1</title>"))
    }

    @Test func twoRunsGiveTheirPageEvenWhenTheSame() throws {
        let workspace = try Workspace()
        #expect(try workspace.run("run", "07").status == 0)
        #expect(try workspace.run("run", "07").status == 0)
        let diff = try workspace.run("diff", "1", "2", "--html", "pages")
        #expect(diff.status == 0)
        #expect(diff.outputLines == [
            "run #1 (07-carousels) and run #2 (07-carousels): same",
            "wrote 20 files to pages: open pages/index.html in a browser",
        ])
        let index = try String(contentsOf: workspace.url("pages/index.html"), encoding: .utf8)
        #expect(index.contains(#"<p class="summary">1 scenario: 1 same, 0 changed, 0 missing</p>"#))
        let page = try String(contentsOf: workspace.url("pages/07-carousels.html"), encoding: .utf8)
        #expect(!page.contains(#"<tr class="differs"#) && !page.contains(#"class="step changed""#))
    }
}
