import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LiveCollectionsStore
import LiveCollectionsTestSupport
import Testing

/// Every accept whole: a golden and its text golden change together or not
/// at all, whatever signal arrives when. Ctrl-C and `kill` are held while
/// the two are written; after SIGKILL the next command that reads the
/// goldens finishes or undoes what was left (a journal beside the text).
@Suite("an interrupted accept leaves the goldens agreeing")
struct AcceptInterruptionTests {
    static let scenario = "07-carousels"

    /// A workspace whose 07 was edited and replayed (run 1), with the
    /// goldens' files before and after `approve 1`.
    final class Accepting {
        let workspace: Workspace
        let old: [String: Data]
        let new: [String: Data]

        init() throws {
            workspace = try Workspace()
            try workspace.edit(AcceptInterruptionTests.scenario, replacing: #""title": "Table of carousels""#, with: #""title": "Table of carousels, edited""#)
            #expect(try workspace.run("verify", "--record", "never", "07").status == 1)
            old = try ReviewCommandTests.goldenFiles(workspace)
            #expect(try workspace.run("approve", "1").status == 0)
            new = try ReviewCommandTests.goldenFiles(workspace)
            #expect(new["goldens/07-carousels.txt"] != old["goldens/07-carousels.txt"])
            try restore(old)
        }

        /// Puts the goldens' files back as `files` (and nothing else there:
        /// a rollback journal a killed compaction left beside the store
        /// would otherwise be played into the restored file).
        func restore(_ files: [String: Data]) throws {
            for suffix in ["-journal", "-wal", "-shm"] {
                try? FileManager.default.removeItem(at: workspace.url("Scenarios/goldens.sqlite\(suffix)"))
            }
            let folder = workspace.url("Scenarios/goldens")
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where files["goldens/\(name)"] == nil {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
            for (path, data) in files { try data.write(to: workspace.url("Scenarios/\(path)")) }
        }

        /// The golden 07 has in goldens.sqlite and its text file, each as
        /// `old` or `new`, or nil when it is neither.
        func state() throws -> (store: String?, text: String?) {
            let title = try ReviewCommandTests.golden(of: AcceptInterruptionTests.scenario, in: workspace)?.title
            let text = try Data(contentsOf: workspace.url("Scenarios/goldens/07-carousels.txt"))
            return (
                title == "Table of carousels" ? "old" : title == "Table of carousels, edited" ? "new" : nil,
                text == old["goldens/07-carousels.txt"] ? "old" : text == new["goldens/07-carousels.txt"] ? "new" : nil)
        }

        /// Hidden journal files left in the text folder.
        func journals() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: workspace.url("Scenarios/goldens").path).filter { $0.hasPrefix(".") }
        }
    }

    /// Starts the tool with `arguments` in `workspace` as a shell would: its
    /// signals at their default dispositions (a test runner may ignore
    /// SIGINT and SIGTERM, and a child inherits that), output to `output`
    /// (a descriptor) or /dev/null.
    static func spawn(_ arguments: [String], in workspace: Workspace, output: Int32? = nil) throws -> pid_t {
        // Darwin's posix_spawnattr_t is a pointer that init fills in; glibc's a struct.
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        // Darwin's posix_spawn_file_actions_t is a pointer that init fills in; glibc's a struct.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let output { posix_spawn_file_actions_adddup2(&actions, output, 1) } else { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var environment = ProcessInfo.processInfo.environment
        for name in ["SCENARIOS_RECORD", "SCENARIOS_DATABASE", "CI", "GITHUB_ACTIONS"] { environment[name] = nil }
        environment["SCENARIOS_SOURCE_REVISION"] = ToolProcess.sourceRevision
        environment["SCENARIOS_COMMAND"] = "scenarios"
        // env(1) changes to the workspace, then becomes the tool.
        let argv: [UnsafeMutablePointer<CChar>?] = (["/usr/bin/env", "-C", workspace.directory.path, ToolProcess.executable.path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, envp)
        guard error == 0 else { throw SpawnError(code: error) }
        return pid
    }

    struct SpawnError: Error { let code: Int32 }

    /// Waits for `pid`; returns its wait status.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return status
    }

    /// Starts `approve 1` and sends `signal` after `delay` seconds; returns
    /// the wait status.
    static func approve(in workspace: Workspace, interruptedBy signal: Int32, after delay: TimeInterval) throws -> Int32 {
        let pid = try spawn(["approve", "1"], in: workspace)
        Thread.sleep(forTimeInterval: delay)
        kill(pid, signal)
        return wait(pid)
    }

    /// 21 points for each of SIGINT, SIGTERM and SIGKILL, spread from the
    /// accept's start to past its end: after each, `verify` finds the
    /// golden and its text agreeing (finishing a half-written accept first)
    /// and says which they hold; no journal is left.
    @Test(arguments: [SIGINT, SIGTERM, SIGKILL])
    func anAcceptInterruptedAnywhereLeavesBothFormsAgreeing(signal: Int32) throws {
        let accepting = try Accepting()
        let workspace = accepting.workspace
        // How long an uninterrupted accept takes here: the median of three.
        var durations: [TimeInterval] = []
        for _ in 0..<3 {
            let started = Date()
            #expect(Self.wait(try Self.spawn(["approve", "1"], in: workspace)) == 0)
            durations.append(Date().timeIntervalSince(started))
            try accepting.restore(accepting.old)
        }
        let duration = durations.sorted()[1]

        var outcomes: [String: Int] = [:]
        for point in 0...20 {
            let delay = duration * 1.2 * Double(point) / 20
            _ = try Self.approve(in: workspace, interruptedBy: signal, after: delay)
            let verify = try workspace.run("verify", "--record", "never", "07")
            let (store, text) = try accepting.state()
            #expect(store != nil && store == text, "signal \(signal) after \(delay) s: goldens.sqlite holds \(store ?? "?"), the text \(text ?? "?")\n\(verify.output)")
            #expect(try accepting.journals() == [], "no journal left after verify")
            #expect(!verify.output.contains("edited by hand"), "\(verify.output)")
            if store == "new" {
                #expect(verify.status == 0 && verify.outputLines.contains { $0.hasSuffix("matched") }, "\(verify.output)")
            } else {
                #expect(verify.status == 1 && verify.outputLines.contains("07-carousels: does not match its golden"), "\(verify.output)")
            }
            outcomes[store ?? "?", default: 0] += 1
            try accepting.restore(accepting.old)
        }
        print("signal \(signal), accept of \(String(format: "%.0f", duration * 1000)) ms interrupted at 21 points: \(outcomes.sorted { $0.key < $1.key })")
    }

    /// SIGKILL between the store's commit and the text's rename: the store
    /// holds the new golden, the text the old one, and the journal the new
    /// text. `review --list` (as `verify` and `approve` do) finishes it.
    @Test func aJournalLeftBetweenCommitAndRenameIsFinished() throws {
        let accepting = try Accepting()
        var files = accepting.old
        files["goldens.sqlite"] = accepting.new["goldens.sqlite"]
        files["goldens/.07-carousels.txt.accepting"] = accepting.new["goldens/07-carousels.txt"]
        try accepting.restore(files)

        let list = try accepting.workspace.run("review", "--list")

        #expect(list.outputLines.first == "07-carousels: finished an interrupted accept: Scenarios/goldens/07-carousels.txt now holds golden:07-carousels, as Scenarios/goldens.sqlite does")
        #expect(try accepting.state() == ("new", "new"))
        #expect(try accepting.journals() == [])
    }

    /// SIGKILL after the journal was written, before the store committed:
    /// both still hold the previous golden, and the journal is dropped.
    @Test func aJournalLeftBeforeTheCommitIsDropped() throws {
        let accepting = try Accepting()
        var files = accepting.old
        files["goldens/.07-carousels.txt.accepting"] = accepting.new["goldens/07-carousels.txt"]
        try accepting.restore(files)

        let verify = try accepting.workspace.run("verify", "--record", "never", "07")

        #expect(verify.outputLines.first == "07-carousels: an accept was interrupted before Scenarios/goldens.sqlite changed: the golden and Scenarios/goldens/07-carousels.txt both hold the previous golden")
        #expect(try accepting.state() == ("old", "old"))
        #expect(try accepting.journals() == [])
    }

    /// A journal is a regular file the tool wrote: a symbolic link in its
    /// place (arrived in a pull request, say) is dropped, never followed,
    /// even when what it points at is the golden's text.
    @Test func aLinkInPlaceOfAJournalIsDroppedNotFollowed() throws {
        let accepting = try Accepting()
        var files = accepting.old
        files["goldens.sqlite"] = accepting.new["goldens.sqlite"]
        try accepting.restore(files)
        let target = accepting.workspace.url("outside.txt")
        try #require(accepting.new["goldens/07-carousels.txt"]).write(to: target)
        try FileManager.default.createSymbolicLink(
            at: accepting.workspace.url("Scenarios/goldens/.07-carousels.txt.accepting"), withDestinationURL: target)

        _ = try accepting.workspace.run("review", "--list")

        #expect(try accepting.journals() == [])
        #expect(FileManager.default.fileExists(atPath: target.path), "what the link pointed at stays")
        let text = accepting.workspace.url("Scenarios/goldens/07-carousels.txt")
        #expect(try FileManager.default.destinationOfSymbolicLinkIfAny(text.path) == nil, "the text golden is not the link")
    }

    /// An older version wrote the store first and the text after, without a
    /// journal: a text golden older than its golden's run and than the
    /// store's last write is rewritten from the store. A text edited after
    /// the golden was recorded is left for verify to report.
    @Test func aTextAnOlderVersionLeftBehindIsRewrittenAndAHandEditIsNot() throws {
        let accepting = try Accepting()
        var files = accepting.old
        files["goldens.sqlite"] = accepting.new["goldens.sqlite"]
        try accepting.restore(files)
        let text = accepting.workspace.url("Scenarios/goldens/07-carousels.txt")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: text.path)

        let verify = try accepting.workspace.run("verify", "--record", "never", "07")

        #expect(verify.status == 0, "\(verify.output)")
        #expect(verify.outputLines.first == "07-carousels: finished an accept an older version of the tool left half-written: Scenarios/goldens/07-carousels.txt was older than golden:07-carousels and is rewritten from Scenarios/goldens.sqlite")
        #expect(try accepting.state() == ("new", "new"))

        // Edited by hand now (after the golden was recorded): reported, not rewritten.
        try Data("edited by hand\n".utf8).write(to: text)
        let again = try accepting.workspace.run("verify", "--record", "never", "07")
        #expect(again.status == 1)
        #expect(again.output.contains("07-carousels.txt: does not match golden:07-carousels in Scenarios/goldens.sqlite: edited by hand"), "\(again.output)")
        #expect(try Data(contentsOf: text) == Data("edited by hand\n".utf8))
    }

    /// `review --accept-all` stopped by SIGINT or SIGTERM while it accepts:
    /// the decision being written is finished, the summary printed, and
    /// the exit status is the signal's; what was decided stays decided.
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aReviewStoppedBySignalPrintsItsSummaryAndExitsWithTheSignalsStatus(signal: Int32, status: Int32) throws {
        let workspace = try Workspace()
        let names = ["01-collection-view-single-section", "02-table-view-single-section", "03-collection-view-discrete-sections",
                     "04-table-view-discrete-sections", "05-collection-view-sectioned-data", "06-table-view-sectioned-data", "07-carousels"]
        for name in names {
            let file = workspace.url("Scenarios/\(name).json")
            var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            object["title"] = "\(object["title"] as? String ?? ""), edited"
            try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: file)
        }
        #expect(try ToolProcess.run(["verify", "--record", "never"] + names, in: workspace.directory).status == 1)
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let pid = try Self.spawn(["review", "--accept-all"], in: workspace, output: ends[1])
        close(ends[1])
        let reader = PipeReader(FileHandle(fileDescriptor: ends[0], closeOnDealloc: true))
        // Wait for the first accept, then interrupt.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !(try String(contentsOf: workspace.url("Scenarios/goldens/01-collection-view-single-section.txt"), encoding: .utf8)).contains("edited") {
            Thread.sleep(forTimeInterval: 0.01)
        }
        kill(pid, signal)
        let waited = Self.wait(pid)
        let lines = String(decoding: reader.wait(), as: UTF8.self).split(separator: "\n").map(String.init)

        #expect(waited & 0x7f == 0 && (waited >> 8) & 0xff == status, "wait status \(waited)")
        let summary = try #require(lines.last, "\(lines)")
        #expect(summary.hasPrefix("reviewed "), "\(lines)")
        #expect(summary.contains(" not reviewed (interrupted)") || summary.contains("7 accepted"), "\(summary)")
        // Every change decided is whole: its golden and text agree (verify matches it); the others still differ.
        let verify = try ToolProcess.run(["verify", "--record", "never"] + names, in: workspace.directory)
        let matched = verify.outputLines.filter { $0.hasSuffix("matched") }.count
        let accepted = lines.filter { $0.hasPrefix("approved run ") }.count
        #expect(matched == accepted && accepted >= 1, "\(accepted) accepted, \(matched) matched:\n\(verify.output)")
        #expect(!verify.output.contains("edited by hand"), "\(verify.output)")
    }
}

extension FileManager {
    /// Where the link at `path` points, or nil when `path` is not a link.
    fileprivate func destinationOfSymbolicLinkIfAny(_ path: String) throws -> String? {
        guard let type = try attributesOfItem(atPath: path)[.type] as? FileAttributeType, type == .typeSymbolicLink else { return nil }
        return try destinationOfSymbolicLink(atPath: path)
    }
}
