import Foundation
@testable import LiveCollectionsRunner
import LiveCollectionsStore
import Testing

/// One version from capture to CI: the changelog's newest release is the
/// version the tool records, and `verify` says when a golden was recorded
/// by another version, with what changed in between when it no longer
/// matches.
@Suite("scenarios golden versions")
struct GoldenVersionTests {
    @Test func theChangelogsNewestReleaseIsTheToolsVersion() throws {
        let changelog = Changelog(text: try Guides.text("CHANGELOG.md"))
        #expect(changelog.releases.first?.version == PackageVersion.current, "raise PackageVersion.current with each CHANGELOG.md release")
        #expect(changelog.releases.map(\.version) == changelog.releases.map(\.version).sorted { SemanticVersion($0)! > SemanticVersion($1)! })
        // A release records the repository's goldens as itself (the
        // replays are the same, or the release says why not).
        let goldens = try ScenarioStore(path: Workspace.repositoryScenarios.appendingPathComponent("goldens.sqlite").path, mode: .readOnly)
        for (scenario, run) in try goldens.goldens() {
            #expect(try goldens.summary(of: run).packageVersion == PackageVersion.current,
                    "\(scenario): a release records the goldens as its version: swift run scenarios verify --record all")
        }
        for release in changelog.releases {
            #expect(release.date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil, "\(release.version): \(release.date)")
            #expect(!release.changes.isEmpty, "\(release.version) lists its changes")
        }
    }

    @Test func aChangelogIsReadAsKeepAChangelogWritesIt() {
        let changelog = Changelog(text: """
            # Changelog
            - not a release's
            ## [Unreleased]
            - not yet
            ## [1.1.0] - 2027-02-01
            ### Changed
            - deletions animate
              from the bottom
            ### Fixed
            - a crash
            ## [1.0.0] - 2027-01-01
            - first
            ## [0.9.0] - 2026-12-01
            """)
        #expect(changelog.releases.map(\.version) == ["1.1.0", "1.0.0", "0.9.0"])
        #expect(changelog.releases.first?.changes == ["Changed: deletions animate from the bottom", "Fixed: a crash"])
        #expect(changelog.releases(after: "0.9.0", through: "1.1.0").map(\.version) == ["1.1.0", "1.0.0"])
        #expect(changelog.releases(after: "1.1.0", through: "1.0.0").isEmpty)
        #expect(changelog.releases(after: "v1", through: "1.1.0").isEmpty)
        #expect(SemanticVersion("0.10.0")! > SemanticVersion("0.9.9")!)
    }

    /// Records the golden of each scenario again under `versions[name]`
    /// (the tool's own version for the others).
    private static func stampGoldens(of workspace: Workspace, _ versions: [String: String]) throws {
        let goldens = try ScenarioStore(path: workspace.url("Scenarios/goldens.sqlite").path)
        for (scenario, run) in try goldens.goldens() {
            let recording = try goldens.recording(of: run)
            let stamped = try goldens.record(
                recording, label: nil, packageVersion: versions[scenario] ?? PackageVersion.current, recordedAt: Date(timeIntervalSince1970: 0))
            try goldens.markGolden(stamped)
        }
        try goldens.compact()
    }

    @Test func aGoldenOfAnotherVersionIsNamedAndTheChangesQuotedWhenItDiffers() throws {
        let workspace = try Workspace()
        try Self.stampGoldens(of: workspace, ["02-table-view-single-section": "0.1.0"])

        let matching = try workspace.run("verify")
        #expect(matching.status == 0, "\(matching.output)")
        #expect(matching.outputLines.contains(
            "note: 1 golden recorded by version 0.1.0, verified by \(PackageVersion.current) (all match): 02-table-view-single-section"), "\(matching.output)")
        #expect(!matching.output.contains("what changed since"))

        try workspace.edit("02-table-view-single-section", replacing: "\"at\": 1100", with: "\"at\": 1200")
        let differing = try workspace.run("verify")
        #expect(differing.status == 1)
        let lines = differing.outputLines
        #expect(lines.first == "02-table-view-single-section: does not match its golden")
        #expect(lines.dropFirst().first == "  its golden was recorded by version 0.1.0; this is \(PackageVersion.current) (see below)")
        let note = try #require(lines.firstIndex(of:
            "note: 1 golden recorded by version 0.1.0, verified by \(PackageVersion.current) (1 of them does not match): 02-table-view-single-section"),
            "\(differing.output)")
        let changelog = Changelog(text: try Guides.text("CHANGELOG.md"))
        let releases = changelog.releases(after: "0.1.0", through: PackageVersion.current)
        #expect(!releases.isEmpty)
        let quoted = ["  what changed since 0.1.0 (CHANGELOG.md):"] + releases.flatMap { release in
            ["  \(release.version) (\(release.date)):"] + release.changes.map { "    - \($0)" }
        }
        #expect(Array(lines[(note + 1)...].prefix(quoted.count)) == quoted)
    }

    @Test func aGoldenOfANewerVersionSaysToVerifyWithTheAppsVersion() throws {
        let workspace = try Workspace()
        try Self.stampGoldens(of: workspace, ["01-collection-view-single-section": "99.0.0", "03-collection-view-discrete-sections": "99.0.0"])
        try workspace.edit("01-collection-view-single-section", replacing: "\"at\": 100,", with: "\"at\": 150,")
        let verify = try workspace.run("verify")
        let note = "note: 2 goldens recorded by version 99.0.0, verified by \(PackageVersion.current) (1 of them does not match): "
            + "01-collection-view-single-section, 03-collection-view-discrete-sections"
        let index = try #require(verify.outputLines.firstIndex(of: note), "\(verify.output)")
        #expect(verify.outputLines[index + 1] == "  99.0.0 is newer than this tool: verify with the version the app resolves (docs/in-your-app.md)")
    }
}
