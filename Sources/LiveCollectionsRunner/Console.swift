import Foundation

/// Where a command writes: results to standard output, progress to standard
/// error; colour only on a terminal and never with `NO_COLOR`.
public final class Console: @unchecked Sendable {
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
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Console {
        Console(
            usesColor: usesColor(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment),
            output: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
            progress: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        )
    }

    /// Whether output to a terminal (or not) is coloured under `environment`.
    public static func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Writes a result line.
    public func line(_ text: String = "") {
        lock.withLock { writeOutput(text) }
    }

    /// Writes a progress line.
    public func progress(_ text: String) {
        lock.withLock { writeProgress(text) }
    }

    /// `text` in green, when colour is on.
    public func good(_ text: String) -> String { paint(text, "32") }
    /// `text` in red, when colour is on.
    public func bad(_ text: String) -> String { paint(text, "31") }
    /// `text` in yellow, when colour is on.
    public func warning(_ text: String) -> String { paint(text, "33") }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Rows as a left-aligned table with a header, columns two spaces apart.
    public static func table(header: [String], rows: [[String]]) -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
    }
}
