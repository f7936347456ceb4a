import ArgumentParser
import Foundation
import LiveCollectionsRunner

struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Review the pending changes: accept or reject each run that differs from its golden.",
        discussion: """
            A pending change is a scenario whose newest run differs from its golden or has none, or a golden \
            whose scenario file is gone. In a terminal, each change's step-by-step diff is shown, then one key \
            decides it: a accept (the run becomes the golden, as `approve` makes it), r reject (the golden \
            stays, the run stays where it is), s skip, q quit (what was decided stays decided); ? shows every \
            key, a change longer than the screen is shown a page at a time (space for more), and Ctrl-C stops \
            as q does, with exit status 130. Without a \
            terminal it never waits: it lists the changes, as --list does. --from DIR reviews the runs \
            `verify --artifacts DIR` wrote on CI, each accepted only when a replay here records the same; --label reviews a label's runs in a \
            shared store (--database postgres://...). --serve opens the same review as a page in a browser.
            """
    )

    @OptionGroup var options: StoreOptions

    @Option(help: ArgumentHelp("Review the runs labelled this (with a shared store: --database postgres://...).", valueName: "label"))
    var label: String?

    @Option(name: .customLong("from"), help: ArgumentHelp("Review the runs in a folder `verify --artifacts` wrote (on CI), each proven by a replay here.", valueName: "folder"))
    var from: String?

    @Flag(help: "List the pending changes, one line each, and exit: 0 when none, 1 when some.")
    var list = false

    @Flag(help: "Accept every pending change.")
    var acceptAll = false

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Accept the pending changes of these scenarios (names or unique prefixes); leave the others.", valueName: "name"))
    var accept: [String] = []

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Reject the pending changes of these scenarios (names or unique prefixes); leave the others.", valueName: "name"))
    var reject: [String] = []

    @Flag(help: "Reject every pending change: the goldens stay, and review does not ask about these runs again.")
    var rejectAll = false

    @Option(help: ArgumentHelp("Review only the scenarios this matches: a prefix (07), or a pattern with * ? [...] as the shell matches file names ('*carousel*').", valueName: "pattern"))
    var only: String?

    @Flag(help: "Review in a browser: a page served on this machine only, behind a random token (built with --traits ReviewServer).")
    var serve = false

    @Option(help: ArgumentHelp("With --serve, the port to listen on (default: a free one).", valueName: "port"))
    var port: Int?

    func validate() throws {
        let modes = [list, acceptAll, !accept.isEmpty, !reject.isEmpty, rejectAll, serve].filter { $0 }.count
        if modes > 1 {
            throw ValidationError("give one of --list, --accept-all, --accept, --reject, --reject-all and --serve")
        }
        if let only, only.isEmpty {
            throw ValidationError("--only cannot be empty: give a scenario name, a prefix such as 07, or a pattern such as '*carousel*'")
        }
        if from != nil, label != nil {
            throw ValidationError("--from reviews an artifacts folder, --label a store's runs: give one of them")
        }
        if let label, label.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--label cannot be empty: give a label such as nightly, or leave the option out")
        }
        if port != nil, !serve {
            throw ValidationError("--port is the review page's port: use it with --serve")
        }
        if let port, !(0...65535).contains(port) {
            throw ValidationError("--port \(port): give a port from 1 to 65535, or 0 (or none) for a free one")
        }
    }

    func run() throws {
        do {
            try perform(review)
        } catch {
            // Interrupted: the exit status says so, whatever else failed.
            if Interruption.isRequested { throw ExitCode(Interruption.exitStatus) }
            throw error
        }
        // Ctrl-C or a signal: the summary is printed, what was decided kept.
        if Interruption.isRequested { throw ExitCode(Interruption.exitStatus) }
    }

    /// The review `run()` performs: whether every accept asked for succeeded.
    private func review() throws(CommandFailure) -> Bool {
        let tool = options.tool()
        let source: ReviewSource = from.map { .artifacts($0) } ?? .store(label: label)
        if serve { return try ReviewServing.serve(tool, from: source, port: port ?? 0) }
        if list { return try tool.listPending(from: source, only: only) }
        // Ctrl-C, kill and a closed terminal stop the review between two
        // decisions, never inside one: the summary is printed and the exit
        // status is the signal's (130 for Ctrl-C).
        Interruption.install()
        if acceptAll { return try tool.review(from: source, mode: .acceptAll, only: only) }
        if rejectAll { return try tool.review(from: source, mode: .rejectAll, only: only) }
        if !accept.isEmpty { return try tool.review(from: source, mode: .accept(accept), only: only) }
        if !reject.isEmpty { return try tool.review(from: source, mode: .reject(reject), only: only) }
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
            // Never wait for input that cannot come: list, as --list does.
            return try tool.listPending(from: source, only: only)
        }
        return try reviewInTerminal(tool, from: source)
    }

    /// The review in a terminal, key by key: a signal (SIGINT, SIGTERM,
    /// SIGHUP) or Ctrl-C stops it after the decision being written, and
    /// the terminal gets its settings back on every way out.
    private func reviewInTerminal(_ tool: ScenarioTool, from source: ReviewSource) throws(CommandFailure) -> Bool {
        guard let keys = TerminalKeys() else { return try tool.listPending(from: source, only: only) }
        defer { keys.restore() }
        return try tool.review(from: source, mode: .interactive(nextKey: { keys.next() }, screenRows: { TerminalKeys.rows() }), only: only)
    }
}
