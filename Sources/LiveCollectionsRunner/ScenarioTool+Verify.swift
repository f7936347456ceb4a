import Foundation
import LiveCollectionsScenarios
import LiveCollectionsStore

extension ScenarioTool {
    /// `verify`: replays the scenarios, records each run in the working
    /// database, and compares it with its golden and its text golden; `mode`
    /// says which goldens may be written. Verifying every scenario also
    /// reports obsolete goldens (whose scenario file is gone). Runs are
    /// recorded under `label`, if given; with `shard`, only that shard's
    /// scenarios (and obsolete goldens) are verified, and the JUnit file's
    /// name gets the shard (``ScenarioShard/reportPath(_:)``).
    ///
    /// - Returns: whether everything matched (a recorded golden does not
    ///   pass: look at it, then verify again; an obsolete golden fails under
    ///   ``RecordMode/never`` only).
    public func verify(
        names: [String], mode: RecordMode, reports: VerifyReports = VerifyReports(), label: String? = nil, shard: ScenarioShard? = nil
    ) throws(CommandFailure) -> Bool {
        let junit = reports.junit.map { shard?.reportPath($0) ?? $0 }.map(JUnitReport.file)
        let artifacts = reports.artifacts.map(VerifyArtifacts.folder)
        try junit?.check()
        try artifacts?.check()
        try repairGoldenWrites()
        let loaded = try loadScenarios(named: names, shard: shard)
        let scenarios = loaded.compactMap(\.scenario)
        let goldens = try GoldenStores(tool: self, mode: mode)
        let working = try workingStore(create: true)
        var results: [ScenarioVerification] = []
        // The runs to accept from the artifacts folder: each changed or new one.
        var runs: [String: VerifyArtifacts.Run] = [:]
        // The goldens another version recorded: scenario, that version.
        var otherVersions: [(scenario: String, version: String, matched: Bool)] = []
        for (index, file) in loaded.enumerated() {
            guard let scenario = file.scenario else {
                let result = ScenarioVerification(
                    scenario: file.name, file: "\(paths.scenarios)/\(file.name).json", verdict: .notLoaded,
                    lines: [file.error?.description ?? "\(file.name): does not load"], mismatch: nil)
                console.progress("[\(index + 1)/\(loaded.count)] \(file.name): \(result.verdict.text)")
                results.append(result)
                continue
            }
            let replay = try replayAgainstGolden(scenario, goldens: goldens.current, in: working, label: label)
            var result = try verify(scenario, replay: replay, goldens: goldens, working: working, mode: mode, artifacts: reports.artifacts)
            if let version = replay.goldenVersion, version != PackageVersion.current, result.verdict != .rerecorded {
                otherVersions.append((scenario.name, version, result.verdict != .changed))
                if result.verdict == .changed {
                    result.lines.insert("  its golden was recorded by version \(version); this is \(PackageVersion.current) (see below)", at: 1)
                }
            }
            if artifacts != nil, result.verdict == .changed || result.verdict == .noGolden {
                let summary = try store { () throws(StoreError) in try working.summary(of: replay.run) }
                runs[scenario.name] = VerifyArtifacts.Run(
                    artifact: RunArtifact(summary: summary, recording: replay.recording),
                    animationMilliseconds: scenario.view?.animationMilliseconds ?? 300)
            }
            console.progress("[\(index + 1)/\(loaded.count)] \(scenario.name): \(result.verdict.text)")
            results.append(result)
        }
        if names.isEmpty {
            let known = shard == nil ? loaded.map(\.name) : try scenarioNames()
            results += try obsoleteGoldens(known: known, goldens: goldens, mode: mode).filter { shard?.contains($0.scenario) ?? true }
        }
        if goldens.wrote { try goldens.compact() }

        for result in results where !result.lines.isEmpty {
            result.lines.forEach(console.line)
        }
        if reports.githubAnnotations {
            for result in results where !result.lines.isEmpty {
                let title = "\(result.scenario): \(result.verdict.text)"
                console.line(result.passes
                    ? GitHubAnnotation.warning(file: result.file, title: title, message: result.lines)
                    : GitHubAnnotation.error(file: result.file, title: title, message: result.lines))
            }
        }
        let rows = results.map { result in
            let text = result.verdict.text
            return ScenarioConsole.Row([result.scenario, text], tone: result.verdict == .matched ? .good : result.passes ? .warning : .bad)
        }
        console.table(header: ["scenario", "result"], rows: rows)
        versionNote(otherVersions).forEach(console.line)
        let found = (shard.map { "shard \($0): " } ?? "") + summary(of: results, scenarioCount: loaded.count)
        console.line(found)
        try pruneWorkingRuns(working, of: scenarios, label: label)
        try junit?.write(Data(JUnitReport.xml(results).utf8))
        if let artifacts {
            let writer = VerifyArtifacts(summary: found, invocation: invocation, paths: paths, folder: artifacts.path)
            try artifacts.replace(with: writer.files(for: results, runs: runs))
        }
        return results.allSatisfy(\.passes)
    }

    /// What `verify` says when goldens were recorded by another version of
    /// the package than the one verifying them: one line per version, and,
    /// when a golden of that version no longer matches, what changed
    /// between the versions as `CHANGELOG.md` tells it.
    func versionNote(_ others: [(scenario: String, version: String, matched: Bool)], changelog: Changelog? = Changelog.ofThisPackage()) -> [String] {
        guard !others.isEmpty else { return [] }
        let current = PackageVersion.current
        var lines: [String] = []
        for (version, group) in Dictionary(grouping: others, by: \.version).sorted(by: { $0.key < $1.key }) {
            let names = group.map(\.scenario)
            let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
            let differing = group.filter { !$0.matched }.count
            let verdict = differing == 0 ? "all match" : "\(differing) of them \(differing == 1 ? "does" : "do") not match"
            lines.append("note: \(Self.count(names.count, "golden")) recorded by version \(version), verified by \(current) (\(verdict)): \(shown)")
            if differing == 0 { lines.append("  to record them as \(current): \(invocation.command("verify", "--record", "all"))") }
            let newer = SemanticVersion(version).flatMap { old in SemanticVersion(current).map { old > $0 } } ?? false
            if newer {
                lines.append("  \(version) is newer than this tool: verify with the version the app resolves (docs/in-your-app.md)")
                continue
            }
            guard differing > 0, let releases = changelog?.releases(after: version, through: current), !releases.isEmpty else { continue }
            lines.append("  what changed since \(version) (CHANGELOG.md):")
            for release in releases {
                lines.append("  \(release.version) (\(release.date)):")
                lines += release.changes.map { "    - \($0)" }
            }
        }
        return lines
    }

    /// `15 scenarios: 14 matched, 1 changed; 1 obsolete golden`.
    private func summary(of results: [ScenarioVerification], scenarioCount: Int) -> String {
        let counts = Dictionary(grouping: results, by: { $0.verdict.text }).mapValues(\.count)
        let obsolete = results.filter { $0.verdict == .obsolete || $0.verdict == .obsoleteReported }.count
        let parts = Verdict.summaryOrder.compactMap { verdict in counts[verdict.text].map { "\($0) \(verdict.text)" } }
        let tail = obsolete == 0 ? "" : "; \(Self.count(obsolete, "obsolete golden"))"
        return "\(Self.count(scenarioCount, "scenario")): \(parts.joined(separator: ", "))\(tail)"
    }

    /// Goldens (in the store or as text) whose scenario file no longer exists.
    private func obsoleteGoldens(known: [String], goldens: GoldenStores, mode: RecordMode) throws(CommandFailure) -> [ScenarioVerification] {
        let stored = try goldens.all()
        let texts = goldenTexts.scenarios()
        let obsolete = Set(stored.keys).union(texts).subtracting(known).sorted()
        return obsolete.map { name in
            var held: [String] = []
            if stored[name] != nil { held.append("\(RunReference.golden(name)) in \(paths.goldens)") }
            if texts.contains(name) { held.append(goldenTexts.path(of: name)) }
            return ScenarioVerification(
                scenario: name, file: paths.goldens, verdict: mode == .never ? .obsolete : .obsoleteReported,
                lines: [
                    "\(name): obsolete golden: \(paths.scenarios)/\(name).json no longer exists",
                    "  held in: \(held.joined(separator: ", "))",
                    "  to remove it: \(invocation.command("goldens remove-obsolete"))",
                ],
                mismatch: nil)
        }
    }
}
