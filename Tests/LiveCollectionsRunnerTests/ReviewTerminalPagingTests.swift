import Foundation
import LiveCollectionsRecording
@testable import LiveCollectionsRunner
import LiveCollectionsStore
import Testing

/// What the terminal review shows of one change and how its keys page and
/// toggle it, without a terminal: keys given in order, lines captured.
@Suite struct ReviewTerminalPagingTests {
    /// A change of scenario 07 whose every step's time moved: a diff of many
    /// steps.
    static func change(kind: PendingChange.Kind = .changed) throws -> PendingChange {
        let golden = RecordingComparisonTests.carousels
        var run = golden
        for index in run.steps.indices { run.steps[index].action += " (moved)" }
        return PendingChange(
            scenario: golden.scenario, kind: kind, origin: .run(RunID(rawValue: 12)), golden: kind == .new ? nil : golden, recording: run,
            comparison: kind == .new ? nil : RecordingComparison(expected: golden, actual: run), refusal: nil, animationMilliseconds: 300, held: nil)
    }

    /// The review's lines for `keys`, on a screen of `rows` rows; the
    /// decision the keys end with.
    static func review(_ change: PendingChange, keys: [TerminalKey], rows: Int = 20) -> (lines: [String], decision: ReviewDecision) {
        let lines = Lines()
        let tool = ScenarioTool(
            paths: ToolPaths(scenarios: "Scenarios", database: ".scenario-runs/runs.sqlite", goldens: "Scenarios/goldens.sqlite"),
            console: ScenarioConsole(output: lines.append), environment: [:])
        var remaining = keys[...]
        var display = ReviewDisplay()
        let decision = tool.ask(about: change, position: 3, of: 12, nextKey: { remaining.popFirst() }, screenRows: { rows }, display: &display)
        return (lines.all, decision)
    }

    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    /// The header, then the first page of the diff (the screen's rows less
    /// two), then a prompt that names the change, its place and how much
    /// is shown.
    @Test func theFirstPageAndThePrompt() throws {
        let change = try Self.change()
        let (lines, decision) = Self.review(change, keys: [])
        #expect(decision == .quit, "the end of input quits")
        #expect(lines.count == 1 + 18 + 1)
        #expect(lines[1] == "[3/12] 07-carousels: \(change.summary) (run 12)")
        #expect(lines[2] == "  scenario file: Scenarios/07-carousels.json")
        #expect(lines[3].hasPrefix("  title: "))
        #expect(lines[4] == "  golden: golden:07-carousels in Scenarios/goldens.sqlite")
        #expect(lines[5] == "  this run: run 12 in .scenario-runs/runs.sqlite")
        #expect(lines[6] == "  legend: - golden, + this run; 3 lines of context around each difference")
        #expect(lines.contains { $0.hasPrefix("    @@ -1,") })
        let total = Self.review(change, keys: [], rows: 10_000).lines.count - 2
        #expect(lines.last == "[3/12] 07-carousels: lines 1-18 of \(total), space or Return for more; a accept, r reject, s skip, q quit, ? help")
    }

    /// Space and Return show the next page until all is shown; then the
    /// prompt is the short one.
    @Test func spaceAndReturnShowTheRest() throws {
        let change = try Self.change()
        let all = Self.review(change, keys: [], rows: 10_000).lines
        let pages = (all.count - 2 + 17) / 18
        let keys = (1..<pages).map { $0 % 2 == 0 ? TerminalKey.enter : .character(" ") } + [.character(" "), .character("s")]
        let (lines, decision) = Self.review(change, keys: keys)
        #expect(decision == .skip)
        let shown = lines.filter { !$0.hasPrefix("[3/12] 07-carousels: ") || $0.hasSuffix("(run 12)") }
        #expect(shown == Array(all.dropLast()) + ["the whole change is shown"], "every line once, in order")
        #expect(lines.filter { $0.hasPrefix("[3/12] 07-carousels: lines 1-") }.count == pages - 1)
        #expect(lines.last == "[3/12] 07-carousels: a accept, r reject, s skip, q quit, ? help")
    }

    /// A key that is not a decision says so and shows the help; the
    /// change stays undecided until a lower-case letter decides it.
    @Test func otherKeysShowTheHelp() throws {
        let (lines, decision) = Self.review(try Self.change(), keys: [.up, .character("A"), .function(4), .mouse, .character("a")])
        #expect(decision == .accept)
        for name in ["Up", "A", "F4", "a mouse report"] { #expect(lines.contains("\(name) decides nothing."), "\(name)") }
        #expect(lines.filter { $0 == "keys:" }.count == 4)
    }

    /// `i` shows the change again without its header, `d` without its diff;
    /// pressed again, with them.
    @Test func iAndDToggleTheHeaderAndTheDiff() throws {
        let change = try Self.change()
        let (lines, _) = Self.review(change, keys: [.character("i"), .character("d"), .character("i"), .character("d")], rows: 10_000)
        func after(_ marker: String) -> ArraySlice<String> {
            guard let index = lines.firstIndex(of: marker) else { return [] }
            return lines[(index + 1)...].prefix { !$0.hasPrefix("[3/12] 07-carousels: a accept") }
        }
        #expect(!after("header hidden (i shows it)").isEmpty)
        #expect(!after("header hidden (i shows it)").contains { $0.hasPrefix("  legend:") })
        #expect(after("header hidden (i shows it)").contains { $0.hasPrefix("    @@") })
        #expect(after("diff hidden (d shows it)") == ["[3/12] 07-carousels: \(change.summary) (run 12)", "  (diff hidden: d shows it)"])
        #expect(after("header shown (i hides it)").contains { $0.hasPrefix("  legend:") })
        #expect(!after("header shown (i hides it)").contains { $0.hasPrefix("    @@") })
        #expect(after("diff shown (d hides it)").contains { $0.hasPrefix("    @@") })
        #expect(after("diff shown (d hides it)").contains { $0.hasPrefix("  legend:") })
    }

    /// A new scenario: its whole run as `+` lines, no golden line.
    @Test func aNewScenarioShowsItsRun() throws {
        let (lines, _) = Self.review(try Self.change(kind: .new), keys: [], rows: 10_000)
        #expect(!lines.contains { $0.hasPrefix("  golden:") })
        #expect(lines.contains("  legend: + this run"))
        #expect(lines.contains { $0.hasPrefix("    + 07-carousels: ") })
    }
}
