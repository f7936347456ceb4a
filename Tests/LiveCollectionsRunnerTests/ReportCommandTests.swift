import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reports for CI: JUnit XML, GitHub annotations and artifacts of mismatches.
@Suite("scenarios verify reports")
struct ReportCommandTests {
    /// A workspace where 12-manual-timing no longer matches its golden.
    static func changedWorkspace() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.edit("12-manual-timing", replacing: #""calculate": [11, 9, 10, 5, 12]"#, with: #""calculate": [11, 9, 5, 10, 12]"#)
        return workspace
    }

    /// The elements of a JUnit document, with their attributes and text.
    final class JUnitReader: NSObject, XMLParserDelegate {
        struct Element { let name: String; let attributes: [String: String]; var text = "" }
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append(Element(name: name, attributes: attributes))
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func named(_ name: String) -> [Element] { elements.filter { $0.name == name } }
    }

    @Test func junitIsValidXMLWithOneCasePerScenarioAndTheMismatchAsTheFailure() throws {
        let workspace = try Self.changedWorkspace()
        let result = try workspace.run("verify", "--record", "never", "--junit", "report.xml")
        #expect(result.status == 1)

        let parser = try #require(XMLParser(contentsOf: workspace.url("report.xml")))
        let reader = JUnitReader()
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")

        let names = try GoldenTextCommandTests.scenarioNames(in: workspace)
        let suite = try #require(reader.named("testsuite").first)
        #expect(suite.attributes["tests"] == "\(names.count)")
        #expect(suite.attributes["failures"] == "1")
        #expect(suite.attributes["errors"] == "0")
        #expect(reader.named("testsuites").first?.attributes["failures"] == "1")
        let cases = reader.named("testcase")
        #expect(cases.map { $0.attributes["name"] ?? "" } == names)
        #expect(cases.map { $0.attributes["file"] ?? "" } == names.map { "Scenarios/\($0).json" })
        let failures = reader.named("failure")
        #expect(failures.count == 1)
        let failure = try #require(failures.first)
        #expect(failure.attributes["message"] == "12-manual-timing: does not match its golden")
        #expect(failure.attributes["type"] == "changed")
        #expect(failure.text.contains("    + delta 2000 ms collection data: IndexDelta(deletions: [], insertions: [4], reloads: [0->1], moves: [3->2, 2->0])"))
        #expect(failure.text.split(separator: "\n").map(String.init) == Array(result.outputLines.prefix(while: { !$0.hasPrefix("scenario ") })))

        let passing = try workspace.run("verify", "--record", "never", "--junit", "report.xml", "01", "02")
        #expect(passing.status == 0)
        let again = JUnitReader()
        let second = try #require(XMLParser(contentsOf: workspace.url("report.xml")))
        second.delegate = again
        #expect(second.parse())
        #expect(again.named("testcase").count == 2)
        #expect(again.named("failure").isEmpty)
        #expect(again.named("testsuite").first?.attributes["failures"] == "0")
    }

    @Test func annotationsOnlyUnderGitHubActions() throws {
        let workspace = try Self.changedWorkspace()
        let github = try workspace.run("verify", "--record", "never", environment: ["GITHUB_ACTIONS": "true"])
        #expect(github.status == 1)
        let annotations = github.outputLines.filter { $0.hasPrefix("::") }
        #expect(annotations.count == 1)
        let annotation = try #require(annotations.first)
        #expect(annotation.hasPrefix(
            "::error file=Scenarios/12-manual-timing.json,title=12-manual-timing%3A changed::12-manual-timing: does not match its golden"
                + "%0A  golden: golden:12-manual-timing in Scenarios/goldens.sqlite%0A  this replay: 12 in .scenario-runs/runs.sqlite (on this CI machine, gone with it)%0A"
                + "  this job wrote no artifacts (verify --artifacts DIR, uploaded) to accept this very run from%0A"
                + "  or, on your machine (a replay is the same everywhere): scenarios verify --record failed 12-manual-timing%0A"))
        #expect(!annotation.contains("\n"))

        try FileManager.default.removeItem(at: workspace.url("Scenarios/15-custom-animations-all-sections.json"))
        let obsolete = try workspace.run("verify", "--record", "missing", "--database", "other.sqlite", environment: ["GITHUB_ACTIONS": "true"])
        let commands = obsolete.outputLines.filter { $0.hasPrefix("::") }
        #expect(commands.count == 2)
        #expect(commands.first?.hasPrefix(
            "::error file=Scenarios/12-manual-timing.json,title=12-manual-timing%3A changed::12-manual-timing: does not match its golden%0A") == true)
        let warning: String = [
            "::warning file=Scenarios/goldens.sqlite,title=15-custom-animations-all-sections%3A obsolete golden::",
            "15-custom-animations-all-sections: obsolete golden: Scenarios/15-custom-animations-all-sections.json no longer exists%0A",
            "  held in: golden:15-custom-animations-all-sections in Scenarios/goldens.sqlite, Scenarios/goldens/15-custom-animations-all-sections.txt%0A",
            "  to remove it: scenarios goldens remove-obsolete --database other.sqlite",
        ].joined()
        #expect(commands.last == warning)

        for environment in [[:], ["GITHUB_ACTIONS": "false"], ["CI": "true"]] {
            let plain = try workspace.run("verify", "--record", "never", environment: environment)
            #expect(plain.status == 1)
            #expect(!plain.output.contains("::error"), "\(environment)")
        }
    }

    @Test func artifactsHoldTheGoldenTextTheNewTextAndTheirDiff() throws {
        let workspace = try Self.changedWorkspace()
        let result = try workspace.run("verify", "--record", "never", "--artifacts", "artifacts")
        #expect(result.status == 1)
        let files = try DocsCommandTests.files(in: workspace.url("artifacts"))
        #expect(Set(files.keys.filter { !$0.hasSuffix(".svg") }) == [
            ".scenarios-generated", "12-manual-timing/golden.txt", "12-manual-timing/new.txt", "12-manual-timing/diff.txt",
            "12-manual-timing.html", "12-manual-timing/run.json", "index.html",
        ])
        // The visual diff page of the mismatch, as `diff --html` draws it: the golden left, the new run right.
        let page = String(decoding: files["12-manual-timing.html"] ?? Data(), as: UTF8.self)
        #expect(page.contains(#"<section class="step changed""#))
        let pictures = files.keys.filter { $0.hasSuffix(".svg") }.sorted()
        #expect(!pictures.isEmpty && pictures.allSatisfy { $0.hasPrefix("12-manual-timing/first-") || $0.hasPrefix("12-manual-timing/second-") })
        for picture in pictures { #expect(page.contains(#"<img src="\#(picture)""#), "\(picture)") }
        let golden = try Data(contentsOf: workspace.url("Scenarios/goldens/12-manual-timing.txt"))
        #expect(files["12-manual-timing/golden.txt"] == golden)
        let show = try workspace.run("show", "12")
        #expect(files["12-manual-timing/new.txt"] == Data((show.outputLines.dropFirst().joined(separator: "\n") + "\n").utf8))
        let diff = String(decoding: files["12-manual-timing/diff.txt"] ?? Data(), as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(diff == [
            "--- 12-manual-timing/golden.txt (golden:12-manual-timing)",
            "+++ 12-manual-timing/new.txt (run 12)",
            "@@ -61,21 +61,22 @@",
            "   shows view: [9(Inception), 10(Jaws), 11(King Kong), 5(E.T. the Extra-Terrestrial)]",
            " step 8 at 2000 ms: editMovies 9 \"Inception (IMAX)\"",
            "   shows view: [9(Inception), 10(Jaws), 11(King Kong), 5(E.T. the Extra-Terrestrial)]",
            "-step 9 at 2000 ms: calculate [11, 9, 10, 5, 12]",
            "-  delta 2000 ms collection data: IndexDelta(deletions: [], insertions: [4], reloads: [0->1], moves: [2->0])",
            "+step 9 at 2000 ms: calculate [11, 9, 5, 10, 12]",
            "+  delta 2000 ms collection data: IndexDelta(deletions: [], insertions: [4], reloads: [0->1], moves: [3->2, 2->0])",
            "   shows view: [9(Inception), 10(Jaws), 11(King Kong), 5(E.T. the Extra-Terrestrial)]",
            " step 10 at 2000 ms: performAnimations",
            "   animation 2000 ms collection data: none (noView)",
            "   event 2000 ms view: beginBatch",
            "+  event 2000 ms view: moveItem [0, 3] -> [0, 2]",
            "   event 2000 ms view: moveItem [0, 2] -> [0, 0]",
            "   event 2000 ms view: insertItems [[0, 4]]",
            "   event 2000 ms view: endBatch",
            "-  shows 2000 ms view: [11(King Kong), 9(Inception), 10(Jaws), 5(E.T. the Extra-Terrestrial), 12(L.A. Confidential)]",
            "+  shows 2000 ms view: [11(King Kong), 9(Inception), 5(E.T. the Extra-Terrestrial), 10(Jaws), 12(L.A. Confidential)]",
            "   event 2300 ms view: animationsCompleted batch 9",
            "   event 2300 ms view: beginBatch",
            "   event 2300 ms view: reloadItems [[0, 1]]",
            "   event 2300 ms view: endBatch",
            "   event 2600 ms view: animationsCompleted batch 10",
            "-  shows view: [11(King Kong), 9(Inception (IMAX)), 10(Jaws), 5(E.T. the Extra-Terrestrial), 12(L.A. Confidential)]",
            "+  shows view: [11(King Kong), 9(Inception (IMAX)), 5(E.T. the Extra-Terrestrial), 10(Jaws), 12(L.A. Confidential)]",
            " outcome: passed",
            "-final view: [11(King Kong), 9(Inception (IMAX)), 10(Jaws), 5(E.T. the Extra-Terrestrial), 12(L.A. Confidential)]",
            "+final view: [11(King Kong), 9(Inception (IMAX)), 5(E.T. the Extra-Terrestrial), 10(Jaws), 12(L.A. Confidential)]",
        ])

        // Run again: the folder is the tool's, so it is replaced; a foreign one is refused.
        #expect(try workspace.run("verify", "--record", "never", "--artifacts", "artifacts", "01").status == 0)
        #expect(Set(try DocsCommandTests.files(in: workspace.url("artifacts")).keys) == [".scenarios-generated"])
        try FileManager.default.createDirectory(at: workspace.url("mine"), withIntermediateDirectories: true)
        try Data().write(to: workspace.url("mine/keep.txt"))
        let refused = try workspace.run("verify", "--record", "never", "--artifacts", "mine", "01")
        #expect(refused.status == 1)
        #expect(refused.errorLines.last == "error: mine: not empty and not generated by `scenarios verify --artifacts` (it has no .scenarios-generated "
            + "file), so it is left as it is; name a new or empty folder, or move its files away")
        #expect(FileManager.default.fileExists(atPath: workspace.url("mine/keep.txt").path))
    }
}
