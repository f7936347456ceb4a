import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LiveCollectionsTestSupport
import Testing

/// `scenarios review` in a real terminal: tmux runs it in a pane of its
/// own server, the test presses keys with `send-keys` and reads the screen
/// with `capture-pane`, as a user would. Runs where tmux is on PATH, and
/// always on CI (`.ci/run` installs tmux). Each test's tmux server ends with
/// the test, however it ends (``Terminal`` ends it when let go of).
@Suite("scenarios review in a terminal", .enabled(if: ExternalTool.isAvailable("tmux")), .serialized)
struct ReviewTerminalTests {
    /// Three changes; `a` accepts the first, `r` rejects the second, `q`
    /// quits before the third: the first is the golden, the others are as
    /// they were and still pending, and the terminal is given back.
    @Test func acceptRejectQuit() throws {
        let workspace = try Workspace()
        let names = ["01-collection-view-single-section", "02-table-view-single-section", "07-carousels"]
        for name in names { try workspace.editTitle(name) }
        #expect(try workspace.run(["verify", "--record", "never"] + names).status == 1)
        let texts = try names.map { try Data(contentsOf: workspace.url("Scenarios/goldens/\($0).txt")) }

        let terminal = try Terminal(in: workspace)
        defer { terminal.close() }
        try terminal.wait(for: "[1/3] 01-collection-view-single-section: changed: the heading differs (run 1)")
        try terminal.wait(for: "[1/3] 01-collection-view-single-section: a accept, r reject, s skip, q quit, ? help")
        // The diff is coloured on a terminal: its `-` line red, its `+` line green.
        let colored = try terminal.screen(escapes: true)
        #expect(colored.contains("\u{1B}[31m    - 01-collection-view-single-section:"), "\(colored)")
        #expect(colored.contains("\u{1B}[32m    + 01-collection-view-single-section:"), "\(colored)")

        try terminal.press("x")  // not a choice: the help, nothing decided
        try terminal.wait(for: "x decides nothing.")
        try terminal.wait(for: "  a        accept: the run becomes the golden")
        try terminal.press("a")
        try terminal.wait(for: "approved run #1 of 01-collection-view-single-section")
        try terminal.wait(for: "[2/3] 02-table-view-single-section: a accept, r reject, s skip, q quit, ? help")
        try terminal.press("r")
        try terminal.wait(for: "rejected 02-table-view-single-section: the golden stays as it is; run 2 stays in .scenario-runs/runs.sqlite")
        try terminal.wait(for: "[3/3] 07-carousels: a accept, r reject, s skip, q quit, ? help")
        try terminal.press("q")
        try terminal.wait(for: "reviewed 2 changes: 1 accepted, 1 rejected, 0 skipped; 1 not reviewed (quit); commit Scenarios/goldens.sqlite and Scenarios/goldens")
        try terminal.wait(for: "exit status 0")
        // The terminal's settings are given back: signals, line editing and echo on.
        try terminal.wait(for: "settings: isig icanon echo")

        #expect(try Data(contentsOf: workspace.url("Scenarios/goldens/\(names[0]).txt")) != texts[0], "the accepted golden's text is rewritten")
        #expect(try Data(contentsOf: workspace.url("Scenarios/goldens/\(names[1]).txt")) == texts[1], "the rejected golden's text stays")
        #expect(try Data(contentsOf: workspace.url("Scenarios/goldens/\(names[2]).txt")) == texts[2], "the unreviewed golden's text stays")
        let verify = try workspace.run(["verify", "--record", "never"] + names)
        #expect(verify.outputLines.contains { $0.hasPrefix(names[0]) && $0.hasSuffix("matched") }, "\(verify.output)")
        let list = try workspace.run("review", "--list")
        #expect(list.status == 1)
        #expect(list.outputLines.dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }.prefix(2) == [names[1], names[2]][...],
                "\(list.output)")
    }

    /// Arrows, F4, Escape, Home, End and the Page keys (whose sequences end
    /// in letters: `ESC [ A` is Up, `ESC O S` F4), and upper-case `A`:
    /// each decides nothing and shows the help; not a byte of the goldens
    /// changes; `q` then quits.
    @Test func keysThatAreNotDecisionsDecideNothing() throws {
        let workspace = try Workspace()
        let name = "01-collection-view-single-section"
        try workspace.editTitle(name)
        #expect(try workspace.run(["verify", "--record", "never", name]).status == 1)
        let before = try workspace.goldenBytes()

        let terminal = try Terminal(in: workspace)
        defer { terminal.close() }
        let prompt = "[1/1] \(name): a accept, r reject, s skip, q quit, ? help"
        try terminal.wait(for: prompt)
        let keys = [("Up", "Up"), ("Down", "Down"), ("Left", "Left"), ("Right", "Right"), ("F4", "F4"), ("Escape", "Escape"),
                    ("Home", "Home"), ("End", "End"), ("PageUp", "Page Up"), ("PageDown", "Page Down")]
        for (index, (key, name)) in keys.enumerated() {
            try terminal.send(key)
            try terminal.wait(for: "\(name) decides nothing.")
            try terminal.wait(for: prompt, count: index + 2)
        }
        try terminal.press("A")
        try terminal.wait(for: "A decides nothing.")
        try terminal.wait(for: prompt, count: keys.count + 2)
        #expect(try terminal.screen().components(separatedBy: "  any other key decides nothing (upper-case A included)").count - 1 == keys.count + 1,
                "the help after each key")
        #expect(try !terminal.screen().contains("approved"))
        #expect(try workspace.goldenBytes() == before, "no golden changed while the keys were pressed")

        try terminal.press("q")
        try terminal.wait(for: "reviewed 0 changes: 0 accepted, 0 rejected, 0 skipped; 1 not reviewed (quit)")
        try terminal.wait(for: "exit status 0")
        #expect(try workspace.goldenBytes() == before, "no golden changed")
        #expect(try workspace.run("review", "--list").status == 1, "the change is still pending")
    }

    /// A change longer than the screen (a batch duration changed: every
    /// step's events move): the header (scenario file, title, legend), the
    /// differences with three lines of context under `@@` lines, a page at
    /// a time (space and Return for more); `i` hides and shows the header,
    /// `d` the diff.
    @Test func aLongChangeIsPagedWithContext() throws {
        let workspace = try Workspace()
        let name = "07-carousels"
        try workspace.edit(name, replacing: #""view": { "style": "table" }"#, with: #""view": { "style": "table", "animationMilliseconds": 250 }"#)
        #expect(try workspace.run(["verify", "--record", "never", name]).status == 1)
        let before = try workspace.goldenBytes()

        let terminal = try Terminal(in: workspace, rows: 20)
        defer { terminal.close() }
        try terminal.wait(for: "  scenario file: Scenarios/07-carousels.json")
        try terminal.wait(for: "  title: ")
        try terminal.wait(for: "  golden: golden:07-carousels in Scenarios/goldens.sqlite")
        try terminal.wait(for: "  this run: run 1 in .scenario-runs/runs.sqlite")
        try terminal.wait(for: "  legend: - golden, + this run; 3 lines of context around each difference")
        try terminal.wait(for: "[1/1] 07-carousels: lines 1-18 of ")
        let total = try #require(Int(try terminal.screen().components(separatedBy: "lines 1-18 of ").last?.prefix { $0.isNumber } ?? ""))
        #expect(total > 54, "the change takes more than three pages (\(total) lines)")
        let screen = try terminal.screen()
        #expect(screen.contains("    @@ -"), "\(screen)")
        #expect(screen.split(separator: "\n").contains { $0.hasPrefix("      ") && !$0.hasPrefix("       ") }, "context lines: \(screen)")
        #expect(screen.split(separator: "\n").contains { $0.hasPrefix("    - ") }, "\(screen)")
        #expect(screen.split(separator: "\n").contains { $0.hasPrefix("    + ") }, "\(screen)")
        #expect(!screen.contains("[1/1] 07-carousels: a accept"), "not all of it at once")

        try terminal.send("Space")
        try terminal.wait(for: "[1/1] 07-carousels: lines 1-36 of \(total), space or Return for more")
        try terminal.send("Enter")
        try terminal.wait(for: "[1/1] 07-carousels: lines 1-54 of \(total), space or Return for more")
        var shown = 54
        while shown < total {
            try terminal.send("Space")
            shown += 18
            try terminal.wait(for: shown < total ? "[1/1] 07-carousels: lines 1-\(shown) of \(total), space or Return for more"
                : "[1/1] 07-carousels: a accept, r reject, s skip, q quit, ? help")
        }
        try terminal.send("Space")
        try terminal.wait(for: "the whole change is shown")

        try terminal.press("i")
        try terminal.wait(for: "header hidden (i shows it)")
        try terminal.wait(for: "[1/1] 07-carousels: lines 1-18 of \(total - 5)")
        #expect(!(try terminal.screen(after: "header hidden (i shows it)").contains("legend:")))
        try terminal.press("d")
        try terminal.wait(for: "diff hidden (d shows it)")
        try terminal.wait(for: "  (diff hidden: d shows it)")
        try terminal.wait(for: "[1/1] 07-carousels: a accept, r reject, s skip, q quit, ? help", count: 2)
        let hidden = try terminal.screen(after: "diff hidden (d shows it)")
        #expect(!hidden.contains("@@") && !hidden.contains("legend:"), "\(hidden)")
        try terminal.press("i")
        try terminal.wait(for: "header shown (i hides it)")
        try terminal.wait(for: "[1/1] 07-carousels: a accept, r reject, s skip, q quit, ? help", count: 3)
        let header = try terminal.screen(after: "header shown (i hides it)")
        #expect(header.contains("legend:") && !header.contains("@@"), "\(header)")
        try terminal.press("d")
        try terminal.wait(for: "diff shown (d hides it)")
        try terminal.wait(for: "[1/1] 07-carousels: lines 1-18 of \(total)", count: 2)
        #expect(try terminal.screen(after: "diff shown (d hides it)").contains("@@"))

        try terminal.press("s")
        try terminal.wait(for: "reviewed 1 change: 0 accepted, 0 rejected, 1 skipped")
        try terminal.wait(for: "exit status 0")
        #expect(try workspace.goldenBytes() == before, "no golden changed")
    }

    /// Ctrl-C mid-review (a key: the terminal's signal keys are off while
    /// it reads keys): the review stops, what was accepted stays accepted,
    /// the summary is printed, the exit status is 130 and the terminal's
    /// settings are given back.
    @Test func ctrlCStopsTheReviewKeepingWhatWasDecided() throws {
        let workspace = try Workspace()
        let names = ["01-collection-view-single-section", "02-table-view-single-section", "07-carousels"]
        for name in names { try workspace.editTitle(name) }
        #expect(try workspace.run(["verify", "--record", "never"] + names).status == 1)

        let terminal = try Terminal(in: workspace)
        defer { terminal.close() }
        try terminal.wait(for: "[1/3] 01-collection-view-single-section: a accept")
        try terminal.press("a")
        try terminal.wait(for: "[2/3] 02-table-view-single-section: a accept")
        try terminal.send("C-c")
        try terminal.wait(for: "reviewed 1 change: 1 accepted, 0 rejected, 0 skipped; 2 not reviewed (interrupted); commit Scenarios/goldens.sqlite and Scenarios/goldens")
        try terminal.wait(for: "exit status 130")
        try terminal.wait(for: "settings: isig icanon echo")

        let verify = try workspace.run(["verify", "--record", "never"] + names)
        #expect(verify.outputLines.contains { $0.hasPrefix(names[0]) && $0.hasSuffix("matched") }, "the accept is kept: \(verify.output)")
        let list = try workspace.run("review", "--list")
        #expect(list.outputLines.dropFirst().prefix(2).map { String($0.prefix { $0 != " " }) } == [names[1], names[2]], "\(list.output)")
    }

    /// SIGTERM sent with `kill` while the review waits for a key: it stops
    /// as Ctrl-C does, with exit status 143 (128 + 15), the terminal's
    /// settings given back.
    @Test func aSignalWhileWaitingStopsTheReview() throws {
        let workspace = try Workspace()
        let name = "01-collection-view-single-section"
        try workspace.editTitle(name)
        #expect(try workspace.run(["verify", "--record", "never", name]).status == 1)
        let before = try workspace.goldenBytes()

        let terminal = try Terminal(in: workspace)
        defer { terminal.close() }
        try terminal.wait(for: "[1/1] \(name): a accept")
        let review = try #require(terminal.reviewProcess(), "the review's process id")
        #expect(kill(review, SIGTERM) == 0)
        try terminal.wait(for: "reviewed 0 changes: 0 accepted, 0 rejected, 0 skipped; 1 not reviewed (interrupted)")
        try terminal.wait(for: "exit status 143")
        try terminal.wait(for: "settings: isig icanon echo")
        #expect(try workspace.goldenBytes() == before)
    }

    /// One tmux server of the test's own (`-L`, no configuration file), one
    /// pane running the review in the workspace, then printing its exit
    /// status and the terminal's settings; the pane stays when its command
    /// has ended (`remain-on-exit`), and nothing else runs in it. The
    /// server, and every process in its pane, ends with ``close()``, called
    /// when the terminal is let go of too.
    final class Terminal {
        private let socket = "review-test-\(UUID().uuidString.prefix(8))"
        private let tmux: String
        /// The tmux server's process and the pane's shell, ended by ``close()``.
        private var processes: [pid_t] = []
        private var closed = false

        init(in workspace: Workspace, rows: Int = 60) throws {
            tmux = try #require(ExternalTool.path("tmux"), "tmux is not on PATH (apt-get install tmux)")
            let variables = [
                "SCENARIOS_SOURCE_REVISION=\(ToolProcess.sourceRevision)", "SCENARIOS_COMMAND=scenarios", "TERM=xterm-256color", "NO_COLOR=",
                "CI=", "SCENARIOS_RECORD=", "SCENARIOS_DATABASE=",
            ].map(Self.quoted).joined(separator: " ")
            let command = "cd \(Self.quoted(workspace.directory.path)) && env \(variables) \(Self.quoted(ToolProcess.executable.path)) review; "
                + "echo \"exit status $?\"; echo \"settings: $(stty -a | grep -o -w -E -- '-?isig|-?icanon|-?echo' | tr '\\n' ' ')\""
            // Started with posix_spawn, its descriptors /dev/null, and waited
            // for with waitpid: the tmux server it forks keeps every
            // descriptor it inherits, so a pipe (Process's own among them)
            // would never reach its end.
            let status = Self.spawnAndWait(tmux, [
                "-L", socket, "-f", "/dev/null", "start-server", ";", "set-option", "-g", "remain-on-exit", "on", ";",
                "new-session", "-d", "-x", "220", "-y", String(rows), command,
            ])
            #expect(status == 0, "tmux new-session exits 0 (wait status \(status))")
            let ids = try Subprocess.run(tmux, ["-L", socket, "display-message", "-p", "#{pid} #{pane_pid}"], timeout: 30).output
            processes = ids.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
        }

        deinit { close() }

        /// The pane's text; with `escapes`, its colours as escape sequences.
        func screen(escapes: Bool = false) throws -> String {
            try Subprocess.run(tmux, ["-L", socket, "capture-pane", "-p", "-J", "-S", "-", "-E", "-"] + (escapes ? ["-e"] : []), timeout: 30).output
        }

        /// The pane's text after the last `marker`.
        func screen(after marker: String) throws -> String {
            try screen().components(separatedBy: marker).last ?? ""
        }

        /// Waits until the pane shows `text` `count` times or more (up to 60 s).
        func wait(for text: String, count: Int = 1) throws {
            let deadline = Date().addingTimeInterval(60)
            var last = ""
            while Date() < deadline {
                last = try screen()
                if last.components(separatedBy: text).count - 1 >= count { return }
                Thread.sleep(forTimeInterval: 0.1)
            }
            Issue.record("the terminal never showed \"\(text)\" \(count) times; it shows:\n\(last)")
            throw WaitError()
        }

        struct WaitError: Error {}

        /// Types `text` as it is (`send-keys -l`).
        func press(_ text: String) throws {
            let sent = try Subprocess.run(tmux, ["-L", socket, "send-keys", "-l", text], timeout: 30)
            #expect(sent.status == 0, "tmux send-keys: \(sent.output)")
        }

        /// Presses a key by its tmux name (`Up`, `F4`, `PageDown`, `C-c`):
        /// the bytes a terminal sends for it.
        func send(_ key: String) throws {
            let sent = try Subprocess.run(tmux, ["-L", socket, "send-keys", key], timeout: 30)
            #expect(sent.status == 0, "tmux send-keys \(key): \(sent.output)")
        }

        /// The review's process: the pane shell's child (Linux's /proc).
        func reviewProcess() -> pid_t? {
            guard processes.count == 2 else { return nil }
            let children = try? String(contentsOfFile: "/proc/\(processes[1])/task/\(processes[1])/children", encoding: .utf8)
            return children?.split(separator: " ").first.flatMap { pid_t($0) }
        }

        /// Ends the tmux server (its pane's processes get SIGHUP) and waits
        /// until the server and the pane's shell are gone; kills what is
        /// left after 10 s. Once; later calls do nothing.
        func close() {
            guard !closed else { return }
            closed = true
            _ = try? Subprocess.run(tmux, ["-L", socket, "kill-server"], timeout: 30)
            let deadline = Date().addingTimeInterval(10)
            while processes.contains(where: { kill($0, 0) == 0 }), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            for process in processes where kill(process, 0) == 0 { kill(process, SIGKILL) }
        }

        /// Runs `path` and waits for it, its descriptors /dev/null, every
        /// signal at its default and none blocked (whatever the test
        /// runner's thread blocks), so that the server and its pane can be
        /// ended.
        private static func spawnAndWait(_ path: String, _ arguments: [String]) -> Int32 {
            // Darwin's posix_spawn_file_actions_t is a pointer that init fills in; glibc's a struct.
            #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            #else
            var actions = posix_spawn_file_actions_t()
            #endif
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for descriptor: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_RDWR, 0) }
            // Darwin's posix_spawnattr_t is a pointer that init fills in; glibc's a struct.
            #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
            #else
            var attributes = posix_spawnattr_t()
            #endif
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t()
            sigemptyset(&none)
            var all = sigset_t()
            sigfillset(&all)
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
            // This process's environment, spelt out: `environ` is glibc's, not Darwin's.
            let envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer { (argv + envp).forEach { free($0) } }
            var pid: pid_t = 0
            guard posix_spawn(&pid, path, &actions, &attributes, argv, envp) == 0 else { return -1 }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1, errno == EINTR {}
            return status
        }

        private static func quoted(_ text: String) -> String {
            "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
    }
}

extension Workspace {
    /// Edits the scenario's title, so that its next run differs from its golden.
    fileprivate func editTitle(_ scenario: String) throws {
        let file = url("Scenarios/\(scenario).json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        object["title"] = "\(object["title"] as? String ?? "") (edited)"
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: file)
    }

    /// The goldens' bytes: the SQLite file and each text golden, by path.
    fileprivate func goldenBytes() throws -> [String: Data] {
        var bytes = ["goldens.sqlite": try Data(contentsOf: url("Scenarios/goldens.sqlite"))]
        for name in try FileManager.default.contentsOfDirectory(atPath: url("Scenarios/goldens").path) {
            bytes["goldens/\(name)"] = try Data(contentsOf: url("Scenarios/goldens/\(name)"))
        }
        return bytes
    }

    /// `scenarios arguments...` in the workspace.
    fileprivate func run(_ arguments: [String]) throws -> ToolProcess.Result {
        try ToolProcess.run(arguments, in: directory)
    }
}
