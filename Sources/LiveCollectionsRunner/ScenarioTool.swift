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

    /// Creates the tool.
    ///
    /// - Parameter now: the time stored with recorded runs.
    public init(paths: ToolPaths, console: Console, now: @escaping () -> Date = Date.init) {
        self.paths = paths
        self.console = console
        self.now = now
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

    /// The working database, created if missing when `create` is set;
    /// otherwise opened read-only, so reading commands never wait for a
    /// process that is recording.
    func workingStore(create: Bool) throws(CommandFailure) -> ScenarioStore {
        if create { try makeParentDirectory(of: paths.database) }
        do {
            return try ScenarioStore(path: paths.database, mode: create ? .createIfMissing : .readOnly)
        } catch {
            throw CommandFailure(error, fix: error.kind == .missingFile ? "record runs first with `scenarios run`, or pass --database PATH" : nil)
        }
    }

    /// The golden store: created if missing when `create` is set; otherwise
    /// opened read-only, so verifying or documenting never touches the
    /// committed file.
    func goldenStore(create: Bool) throws(CommandFailure) -> ScenarioStore {
        if create { try makeParentDirectory(of: paths.goldens) }
        do {
            return try ScenarioStore(path: paths.goldens, mode: create ? .createIfMissing : .readOnly)
        } catch {
            throw CommandFailure(error, fix: error.kind == .missingFile ? "record goldens with `scenarios verify --record missing`, or pass --goldens PATH" : nil)
        }
    }

    private func makeParentDirectory(of path: String) throws(CommandFailure) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("\(path): cannot create its directory (\(error.localizedDescription))")
        }
    }

    /// A run id from the command line (`12` or `#12`).
    func runID(_ text: String) throws(CommandFailure) -> RunID {
        guard let run = RunID(text) else { throw CommandFailure("\"\(text)\" is not a run id (expected a number such as 12 or #12)") }
        return run
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
            try store.record(recording, label: label, packageVersion: PackageVersion.current, recordedAt: now())
        }
        return (recording, run)
    }
}
