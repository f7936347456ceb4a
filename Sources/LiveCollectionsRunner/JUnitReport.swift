import LiveCollectionsSupport

/// `verify --junit PATH`: the results as JUnit XML, one test case per
/// scenario (and per obsolete golden), a failing one with its text as the
/// failure, for CI services that show test reports.
enum JUnitReport {
    /// The root element's opening, which also tells a report this command
    /// wrote (and may replace) from any other file.
    static let root = #"<testsuites name="scenarios verify""#

    /// The report at `path`: an existing file is replaced only when it is a
    /// report `verify --junit` wrote.
    static func file(_ path: String) -> OutputFile {
        OutputFile(path: path, contents: "the JUnit report", writer: "scenarios verify --junit") { data in
            String(decoding: data.prefix(512), as: UTF8.self).contains(root)
        }
    }

    /// The XML document.
    static func xml(_ results: [ScenarioVerification]) -> String {
        let failures = results.filter { !$0.passes }.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            root + #" tests="\#(results.count)" failures="\#(failures)" errors="0">"#,
            #"  <testsuite name="scenarios" tests="\#(results.count)" failures="\#(failures)" errors="0" skipped="0">"#,
        ]
        for result in results {
            let open = #"    <testcase classname="scenarios" name="\#(MarkupText.escaped(result.scenario))" file="\#(MarkupText.escaped(result.file))""#
            guard !result.passes else {
                lines.append(open + "/>")
                continue
            }
            lines.append(open + ">")
            let headline = result.lines.first ?? result.verdict.text
            lines.append(#"      <failure type="\#(MarkupText.escaped(result.verdict.text))" message="\#(MarkupText.escaped(headline))">\#(result.lines.map(MarkupText.escaped).joined(separator: "\n"))</failure>"#)
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}
