import Foundation
import LiveCollectionsSupport

/// Where a command writes: results to standard output, progress to standard
/// error; colour only on a terminal and never with `NO_COLOR`.
///
/// Every line is written through ``VisibleText``, the one rule of every
/// output: a control character, a line break or a bidirectional formatting
/// character in a title, a name or a message is written as `\u{1B}`, so a
/// line is always one line (no `::warning` line a CI runner would take
/// for a command) and nothing in it drives the terminal. Colour is never
/// carried in the text: the console adds it to a table's result cell
/// (``Row/tone``) after escaping, so no text can forge it.
public final class ScenarioConsole: @unchecked Sendable {
    private let lock = NSLock()
    private let writeOutput: (String) -> Void
    private let writeProgress: (String) -> Void
    /// Whether text may be coloured.
    public let usesColor: Bool

    /// A console writing through the given functions (tests capture them).
    public init(usesColor: Bool = false, output: @escaping (String) -> Void, progress: @escaping (String) -> Void = { _ in }) {
        self.usesColor = usesColor
        self.writeOutput = output
        self.writeProgress = progress
    }

    /// The process's console: colour when standard output is a terminal and
    /// `NO_COLOR` is not set to a non-empty value (no-color.org), nor `TERM`
    /// to `dumb`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ScenarioConsole {
        ScenarioConsole(
            usesColor: usesColor(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment),
            output: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
            progress: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        )
    }

    /// Whether output to a terminal (or not) is coloured under `environment`.
    public static func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Writes a result line (``VisibleText/escaped(_:)``).
    public func line(_ text: String = "") {
        let text = VisibleText.escaped(text)
        lock.withLock { writeOutput(text) }
    }

    /// Writes a progress line (``VisibleText/escaped(_:)``).
    public func progress(_ text: String) {
        let text = VisibleText.escaped(text)
        lock.withLock { writeProgress(text) }
    }

    /// Writes a line of a diff (``VisibleText/escaped(_:)``): when colour
    /// is on, a line whose text starts with `-` red and with `+` green,
    /// coloured after escaping, as the table's results are.
    public func diffLine(_ text: String) {
        let text = VisibleText.escaped(text)
        let tone: Tone? = switch text.first(where: { $0 != " " }) {
        case "-": .bad
        case "+": .good
        default: nil
        }
        let line = painted(text, tone)
        lock.withLock { writeOutput(line) }
    }

    /// `text` (escaped already) in `tone`'s colour when colour is on.
    private func painted(_ text: String, _ tone: Tone?) -> String {
        guard usesColor, let tone else { return text }
        return "\u{1B}[\(tone.code)m\(text)\u{1B}[0m"
    }

    /// How a table's result reads: green, red or yellow on a terminal.
    public enum Tone: Sendable {
        case good, bad, warning

        var code: String {
            switch self {
            case .good: "32"
            case .bad: "31"
            case .warning: "33"
            }
        }
    }

    /// A table row: its cells, and the tone of its last cell (its result).
    public struct Row: Sendable {
        /// The cells, from data or not: each is escaped when written.
        public var cells: [String]
        /// The last cell's colour, when colour is on.
        public var tone: Tone?

        /// A row of `cells`, the last one in `tone`.
        public init(_ cells: [String], tone: Tone? = nil) {
            self.cells = cells
            self.tone = tone
        }
    }

    /// Writes rows as a left-aligned table with a header, columns two
    /// spaces apart: each cell escaped (``VisibleText``), then aligned,
    /// then the last cell of a row with a tone coloured, when colour is on.
    public func table(header: [String], rows: [Row]) {
        let lines = Self.table(header: header.map(VisibleText.escaped), rows: rows.map { $0.cells.map(VisibleText.escaped) })
        for (line, tone) in zip(lines, [nil] + rows.map(\.tone)) {
            let last = painted(line.last, tone)
            let text = line.leading + last
            lock.withLock { writeOutput(text) }
        }
    }

    /// Rows as a left-aligned table with a header, columns two spaces
    /// apart: each line as its aligned leading cells (with the spaces
    /// after them) and its last cell.
    static func table(header: [String], rows: [[String]]) -> [(leading: String, last: String)] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        return all.map { row in
            let leading = row.dropLast().enumerated().map { column, cell in
                cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) + "  "
            }.joined()
            return (leading, row.last ?? "")
        }
    }
}
