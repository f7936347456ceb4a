import Foundation
import LiveCollectionsScenarios
import LiveCollectionsStore

/// What the `scenarios` commands do, outside the argument parsing: load and
/// replay scenarios, record runs, compare them with goldens and each other.
/// Every failure is a ``CommandFailure`` of one line.
public final class ScenarioTool {
    let paths: ToolPaths
    let console: Console
    let now: () -> Date
    let environment: [String: String]

    /// Where the running tool was built from, stored beside the version of
    /// every run it records; looked up once, on first use.
    private(set) lazy var sourceRevision: String? = PackageVersion.sourceRevision(environment: environment)

    /// Creates the tool.
    ///
    /// - Parameters:
    ///   - now: the time stored with recorded runs.
    ///   - environment: the variables the tool reads (`SCENARIOS_SOURCE_REVISION`).
    public init(
        paths: ToolPaths, console: Console, now: @escaping () -> Date = Date.init,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.paths = paths
        self.console = console
        self.now = now
        self.environment = environment
    }

    // MARK: Scenarios

    /// The scenarios named (a full name or a unique prefix such as `07`), or
    /// all of them, in order. Only the chosen files are loaded, so a broken
    /// file does not stop the others.
    func scenarios(named names: [String]) throws(CommandFailure) -> [Scenario] {
        let directory = URL(fileURLWithPath: paths.scenarios)
        do {
            let all = try ScenarioLoader.scenarioNames(in: directory, displayDirectory: paths.scenarios)
            guard !all.isEmpty else { throw CommandFailure("\(paths.scenarios): no scenario files (NN-name.json) found") }
            var chosen: [String] = []
            for name in names {
                let matches = all.contains(name) ? [name] : all.filter { $0.hasPrefix(name) }
                guard matches.count == 1, let match = matches.first else {
                    let problem = matches.isEmpty ? "unknown scenario" : "ambiguous scenario"
                    throw CommandFailure("\(problem) \"\(name)\" (`scenarios list` shows the names)")
                }
                if !chosen.contains(match) { chosen.append(match) }
            }
            return try ScenarioLoader.loadAll(in: directory, displayDirectory: paths.scenarios, names: names.isEmpty ? all : chosen)
        } catch let error as ScenarioLoadError {
            throw CommandFailure(error)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    // MARK: Stores

    /// The working database, created (or upgraded) if needed when `create`
    /// is set; otherwise opened read-only, so reading commands never wait
    /// for a process that is recording.
    func workingStore(create: Bool) throws(CommandFailure) -> ScenarioStore {
        if create { try makeParentDirectory(of: paths.database) }
        return try workingStore(mode: create ? .createIfMissing : .readOnly)
    }

    /// The working database opened in `mode`, with the fix for each failure.
    func workingStore(mode: ScenarioStore.OpenMode) throws(CommandFailure) -> ScenarioStore {
        do {
            return try ScenarioStore(path: paths.database, mode: mode)
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
            default: nil
            }
            throw CommandFailure(error, fix: fix)
        }
    }

    /// The committed golden store, opened read-only: reading goldens never
    /// writes to the file (nor migrates it).
    func readGoldens() throws(CommandFailure) -> ScenarioStore {
        do {
            return try ScenarioStore(path: paths.goldens, mode: .readOnly)
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
            return try ScenarioStore(path: paths.goldens, mode: .writableWithoutUpgrade)
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
            throw CommandFailure("\(path): cannot create its directory (\(error.localizedDescription))")
        }
    }

    /// A run named on the command line (``RunReference``): the store it is
    /// in, the run there, and the reference with a golden's scenario name
    /// completed (`golden:07` names `golden:07-carousels`).
    func resolve(_ text: String) throws(CommandFailure) -> (store: ScenarioStore, run: RunID, reference: RunReference) {
        let reference = try RunReference(parsing: text)
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
        let labels = (try? ScenarioStore(path: paths.database, mode: .readOnly).runs())
            .map { Set($0.compactMap(\.label)).sorted() } ?? []
        return labels.isEmpty ? "no run has a label: `scenarios run --label NAME` records some" : "labels here: \(labels.joined(separator: ", "))"
    }

    /// Replays `scenario` and records the run in `store`.
    func replayAndRecord(_ scenario: Scenario, in store: ScenarioStore, label: String?) throws(CommandFailure) -> (ScenarioRecording, RunID) {
        let recording = ScenarioReplay.run(scenario)
        let run = try self.store { () throws(StoreError) in
            try store.record(recording, label: label, packageVersion: PackageVersion.current, sourceRevision: sourceRevision, recordedAt: now())
        }
        return (recording, run)
    }
}
