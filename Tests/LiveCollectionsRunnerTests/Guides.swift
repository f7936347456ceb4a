import Foundation

/// The repository's guides (`README.md`, `Scenarios/README.md`, every
/// `docs/*.md` but the generated `docs/scenarios/`, and
/// `Benchmarks/README.md` when there is one), read as a reader sees them:
/// fenced code blocks and the shell commands in them.
enum Guides {
    /// The repository's root folder.
    static var repository: URL { Workspace.repositoryScenarios.deletingLastPathComponent() }

    /// Every guide, as a path from the repository's root, in a stable order.
    static func paths() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        let benchmarks = FileManager.default.fileExists(atPath: repository.appendingPathComponent("Benchmarks/README.md").path)
            ? ["Benchmarks/README.md"] : []
        return ["README.md", "Scenarios/README.md"] + docs + benchmarks
    }

    /// A guide's text.
    static func text(_ guide: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(guide), encoding: .utf8)
    }

    /// A fenced code block: its info string (`sh`, `text`, or empty), the
    /// line of its opening fence and its lines, each with its line number.
    struct Block {
        let guide: String
        let tag: String
        let line: Int
        let lines: [(number: Int, text: String)]
    }

    /// The fenced code blocks of a guide, in order.
    static func blocks(in guide: String) throws -> [Block] {
        var blocks: [Block] = []
        var open: (tag: String, line: Int, fence: String)?
        var lines: [(number: Int, text: String)] = []
        for (index, line) in try text(guide).components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let current = open {
                if trimmed == current.fence {
                    blocks.append(Block(guide: guide, tag: current.tag, line: current.line, lines: lines))
                    open = nil
                } else {
                    lines.append((index + 1, line))
                }
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                let fence = String(trimmed.prefix { $0 == trimmed.first })
                open = (String(trimmed.dropFirst(fence.count)).trimmingCharacters(in: .whitespaces), index + 1, fence)
                lines = []
            }
        }
        return blocks
    }

    /// A shell command a guide shows in a code block: where it is and what
    /// it says, its comment left out.
    struct Command: CustomStringConvertible {
        let guide: String
        let line: Int
        let text: String

        var description: String { "\(guide):\(line): `\(text)`" }
    }

    /// The words a command line in an untagged block starts with.
    static let commandWords: Set<String> = [
        "swift", "scenarios", "git", "bash", "sh", "cp", "mv", "rm", "cd", "export", "apt-get", "apt", "sqlite3",
        "rsvg-convert", "xdg-open", "python3", "chromium", "make", "docc",
    ]

    /// The shell commands of a guide: every line of a `sh`, `bash` or
    /// `shell` block (comments and blank lines aside, `\` continuations
    /// joined), the `$ ` lines of a `console` block, and the lines of an
    /// untagged block that start with a command word (an untagged block is
    /// otherwise output).
    static func commands(in guide: String) throws -> [Command] {
        try blocks(in: guide).flatMap(commands(in:))
    }

    /// The shell commands of one block.
    static func commands(in block: Block) -> [Command] {
        var commands: [Command] = []
        var pending: (line: Int, text: String)?
        for (number, raw) in block.lines {
            var line = raw.trimmingCharacters(in: .whitespaces)
            switch block.tag {
            case "sh", "bash", "shell", "zsh":
                break
            case "console":
                guard line.hasPrefix("$ ") || pending != nil else { continue }
                if line.hasPrefix("$ ") { line = String(line.dropFirst(2)) }
            case "":
                guard pending != nil || commandWords.contains(String(line.prefix { $0 != " " })) else { continue }
            default:
                continue
            }
            let code = withoutComment(line)
            if pending == nil && code.isEmpty { continue }
            let joined = (pending.map { $0.text + " " } ?? "") + code
            if joined.hasSuffix("\\") {
                pending = (pending?.line ?? number, String(joined.dropLast()).trimmingCharacters(in: .whitespaces))
            } else {
                commands.append(Command(guide: block.guide, line: pending?.line ?? number, text: joined.trimmingCharacters(in: .whitespaces)))
                pending = nil
            }
        }
        if let pending { commands.append(Command(guide: block.guide, line: pending.line, text: pending.text)) }
        return commands
    }

    /// A shell line without its comment: from a `#` that starts a word
    /// outside quotes.
    static func withoutComment(_ line: String) -> String {
        var quote: Character?
        var escaped = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            defer { previous = character }
            if escaped { escaped = false; continue }
            switch (quote, character) {
            case (nil, "\\"), ("\"", "\\"): escaped = true
            case (nil, "'"), (nil, "\""): quote = character
            case ("'", "'"), ("\"", "\""): quote = nil
            case (nil, "#") where previous == " " || previous == "\t":
                return String(line[..<index]).trimmingCharacters(in: .whitespaces)
            default: break
            }
        }
        return line.trimmingCharacters(in: .whitespaces)
    }
}
