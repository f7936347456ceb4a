import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LiveCollectionsTestSupport
import Testing

/// `scenarios review` in a real terminal: tmux runs it in a pane of its
/// own server, the test presses keys with `send-keys` and reads the screen
/// with `capture-pane`, as a user would. Runs where tmux is on PATH, and
/// always on CI (`.ci/run` installs tmux).
@Suite("scenarios review in a terminal", .enabled(if: ExternalTool.isAvailable("tmux")))
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
        try terminal.wait(for: "a accept · r reject · s skip · q quit")
        // The diff is coloured on a terminal: its `-` line red, its `+` line green.
        let colored = try terminal.screen(escapes: true)
        #expect(colored.contains("\u{1B}[31m    - 01-collection-view-single-section:"), "\(colored)")
        #expect(colored.contains("\u{1B}[32m    + 01-collection-view-single-section:"), "\(colored)")

        try terminal.press("x")  // not a choice: asked again, nothing decided
        try terminal.wait(for: "press a (accept), r (reject), s (skip) or q (quit)")
        try terminal.press("a")
        try terminal.wait(for: "approved run #1 of 01-collection-view-single-section")
        try terminal.wait(for: "[2/3] 02-table-view-single-section")
        try terminal.press("r")
        try terminal.wait(for: "rejected 02-table-view-single-section: the golden stays as it is; run 2 stays in .scenario-runs/runs.sqlite")
        try terminal.wait(for: "[3/3] 07-carousels")
        try terminal.press("q")
        try terminal.wait(for: "reviewed 2 changes: 1 accepted, 1 rejected, 0 skipped; 1 not reviewed (quit); commit Scenarios/goldens.sqlite and Scenarios/goldens")
        try terminal.wait(for: "exit status 0")
        // The terminal's settings are given back: echo and line editing on.
        try terminal.wait(for: "settings: icanon echo")

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

    /// One tmux server of the test's own (`-L`), one pane running the
    /// review in the workspace, then printing its exit status and the
    /// terminal's settings.
    final class Terminal {
        private let socket = "review-test-\(UUID().uuidString.prefix(8))"
        private let tmux: String

        init(in workspace: Workspace) throws {
            tmux = try #require(ExternalTool.path("tmux"), "tmux is not on PATH (apt-get install tmux)")
            let variables = [
                "SCENARIOS_SOURCE_REVISION=\(ToolProcess.sourceRevision)", "SCENARIOS_COMMAND=scenarios", "TERM=xterm-256color", "NO_COLOR=",
                "CI=", "SCENARIOS_RECORD=", "SCENARIOS_DATABASE=",
            ].map(Self.quoted).joined(separator: " ")
            let command = "cd \(Self.quoted(workspace.directory.path)) && env \(variables) \(Self.quoted(ToolProcess.executable.path)) review; "
                + "echo \"exit status $?\"; echo \"settings: $(stty -a | grep -o -w -E -- '-?icanon|-?echo' | tr '\\n' ' ')\"; sleep 600"
            // Started with posix_spawn, its descriptors /dev/null, and waited
            // for with waitpid: the tmux server it forks keeps every
            // descriptor it inherits, so a pipe (Process's own among them)
            // would never reach its end.
            let status = Self.spawnAndWait(tmux, ["-L", socket, "new-session", "-d", "-x", "220", "-y", "60", command])
            #expect(status == 0, "tmux new-session exits 0 (wait status \(status))")
        }

        /// The pane's text; with `escapes`, its colours as escape sequences.
        func screen(escapes: Bool = false) throws -> String {
            try Subprocess.run(tmux, ["-L", socket, "capture-pane", "-p", "-J", "-S", "-200"] + (escapes ? ["-e"] : []), timeout: 30).output
        }

        /// Waits until the pane shows `text` (up to 60 s).
        func wait(for text: String) throws {
            let deadline = Date().addingTimeInterval(60)
            var last = ""
            while Date() < deadline {
                last = try screen()
                if last.contains(text) { return }
                Thread.sleep(forTimeInterval: 0.1)
            }
            Issue.record("the terminal never showed \"\(text)\"; it shows:\n\(last)")
            throw WaitError()
        }

        struct WaitError: Error {}

        /// Presses one key.
        func press(_ key: String) throws {
            let sent = try Subprocess.run(tmux, ["-L", socket, "send-keys", "-l", key], timeout: 30)
            #expect(sent.status == 0, "tmux send-keys: \(sent.output)")
        }

        func close() {
            _ = try? Subprocess.run(tmux, ["-L", socket, "kill-server"], timeout: 30)
        }

        private static func spawnAndWait(_ path: String, _ arguments: [String]) -> Int32 {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            for descriptor: Int32 in [0, 1, 2] { posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_RDWR, 0) }
            let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return -1 }
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

    /// `scenarios arguments...` in the workspace.
    fileprivate func run(_ arguments: [String]) throws -> ToolProcess.Result {
        try ToolProcess.run(arguments, in: directory)
    }
}
