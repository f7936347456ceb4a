import Foundation
import LiveCollectionsDocs
import LiveCollectionsRecording
import LiveCollectionsScenarios
import LiveCollectionsStore

/// Where `review` finds the runs it reviews.
public enum ReviewSource: Sendable, Hashable {
    /// The newest run of each scenario in the working database (`--database`,
    /// a file or a shared PostgreSQL store), among the runs labelled
    /// `label` when one is given.
    case store(label: String?)
    /// The runs in a folder `verify --artifacts` wrote on another machine
    /// (CI), each proven by replaying its scenario here before it is accepted.
    case artifacts(String)
}

/// What a reviewer decides about one change.
public enum ReviewDecision: Sendable, Hashable {
    /// Make the run the golden (`approve`).
    case accept
    /// Leave the golden as it is; the run stays where it is.
    case reject
    /// Decide later: nothing is written.
    case skip
    /// Stop reviewing: what was decided stays decided.
    case quit
}

/// What `review` does with the pending changes.
public enum ReviewMode: Sendable {
    /// Asks for each change in a terminal: shows it (a page at a time
    /// when it is longer than `screenRows()` lines), then reads keys
    /// (``TerminalKey``) until one decides it: `a` accept, `r` reject, `s`
    /// skip, `q` quit; any other key decides nothing. `nextKey` gives nil at
    /// the end of input or once an ``Interruption`` arrived: the review
    /// stops there, as `q` does.
    case interactive(nextKey: @Sendable () -> TerminalKey?, screenRows: @Sendable () -> Int)
    /// Accepts every change.
    case acceptAll
    /// Accepts the changes of the scenarios named (full names or unique
    /// prefixes; a change rejected before may be named too), and leaves
    /// the others.
    case accept([String])
    /// Rejects the changes of the scenarios named, as ``accept(_:)``
    /// names them, and leaves the others.
    case reject([String])
    /// Rejects every change.
    case rejectAll
}

extension ScenarioTool {
    // MARK: Finding pending changes

    /// Every pending change, in scenario order, then the obsolete goldens:
    /// each scenario whose newest run in `source` differs from its golden
    /// or has no golden, and each golden whose scenario file is gone. A run
    /// that matches its golden is not pending, whatever else differs.
    ///
    /// - Complexity: one read of each scenario file, of each newest run and
    ///   of each golden; one comparison of each pair (``RecordingComparison``).
    public func pendingChanges(from source: ReviewSource, only pattern: String? = nil) throws(CommandFailure) -> [PendingChange] {
        try reviewQueue(from: source, only: pattern).pending
    }

    /// The changes of `source` a reviewer has to decide (``pendingChanges(from:only:)``),
    /// and those a reviewer rejected already (the same run: a newer run that
    /// still differs is pending again), each only for the scenarios
    /// `pattern` matches (``ReviewFilter``).
    public func reviewQueue(from source: ReviewSource, only pattern: String? = nil) throws(CommandFailure) -> ReviewQueue {
        let filter = ReviewFilter(pattern)
        let changes = try allChanges(from: source).filter { filter.matches($0.scenario) }
        let rejected = Set(try rejections().entries().map(\.run))
        let location = paths.databaseDisplay
        let isRejected = { (change: PendingChange) in ReviewRejections.identity(of: change, location: location).map(rejected.contains) ?? false }
        return ReviewQueue(all: changes, pending: changes.filter { !isRejected($0) }, rejected: changes.filter(isRejected))
    }

    /// Where this review's rejections are kept (``ReviewRejections``).
    func rejections() throws(CommandFailure) -> ReviewRejections {
        ReviewRejections(location: try databaseLocation())
    }

    /// Every change of `source`, rejected or not.
    private func allChanges(from source: ReviewSource) throws(CommandFailure) -> [PendingChange] {
        try repairGoldenWrites()
        let loaded = try loadScenarios(named: [], quietly: true)
        let scenarios = Dictionary(loaded.compactMap { $0.scenario.map { ($0.name, $0) } }, uniquingKeysWith: { first, _ in first })
        let goldens: ScenarioStore? = FileManager.default.fileExists(atPath: paths.goldens) ? try readGoldens() : nil
        func golden(of name: String) throws(CommandFailure) -> ScenarioRecording? {
            guard let goldens else { return nil }
            return try store { () throws(StoreError) in try goldens.goldenRun(of: name) }?.recording
        }

        var changes: [PendingChange] = []
        for candidate in try candidates(from: source, scenarioOrder: loaded.map(\.name), scenarios: scenarios) {
            guard let recording = candidate.recording else {
                changes.append(PendingChange(
                    scenario: candidate.scenario, kind: .unusable, origin: candidate.origin, golden: nil, recording: nil, comparison: nil,
                    refusal: candidate.refusal, animationMilliseconds: 300, held: nil))
                continue
            }
            let scenario = scenarios[recording.scenario]
            let golden = try golden(of: recording.scenario)
            let comparison = golden.map { RecordingComparison(expected: $0, actual: recording) }
            if comparison?.isMatch == true { continue }
            changes.append(PendingChange(
                scenario: recording.scenario, kind: golden == nil ? .new : .changed, origin: candidate.origin,
                golden: golden, recording: recording, comparison: comparison,
                refusal: refusal(of: recording, scenario: scenario, name: recording.scenario) ?? candidate.refusal,
                animationMilliseconds: scenario?.view?.animationMilliseconds ?? 300, held: candidate.held))
        }

        let known = Set(loaded.map(\.name))
        let stored = try committedGoldens()
        for name in Set(stored.keys).union(goldenTexts.scenarios()).subtracting(known).sorted() {
            changes.append(PendingChange(
                scenario: name, kind: .obsolete, origin: .none, golden: try golden(of: name), recording: nil, comparison: nil, refusal: nil,
                animationMilliseconds: 300, held: nil))
        }
        return changes
    }

    /// A run that may be pending: its recording (nil for a run file that
    /// cannot be used), where it is, and why it cannot be accepted whatever
    /// it records.
    struct Candidate {
        /// The scenario, as the run (or, for an unusable file, its folder) names it.
        let scenario: String
        let recording: ScenarioRecording?
        let origin: PendingChange.Origin
        let refusal: String?
        /// A run file's bytes as read.
        var held: PendingChange.HeldArtifact? = nil
    }

    /// The newest run of each scenario in `source`, in scenario order (then
    /// runs of scenarios that have no file here, by name).
    private func candidates(
        from source: ReviewSource, scenarioOrder: [String], scenarios: [String: Scenario]
    ) throws(CommandFailure) -> [Candidate] {
        let order = Dictionary(scenarioOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func sorted(_ candidates: [Candidate]) -> [Candidate] {
            candidates.sorted { a, b in
                let (x, y) = (order[a.scenario] ?? .max, order[b.scenario] ?? .max)
                return x != y ? x < y : a.scenario < b.scenario
            }
        }
        switch source {
        case .store(let label):
            if case .file(let path) = try databaseLocation(), !FileManager.default.fileExists(atPath: path) { return [] }
            let working = try workingStore(create: false)
            let newest = try store { () throws(StoreError) -> [RunSummary] in
                if let label { return try working.latestRuns(label: label) }
                let runs = try working.runs(scenario: nil, label: nil)
                return Dictionary(grouping: runs, by: \.scenario).values.compactMap { runs in
                    runs.max { ($0.recordedAt, $0.id.rawValue) < ($1.recordedAt, $1.id.rawValue) }
                }
            }
            var candidates: [Candidate] = []
            for summary in newest {
                let recording = try store { () throws(StoreError) in try working.recording(of: summary.id) }
                candidates.append(Candidate(scenario: summary.scenario, recording: recording, origin: .run(summary.id), refusal: nil))
            }
            return sorted(candidates)
        case .artifacts(let folder):
            return sorted(try artifactCandidates(in: folder, scenarios: scenarios))
        }
    }

    /// Why `recording` cannot become the golden of `name` here, whatever
    /// it records: a failed replay, or a run of another scenario file.
    private func refusal(of recording: ScenarioRecording, scenario: Scenario?, name: String) -> String? {
        if case .failed(let message) = recording.outcome { return "the replay failed: \(message)" }
        guard let scenario else { return "\(paths.scenarios)/\(name).json does not exist here, or does not load" }
        guard scenario.contentHash == recording.contentHash else {
            return "recorded from another version of \(scenario.file) (scenario file \(recording.contentHash), here \(scenario.contentHash)): "
                + "verify again, then review the new run"
        }
        return nil
    }

    // MARK: Deciding

    /// Makes `change` decided as accepted: its run becomes the golden
    /// (``approve(_:)``; a run from an artifacts folder, proven by replay
    /// when it was found, is first stored in the working database as
    /// recorded), or an obsolete golden is removed with its text.
    ///
    /// - Returns: what the accept replaced, for ``undo(_:)``.
    /// - Throws: ``CommandFailure`` when the change cannot be accepted
    ///   (``PendingChange/refusal``), or a store or file fails.
    @discardableResult
    public func accept(_ change: PendingChange) throws(CommandFailure) -> ReviewUndo {
        let undo = try acceptChange(change)
        // Accepted, it matches its golden: a rejection of it says nothing more.
        try rejections().forget(scenario: change.scenario)
        return undo
    }

    private func acceptChange(_ change: PendingChange) throws(CommandFailure) -> ReviewUndo {
        if let refusal = change.refusal {
            throw CommandFailure("\(change.scenario): \(change.runName) cannot be accepted: \(refusal)")
        }
        let replaced = try currentGolden(of: change.scenario)
        switch change.origin {
        case .run(let run):
            try approve(.working(run))
        case .artifact(let path, _):
            guard let held = change.held else {
                throw CommandFailure("\(change.scenario): \(path) cannot be accepted: it was not read")
            }
            try acceptArtifact(held, path: path)
        case .none:
            try removeObsoleteGoldens(only: [change.scenario])
        }
        return .accepted(replaced)
    }

    /// Rejects `change`: its golden stays as it is, and the rejection is
    /// recorded (``ReviewRejections``), so that `review` does not ask about
    /// this run again; one line says what stays.
    public func reject(_ change: PendingChange) throws(CommandFailure) {
        if let identity = ReviewRejections.identity(of: change, location: paths.databaseDisplay) {
            try rejections().record(scenario: change.scenario, identity: identity, at: now())
        }
        let kept: String
        switch change.origin {
        case .run: kept = "\(change.runName) stays in \(paths.databaseDisplay)"
        case .artifact(let path, _): kept = "\(path) stays as it is"
        case .none:
            console.line("rejected \(change.scenario): its golden stays (remove it with `\(invocation.command("goldens remove-obsolete"))`)")
            return
        }
        if change.kind == .unusable {
            console.line("rejected \(change.scenario): \(kept); it is listed again until the folder is written again")
            return
        }
        let golden = change.kind == .new ? "no golden is recorded" : "the golden stays as it is"
        console.line("rejected \(change.scenario): \(golden); \(kept)")
    }

    /// `approve --from DIR NAME`: the run `verify --artifacts` wrote for
    /// scenario `name` (a full name or a unique prefix) becomes its golden,
    /// once this version, replaying it, records the same.
    public func approve(fromArtifacts folder: String, scenario name: String) throws(CommandFailure) {
        let queue = try reviewQueue(from: .artifacts(folder))
        let fromFolder = (queue.pending + queue.rejected).filter { if case .artifact = $0.origin { true } else { false } }
        let matches = fromFolder.contains { $0.scenario == name } ? fromFolder.filter { $0.scenario == name } : fromFolder.filter { $0.scenario.hasPrefix(name) }
        guard matches.count == 1, let change = matches.first else {
            let names = fromFolder.map(\.scenario)
            let problem = matches.isEmpty ? "no pending run of \"\(name)\"" : "more than one pending run starts with \"\(name)\""
            throw CommandFailure("\(folder): \(problem) (pending there: \(names.isEmpty ? "none, every run there is a golden already" : names.joined(separator: ", ")))")
        }
        try accept(change)
    }

    // MARK: Reviewing

    /// `review --list`: one line per pending change (scenario, run, what
    /// changed), then a count, and how many changes were rejected before.
    ///
    /// - Returns: whether nothing is pending.
    public func listPending(from source: ReviewSource, only pattern: String? = nil) throws(CommandFailure) -> Bool {
        let queue = try reviewQueue(from: source, only: pattern)
        let changes = queue.pending
        guard !changes.isEmpty else {
            console.line(noPendingLine(source, only: pattern, rejected: queue.rejected.count))
            return true
        }
        console.table(header: ["scenario", "run", "change"], rows: changes.map { change in
            ScenarioConsole.Row([change.scenario, change.runName, change.summary], tone: change.isAcceptable ? .warning : .bad)
        })
        console.line("\(Self.count(changes.count, "pending change")) in \(describe(source, only: pattern))\(Self.rejectedNote(queue.rejected.count)): "
            + "review them with `\(invocation.command("review", Self.sourceArguments(source) + (pattern.map { ["--only", ToolInvocation.shellWord($0)] } ?? [])))`")
        return false
    }

    /// ` (2 rejected before, not listed: ...)`, or nothing when none was.
    private static func rejectedNote(_ count: Int) -> String {
        count == 0 ? "" : " (\(count) rejected before, not listed: a newer run that still differs is pending again)"
    }

    /// The line that says nothing is pending, and how many changes were
    /// rejected before.
    private func noPendingLine(_ source: ReviewSource, only pattern: String?, rejected: Int) -> String {
        guard rejected > 0 else { return "no pending changes: every run in \(describe(source, only: pattern)) matches its golden" }
        return "no pending changes in \(describe(source, only: pattern)): \(Self.count(rejected, "change")) rejected before "
            + "\(rejected == 1 ? "is" : "are") not listed (a newer run that still differs is pending again; `--accept NAME` accepts one now)"
    }

    /// `review`: walks through the pending changes, deciding each as
    /// `mode` says; what is decided is written at once, so quitting keeps
    /// it. Ctrl-C, SIGTERM or SIGHUP (``Interruption``, once installed)
    /// stop it after the decision being written. Prints a summary at the end.
    ///
    /// - Returns: whether every accept asked for succeeded.
    public func review(from source: ReviewSource, mode: ReviewMode, only pattern: String? = nil) throws(CommandFailure) -> Bool {
        let queue = try reviewQueue(from: source, only: pattern)
        var chosen: Set<String> = []
        var changes = queue.pending
        switch mode {
        case .accept(let names), .reject(let names):
            let option = if case .accept = mode { "--accept" } else { "--reject" }
            guard !(queue.pending + queue.rejected).isEmpty else {
                console.line("no pending changes: every run in \(describe(source, only: pattern)) matches its golden")
                throw CommandFailure("nothing to \(option.dropFirst(2)) for \(names.joined(separator: ", ")): no change is pending")
            }
            chosen = try choose(names, in: queue.pending + queue.rejected, option: option)
            // The others pending are skipped; a change rejected before is
            // decided again only when named.
            let rejected = Set(queue.rejected.map(\.scenario))
            changes = queue.all.filter { !rejected.contains($0.scenario) || chosen.contains($0.scenario) }
        default:
            break
        }
        guard !changes.isEmpty else {
            console.line(noPendingLine(source, only: pattern, rejected: queue.rejected.count))
            return true
        }
        var tally = ReviewTally()
        var display = ReviewDisplay()
        for (index, change) in changes.enumerated() {
            if Interruption.isRequested {
                tally.unreviewed = changes.count - index
                tally.interrupted = true
                break
            }
            let decision: ReviewDecision
            switch mode {
            case .acceptAll: decision = .accept
            case .rejectAll: decision = .reject
            case .accept: decision = chosen.contains(change.scenario) ? .accept : .skip
            case .reject: decision = chosen.contains(change.scenario) ? .reject : .skip
            case .interactive(let nextKey, let screenRows):
                decision = Interruption.isRequested ? .quit
                    : ask(about: change, position: index + 1, of: changes.count, nextKey: nextKey, screenRows: screenRows, display: &display)
            }
            switch decision {
            case .accept, .reject:
                do {
                    if decision == .accept {
                        try accept(change)
                        tally.accepted += 1
                    } else {
                        try reject(change)
                        tally.rejected += 1
                    }
                } catch {
                    console.line("error: \(error.message)")
                    tally.failed += 1
                }
            case .skip:
                tally.skipped += 1
            case .quit:
                tally.unreviewed = changes.count - index
                tally.interrupted = Interruption.isRequested
            }
            if decision == .quit { break }
        }
        console.line(tally.summary(goldens: paths.goldens, texts: paths.goldenTexts))
        return tally.failed == 0
    }

    /// `pattern` as the shell takes it back: quoted when it holds a character
    /// the shell reads (a `*`).
    /// The pending changes `names` pick: each name a scenario's full name
    /// (even when it also starts another's), or a prefix of exactly one
    /// pending change's.
    ///
    /// - Throws: ``CommandFailure`` for a name that picks none or several;
    ///   then nothing is decided.
    private func choose(_ names: [String], in changes: [PendingChange], option: String) throws(CommandFailure) -> Set<String> {
        let pending = changes.map(\.scenario)
        let known = Set(try scenarioNames())
        var chosen: Set<String> = []
        for name in names {
            if known.contains(name), !pending.contains(name) {
                throw CommandFailure("\(option) \(name): nothing is pending for \(name), its newest run matches its golden (pending: \(pending.joined(separator: ", "))); nothing was decided")
            }
            let matches = pending.contains(name) ? [name] : pending.filter { $0.hasPrefix(name) }
            guard matches.count == 1, let match = matches.first else {
                let shown = pending.joined(separator: ", ")
                throw CommandFailure(matches.isEmpty
                    ? "\(option) \(name): no pending change of such a scenario (pending: \(shown)); nothing was decided"
                    : "\(option) \(name): \(matches.count) pending changes start with it (\(matches.joined(separator: ", "))); give more of the name; nothing was decided")
            }
            chosen.insert(match)
        }
        return chosen
    }

    /// Where the runs come from, for a line: `.scenario-runs/runs.sqlite`,
    /// `runs labelled nightly in ...`, `the artifacts in DIR`.
    private func describe(_ source: ReviewSource, only pattern: String? = nil) -> String {
        let runs = switch source {
        case .store(nil): paths.databaseDisplay
        case .store(let label?): "the runs labelled \(label) in \(paths.databaseDisplay)"
        case .artifacts(let folder): "the artifacts in \(folder)"
        }
        return pattern.map { "\(runs) (scenarios matching \($0))" } ?? runs
    }

    /// The options that name `source` again, for a hint.
    private static func sourceArguments(_ source: ReviewSource) -> [String] {
        switch source {
        case .store(nil): []
        case .store(let label?): ["--label", ToolInvocation.shellWord(label)]
        case .artifacts(let folder): ["--from", ToolInvocation.shellWord(folder)]
        }
    }
}

/// The counts a review ends with.
struct ReviewTally {
    var accepted = 0, rejected = 0, skipped = 0, failed = 0, unreviewed = 0
    /// Whether the review stopped at an interrupting signal (or Ctrl-C).
    var interrupted = false

    /// `reviewed 3 changes: 1 accepted, 1 rejected, 1 skipped; 2 not
    /// reviewed (quit)`, or `(interrupted)`.
    func summary(goldens: String, texts: String) -> String {
        let reviewed = accepted + rejected + skipped + failed
        var parts = ["\(accepted) accepted", "\(rejected) rejected", "\(skipped) skipped"]
        if failed > 0 { parts.append("\(failed) could not be decided") }
        var line = "reviewed \(ScenarioTool.count(reviewed, "change")): \(parts.joined(separator: ", "))"
        if unreviewed > 0 { line += "; \(unreviewed) not reviewed (\(interrupted ? "interrupted" : "quit"))" }
        if accepted > 0 { line += "; commit \(goldens) and \(texts)" }
        return line
    }
}
