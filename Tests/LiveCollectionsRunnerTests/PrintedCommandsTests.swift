import Foundation
import LiveCollectionsTestSupport
import Testing

/// Every command `verify` prints works as printed, from the folder it was
/// run in: here an app's repository outside this package, which runs the
/// tool as `swift run --package-path PACKAGE scenarios` with its own
/// `--scenarios` and `--database`. Each printed command is run through the
/// shell exactly as printed. `swift` on the shell's `PATH` is a stand-in
/// for SwiftPM's `swift run` (SwiftPM cannot run here while `swift test`
/// holds this package's build folder): it checks the package path holds a
/// `Package.swift`, as SwiftPM does (`error: Could not find Package.swift`
/// is the failure a hint without `--package-path` gave), and runs the tool
/// SwiftPM would run.
@Suite("scenarios printed commands")
struct PrintedCommandsTests {
    /// A folder outside the package, like an app's repository, with a
    /// changed scenario (02) and a new one without a golden (30).
    private static func appRepository() throws -> Workspace {
        let app = try Workspace()
        try app.edit("02-table-view-single-section", replacing: "\"at\": 1100", with: "\"at\": 1200")
        try FileManager.default.copyItem(at: app.url("Scenarios/02-table-view-single-section.json"), to: app.url("Scenarios/30-new-screen.json"))
        return app
    }

    /// The `swift` stand-in, in a folder of its own.
    private static func swiftStandIn(in folder: URL) throws -> URL {
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            [ "$1" = run ] || { echo "swift stand-in: only swift run is known here: $*" >&2; exit 90; }
            shift
            package=.
            scratch=
            while :; do
              case "$1" in
                --package-path) package=$2; shift 2 ;;
                --scratch-path) scratch=$2; shift 2 ;;
                --traits) shift 2 ;;
                *) break ;;
              esac
            done
            [ -f "$package/Package.swift" ] || { echo "error: Could not find Package.swift in this directory or any of its parent directories" >&2; exit 1; }
            [ "$1" = scenarios ] || { echo "swift stand-in: no product $1" >&2; exit 91; }
            shift
            exec "${scratch:-$package/.build}/debug/scenarios" "$@"

            """
        let file = bin.appendingPathComponent("swift")
        try Data(script.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return bin
    }

    /// The commands printed in `output`: each line's text from the
    /// invocation on, for lines that print one.
    private static func commands(in output: String, program: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            line.range(of: program + " ").map { String(line[$0.lowerBound...]) }
        }
    }

    /// Runs `command` through the shell in `folder`, with the stand-in
    /// first on `PATH` and the environment the tool's tests use.
    private static func shell(_ command: String, in folder: URL, bin: URL, environment: [String: String]) throws -> ToolProcess.Result {
        let process = try ToolProcess.start([], in: folder, environment: environment)
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var variables = process.environment ?? [:]
        variables["PATH"] = bin.path + ":" + (variables["PATH"] ?? "/usr/bin:/bin")
        process.environment = variables
        let finished = try Subprocess.finish(process, separateErrors: true, timeout: ToolProcess.timeout)
        return ToolProcess.Result(
            output: String(decoding: finished.output, as: UTF8.self), error: String(decoding: finished.errors, as: UTF8.self), status: finished.status)
    }

    /// The package the tool was built in, as printed commands name it.
    private static var package: String { Guides.repository.standardizedFileURL.path }

    @Test func eachCommandAFailingVerifyPrintsWorksFromTheAppsRepository() throws {
        let app = try Self.appRepository()
        let bin = try Self.swiftStandIn(in: app.directory)
        // As the app guide runs it, `swift run --package-path`: the tool
        // names itself so (SCENARIOS_COMMAND empty: no override).
        let environment = ["SCENARIOS_COMMAND": ""]
        let options = ["--scenarios", app.url("Scenarios").path, "--database", app.url("runs/app.sqlite").path]
        let verify = try ToolProcess.run(["verify"] + options + ["--record", "never"], in: app.directory, environment: environment)
        #expect(verify.status == 1, "\(verify.output)\(verify.error)")
        let program = "swift run --package-path \(Self.package)"
        let printed = Self.commands(in: verify.output, program: program)
        // Paths inside the folder it ran in are carried relative to it.
        for command in printed {
            #expect(command.contains(" --database runs/app.sqlite"), "\(command)")
        }
        let kinds = printed.map { $0.components(separatedBy: " scenarios ").last ?? $0 }.map { $0.components(separatedBy: " ")[0] }
        #expect(kinds == ["diff", "approve", "verify", "approve", "verify"], "\(printed)")

        for command in printed {
            let ran = try Self.shell(command, in: app.directory, bin: bin, environment: environment)
            #expect([0, 1].contains(ran.status) && !ran.error.contains("error"), "`\(command)` exited \(ran.status): \(ran.output)\(ran.error)")
            if command.contains(" diff ") { #expect(ran.status == 1, "diff exits 1 for runs that differ: \(ran.output)") }
            if command.contains(" approve ") { #expect(ran.status == 0, "`\(command)`: \(ran.output)\(ran.error)") }
        }
        let after = try ToolProcess.run(["verify"] + options + ["--record", "never"], in: app.directory, environment: environment)
        #expect(after.status == 0, "the printed commands accepted both runs: \(after.output)")
    }

    @Test func inCITheCommandsNameTheArtifactsAndAReplayNotARunThatDiesWithTheMachine() throws {
        let app = try Self.appRepository()
        let bin = try Self.swiftStandIn(in: app.directory)
        let environment = ["SCENARIOS_COMMAND": "", "CI": "true"]
        // As the app guide's CI job runs it: the scenarios by absolute path
        // ("$PWD/Scenarios"), the artifacts in the checkout.
        let verify = try ToolProcess.run(
            ["verify", "--scenarios", app.url("Scenarios").path, "--record", "never", "--artifacts", "scenario-changes"],
            in: app.directory, environment: environment)
        #expect(verify.status == 1, "\(verify.output)\(verify.error)")
        let program = "swift run --package-path \(Self.package)"
        let printed = Self.commands(in: verify.output, program: program)
        #expect(printed.count == 4, "\(verify.output)")
        for command in printed {
            #expect(!command.contains("--scenarios"), "the checkout's Scenarios is the default, wherever CI checked it out: \(command)")
            #expect(!command.contains(" show ") && !command.contains(" diff ") && !command.contains("approve 1"), "no run number: \(command)")
        }
        #expect(verify.outputLines.contains("  this job's artifact scenario-changes holds this run: download it as scenario-changes into a checkout of this commit"))

        // On the reader's machine: the artifacts downloaded into a checkout,
        // no working run of CI's.
        try FileManager.default.removeItem(at: app.url(".scenario-runs"))
        for command in printed {
            let ran = try Self.shell(command, in: app.directory, bin: bin, environment: ["SCENARIOS_COMMAND": ""])
            #expect([0, 1].contains(ran.status) && !ran.error.contains("error"), "`\(command)` exited \(ran.status): \(ran.output)\(ran.error)")
            if command.contains(" approve ") { #expect(ran.status == 0, "`\(command)`: \(ran.output)\(ran.error)") }
        }
        let after = try ToolProcess.run(["verify", "--record", "never"], in: app.directory, environment: ["SCENARIOS_COMMAND": ""])
        #expect(after.status == 0, "the printed commands accepted both runs: \(after.output)")
    }

    @Test func onGitHubActionsTheArtifactsDownloadIsPrinted() throws {
        let app = try Self.appRepository()
        let environment = ["GITHUB_ACTIONS": "true", "GITHUB_RUN_ID": "8812", "GITHUB_REPOSITORY": "owner/app", "SCENARIOS_COMMAND": ""]
        let verify = try ToolProcess.run(["verify", "02", "--artifacts", "scenario-changes"], in: app.directory, environment: environment)
        #expect(verify.status == 1)
        #expect(verify.outputLines.contains(
            "  to download this job's artifact scenario-changes into a checkout of this commit: gh run download 8812 --repo owner/app --name scenario-changes --dir scenario-changes"),
            "\(verify.output)")
        // (`--scratch-path` follows when the tests' tool was built in another
        // scratch folder, as under the thread sanitizer.)
        #expect(verify.outputLines.contains {
            $0.hasPrefix("  to accept the change, from the artifact: swift run --package-path \(Self.package) ")
                && $0.hasSuffix(" scenarios approve --from scenario-changes 02-table-view-single-section")
        }, "\(verify.output)")
    }

    @Test func inCIWithoutArtifactsTheReplayOnYourMachineIsTheWay() throws {
        let app = try Self.appRepository()
        let verify = try ToolProcess.run(["verify", "02"], in: app.directory, environment: ["CI": "true"])
        #expect(verify.status == 1)
        #expect(verify.outputLines.contains("  this job wrote no artifacts (verify --artifacts DIR, uploaded) to accept this very run from"), "\(verify.output)")
        #expect(verify.outputLines.contains("  or, on your machine (a replay is the same everywhere): scenarios verify --record failed 02-table-view-single-section"))
    }
}
