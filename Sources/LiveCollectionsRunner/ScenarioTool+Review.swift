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
    /// (CI), accepted without replaying them.
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
    /// Asks for each change: `nextKey` gives the key pressed (`a`, `r`,
    /// `s`, `q`), or nil at the end of input (which quits).
    case interactive(nextKey: @Sendable () -> Character?)
    /// Accepts every change.
    case acceptAll
    /// Accepts the changes of the scenarios named (full names or unique
    /// prefixes), and leaves the others.
    case accept([String])
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
    public func pendingChanges(from source: ReviewSource) throws(CommandFailure) -> [PendingChange] {
        let loaded = try loadScenarios(named: [], quietly: true)
        let scenarios = Dictionary(loaded.compactMap { $0.scenario.map { ($0.name, $0) } }, uniquingKeysWith: { first, _ in first })
        let goldens: ScenarioStore? = FileManager.default.fileExists(atPath: paths.goldens) ? try readGoldens() : nil
        func golden(of name: String) throws(CommandFailure) -> ScenarioRecording? {
            guard let goldens else { return nil }
            return try store { () throws(StoreError) in try goldens.goldenRun(of: name) }?.recording
        }

        var changes: [PendingChange] = []
        for candidate in try candidates(from: source, scenarioOrder: loaded.map(\.name)) {
            let scenario = scenarios[candidate.recording.scenario]
            let golden = try golden(of: candidate.recording.scenario)
            let comparison = golden.map { RecordingComparison(expected: $0, actual: candidate.recording) }
            if comparison?.isMatch == true { continue }
            changes.append(PendingChange(
                scenario: candidate.recording.scenario, kind: golden == nil ? .new : .changed, origin: candidate.origin,
                golden: golden, recording: candidate.recording, comparison: comparison,
                refusal: candidate.refusal ?? refusal(of: candidate.recording, scenario: scenario, name: candidate.recording.scenario),
                animationMilliseconds: scenario?.view?.animationMilliseconds ?? 300))
        }

        let known = Set(loaded.map(\.name))
        let stored = try committedGoldens()
        for name in Set(stored.keys).union(goldenTexts.scenarios()).subtracting(known).sorted() {
            changes.append(PendingChange(
                scenario: name, kind: .obsolete, origin: .none, golden: try golden(of: name), recording: nil, comparison: nil, refusal: nil,
                animationMilliseconds: 300))
        }
        return changes
    }

    /// A run that may be pending: its recording, where it is, and why it
    /// cannot be accepted whatever it records (another version of the tool).
    private struct Candidate {
        let recording: ScenarioRecording
        let origin: PendingChange.Origin
        let refusal: String?
    }

    /// The newest run of each scenario in `source`, in scenario order (then
    /// runs of scenarios that have no file here, by name).
    private func candidates(from source: ReviewSource, scenarioOrder: [String]) throws(CommandFailure) -> [Candidate] {
        let order = Dictionary(scenarioOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func sorted(_ candidates: [Candidate]) -> [Candidate] {
            candidates.sorted { a, b in
                let (x, y) = (order[a.recording.scenario] ?? .max, order[b.recording.scenario] ?? .max)
                return x != y ? x < y : a.recording.scenario < b.recording.scenario
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
                candidates.append(Candidate(recording: recording, origin: .run(summary.id), refusal: nil))
            }
            return sorted(candidates)
        case .artifacts(let folder):
            return sorted(try artifacts(in: folder).map { path, artifact in
                Candidate(
                    recording: artifact.recording, origin: .artifact(path: path, run: artifact.run),
                    refusal: artifact.packageVersion == PackageVersion.current ? nil
                        : "recorded by version \(artifact.packageVersion) of the tool, this is \(PackageVersion.current): "
                            + "verify with this version, or review with the version that recorded it")
            })
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

    /// The runs in an artifacts folder: each `NAME/run.json` in it, by path.
    private func artifacts(in folder: String) throws(CommandFailure) -> [(String, RunArtifact)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure("\(folder): no such folder; pass --from the folder `verify --artifacts DIR` wrote (downloaded from CI)")
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw CommandFailure("\(folder): cannot be listed (\(FileSystemFailure.reason(of: error)))")
        }
        var found: [(String, RunArtifact)] = []
        for entry in entries {
            let path = "\(folder)/\(entry)/run.json"
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let artifact = try RunArtifact.read(at: path, display: path)
            guard RunArtifact.path(of: artifact.scenario) == "\(entry)/run.json" else {
                throw CommandFailure("\(path): holds a run of \"\(artifact.scenario)\", which belongs in \(folder)/\(RunArtifact.path(of: artifact.scenario)); write the folder again with `verify --artifacts`")
            }
            found.append((path, artifact))
        }
        return found
    }

    // MARK: Deciding

    /// Makes `change` decided as accepted: its run becomes the golden
    /// (``approve(_:)``; a run from an artifacts folder is first stored in
    /// the working database as recorded, without replaying it), or an
    /// obsolete golden is removed with its text.
    ///
    /// - Returns: what the accept replaced, for ``undo(_:)``.
    /// - Throws: ``CommandFailure`` when the change cannot be accepted
    ///   (``PendingChange/refusal``), or a store or file fails.
    @discardableResult
    public func accept(_ change: PendingChange) throws(CommandFailure) -> ReviewUndo {
        if let refusal = change.refusal {
            throw CommandFailure("\(change.scenario): \(change.runName) cannot be accepted: \(refusal)")
        }
        let replaced = try currentGolden(of: change.scenario)
        switch change.origin {
        case .run(let run):
            try approve(.working(run))
        case .artifact(let path, _):
            let artifact = try RunArtifact.read(at: path, display: path)
            let working = try workingStore(create: true)
            let run = try store { () throws(StoreError) in
                try working.record(
                    artifact.recording, label: artifact.label, packageVersion: artifact.packageVersion,
                    sourceRevision: artifact.sourceRevision, recordedAt: artifact.recordedAt)
            }
            let by = artifact.sourceRevision.map { "\(artifact.packageVersion) (\($0))" } ?? artifact.packageVersion
            console.line("stored \(path) (run \(artifact.run) where it was recorded, by version \(by)) as run \(run.rawValue) in \(paths.databaseDisplay), without replaying it")
            try approve(.working(run))
        case .none:
            try removeObsoleteGoldens(only: [change.scenario])
        }
        return .accepted(replaced)
    }

    /// Rejects `change`: nothing is written; one line says what stays.
    public func reject(_ change: PendingChange) {
        let kept: String
        switch change.origin {
        case .run: kept = "\(change.runName) stays in \(paths.databaseDisplay)"
        case .artifact(let path, _): kept = "\(path) stays as it is"
        case .none:
            console.line("rejected \(change.scenario): its golden stays (remove it with `\(command) goldens remove-obsolete`)")
            return
        }
        let golden = change.kind == .new ? "no golden is recorded" : "the golden stays as it is"
        console.line("rejected \(change.scenario): \(golden); \(kept)")
    }

    /// `approve --from DIR NAME`: the run `verify --artifacts` wrote for
    /// scenario `name` (a full name or a unique prefix) becomes its golden,
    /// without replaying it.
    public func approve(fromArtifacts folder: String, scenario name: String) throws(CommandFailure) {
        let changes = try pendingChanges(from: .artifacts(folder))
        let fromFolder = changes.filter { if case .artifact = $0.origin { true } else { false } }
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
    /// changed), then a count.
    ///
    /// - Returns: whether nothing is pending.
    public func listPending(from source: ReviewSource) throws(CommandFailure) -> Bool {
        let changes = try pendingChanges(from: source)
        guard !changes.isEmpty else {
            console.line("no pending changes: every run in \(describe(source)) matches its golden")
            return true
        }
        console.table(header: ["scenario", "run", "change"], rows: changes.map { change in
            Console.Row([change.scenario, change.runName, change.summary], tone: change.isAcceptable ? .warning : .bad)
        })
        console.line("\(Self.count(changes.count, "pending change")) in \(describe(source)): review them with `\(command) review\(Self.sourceArguments(source))`")
        return false
    }

    /// `review`: walks through the pending changes, deciding each as
    /// `mode` says; what is decided is written at once, so quitting keeps
    /// it. Prints a summary at the end.
    ///
    /// - Returns: whether every accept asked for succeeded.
    public func review(from source: ReviewSource, mode: ReviewMode) throws(CommandFailure) -> Bool {
        let changes = try pendingChanges(from: source)
        guard !changes.isEmpty else {
            console.line("no pending changes: every run in \(describe(source)) matches its golden")
            if case .accept(let names) = mode, !names.isEmpty {
                throw CommandFailure("nothing to accept for \(names.joined(separator: ", ")): no change is pending")
            }
            return true
        }
        var chosen: Set<String> = []
        if case .accept(let names) = mode { chosen = try choose(names, in: changes) }
        var tally = ReviewTally()
        for (index, change) in changes.enumerated() {
            let decision: ReviewDecision
            switch mode {
            case .acceptAll: decision = .accept
            case .rejectAll: decision = .reject
            case .accept: decision = chosen.contains(change.scenario) ? .accept : .skip
            case .interactive(let nextKey):
                show(change, position: index + 1, of: changes.count)
                decision = Self.ask(nextKey, console: console)
            }
            switch decision {
            case .accept:
                do {
                    try accept(change)
                    tally.accepted += 1
                } catch {
                    console.line("error: \(error.message)")
                    tally.failed += 1
                }
            case .reject:
                reject(change)
                tally.rejected += 1
            case .skip:
                tally.skipped += 1
            case .quit:
                tally.unreviewed = changes.count - index
            }
            if decision == .quit { break }
        }
        console.line(tally.summary(goldens: paths.goldens, texts: paths.goldenTexts))
        return tally.failed == 0
    }

    /// The step-by-step diff of one change, as `verify` shows a mismatch:
    /// `-` lines red and `+` lines green on a terminal.
    func show(_ change: PendingChange, position: Int, of count: Int) {
        console.line("")
        console.line("[\(position)/\(count)] \(change.scenario): \(change.summary) (\(change.runName))")
        switch change.kind {
        case .changed:
            console.line("  golden: \(RunReference.golden(change.scenario)) in \(paths.goldens)")
            for line in change.comparison?.report ?? [] { console.diffLine(line) }
        case .new:
            console.line("  no golden in \(paths.goldens); accepting records this run:")
            for line in change.recording.map(RecordingText.document) ?? [] { console.diffLine("    + \(line)") }
        case .obsolete:
            console.line("  \(paths.scenarios)/\(change.scenario).json no longer exists; accepting removes \(RunReference.golden(change.scenario)) and its text")
        }
    }

    /// Reads keys until one of `a`, `r`, `s`, `q` (end of input quits).
    private static func ask(_ nextKey: () -> Character?, console: Console) -> ReviewDecision {
        console.line("a accept · r reject · s skip · q quit")
        while true {
            switch nextKey()?.lowercased() {
            case "a": return .accept
            case "r": return .reject
            case "s": return .skip
            case "q", nil: return .quit
            default: console.line("press a (accept), r (reject), s (skip) or q (quit)")
            }
        }
    }

    /// The pending changes `names` pick: each name a scenario's full name
    /// (even when it also starts another's), or a prefix of exactly one
    /// pending change's.
    ///
    /// - Throws: ``CommandFailure`` for a name that picks none or several;
    ///   then nothing is decided.
    private func choose(_ names: [String], in changes: [PendingChange]) throws(CommandFailure) -> Set<String> {
        let pending = changes.map(\.scenario)
        let known = Set(try scenarioNames())
        var chosen: Set<String> = []
        for name in names {
            if known.contains(name), !pending.contains(name) {
                throw CommandFailure("--accept \(name): nothing is pending for \(name), its newest run matches its golden (pending: \(pending.joined(separator: ", "))); nothing was decided")
            }
            let matches = pending.contains(name) ? [name] : pending.filter { $0.hasPrefix(name) }
            guard matches.count == 1, let match = matches.first else {
                let shown = pending.joined(separator: ", ")
                throw CommandFailure(matches.isEmpty
                    ? "--accept \(name): no pending change of such a scenario (pending: \(shown)); nothing was decided"
                    : "--accept \(name): \(matches.count) pending changes start with it (\(matches.joined(separator: ", "))); give more of the name; nothing was decided")
            }
            chosen.insert(match)
        }
        return chosen
    }

    /// Where the runs come from, for a line: `.scenario-runs/runs.sqlite`,
    /// `runs labelled nightly in ...`, `the artifacts in DIR`.
    private func describe(_ source: ReviewSource) -> String {
        switch source {
        case .store(nil): paths.databaseDisplay
        case .store(let label?): "the runs labelled \(label) in \(paths.databaseDisplay)"
        case .artifacts(let folder): "the artifacts in \(folder)"
        }
    }

    /// The options that name `source` again, for a hint.
    private static func sourceArguments(_ source: ReviewSource) -> String {
        switch source {
        case .store(nil): ""
        case .store(let label?): " --label \(label)"
        case .artifacts(let folder): " --from \(folder)"
        }
    }
}

/// The counts a review ends with.
struct ReviewTally {
    var accepted = 0, rejected = 0, skipped = 0, failed = 0, unreviewed = 0

    /// `reviewed 3 changes: 1 accepted, 1 rejected, 1 skipped; 2 left (quit)`.
    func summary(goldens: String, texts: String) -> String {
        let reviewed = accepted + rejected + skipped + failed
        var parts = ["\(accepted) accepted", "\(rejected) rejected", "\(skipped) skipped"]
        if failed > 0 { parts.append("\(failed) could not be accepted") }
        var line = "reviewed \(ScenarioTool.count(reviewed, "change")): \(parts.joined(separator: ", "))"
        if unreviewed > 0 { line += "; \(unreviewed) not reviewed (quit)" }
        if accepted > 0 { line += "; commit \(goldens) and \(texts)" }
        return line
    }
}
