import Foundation
import LiveCollectionsDocs
import LiveCollectionsRecording
import LiveCollectionsScenarios
import LiveCollectionsStore

extension ScenarioTool {
    /// The runs in a folder `verify --artifacts` wrote (`NAME/run.json`),
    /// each read once, at most ``RunArtifact/maximumBytes``, and held as
    /// read. A file is never trusted: each run is replayed here, and one
    /// that this version does not record exactly as the file says cannot be
    /// accepted (then it was recorded by another commit, or edited). A file
    /// that cannot be used (unreadable, too large, malformed, in the folder
    /// of another scenario) is listed with its reason; the others stay
    /// reviewable.
    ///
    /// - Complexity: one replay of each scenario whose file is current.
    func artifactCandidates(in folder: String, scenarios: [String: Scenario]) throws(CommandFailure) -> [Candidate] {
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
        var found: [Candidate] = []
        for entry in entries where FileKind.of("\(folder)/\(entry)") == .folder {
            let path = "\(folder)/\(entry)/run.json"
            func unusable(_ reason: String) -> Candidate {
                Candidate(scenario: entry, recording: nil, origin: .artifact(path: path, run: 0), refusal: reason)
            }
            switch FileKind.of(path) {
            case .missing: continue
            case .file: break
            case let kind:
                found.append(unusable("\(path) is \(kind.phrase), not a run file: write the folder again with `verify --artifacts`"))
                continue
            }
            let bytes: Data
            let artifact: RunArtifact
            do throws(CommandFailure) {
                bytes = try RunArtifact.bytes(at: path, display: path)
                artifact = try RunArtifact.decode(bytes, display: path)
            } catch {
                found.append(unusable(error.message))
                continue
            }
            guard ScenarioFiles(artifact.scenario).stem == entry, artifact.recording.scenario == artifact.scenario else {
                found.append(unusable(
                    "\(path) holds a run of \"\(artifact.recording.scenario)\" filed as \"\(artifact.scenario)\", which belongs in "
                        + "\(folder)/\(RunArtifact.path(of: artifact.recording.scenario)): write the folder again with `verify --artifacts`"))
                continue
            }
            found.append(Candidate(
                scenario: artifact.scenario, recording: artifact.recording, origin: .artifact(path: path, run: artifact.run),
                refusal: proofRefusal(of: artifact, scenario: scenarios[artifact.scenario]),
                held: PendingChange.HeldArtifact(bytes: bytes, artifact: artifact)))
        }
        return found
    }

    /// Why a CI run cannot be accepted although its scenario file is the
    /// one here: this version, replaying the scenario, does not record
    /// exactly what the file says. Nil when it does (or when the run is
    /// refused for another reason already: a failed run, another scenario file).
    private func proofRefusal(of artifact: RunArtifact, scenario: Scenario?) -> String? {
        guard let scenario, scenario.contentHash == artifact.recording.contentHash, artifact.recording.outcome == .passed else { return nil }
        let replayed = ScenarioReplay.run(scenario, progress: progressReporter(for: scenario))
        guard replayed != artifact.recording else { return nil }
        let comparison = RecordingComparison(expected: replayed, actual: artifact.recording)
        let first = comparison.differences.first.map { difference in
            let lines = difference.lines.prefix(2).joined(separator: " ")
            return "\(difference.place): \(lines.count > 160 ? lines.prefix(160) + "..." : lines)"
        } ?? "a field the text does not write"
        let commit = artifact.sourceRevision.map { "the commit CI ran (\($0))" } ?? "the commit CI ran"
        return "this version does not record what the file says (first difference, this replay - and the file +, at \(first)): "
            + "verify here (`\(invocation.command("verify", ToolInvocation.shellWord(scenario.name)))`) and review that run, or check out \(commit) and review from there"
    }

    /// Accepts a CI run as it was shown: its bytes must still be the file's
    /// (a file replaced since is refused), then it is stored in the working
    /// database as recorded (this version replayed it and recorded the same)
    /// and approved.
    func acceptArtifact(_ held: PendingChange.HeldArtifact, path: String) throws(CommandFailure) {
        let current = try? RunArtifact.bytes(at: path, display: path)
        guard current == held.bytes else {
            throw CommandFailure("\(path): changed since it was shown (or is gone), so nothing was accepted: review the folder again")
        }
        let artifact = held.artifact
        let working = try workingStore(create: true)
        let run = try store { () throws(StoreError) in
            try working.record(
                artifact.recording, label: artifact.label, packageVersion: artifact.packageVersion,
                sourceRevision: artifact.sourceRevision, recordedAt: artifact.recordedAt)
        }
        let by = artifact.sourceRevision.map { "\(artifact.packageVersion) (\($0))" } ?? artifact.packageVersion
        console.line("stored \(path) (run \(artifact.run) where it was recorded, by version \(by)) as run \(run.rawValue) in \(paths.databaseDisplay): replayed here, it records the same")
        try approve(.working(run))
    }
}
