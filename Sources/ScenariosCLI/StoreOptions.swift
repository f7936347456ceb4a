import ArgumentParser
import Foundation
import LiveCollectionsRunner

/// `--scenarios DIR`: where the scenario files are.
struct ScenariosOption: ParsableArguments {
    @Option(name: .customLong("scenarios"), help: ArgumentHelp("The scenario directory.", valueName: "directory"))
    var scenarios: String = ToolPaths.defaultScenarios
}

/// `--database PATH|URL`: the working database of recorded runs, a file
/// or a `postgres://` URL.
struct DatabaseOption: ParsableArguments {
    @Option(name: .customLong("database"), help: ArgumentHelp(
        "The database of recorded runs: a file, or postgres://user@host:port/database.",
        discussion: "Default: $\(ToolPaths.databaseVariable), else \(ToolPaths.defaultDatabase).",
        valueName: "path"
    ))
    var database: String?
}

/// `--goldens PATH`: the golden store.
struct GoldensOption: ParsableArguments {
    @Option(name: .customLong("goldens"), help: ArgumentHelp("The golden store. Default: goldens.sqlite in the scenario directory.", valueName: "path"))
    var goldens: String?
}

/// The options of a subcommand that uses the scenarios, the working
/// database and the goldens.
struct StoreOptions: ParsableArguments {
    @OptionGroup var scenarios: ScenariosOption
    @OptionGroup var database: DatabaseOption
    @OptionGroup var goldens: GoldensOption

    /// The tool, configured from these options and the environment.
    func tool() -> ScenarioTool {
        makeTool(scenarios: scenarios.scenarios, database: database.database, goldens: goldens.goldens)
    }
}

/// The options of a subcommand that records runs but reads no golden (`run`).
struct RunStoreOptions: ParsableArguments {
    @OptionGroup var scenarios: ScenariosOption
    @OptionGroup var database: DatabaseOption

    /// The tool, configured from these options and the environment.
    func tool() -> ScenarioTool {
        makeTool(scenarios: scenarios.scenarios, database: database.database, goldens: nil)
    }
}

/// The options of a subcommand that reads the scenarios and the goldens
/// but no recorded run (`list`, `goldens upgrade`, `goldens remove-obsolete`):
/// `--help` lists no option the command would ignore.
struct GoldenStoreOptions: ParsableArguments {
    @OptionGroup var scenarios: ScenariosOption
    @OptionGroup var goldens: GoldensOption

    /// The tool, configured from these options and the environment.
    func tool() -> ScenarioTool {
        makeTool(scenarios: scenarios.scenarios, database: nil, goldens: goldens.goldens)
    }
}

/// The options of a subcommand that uses the working database alone
/// (`prune`, `push`).
struct WorkingStoreOptions: ParsableArguments {
    @OptionGroup var database: DatabaseOption

    /// The tool, configured from these options and the environment.
    func tool() -> ScenarioTool {
        makeTool(scenarios: ToolPaths.defaultScenarios, database: database.database, goldens: nil)
    }
}

/// The tool for the given paths and the process's environment.
func makeTool(scenarios: String, database: String?, goldens: String?) -> ScenarioTool {
    let environment = ProcessInfo.processInfo.environment
    let paths = ToolPaths.resolve(scenarios: scenarios, database: database, goldens: goldens, environment: environment)
    let invocation = ToolInvocation.resolve(
        environment: environment, executable: CommandLine.arguments.first ?? "scenarios",
        currentDirectory: FileManager.default.currentDirectoryPath,
        given: ToolInvocation.Given(scenarios: scenarios, database: database, goldens: goldens), traits: nonDefaultTraits)
    return ScenarioTool(paths: paths, console: .standard(environment: environment), environment: environment, invocation: invocation)
}

/// The package traits this tool was built with beyond the defaults, so
/// that a printed `swift run` command builds the same tool.
private var nonDefaultTraits: [String] {
    var traits: [String] = []
    #if PostgreSQL
    traits.append("PostgreSQL")
    #endif
    #if ReviewServer
    traits.append("ReviewServer")
    #endif
    return traits
}

/// Runs a command's work: a failure is printed as one line and exits with
/// `failureCode` (1, or 2 for `diff`, whose 1 means "differs").
func perform(failureCode: Int32 = 1, _ body: () throws(CommandFailure) -> Bool) throws {
    let succeeded: Bool
    do {
        succeeded = try body()
    } catch {
        ScenarioConsole.standard().progress("error: \(error.message)")
        throw ExitCode(failureCode)
    }
    if !succeeded { throw ExitCode.failure }
}
