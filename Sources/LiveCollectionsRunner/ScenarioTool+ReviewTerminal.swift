import LiveCollectionsRecording

/// What the keys of the terminal review do. Decisions are lower-case
/// letters only (`A` decides nothing, nor does an arrow whose sequence
/// ends in `A`); every other key decides nothing and shows the help.
enum ReviewKey {
    /// What a key does.
    enum Action: Equatable {
        /// Decides the change shown.
        case decide(ReviewDecision)
        /// Shows the next page of a long change.
        case more
        /// Shows or hides the header (scenario file, title, legend).
        case toggleHeader
        /// Shows or hides the diff.
        case toggleDiff
        /// Shows the help.
        case help
        /// Decides nothing: shows the help.
        case nothing
    }

    /// What `key` does.
    static func action(of key: TerminalKey) -> Action {
        switch key {
        case .character("a"): .decide(.accept)
        case .character("r"): .decide(.reject)
        case .character("s"): .decide(.skip)
        case .character("q"): .decide(.quit)
        case .character(" "), .enter: .more
        case .character("i"): .toggleHeader
        case .character("d"): .toggleDiff
        case .character("?"): .help
        default: .nothing
        }
    }

    /// The decisions, for the prompt.
    static let choices = "a accept, r reject, s skip, q quit, ? help"

    /// Every key, one line each.
    static let help = [
        "keys:",
        "  a        accept: the run becomes the golden (as `approve` makes it)",
        "  r        reject: the golden stays, and so does the run",
        "  s        skip: decide later",
        "  q        quit: what was decided stays decided",
        "  space    show more of a change longer than the screen (Return too)",
        "  i        hide or show the header (scenario file, title, legend)",
        "  d        hide or show the diff",
        "  ?        this help",
        "  Ctrl-C   stop as q does, exit status 130",
        "  any other key decides nothing (upper-case A included)",
    ]
}

/// What the terminal review shows of each change; `i` and `d` change it
/// for the changes after too.
struct ReviewDisplay {
    var showsHeader = true
    var showsDiff = true
}

extension ScenarioTool {
    /// One line of what the review shows: a diff line is coloured.
    enum ShownLine {
        case plain(String)
        case diff(String)
    }

    /// Shows `change` and reads keys until one decides it: a change longer
    /// than the screen (`screenRows`) is shown a page at a time, space or
    /// Return for more; `i` and `d` show it again without (or with) its
    /// header or diff. Returns `.quit` when `nextKey` gives nil (end of
    /// input, or an interruption).
    func ask(
        about change: PendingChange, position: Int, of count: Int,
        nextKey: () -> TerminalKey?, screenRows: () -> Int, display: inout ReviewDisplay
    ) -> ReviewDecision {
        var lines = shownLines(of: change, position: position, of: count, display: display)
        var shown = 0
        func showPage() {
            let end = min(shown + max(screenRows() - 2, 5), lines.count)
            for line in lines[shown..<end] {
                switch line {
                case .plain(let text): console.line(text)
                case .diff(let text): console.diffLine(text)
                }
            }
            shown = end
        }
        func prompt() {
            let place = "[\(position)/\(count)] \(change.scenario)"
            if shown < lines.count {
                console.line("\(place): lines 1-\(shown) of \(lines.count), space or Return for more; \(ReviewKey.choices)")
            } else {
                console.line("\(place): \(ReviewKey.choices)")
            }
        }
        console.line("")
        showPage()
        prompt()
        // After a toggle: say what changed, then show the change again from its top.
        func redraw(_ line: String) {
            console.line(line)
            lines = shownLines(of: change, position: position, of: count, display: display)
            shown = 0
            showPage()
        }
        while let key = nextKey() {
            switch ReviewKey.action(of: key) {
            case .decide(let decision):
                return decision
            case .more:
                if shown < lines.count { showPage() } else { console.line("the whole change is shown") }
            case .toggleHeader:
                display.showsHeader.toggle()
                redraw(display.showsHeader ? "header shown (i hides it)" : "header hidden (i shows it)")
            case .toggleDiff:
                display.showsDiff.toggle()
                redraw(display.showsDiff ? "diff shown (d hides it)" : "diff hidden (d shows it)")
            case .help:
                ReviewKey.help.forEach(console.line)
            case .nothing:
                console.line("\(key.name) decides nothing.")
                ReviewKey.help.forEach(console.line)
            }
            prompt()
        }
        return .quit
    }

    /// What the review shows of `change`: its place and summary, the
    /// header (scenario file, title, golden, run, legend) and the diff
    /// with context, as `display` says.
    func shownLines(of change: PendingChange, position: Int, of count: Int, display: ReviewDisplay) -> [ShownLine] {
        var lines: [ShownLine] = [.plain("[\(position)/\(count)] \(change.scenario): \(change.summary) (\(change.runName))")]
        if display.showsHeader {
            lines.append(.plain("  scenario file: \(paths.scenarios)/\(change.scenario).json"))
            if let title = change.recording?.title ?? change.golden?.title { lines.append(.plain("  title: \(title)")) }
            if change.kind != .new { lines.append(.plain("  golden: \(RunReference.golden(change.scenario)) in \(paths.goldens)")) }
            switch change.origin {
            case .run: lines.append(.plain("  this run: \(change.runName) in \(paths.databaseDisplay)"))
            case .artifact(let path, _): lines.append(.plain("  this run: \(change.runName), in \(path)"))
            case .none: break
            }
            if change.kind == .changed {
                lines.append(.plain("  legend: - golden, + this run; \(RecordingComparison.contextLines) lines of context around each difference"))
            } else if change.kind == .new {
                lines.append(.plain("  legend: + this run"))
            }
        }
        guard display.showsDiff else {
            lines.append(.plain("  (diff hidden: d shows it)"))
            return lines
        }
        switch change.kind {
        case .changed:
            for line in change.comparison?.reportWithContext ?? [] {
                let marker = line.first { $0 != " " }
                lines.append(marker == "-" || marker == "+" ? .diff(line) : .plain(line))
            }
        case .new:
            lines.append(.plain("  no golden in \(paths.goldens); accepting records this run:"))
            for line in change.recording.map(RecordingText.document) ?? [] { lines.append(.diff("    + \(line)")) }
        case .obsolete:
            lines.append(.plain("  \(paths.scenarios)/\(change.scenario).json no longer exists; accepting removes \(RunReference.golden(change.scenario)) and its text"))
        case .unusable:
            lines.append(.plain("  \(change.refusal ?? "the run file cannot be used")"))
        }
        return lines
    }
}
