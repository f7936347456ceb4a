import Foundation
import LiveCollectionsRunner
import LiveCollectionsTestSupport
import Testing

/// Every shell command in every guide's code blocks is run by a test, as
/// written, in a temporary copy of the scenarios; the few that cannot run
/// inside `swift test` are listed here with the reason, and what can be
/// checked of them is.
@Suite("Guide commands")
struct GuideCommandsTests {
    /// A test of this package, by its file under `Tests/` and its function.
    struct TestName: CustomStringConvertible {
        let file: String
        let function: String

        var description: String { "\(file.split(separator: "/").last.map { String($0.dropLast(".swift".count)) } ?? file).\(function)" }
    }

    /// What runs a guide's command.
    enum Runner {
        /// These tests run it as the guide writes it.
        case tests([TestName])
        /// `.ci/run` runs it, on a fresh machine; it cannot run inside a test, for `reason`.
        case ci(reason: String)
        /// No test and no CI step runs it, for `reason`; `check` checks what can be checked of it.
        case notRun(reason: String, check: TestName)
    }

    /// A guide's command and what runs it.
    struct Coverage {
        let guide: String
        let command: String
        let runner: Runner
    }

    static func runnerTest(_ file: String, _ function: String) -> TestName {
        TestName(file: "LiveCollectionsRunnerTests/\(file).swift", function: function)
    }

    static let here = "GuideCommandsTests"
    static let contributorWorkflow = runnerTest("ContributorWorkflowGuideTests", "theContributorWorkflowRunsAsWritten")
    static let addScenarioRecipe = runnerTest("ContributorWorkflowGuideTests", "addingAScenarioRunsAsWritten")
    static let reRecording = runnerTest(here, "reRecordingEveryGoldenRunsAsWritten")

    /// Every command of every guide, and what runs it. A command a guide
    /// shows twice is one entry.
    static let coverage: [Coverage] = [
        // README.md
        Coverage(
            guide: "README.md", command: "apt-get update",
            runner: .notRun(
                reason: "fetches the package lists (root and a network); .ci/run runs it before installing",
                check: runnerTest(here, "theInstallLinesWorkOnAFreshDebian"))),
        Coverage(
            guide: "README.md", command: "apt-get install -y libsqlite3-dev librsvg2-bin python3 chromium git sqlite3 tmux",
            runner: .notRun(
                reason: "installs system packages (root and a network); .ci/run installs the same ones when they are missing",
                check: runnerTest(here, "theInstallLineInstallsWhatCIInstalls"))),
        Coverage(guide: "README.md", command: "swift run scenarios verify --record never", runner: .tests([runnerTest(here, "theMainJobMatchesEveryGolden")])),
        Coverage(guide: "README.md", command: "swift test", runner: .ci(reason: "it is the test run itself")),
        Coverage(
            guide: "README.md", command: "swift test --sanitize=thread --scratch-path .build-tsan",
            runner: .ci(reason: "the whole suite again under the thread sanitizer, with its own build")),
        // Scenarios/README.md
        Coverage(guide: "Scenarios/README.md", command: "cp Scenarios/02-table-view-single-section.json Scenarios/30-my-feed.json", runner: .tests([addScenarioRecipe])),
        Coverage(guide: "Scenarios/README.md", command: "swift run scenarios run 30", runner: .tests([addScenarioRecipe])),
        Coverage(guide: "Scenarios/README.md", command: "swift run scenarios verify --record missing 30", runner: .tests([addScenarioRecipe])),
        Coverage(guide: "Scenarios/README.md", command: "swift run scenarios verify --record never", runner: .tests([addScenarioRecipe])),
        Coverage(guide: "Scenarios/README.md", command: "swift run scenarios docs", runner: .tests([addScenarioRecipe])),
        Coverage(guide: "Scenarios/README.md", command: "git add Scenarios docs", runner: .tests([runnerTest(here, "theRecipesGitAddStagesTheNewScenario")])),
        // docs/benchmark.md
        Coverage(
            guide: "docs/benchmark.md", command: "swift run -c release --package-path Benchmarks",
            runner: .notRun(
                reason: "a release build of the benchmark and minutes of timing on an idle machine; .ci/run builds the package",
                check: runnerTest(here, "theBenchmarkCommandsNameItsProductAndParts"))),
        Coverage(
            guide: "docs/benchmark.md", command: "swift run -c release --package-path Benchmarks LiveCollectionsBenchmark deltas",
            runner: .notRun(
                reason: "a release build of the benchmark; .ci/run builds the package",
                check: runnerTest(here, "theBenchmarkCommandsNameItsProductAndParts"))),
        // docs/capture-and-shrink.md
        // docs/in-your-app.md
        Coverage(guide: "docs/in-your-app.md", command: "RESOLVED=Package.resolved", runner: .tests([runnerTest(here, "anAppsSessionIsRecordedAsTheAppGuideWrites")])),
        Coverage(guide: "docs/in-your-app.md", command: Self.pinFunction, runner: .tests([runnerTest(here, "anAppsSessionIsRecordedAsTheAppGuideWrites")])),
        Coverage(
            guide: "docs/in-your-app.md", command: #"git clone --quiet "$(pin location)" .livecollections"#,
            runner: .tests([runnerTest(here, "anAppsSessionIsRecordedAsTheAppGuideWrites")])),
        Coverage(
            guide: "docs/in-your-app.md", command: #"git -C .livecollections checkout --quiet "$(pin revision)""#,
            runner: .tests([runnerTest(here, "anAppsSessionIsRecordedAsTheAppGuideWrites")])),
        Coverage(
            guide: "docs/in-your-app.md", command: "swift run --package-path .livecollections scenarios verify --record missing",
            runner: .tests([runnerTest(here, "anAppsSessionIsRecordedAsTheAppGuideWrites")])),
        Coverage(
            guide: "docs/in-your-app.md", command: #"printf '.livecollections/\n.scenario-runs/\n' >> .gitignore"#,
            runner: .tests([runnerTest(here, "anAppsSessionIsRecordedAsTheAppGuideWrites")])),
        Coverage(
            guide: "docs/in-your-app.md", command: "echo 'Scenarios/goldens.sqlite diff=sqlite3' >> .gitattributes",
            runner: .tests([runnerTest(here, "anAppsSessionIsRecordedAsTheAppGuideWrites")])),
        Coverage(
            guide: "docs/in-your-app.md", command: #"git config diff.sqlite3.textconv 'sh -c '\''sqlite3 "file:$0?immutable=1" .dump'\'''"#,
            runner: .tests([runnerTest(here, "anAppsSessionIsRecordedAsTheAppGuideWrites")])),
        Coverage(guide: "docs/capture-and-shrink.md", command: "swift run scenarios run 22-captured-live-updates", runner: .tests([runnerTest(here, "aCapturedFileReplaysAsWritten")])),
        Coverage(guide: "docs/capture-and-shrink.md", command: "swift run scenarios verify --record missing 22", runner: .tests([runnerTest(here, "aCapturedFileReplaysAsWritten")])),
        Coverage(guide: "docs/capture-and-shrink.md", command: "swift run scenarios docs", runner: .tests([runnerTest(here, "aCapturedFileReplaysAsWritten")])),
        Coverage(
            guide: "docs/capture-and-shrink.md", command: "swift run scenarios shrink --contains reloadItems 22",
            runner: .tests([runnerTest(here, "theCapturedScenarioShrinksAsWritten")])),
        Coverage(
            guide: "docs/capture-and-shrink.md", command: "swift run scenarios shrink --contains moveSection 18",
            runner: .tests([runnerTest("ShrinkCommandTests", "theCommittedGeneratedSectionedDataShrinks")])),
        // docs/contributor-workflow.md
        Coverage(guide: "docs/contributor-workflow.md", command: "swift run scenarios verify --record never", runner: .tests([contributorWorkflow, reRecording])),
        Coverage(guide: "docs/contributor-workflow.md", command: "swift run scenarios diff golden:12-manual-timing RUN", runner: .tests([contributorWorkflow])),
        Coverage(guide: "docs/contributor-workflow.md", command: "swift run scenarios approve RUN", runner: .tests([contributorWorkflow])),
        Coverage(guide: "docs/contributor-workflow.md", command: "git diff --stat Scenarios/", runner: .tests([contributorWorkflow])),
        Coverage(guide: "docs/contributor-workflow.md", command: "git diff Scenarios/goldens/", runner: .tests([contributorWorkflow])),
        Coverage(guide: "docs/contributor-workflow.md", command: "swift run scenarios docs", runner: .tests([contributorWorkflow, reRecording])),
        Coverage(
            guide: "docs/contributor-workflow.md",
            command: #"git add Scenarios docs && git commit -m "Describe the library change and what it does to the goldens""#,
            runner: .tests([contributorWorkflow])),
        Coverage(
            guide: "docs/contributor-workflow.md", command: #"git config diff.sqlite3.textconv 'sh -c '\''sqlite3 "file:$0?immutable=1" .dump'\'''"#,
            runner: .tests([runnerTest("ContributorWorkflowGuideTests", "theSQLiteDiffDriverShowsSQL")])),
        Coverage(guide: "docs/contributor-workflow.md", command: "swift run scenarios goldens upgrade", runner: .tests([reRecording])),
        Coverage(guide: "docs/contributor-workflow.md", command: "swift run scenarios verify --record all", runner: .tests([reRecording])),
        // docs/livecollections-api.md
        Coverage(
            guide: "docs/livecollections-api.md", command: "swift test --filter LiveCollectionsAPI",
            runner: .notRun(
                reason: "a `swift test` inside `swift test` waits for the build this run holds; `swift test` runs these targets with the others",
                check: runnerTest(here, "theAPITestFilterNamesTheAPITestTargets"))),
        // docs/many-machines.md
    ] + ManyMachinesGuideTests.localFlow.map {
        Coverage(guide: "docs/many-machines.md", command: $0, runner: .tests([runnerTest("ManyMachinesGuideTests", "theLocalFlowRunsAsWritten")]))
    } + [
        Coverage(
            guide: "docs/many-machines.md", command: "swift build --traits PostgreSQL",
            runner: .notRun(
                reason: "builds postgres-nio and SwiftNIO (minutes); .ci/run builds the package with the trait and runs its tests",
                check: runnerTest("ManyMachinesGuideTests", "thePostgreSQLTraitIsOffByDefault"))),
        Coverage(
            guide: "docs/many-machines.md",
            command: "swift run --traits PostgreSQL scenarios push --to postgres://ci@db.example:5432/scenario_runs --label ci-1234",
            runner: .notRun(
                reason: "needs the example's shared server; CI pushes to its own test cluster",
                check: runnerTest("ShardedVerifyCommandTests", "pushingTwiceToPostgreSQLStoresOnceAndTheShardsReportFromThere"))),
        Coverage(
            guide: "docs/many-machines.md", command: "bash scripts/postgres-test-server.sh start",
            runner: .notRun(
                reason: "starts a server that outlives the test; .ci/run starts its cluster with this script",
                check: runnerTest("ManyMachinesGuideTests", "theTestServerIsTheOneCIStarts"))),
        Coverage(
            guide: "docs/many-machines.md", command: "bash scripts/trait-build-cost.sh",
            runner: .notRun(
                reason: "a measurement (two clean builds, minutes), not a test; its output is in the guide",
                check: runnerTest("ManyMachinesGuideTests", "theBuildCostTableIsWhatItsScriptPrints"))),
        Coverage(
            guide: "docs/many-machines.md", command: "bash scripts/store-soak.sh",
            runner: .notRun(
                reason: "a measurement (minutes of load on a cluster it starts), not a test; its figures are in the guide",
                check: runnerTest("ManyMachinesGuideTests", "theSoakChecksWhatTheGuideReports"))),
        // docs/scenarios-tool.md, "Reviewing changes"
        Coverage(guide: "docs/scenarios-tool.md", command: "swift run scenarios review --list", runner: .tests([review("aChangedANewAndAnObsoleteChangeAreListedOneLineEach")])),
        Coverage(guide: "docs/scenarios-tool.md", command: "swift run scenarios review", runner: .tests([runnerTest("ReviewTerminalTests", "acceptRejectQuit")])),
        Coverage(guide: "docs/scenarios-tool.md", command: "swift run scenarios review --accept 07-carousels", runner: .tests([review("acceptingOneNameAcceptsThatOneOnly")])),
        Coverage(guide: "docs/scenarios-tool.md", command: "swift run scenarios review --accept-all", runner: .tests([review("acceptingEverythingDecidesEveryChangeObsoleteGoldenIncluded")])),
        Coverage(guide: "docs/scenarios-tool.md", command: "swift run scenarios review --reject 07-carousels", runner: .tests([runnerTest("ReviewRejectionTests", "rejectingByNameRemembersThatRunOnly")])),
        Coverage(guide: "docs/scenarios-tool.md", command: "swift run scenarios review --list --only '*carousel*'", runner: .tests([runnerTest("ReviewRejectionTests", "onlyNarrowsTheListAndTheReview")])),
        Coverage(
            guide: "docs/scenarios-tool.md", command: "swift run --traits ReviewServer scenarios review --serve",
            runner: .notRun(
                reason: "it serves until the reviewer closes the page or presses Ctrl-C: the browser test .ci/run runs (scripts/review-page-browser-test.py) starts it from the traits' build and clicks and types through it in chromium",
                check: TestName(file: "LiveCollectionsReviewServerTests/ReviewAppTests.swift", function: "aDecisionOfThePageIsTakenOnceAndTheLastShowsTheSummary"))),
        Coverage(guide: "docs/scenarios-tool.md", command: "swift run scenarios verify --record never --artifacts scenario-changes", runner: .tests([review("aCIRunIsListedAndAcceptedWhenThisVersionRecordsTheSame")])),
        Coverage(guide: "docs/scenarios-tool.md", command: "swift run scenarios review --from scenario-changes --list", runner: .tests([review("aCIRunIsListedAndAcceptedWhenThisVersionRecordsTheSame")])),
        Coverage(guide: "docs/scenarios-tool.md", command: "swift run scenarios review --from scenario-changes", runner: .tests([review("withoutATerminalPlainReviewListsAndNeverWaits"), review("aCIRunIsListedAndAcceptedWhenThisVersionRecordsTheSame")])),
        Coverage(guide: "docs/scenarios-tool.md", command: "swift run scenarios approve --from scenario-changes 07-carousels", runner: .tests([review("approveFromMakesTheCIRunTheGolden")])),
    ] + toolReference.map { Coverage(guide: "docs/scenarios-tool.md", command: $0.command, runner: .tests([runnerTest(here, "theToolReferenceRunsAsWritten")])) }

    static func review(_ function: String) -> TestName { runnerTest("ReviewCommandTests", function) }

    /// The block of `docs/scenarios-tool.md`, and the exit status of each
    /// command when it runs in order (after one labelled run of every
    /// scenario, so that runs 41 and 42 and both labels exist).
    static let toolReference: [(command: String, status: Int32)] = [
        ("swift run scenarios list", 0),
        ("swift run scenarios run --label v1.2.0", 0),
        ("swift run scenarios verify", 0),
        ("swift run scenarios approve 42", 0),
        ("swift run scenarios diff 41 42", 1),
        ("swift run scenarios diff golden:07-carousels 42", 1),
        ("swift run scenarios diff --label v1.1.0 --label v1.2.0", 0),
        ("swift run scenarios diff --label v1.1.0 --label v1.2.0 --html diff-pages", 0),
        ("swift run scenarios show golden:07", 0),
        ("swift run scenarios export 42 --output run.json", 0),
        ("swift run scenarios docs", 0),
        ("swift run scenarios prune --keep 5", 0),
        ("swift run scenarios goldens remove-obsolete", 0),
        ("swift run scenarios goldens upgrade", 0),
    ]

    // MARK: - Every command has a runner

    @Test func everyGuideCommandIsRunByATestOrListedWithItsReason() throws {
        let paths = try Guides.paths()
        #expect(paths.contains("docs/benchmark.md") && paths.contains("Scenarios/README.md"), "\(paths)")
        var found = 0
        for guide in paths {
            for command in try Guides.commands(in: guide) {
                found += 1
                if !Self.coverage.contains(where: { $0.guide == guide && $0.command == command.text }) {
                    Issue.record("\(command): no test runs this command: run it in GuideCommandsTests, or name the test that runs it in GuideCommandsTests.coverage")
                }
            }
        }
        #expect(found >= Self.coverage.count, "every guide's commands were found")
    }

    @Test func everyListedCommandIsStillInItsGuide() throws {
        for entry in Self.coverage {
            let commands = try Guides.commands(in: entry.guide).map(\.text)
            #expect(commands.contains(entry.command), "\(entry.guide): no longer shows `\(entry.command)`: remove it from GuideCommandsTests.coverage")
        }
    }

    @Test func everyNamedTestExists() throws {
        for entry in Self.coverage {
            let names: [TestName] = switch entry.runner {
            case .tests(let names): names
            case .notRun(_, let check): [check]
            case .ci: []
            }
            for name in names {
                let source = try String(contentsOf: Guides.repository.appendingPathComponent("Tests/\(name.file)"), encoding: .utf8)
                #expect(source.contains("func \(name.function)("), "\(entry.guide): `\(entry.command)` names \(name), which Tests/\(name.file) does not define")
            }
        }
    }

    /// The commands only CI runs are lines of `.ci/run`, as the guide writes them.
    @Test func theCommandsCIRunsAreInCI() throws {
        let script = try String(contentsOf: Guides.repository.appendingPathComponent(".ci/run"), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("#") }
        for entry in Self.coverage {
            guard case .ci = entry.runner else { continue }
            let runs = script.contains { line in
                guard line.hasPrefix(entry.command) else { return false }
                let rest = line.dropFirst(entry.command.count).trimmingCharacters(in: .whitespaces)
                return rest.isEmpty || rest.hasPrefix("|") || rest.hasPrefix(">") || rest.hasPrefix("2>")
            }
            #expect(runs, "\(entry.guide): `\(entry.command)` is said to run in CI, but .ci/run has no such line")
        }
    }

    // MARK: - Commands run here, as written

    /// Runs a guide's command line in a workspace: the `scenarios` tool for
    /// `swift run scenarios ...`, the shell (with git set up for a test) for
    /// the rest.
    static func run(_ command: String, in workspace: Workspace) throws -> (status: Int32, output: String) {
        let prefix = "swift run scenarios "
        guard command.hasPrefix(prefix) else { return try ContributorWorkflowGuideTests.shell(command, in: workspace) }
        let arguments = command.dropFirst(prefix.count).split(separator: " ").map(String.init)
        #expect(!arguments.contains { $0.contains("\"") || $0.contains("'") }, "\(command): quoted arguments: run it through the shell")
        let result = try ToolProcess.run(arguments, in: workspace.directory)
        return (result.status, result.output + result.error)
    }

    /// The commands of the block of `guide` whose first command is `first`.
    static func block(in guide: String, startingWith first: String) throws -> [String] {
        let block = try Guides.blocks(in: guide).first { Guides.commands(in: $0).first?.text == first }
        return try #require(block.map { Guides.commands(in: $0).map(\.text) }, "\(guide): no block starts with `\(first)`")
    }

    /// `docs/in-your-app.md`, step 4: an app's `Scenarios/` folder, outside
    /// this package, recorded with the tool by its absolute path (the tool
    /// built from the clone stands for `swift run --package-path
    /// .livecollections`): the goldens and their text land in the app's
    /// folder, and the CI step's `--record never` then matches.
    /// The app guide's `pin` function: a field of the package's pin in the
    /// app's `Package.resolved`; the same in step 4 and in both CI jobs.
    static let pinFunction = #"pin() { sed -n "/\"identity\" : \"livecollections\"/,/}/s/.*\"$1\" : \"\\([^\"]*\\)\".*/\\1/p" "$RESOLVED"; }"#

    /// A `Package.resolved` as Xcode and SwiftPM write it (version 3),
    /// pinning this package at `revision` from `location` among others.
    static func packageResolved(location: String, revision: String) -> String {
        """
        {
          "originHash" : "5f0a1c0e6c4d2b1a",
          "pins" : [
            {
              "identity" : "grdb.swift",
              "kind" : "remoteSourceControl",
              "location" : "https://github.com/groue/GRDB.swift",
              "state" : {
                "revision" : "0000000000000000000000000000000000000001",
                "version" : "7.10.0"
              }
            },
            {
              "identity" : "livecollections",
              "kind" : "remoteSourceControl",
              "location" : "\(location)",
              "state" : {
                "revision" : "\(revision)",
                "version" : "\(PackageVersion.current)"
              }
            },
            {
              "identity" : "swift-argument-parser",
              "kind" : "remoteSourceControl",
              "location" : "https://github.com/apple/swift-argument-parser",
              "state" : {
                "revision" : "0000000000000000000000000000000000000002",
                "version" : "1.8.2"
              }
            }
          ],
          "version" : 3
        }

        """
    }

    /// Step 4 of the app guide, in an app's repository: the tool checked
    /// out at the revision the app's `Package.resolved` names (cloned from
    /// this repository's own checkout, standing for its host), the golden
    /// recorded, then verified.
    @Test func anAppsSessionIsRecordedAsTheAppGuideWrites() throws {
        let commands = try Self.block(in: "docs/in-your-app.md", startingWith: "RESOLVED=Package.resolved")
        let record = "swift run --package-path .livecollections scenarios verify --record missing"
        #expect(commands.count == 5 && commands[1] == Self.pinFunction && commands[4] == record, "\(commands)")
        let folder = try TemporaryFolder("app")
        let app = folder.url
        let git = try #require(ExternalTool.path("git"), "git is not on PATH: apt-get install git")
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = app.path
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        let head = try Subprocess.run(git, ["-C", Guides.repository.path, "rev-parse", "HEAD"], environment: environment)
        let revision = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
        try #require(head.status == 0 && revision.count == 40, "\(head.output)")
        try Data(Self.packageResolved(location: Guides.repository.path, revision: revision).utf8).write(to: app.appendingPathComponent("Package.resolved"))
        // The first four lines in one shell, as a reader pastes them.
        let checkout = try Subprocess.run("/bin/sh", ["-c", commands.prefix(4).joined(separator: "\n")], in: app, environment: environment)
        #expect(checkout.status == 0, "\(checkout.output)")
        let checkedOut = try Subprocess.run(git, ["-C", app.appendingPathComponent(".livecollections").path, "rev-parse", "HEAD"], environment: environment)
        #expect(checkedOut.output == revision + "\n", "the tool is the revision the app resolves")
        for job in ["# .github/workflows/livecollections.yml", "# .gitlab-ci.yml"] {
            let yaml = try #require(try Guides.blocks(in: "docs/in-your-app.md").first { $0.lines.first?.text == job }, "\(job)")
            #expect(yaml.lines.contains { $0.text.contains(Self.pinFunction) }, "\(job) reads the pin as step 4 does")
        }

        let scenarios = app.appendingPathComponent("Scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
        let session = Guides.repository.appendingPathComponent("Examples/UIKitCheck/Scenarios/90-captured-feed.json")
        try Data(contentsOf: session).write(to: scenarios.appendingPathComponent("01-feed.json"))
        let recorded = try ToolProcess.run(["verify", "--record", "missing"], in: app)
        #expect(recorded.status == 1, "recording a new golden exits 1: \(recorded.output)\(recorded.error)")
        #expect(FileManager.default.fileExists(atPath: scenarios.appendingPathComponent("goldens.sqlite").path))
        #expect(FileManager.default.fileExists(atPath: scenarios.appendingPathComponent("goldens/01-feed.txt").path))
        let verified = try ToolProcess.run(["verify", "--record", "never"], in: app)
        #expect(verified.status == 0, "\(verified.output)\(verified.error)")
        #expect(verified.outputLines.last == "1 scenario: 1 matched")

        // The step's second block, in the app's repository: the tool's
        // checkout and working runs are ignored, and the SQLite golden has
        // the contributor workflow's diff driver.
        #expect(try Subprocess.run(git, ["init", "-q"], in: app, environment: environment).status == 0)
        let ignoring = try Self.block(in: "docs/in-your-app.md", startingWith: #"printf '.livecollections/\n.scenario-runs/\n' >> .gitignore"#)
        #expect(ignoring.count == 3, "\(ignoring)")
        for line in ignoring {
            let ran = try Subprocess.run("/bin/sh", ["-c", line], in: app, environment: environment)
            #expect(ran.status == 0, "`\(line)`: \(ran.output)")
        }
        #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent(".scenario-runs").path), "the tool keeps its runs in the app's folder")
        let untracked = try Subprocess.run(git, ["status", "--porcelain", "--untracked-files=all"], in: app, environment: environment)
        #expect(!untracked.output.contains(".livecollections") && !untracked.output.contains(".scenario-runs"), "\(untracked.output)")
        #expect(untracked.output.contains("Scenarios/goldens.sqlite"), "\(untracked.output)")
        let attribute = try Subprocess.run(git, ["check-attr", "diff", "Scenarios/goldens.sqlite"], in: app, environment: environment)
        #expect(attribute.output == "Scenarios/goldens.sqlite: diff: sqlite3\n", "\(attribute.output)")
        let workflowLine = try #require(try Guides.text("docs/contributor-workflow.md").split(separator: "\n").first { $0.hasPrefix("git config diff.sqlite3.textconv ") })
        #expect(ignoring.last == String(workflowLine), "the app guide's driver is the contributor workflow's")
        let driver = try Subprocess.run(git, ["config", "diff.sqlite3.textconv"], in: app, environment: environment)
        #expect(driver.output == #"sh -c 'sqlite3 "file:$0?immutable=1" .dump'"# + "\n", "\(driver.output)")
    }

    /// README.md's main job, on every scenario.
    @Test func theMainJobMatchesEveryGolden() throws {
        let command = try #require(try Guides.commands(in: "README.md").first { $0.text.hasPrefix("swift run scenarios ") }?.text)
        #expect(command == "swift run scenarios verify --record never")
        let workspace = try Workspace(withGeneratedScenarios: true)
        let result = try Self.run(command, in: workspace)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("\n31 scenarios: 31 matched\n"), "\(result.output)")
    }

    /// `docs/scenarios-tool.md`'s list of commands, run in order.
    @Test func theToolReferenceRunsAsWritten() throws {
        let commands = try Self.block(in: "docs/scenarios-tool.md", startingWith: "swift run scenarios list")
        #expect(commands == Self.toolReference.map(\.command), "the guide's block changed: update toolReference with it")
        let workspace = try Workspace()
        // Runs 1 to 15 under the label the guide compares with; the guide's
        // `run` and `verify` then record runs 16 to 45.
        #expect(try workspace.run("run", "--label", "v1.1.0").status == 0)
        var statuses: [Int32] = []
        var outputs: [String] = []
        for command in commands {
            let result = try Self.run(command, in: workspace)
            statuses.append(result.status)
            outputs.append(result.output)
        }
        #expect(statuses == Self.toolReference.map(\.status), "\(zip(commands, outputs).map { "\($0): \($1.prefix(300))" })")
        guard outputs.count == Self.toolReference.count else { return }
        #expect(outputs[2].contains("\n15 scenarios: 15 matched\n"))
        // Run 42 records what its golden does: approving it changes nothing.
        #expect(outputs[3].hasPrefix("run #42 of 12-manual-timing is already the golden (golden:12-manual-timing in Scenarios/goldens.sqlite records the same): nothing changed"))
        #expect(outputs[5].contains("golden:07-carousels (07-carousels) and run #42 (12-manual-timing): changed"))
        #expect(outputs[6].contains("15 scenarios: 15 same, 0 changed, 0 missing"))
        #expect(FileManager.default.fileExists(atPath: workspace.url("diff-pages/index.html").path))
        #expect(outputs[8].hasPrefix("golden:07-carousels: 07-carousels, recorded "))
        #expect(FileManager.default.fileExists(atPath: workspace.url("run.json").path))
        #expect(FileManager.default.fileExists(atPath: workspace.url("docs/scenarios/07-carousels.md").path))
        #expect(outputs[13].contains("already at schema version"))
    }

    /// `docs/contributor-workflow.md`'s re-recording after a merge, run as
    /// written after a change to one scenario.
    @Test func reRecordingEveryGoldenRunsAsWritten() throws {
        let commands = try Self.block(in: "docs/contributor-workflow.md", startingWith: "swift run scenarios goldens upgrade")
        #expect(commands == [
            "swift run scenarios goldens upgrade",
            "swift run scenarios verify --record all",
            "swift run scenarios verify --record never",
            "swift run scenarios docs",
        ], "the guide's block changed: update this test with it")
        let workspace = try Workspace()
        try workspace.edit("12-manual-timing", replacing: #""calculate": [11, 9, 10, 5, 12]"#, with: #""calculate": [11, 9, 5, 10, 12]"#)
        let results = try commands.map { try Self.run($0, in: workspace) }
        #expect(results.map(\.status) == [0, 1, 0, 0], "\(results.map(\.output))")
        #expect(results.first?.output.contains("already at schema version") == true)
        let golden = try String(contentsOf: workspace.url("Scenarios/goldens/12-manual-timing.txt"), encoding: .utf8)
        #expect(golden.contains("calculate [11, 9, 5, 10, 12]"), "the golden followed the change")
        #expect(FileManager.default.fileExists(atPath: workspace.url("docs/scenarios/12-manual-timing.md").path))
    }

    /// `docs/capture-and-shrink.md`'s step 3: a captured file copied into
    /// `Scenarios/` replays, records a golden the first time, and gets its
    /// page. The committed capture's golden is removed first, as a new
    /// capture has none; the one recorded is the committed one.
    @Test func aCapturedFileReplaysAsWritten() throws {
        let commands = try Self.block(in: "docs/capture-and-shrink.md", startingWith: "swift run scenarios run 22-captured-live-updates")
        #expect(commands == [
            "swift run scenarios run 22-captured-live-updates",
            "swift run scenarios verify --record missing 22",
            "swift run scenarios docs",
        ], "the guide's block changed: update this test with it")
        let workspace = try Workspace()
        let name = "22-captured-live-updates"
        try Data(contentsOf: Workspace.repositoryScenarios.appendingPathComponent("\(name).json")).write(to: workspace.url("Scenarios/\(name).json"))
        let results = try commands.map { try Self.run($0, in: workspace) }
        #expect(results.map(\.status) == [0, 1, 0], "run, record the golden (exits 1), docs: \(results.map(\.output))")
        let recorded = try String(contentsOf: workspace.url("Scenarios/goldens/\(name).txt"), encoding: .utf8)
        let committed = try String(contentsOf: Workspace.repositoryScenarios.appendingPathComponent("goldens/\(name).txt"), encoding: .utf8)
        #expect(recorded == committed)
        #expect(FileManager.default.fileExists(atPath: workspace.url("docs/scenarios/\(name).md").path))
        #expect(try workspace.run("verify", "--record", "never", "22").status == 0, "verify passes once it recorded")
    }

    /// `docs/capture-and-shrink.md`'s step 4: the shrink prints what the
    /// guide shows below it.
    @Test func theCapturedScenarioShrinksAsWritten() throws {
        let command = "swift run scenarios shrink --contains reloadItems 22"
        let workspace = try Workspace(withGeneratedScenarios: true)
        let result = try Self.run(command, in: workspace)
        #expect(result.status == 0, "\(result.output)")
        let guide = try Guides.text("docs/capture-and-shrink.md")
        #expect(guide.contains("```sh\n\(command)\n```\n\nprints the size before and after and writes the result:\n\n```\n\(result.output)```"), "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: workspace.url("Scenarios/shrunk-22-captured-live-updates.json").path))
    }

    /// `Scenarios/README.md`'s last line stages the new scenario and its
    /// page (`AddScenarioRecipeTests` runs the lines before it).
    @Test(.enabled(if: ExternalTool.isAvailable("git"), "needs git"))
    func theRecipesGitAddStagesTheNewScenario() throws {
        let commands = try Self.block(in: "Scenarios/README.md", startingWith: "cp Scenarios/02-table-view-single-section.json Scenarios/30-my-feed.json")
        let gitAdd = try #require(commands.last)
        #expect(gitAdd == "git add Scenarios docs")
        let workspace = try Workspace()
        try Git.commitAll(in: workspace, message: "before")
        try Data(contentsOf: workspace.url("Scenarios/02-table-view-single-section.json")).write(to: workspace.url("Scenarios/30-my-feed.json"))
        #expect(try workspace.run("verify", "--record", "missing", "30").status == 1)
        #expect(try workspace.run("docs").status == 0)
        let result = try Self.run(gitAdd, in: workspace)
        #expect(result.status == 0, "\(result.output)")
        let staged = try Git.run(["diff", "--cached", "--name-only"], in: workspace).split(separator: "\n")
        #expect(staged.contains("Scenarios/30-my-feed.json"))
        #expect(staged.contains("Scenarios/goldens/30-my-feed.txt"))
        #expect(staged.contains("docs/scenarios/30-my-feed.md"))
    }

    // MARK: - What can be checked of the commands no test runs

    /// On a fresh Debian, `apt-get install` finds no package until the
    /// lists are fetched: README.md says `apt-get update` first, as
    /// `.ci/run` does.
    @Test func theInstallLinesWorkOnAFreshDebian() throws {
        let commands = try Guides.commands(in: "README.md").map(\.text)
        let install = try #require(commands.firstIndex { $0.hasPrefix("apt-get install ") })
        #expect(install > 0 && commands[install - 1] == "apt-get update", "\(commands)")
        let script = try String(contentsOf: Guides.repository.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(script.contains("    apt-get update\n    apt-get install -y \"${missing[@]}\""))
    }

    /// README.md's `apt-get` line names the packages `.ci/run` installs.
    @Test func theInstallLineInstallsWhatCIInstalls() throws {
        let install = try #require(try Guides.commands(in: "README.md").first { $0.text.hasPrefix("apt-get install ") })
        let packages = Set(install.text.split(separator: " ").dropFirst(2).filter { !$0.hasPrefix("-") }.map(String.init))
        let script = try String(contentsOf: Guides.repository.appendingPathComponent(".ci/run"), encoding: .utf8)
        let installed = Set(script.matches(of: /missing\+=\(([a-z0-9.+-]+)\)/).map { String($0.output.1) })
        #expect(!packages.isEmpty && packages == installed, "README.md:\(install.line) installs \(packages.sorted()), .ci/run \(installed.sorted())")
    }

    /// `docs/benchmark.md`'s commands name the benchmark package's product,
    /// and parts it has; the guide lists every part.
    @Test func theBenchmarkCommandsNameItsProductAndParts() throws {
        let benchmarks = Guides.repository.appendingPathComponent("Benchmarks")
        let manifest = try String(contentsOf: benchmarks.appendingPathComponent("Package.swift"), encoding: .utf8)
        let main = try String(contentsOf: benchmarks.appendingPathComponent("Sources/LiveCollectionsBenchmark/LiveCollectionsBenchmark.swift"), encoding: .utf8)
        let parts = Set(main.matches(of: /runs\("([a-z]+)"\)/).map { String($0.output.1) })
        #expect(parts.count >= 8, "\(parts)")
        let prefix = "swift run -c release --package-path Benchmarks"
        let commands = try Guides.commands(in: "docs/benchmark.md").filter { $0.text.hasPrefix(prefix) }
        #expect(commands.count == 2)
        for command in commands {
            let arguments = command.text.dropFirst(prefix.count).split(separator: " ").map(String.init)
            guard let product = arguments.first else { continue }
            let executables = manifest.matches(of: /\.executableTarget\(\s*name: "([A-Za-z0-9]+)"/).map { String($0.output.1) }
            #expect(executables.contains(product), "\(command): Benchmarks/Package.swift has no executable \(product) (it has \(executables))")
            for part in arguments.dropFirst() {
                #expect(parts.contains(part), "\(command): the benchmark has no part \(part) (it has \(parts.sorted()))")
            }
        }
        let listed = try #require(try Guides.text("docs/benchmark.md").split(separator: "\n").first { $0.contains("# some parts: ") })
        let named = Set(listed.components(separatedBy: "# some parts: ")[1].components(separatedBy: ", "))
        #expect(named == parts, "docs/benchmark.md lists the parts \(named.sorted()), the benchmark has \(parts.sorted())")
        let script = try String(contentsOf: Guides.repository.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(script.contains("\nswift build --package-path Benchmarks\n"), ".ci/run builds the benchmark")
    }

    /// `docs/livecollections-api.md`'s filter selects the two API test
    /// targets, and nothing else.
    @Test func theAPITestFilterNamesTheAPITestTargets() throws {
        let command = try #require(try Guides.commands(in: "docs/livecollections-api.md").first { $0.text.hasPrefix("swift test --filter ") })
        let filter = String(command.text.dropFirst("swift test --filter ".count))
        let manifest = try String(contentsOf: Guides.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let testTargets = manifest.matches(of: /\.testTarget\(\s*name: "([A-Za-z0-9]+)"/).map { String($0.output.1) }
        #expect(testTargets.count > 2)
        #expect(testTargets.filter { $0.contains(filter) } == ["LiveCollectionsAPITests", "LiveCollectionsAPISwift5Tests"], "\(testTargets)")
        for target in ["LiveCollectionsAPITests", "LiveCollectionsAPISwift5Tests"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: Guides.repository.appendingPathComponent("Tests/\(target)").path)
            #expect(files.contains { $0.hasSuffix("Tests.swift") }, "Tests/\(target) holds tests")
        }
    }
}
