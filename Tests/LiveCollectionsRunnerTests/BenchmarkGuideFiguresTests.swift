import Foundation
import Testing

/// Every figure `docs/benchmark.md` states is printed by the benchmark it
/// names: the guide holds the output of one run between its
/// `benchmark-output` markers, each line of it a line the benchmark prints,
/// and every number of its prose is in that output, or is one of the named
/// constants below (a workload's definition, a round count, the machine).
@Suite("Benchmark guide figures")
struct BenchmarkGuideFiguresTests {
    static let guide = "docs/benchmark.md"

    /// Numbers of the prose that are not measurements, each with why. A
    /// space in a phrase matches any run of white space (a line break).
    static let constants: [(phrase: String, why: String)] = [
        ("8-byte", "the size of an entry of the engine's table, a design constant"),
        ("(51 rounds, 21 at 100k)", "the round counts the benchmark's source sets"),
        ("2-core Linux machine", "the machine"),
        ("Swift 6.3.1", "the toolchain"),
        ("(5k: delete 2000..<3000, insert 1000 new at 3000..<4000, shuffle 0..<200; 100k: the same scaled by 20, shuffle 0..<2000)", "the UUID workloads' definition"),
        ("about 10% deleted, 10% inserted, 10% changed and a 10% block shuffled", "the Book workload's definition"),
        ("(each about 10% deleted, 10% inserted, a 10% block shuffled)", "the scale scenario's definition"),
        ("(issue 19)", "an issue number"),
    ]

    /// A figure: a number (thousands separators dropped) with the unit
    /// written after it, if any (`1.35x`, `100k`, `10%`, `211.0 ms`).
    static func figures(in text: Substring) -> [String] {
        text.matches(of: /\b(\d[\d,]*(?:\.\d+)?)(?: ?(ms|MB|kB|ns|µs|s|x|k)\b|(%))?/).map { match in
            let number = match.output.1.replacingOccurrences(of: ",", with: "")
            if let unit = match.output.2, !["x", "k"].contains(unit) { return "\(number) \(unit)" }
            return number + String(match.output.2 ?? match.output.3 ?? "")
        }
    }

    /// The guide split into the run's output (the lines between the
    /// markers, fences and blank lines aside) and its prose: every other
    /// line, with fenced blocks, inline code, link targets, HTML comments
    /// and the named constants blanked out (line numbers kept).
    static func outputAndProse() throws -> (output: [String], prose: [String]) {
        let text = try Guides.text(guide)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "<!-- benchmark-output -->"), "\(guide): no <!-- benchmark-output --> marker")
        let end = try #require(lines.firstIndex(of: "<!-- /benchmark-output -->"), "\(guide): no <!-- /benchmark-output --> marker")
        let output = lines[(start + 1)..<end].filter { !$0.isEmpty && !$0.hasPrefix("```") }
        var prose = lines
        var inBlock = false
        for index in prose.indices {
            let isFence = prose[index].trimmingCharacters(in: .whitespaces).hasPrefix("```")
            if isFence || inBlock || (start...end).contains(index) { prose[index] = "" }
            if isFence { inBlock.toggle() }
        }
        var joined = prose.joined(separator: "\n")
        let blanks: [Regex<Substring>] = [/`[^`]*`/, /\]\([^)]*\)/, /<!--[\s\S]*?-->/]
        for regex in blanks { joined = blank(regex, in: joined) }
        for constant in constants {
            let words = constant.phrase.split(separator: " ").map { word in
                word.map { $0.isLetter || $0.isNumber ? String($0) : "\\\($0)" }.joined()
            }
            let regex = try Regex(words.joined(separator: #"\s+"#), as: Substring.self)
            #expect(joined.contains(regex), "\(guide): no longer says \"\(constant.phrase)\" (\(constant.why)): remove it from BenchmarkGuideFiguresTests.constants")
            joined = blank(regex, in: joined)
        }
        return (output, joined.components(separatedBy: "\n"))
    }

    /// `text` with each match of `regex` turned into spaces, its line breaks kept.
    static func blank(_ regex: Regex<Substring>, in text: String) -> String {
        var result = text
        for range in text.ranges(of: regex).reversed() {
            result.replaceSubrange(range, with: String(text[range].map { $0 == "\n" ? "\n" : " " }))
        }
        return result
    }

    @Test func everyFigureOfTheProseIsInTheRunsOutput() throws {
        let (output, prose) = try Self.outputAndProse()
        #expect(output.count > 10, "the guide holds a run's output")
        let printed = Set(output.flatMap { Self.figures(in: $0[...]) })
        var checked = 0
        for (index, line) in prose.enumerated() {
            for figure in Self.figures(in: line[...]) {
                checked += 1
                if !printed.contains(figure) {
                    Issue.record("\(Self.guide):\(index + 1): \(figure) is in no line of the run's output: quote the output, or say it without a number")
                }
            }
        }
        #expect(checked > 10, "the prose states figures")
    }

    /// Each line of the output block begins as a line the benchmark's source prints.
    @Test func theOutputIsWhatTheBenchmarkPrints() throws {
        let (output, _) = try Self.outputAndProse()
        let folder = Guides.repository.appendingPathComponent("Benchmarks/Sources/LiveCollectionsBenchmark")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
        // The text of each string literal before its first interpolation.
        let starts = Set(sources.matches(of: /"((?:[^"\\\n]|\\.)*)"/).compactMap { match -> String? in
            let start = String(match.output.1.split(separator: #"\("#, maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            return start.count >= 2 ? start : nil
        })
        #expect(starts.contains("checksum "), "the benchmark's literals were read")
        for line in output {
            #expect(starts.contains { line.hasPrefix($0) }, "\(Self.guide): `\(line.prefix(40))...` is not a line the benchmark prints: paste its output as printed")
        }
    }

    /// A target the run misses is said to be missed.
    @Test func everyMissedTargetIsSaidToBeMissed() throws {
        let (output, prose) = try Self.outputAndProse()
        let missed = output.filter { $0.contains("NOT met") }.count
        let said = prose.joined(separator: " ").lowercased().ranges(of: "not met").count
        #expect(said >= missed, "\(Self.guide): the run misses \(missed) target(s), the prose says \"not met\" \(said) time(s)")
    }
}
