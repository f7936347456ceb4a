import Foundation
import LiveCollectionsScenarios
import LiveCollectionsStore
import LiveCollectionsSupport

/// What the `scenarios` commands do, outside the argument parsing: load and
/// replay scenarios, record runs, compare them with goldens and each other.
/// Every failure is a ``CommandFailure`` of one line.
public final class ScenarioTool {
    let paths: ToolPaths
    let console: ScenarioConsole
    let now: () -> Date
    let environment: [String: String]
    /// How many runs of each scenario and label `run` and `verify` keep in
    /// the working database (the newest; golden runs are never removed);
    /// zero keeps every run.
    public var runsKept = ScenarioTool.defaultRunsKept
    /// The runs of each scenario and label kept by default: enough history
    /// to diff recent runs, while the file stops growing.
    public static let defaultRunsKept = 20

    /// How the commands the tool prints run it again (``ToolInvocation``).
    public let invocation: ToolInvocation

    /// Where the running tool was built from, stored beside the version of
    /// every run it records; looked up once, on first use.
    private(set) lazy var sourceRevision: String? = PackageVersion.sourceRevision(environment: environment)

    /// Creates the tool.
    ///
    /// - Parameters:
    ///   - now: the time stored with recorded runs.
    ///   - environment: the variables the tool reads (`SCENARIOS_SOURCE_REVISION`,
    ///     `CI` and `GITHUB_ACTIONS` for the commands it prints).
    ///   - invocation: how printed commands run the tool (``ToolInvocation/resolve(environment:executable:currentDirectory:given:traits:)``).
    public init(
        paths: ToolPaths, console: ScenarioConsole, now: @escaping () -> Date = Date.init,
        environment: [String: String] = ProcessInfo.processInfo.environment, invocation: ToolInvocation = ToolInvocation(program: "scenarios")
    ) {
        self.paths = paths
        self.console = console
        self.now = now
        self.environment = environment
        self.invocation = invocation
    }

    /// Whether the tool runs in CI (``ContinuousIntegration``, or
    /// `GITHUB_ACTIONS=true`), where a working run dies with the machine:
    /// printed commands then name what outlives it (the uploaded artifacts,
    /// a replay on the reader's machine) instead of a run number.
    var inCI: Bool {
        ContinuousIntegration.isSet(in: environment) || GitHubAnnotation.isEnabled(environment)
    }

    // MARK: Scenarios

    /// The scenarios named (a full name or a unique prefix such as `07`), or
    /// all of them, in order, each loaded on its own: a file that does not
    /// load is that scenario's failure, never the others'. A misnamed
    /// `.json` file in the directory (not `NN-name.json`) is reported as a
    /// warning on standard error unless `quietly` (a command that only
    /// looks something up in the scenarios). With `shard`, only the
    /// scenarios of that shard (see ``ScenarioShard``).
    ///
    /// - Throws: ``CommandFailure`` for a directory that cannot be listed or
    ///   has no scenario, or a name that matches none or several.
    func loadScenarios(named names: [String], quietly: Bool = false, shard: ScenarioShard? = nil) throws(CommandFailure) -> [ScenarioLoadResult] {
        try checkScenarioDirectory()
        let directory = URL(fileURLWithPath: paths.scenarios)
        let listing: ScenarioDirectory
        do {
            listing = try ScenarioLoader.directory(at: directory, displayDirectory: paths.scenarios)
        } catch {
            throw CommandFailure(error)
        }
        if !quietly { listing.misnamed.forEach { console.progress("warning: \($0)") } }
        let all = listing.scenarios
        guard !all.isEmpty else { throw CommandFailure("\(paths.scenarios): no scenario files (NN-name.json) found") }
        var chosen: [String] = []
        for name in names {
            let matches = all.contains(name) ? [name] : all.filter { $0.hasPrefix(name) }
            guard matches.count == 1, let match = matches.first else {
                guard matches.isEmpty else {
                    let shown = matches.prefix(4).joined(separator: ", ") + (matches.count > 4 ? " and \(matches.count - 4) more" : "")
                    throw CommandFailure("ambiguous scenario \"\(name)\": \(matches.count) scenarios start with it (\(shown)); give more of the name, such as \(matches[0])")
                }
                let misnamed = listing.misnamed.first { $0.file.hasSuffix("/\(name).json") || $0.file == "\(name).json" }
                throw CommandFailure("unknown scenario \"\(name)\" (\(misnamed.map(\.description) ?? "`scenarios list` shows the names"))")
            }
            if !chosen.contains(match) { chosen.append(match) }
        }
        let selected = (names.isEmpty ? all : chosen).filter { shard?.contains($0) ?? true }
        return ScenarioLoader.loadEach(in: directory, displayDirectory: paths.scenarios, names: selected)
    }

    /// The scenarios named, or all, in order: ``loadScenarios(named:)`` for
    /// commands that need every one of them (`docs` of the goldens, `shrink`),
    /// failing on the first that does not load.
    func scenarios(named names: [String]) throws(CommandFailure) -> [Scenario] {
        var scenarios: [Scenario] = []
        for loaded in try loadScenarios(named: names) {
            switch loaded.result {
            case .success(let scenario): scenarios.append(scenario)
            case .failure(let error): throw CommandFailure(error)
            }
        }
        return scenarios
    }

    /// Fails unless the scenario directory is a folder (or a link to one).
    func checkScenarioDirectory() throws(CommandFailure) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: paths.scenarios, isDirectory: &isFolder) else {
            throw CommandFailure("\(paths.scenarios): no such folder; pass --scenarios DIR, the folder of the NN-name.json files")
        }
        guard isFolder.boolValue else {
            throw CommandFailure("\(paths.scenarios): is a file, not a folder of scenarios; pass --scenarios DIR, the folder of the NN-name.json files")
        }
    }

    /// The names of the scenario files, without loading them.
    func scenarioNames() throws(CommandFailure) -> [String] {
        try checkScenarioDirectory()
        do {
            return try ScenarioLoader.scenarioNames(in: URL(fileURLWithPath: paths.scenarios), displayDirectory: paths.scenarios)
        } catch {
            throw CommandFailure(error)
        }
    }

    // MARK: Stores

    /// The working database, created (or upgraded) if needed when `create`
    /// is set; otherwise opened read-only, so reading commands never wait
    /// for a process that is recording.
    func workingStore(create: Bool) throws(CommandFailure) -> any RunStore {
        if create, case .file(let path) = try databaseLocation() { try makeParentDirectory(of: path) }
        return try workingStore(mode: create ? .createIfMissing : .readOnly)
    }

    /// Where the working database is: a file, or a `postgres://` URL.
    func databaseLocation() throws(CommandFailure) -> RunStoreLocation {
        do {
            return try paths.databaseLocation()
        } catch {
            throw CommandFailure(error, fix: "pass --database postgres://user@host:port/database, or a file path")
        }
    }

    /// The working database opened in `mode`, with the fix for each failure.
    func workingStore(mode: ScenarioStore.OpenMode) throws(CommandFailure) -> any RunStore {
        let location = try databaseLocation()
        do {
            return try location.open(mode: mode, environment: environment)
        } catch {
            let fix: String? = switch error.kind {
            case .missingFile: "record runs first with `scenarios run`, or pass --database PATH"
            case .outdatedSchema: "record a run with `scenarios run` to upgrade the working database"
            case .schema: "update the scenarios tool, or pass --database PATH"
            case .corrupt: "it holds working runs only: delete it, or pass --database PATH to use another"
            case .empty: "record runs with `scenarios run`, which sets it up, or pass --database PATH"
            case .foreign: "it was left as it was; pass --database PATH to name the working database"
            case .folder: "pass --database PATH to name the working database file"
            case .readOnly: "make it writable, or pass --database PATH to use another"
            case .interruptedWrite: "record a run with `scenarios run`, which rolls it back"
            case .connection: "check the URL (user, password or PGPASSWORD, host, port, database) and that the server is up"
            default: nil
            }
            throw CommandFailure(error, fix: fix)
        }
    }

    /// The committed golden store, opened read-only: reading goldens never
    /// writes to the file (nor migrates it).
    func readGoldens() throws(CommandFailure) -> ScenarioStore {
        do {
            return try ScenarioStore(path: paths.goldens, mode: .readOnly, busyTimeout: ScenarioStore.busyTimeout(environment: environment))
        } catch {
            throw goldenFailure(error)
        }
    }

    /// The golden run of every scenario in the golden store (read-only);
    /// none when there is no golden store yet.
    func committedGoldens() throws(CommandFailure) -> [String: RunID] {
        guard FileManager.default.fileExists(atPath: paths.goldens) else { return [:] }
        let goldens = try readGoldens()
        return try store { () throws(StoreError) in try goldens.goldens() }
    }

    /// The golden store opened to record into it: created with the current
    /// schema if missing, but an existing file of an older schema is not
    /// upgraded (`scenarios goldens upgrade` does that).
    func writableGoldens() throws(CommandFailure) -> ScenarioStore {
        try makeParentDirectory(of: paths.goldens)
        do {
            return try ScenarioStore(path: paths.goldens, mode: .writableWithoutUpgrade, busyTimeout: ScenarioStore.busyTimeout(environment: environment))
        } catch {
            throw goldenFailure(error)
        }
    }

    /// A golden store error with the fix the tool knows.
    func goldenFailure(_ error: StoreError) -> CommandFailure {
        let fix: String? = switch error.kind {
        case .missingFile: "record goldens with `scenarios verify --record missing`, or pass --goldens PATH"
        case .outdatedSchema: "upgrade it with `scenarios goldens upgrade`, then commit it"
        case .schema: "update the scenarios tool to the version that wrote it"
        case .corrupt: "restore it from version control, or pass --goldens PATH"
        case .empty: "restore it from version control, or delete it and record goldens with `scenarios verify --record missing`"
        case .foreign: "it was left as it was; pass --goldens PATH to name the golden store"
        case .folder: "pass --goldens PATH to name the golden store file, such as Scenarios/goldens.sqlite"
        case .readOnly: "make it writable, or pass --goldens PATH to record into another file"
        case .interruptedWrite: "roll it back with `scenarios goldens upgrade`, or restore it from version control"
        default: nil
        }
        return CommandFailure(error, fix: fix)
    }

    /// The text goldens beside the golden store.
    var goldenTexts: GoldenTexts { GoldenTexts(directory: paths.goldenTexts) }

    private func makeParentDirectory(of path: String) throws(CommandFailure) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("\(path): cannot create its directory (\(FileSystemFailure.reason(of: error)))")
        }
    }

    /// A run named on the command line (``RunReference``): the store it is
    /// in, the run there, and the reference with a golden's scenario name
    /// completed (`golden:07` names `golden:07-carousels`).
    func resolve(_ reference: RunReference) throws(CommandFailure) -> (store: any RunStore, run: RunID, reference: RunReference) {
        switch reference {
        case .working(let run):
            return (try workingStore(create: false), run, reference)
        case .golden(let name):
            let goldens = try readGoldens()
            let all = try store { () throws(StoreError) in try goldens.goldens() }
            let matches = all[name] != nil ? [name] : all.keys.filter { $0.hasPrefix(name) }.sorted()
            guard matches.count == 1, let scenario = matches.first, let run = all[scenario] else {
                let problem = matches.isEmpty ? "no golden" : "more than one golden"
                throw CommandFailure("\(paths.goldens): \(problem) for \"\(name)\" (`scenarios list` shows the goldens)")
            }
            return (goldens, run, .golden(scenario))
        }
    }

    /// `1 scenario`, `2 scenarios`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Runs a store operation, turning its error into a one-line failure
    /// that says what to do next where the tool knows it.
    func store<T>(_ body: () throws(StoreError) -> T) throws(CommandFailure) -> T {
        do {
            return try body()
        } catch {
            switch error.kind {
            case .unknownRun: throw CommandFailure(error, fix: "`scenarios run` and `scenarios verify` print run ids")
            case .unknownLabel: throw CommandFailure(error, fix: knownLabels())
            default: throw CommandFailure(error)
            }
        }
    }

    /// The labels of the working database, for an unknown-label error.
    private func knownLabels() -> String {
        let labels = (try? paths.databaseLocation().open(mode: .readOnly, environment: environment).runs())
            .map { Set($0.compactMap(\.label)).sorted() } ?? []
        return labels.isEmpty ? "no run has a label: `scenarios run --label NAME` records some" : "labels here: \(labels.joined(separator: ", "))"
    }

    /// Removes all but the newest ``runsKept`` runs of `scenarios` under
    /// `label` (the runs just recorded) from the working database, and says
    /// so when it removed any; other scenarios and labels are left alone.
    func pruneWorkingRuns(_ store: any RunStore, of scenarios: [Scenario], label: String?) throws(CommandFailure) {
        guard runsKept > 0 else { return }
        let removed = try self.store { () throws(StoreError) in
            try store.pruneRuns(keepingNewest: runsKept, of: scenarios.map(\.name), label: label)
        }
        guard removed > 0 else { return }
        console.line("removed \(Self.count(removed, "older run")) from \(paths.databaseDisplay), keeping the newest \(runsKept) of each scenario and label (--keep-runs N to change, 0 to keep all)")
    }

    /// How often a long replay says where it is, on standard error, in
    /// seconds.
    public var progressInterval: TimeInterval = 5

    /// Reports a replay that has run for more than ``progressInterval``
    /// (wall time, which only decides when to print: the recording is in
    /// virtual time) every interval: `NAME: step 120 of 500`.
    func progressReporter(for scenario: Scenario) -> (Int, Int) -> Void {
        let (console, interval) = (console, progressInterval)
        var next = Date().addingTimeInterval(interval)
        return { step, count in
            let now = Date()
            guard now >= next else { return }
            next = now.addingTimeInterval(interval)
            console.progress("  \(scenario.name): step \(step) of \(count)")
        }
    }

    /// Replays `scenario`, records the run in `store` and compares it with
    /// its golden in `goldens`, if given (``ReplayAgainstGolden``).
    func replayAgainstGolden(
        _ scenario: Scenario, goldens: ScenarioStore?, in store: any RunStore, label: String?
    ) throws(CommandFailure) -> ReplayAgainstGolden {
        let sourceRevision = sourceRevision
        return try self.store { () throws(StoreError) in
            try ReplayAgainstGolden.replay(scenario, goldens: goldens, progress: progressReporter(for: scenario)) { recording in
                let recordedAt = now()
                return { () throws(StoreError) in
                    try store.record(
                        recording, label: label, packageVersion: PackageVersion.current, sourceRevision: sourceRevision, recordedAt: recordedAt)
                }
            }
        }
    }
}
