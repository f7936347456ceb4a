import Foundation
import LiveCollectionsStore

extension ScenarioTool {
    /// `push --to LOCATION`: copies the runs of the working database (those
    /// labelled `label`, or all) into the store at `target`, usually a
    /// shared PostgreSQL database, for runners that record offline.
    ///
    /// Idempotent: a run is known by its fingerprint (``StoredRun/fingerprint``),
    /// so pushing the same runs again stores nothing new, and two machines
    /// pushing the same run store it once. Each run is copied in its own
    /// transaction: an interrupted push leaves whole runs, and pushing again
    /// completes it. A golden store is refused (``checkHoldsRuns(_:)``): runs
    /// pushed there would stay, since no command removes them.
    ///
    /// - Returns: whether every run was copied (always, or it throws).
    public func push(to target: RunStoreLocation, label: String?) throws(CommandFailure) -> Bool {
        guard target.description != paths.databaseDisplay else {
            throw CommandFailure("--to \(target): is the working database itself; pass --database PATH, the local file to push from")
        }
        try checkHoldsRuns(target)
        let source = try workingStore(create: false)
        let destinationStore: any RunStore
        do {
            destinationStore = try target.open(mode: .createIfMissing, environment: environment)
        } catch {
            let fix: String? = switch error.kind {
            case .connection: "check the URL (user, password or PGPASSWORD, host, port, database) and that the server is up"
            case .schema: "update the scenarios tool to the version that wrote it"
            default: nil
            }
            throw CommandFailure(error, fix: fix)
        }
        let runs = try store { () throws(StoreError) in try source.runs(scenario: nil, label: label) }
        if let label, runs.isEmpty {
            throw CommandFailure(StoreError(kind: .unknownLabel, message: "\(paths.databaseDisplay): no run labelled \"\(label)\"", path: paths.databaseDisplay))
        }
        var added = 0
        for (index, run) in runs.enumerated() {
            let (copy, isNew) = try store { () throws(StoreError) in try destinationStore.importOnce(try source.storedRun(run.id)) }
            if isNew { added += 1 }
            console.progress("[\(index + 1)/\(runs.count)] \(run.scenario) \(run.id): \(isNew ? "copied as \(copy)" : "already there as \(copy)")")
        }
        let labelText = label.map { " labelled \($0)" } ?? ""
        console.line("pushed \(Self.count(runs.count, "run"))\(labelText) from \(paths.databaseDisplay) to \(target): \(added) new, \(runs.count - added) already there")
        return true
    }

    /// Refuses a `--to` file that is not a store of runs: the golden store
    /// (``ToolPaths/goldens``, or any store file that holds goldens). It is
    /// looked at read-only, so a refused file is left byte for byte as it
    /// was; what is not a store at all (a folder, another application's
    /// database) is refused when it is opened.
    private func checkHoldsRuns(_ target: RunStoreLocation) throws(CommandFailure) {
        guard case .file(let path) = target, FileManager.default.fileExists(atPath: path) else { return }
        let fix = "it was left as it was; push into the shared database (--to postgres://...) or a file of runs"
        if URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
            == URL(fileURLWithPath: paths.goldens).standardizedFileURL.resolvingSymlinksInPath() {
            throw CommandFailure("--to \(path): is the golden store, not a store of runs; \(fix)")
        }
        guard let store = try? ScenarioStore(path: path, mode: .readOnly), let goldens = try? store.goldens(), !goldens.isEmpty else { return }
        throw CommandFailure("--to \(path): is a golden store (it holds the goldens of \(Self.count(goldens.count, "scenario"))), not a store of runs; \(fix)")
    }
}
