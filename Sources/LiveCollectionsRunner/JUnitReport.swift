/// `verify --junit PATH`: the results as JUnit XML, one test case per
/// scenario (and per obsolete golden), a failing one with its text as the
/// failure, for CI services that show test reports.
enum JUnitReport {
    /// The XML document.
    static func xml(_ results: [ScenarioVerification]) -> String {
        let failures = results.filter { !$0.passes }.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="scenarios verify" tests="\#(results.count)" failures="\#(failures)" errors="0">"#,
            #"  <testsuite name="scenarios" tests="\#(results.count)" failures="\#(failures)" errors="0" skipped="0">"#,
        ]
        for result in results {
            let open = #"    <testcase classname="scenarios" name="\#(escape(result.scenario))" file="\#(escape(result.file))""#
            guard !result.passes else {
                lines.append(open + "/>")
                continue
            }
            lines.append(open + ">")
            let headline = result.lines.first ?? result.verdict.text
            lines.append(#"      <failure type="\#(escape(result.verdict.text))" message="\#(escape(headline))">\#(escape(result.lines.joined(separator: "\n")))</failure>"#)
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` with the five XML special characters escaped, and control
    /// characters XML 1.0 does not allow dropped.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
