import Foundation
import LiveCollectionsTestSupport

/// Runs the built `scenarios` tool as a separate process, as a user would.
struct ToolProcess {
    /// The tool's output, error output and exit status.
    struct Result {
        let output: String
        let error: String
        let status: Int32

        var outputLines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLastEmpty() }
        var errorLines: [String] { error.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLastEmpty() }
    }

    /// The `scenarios` binary beside the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scenarios")
    }

    /// The source revision the tool records in tests, instead of `git describe`.
    static let sourceRevision = "test-revision"

    /// How long one run of the tool may take before the test ends it (and
    /// its result says so): far more than any command of these tests takes,
    /// under the thread sanitizer on a loaded machine too.
    static let timeout: TimeInterval = 900

    /// Runs `scenarios arguments...` in `directory` with the variables that
    /// change its behaviour (`SCENARIOS_*`, `CI`, `GITHUB_ACTIONS`) unset
    /// unless given, and waits for it; one still running after `timeout`
    /// seconds is ended, and a last line of its error output says so.
    /// `input` is its standard input (the test process's own when nil).
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:], input: FileHandle? = nil, timeout: TimeInterval = timeout
    ) throws -> Result {
        let process = try start(arguments, in: directory, environment: environment)
        if let input { process.standardInput = input }
        let finished = try Subprocess.finish(process, separateErrors: true, timeout: timeout)
        var error = String(decoding: finished.errors, as: UTF8.self)
        if finished.timedOut { error += "test: scenarios \(arguments.joined(separator: " ")) was still running after \(Int(timeout)) s, and was ended\n" }
        return Result(output: String(decoding: finished.output, as: UTF8.self), error: error, status: finished.status)
    }

    /// A configured, not yet started process.
    static func start(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var variables = ProcessInfo.processInfo.environment
        variables["SCENARIOS_RECORD"] = nil
        variables["SCENARIOS_DATABASE"] = nil
        variables["CI"] = nil
        variables["GITHUB_ACTIONS"] = nil
        variables["SCENARIOS_SOURCE_REVISION"] = sourceRevision
        // Hints name the tool as a user with it on PATH runs it (the test
        // of the `swift run` form sets this to the empty string).
        variables["SCENARIOS_COMMAND"] = "scenarios"
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        return process
    }
}

/// A temporary working directory holding a copy of the repository's
/// scenarios and goldens, so tests can change them; removed when the test
/// lets go of it. The generated scenarios (hundreds of steps each) and the
/// captured one (inline data) are left out unless asked for, so that the
/// hand-written fifteen remain: the tool behaves the same with them, and these
/// tests replay the directory many times (the main job and the scenario
/// tests replay them).
final class Workspace {
    let folder: TemporaryFolder
    var directory: URL { folder.url }

    init(withGeneratedScenarios: Bool = false) throws {
        folder = try TemporaryFolder("workspace")
        let scenarios = directory.appendingPathComponent("Scenarios")
        try TestFiles.copyContents(of: Self.repositoryScenarios, to: scenarios)
        var removedGenerated = false
        for name in try FileManager.default.contentsOfDirectory(atPath: scenarios.path) where !withGeneratedScenarios && name.first?.isNumber == true {
            let file = scenarios.appendingPathComponent(name)
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            if object?["generate"] != nil || object?["data"] as? String == "inline" {
                try FileManager.default.removeItem(at: file)
                removedGenerated = true
            }
        }
        // Their goldens are obsolete now: the tool's own command removes them
        // (and their text files), as a contributor would after deleting a scenario.
        if removedGenerated {
            let removal = try run("goldens", "remove-obsolete")
            guard removal.status == 0 else { throw SetupError(output: removal.output + removal.error) }
        }
    }

    struct SetupError: Error { let output: String }

    static var repositoryScenarios: URL {
        TestFiles.repository().appendingPathComponent("Scenarios")
    }

    func url(_ path: String) -> URL { directory.appendingPathComponent(path) }

    /// Runs the tool here.
    func run(_ arguments: String..., environment: [String: String] = [:]) throws -> ToolProcess.Result {
        try ToolProcess.run(arguments, in: directory, environment: environment)
    }

    /// Replaces `old` by `new` in a scenario file.
    func edit(_ scenario: String, replacing old: String, with new: String) throws {
        let file = url("Scenarios/\(scenario).json")
        let text = try String(contentsOf: file, encoding: .utf8)
        guard text.contains(old) else { throw EditError(scenario: scenario, old: old) }
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    struct EditError: Error { let scenario: String; let old: String }
}

extension Array where Element == String {
    func dropLastEmpty() -> [String] { last == "" ? Array(dropLast()) : self }
}
