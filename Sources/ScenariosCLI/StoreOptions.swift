import ArgumentParser
import Foundation
import LiveCollectionsRunner

/// The options every subcommand shares: where scenarios, runs and goldens are.
struct StoreOptions: ParsableArguments {
    @Option(name: .customLong("scenarios"), help: ArgumentHelp("The scenario directory.", valueName: "directory"))
    var scenarios: String = ToolPaths.defaultScenarios

    @Option(name: .customLong("database"), help: ArgumentHelp(
        "The database of recorded runs.",
        discussion: "Default: $\(ToolPaths.databaseVariable), else \(ToolPaths.defaultDatabase).",
        valueName: "path"
    ))
    var database: String?

    @Option(name: .customLong("goldens"), help: ArgumentHelp("The golden store. Default: goldens.sqlite in the scenario directory.", valueName: "path"))
    var goldens: String?

    /// The tool, configured from these options and the environment.
    func tool() -> ScenarioTool {
        let environment = ProcessInfo.processInfo.environment
        let paths = ToolPaths.resolve(scenarios: scenarios, database: database, goldens: goldens, environment: environment)
        return ScenarioTool(paths: paths, console: .standard(environment: environment), environment: environment)
    }
}

/// Runs a command's work: a failure is printed as one line and exits 1.
func perform(_ body: () throws(CommandFailure) -> Bool) throws {
    let succeeded: Bool
    do {
        succeeded = try body()
    } catch {
        FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
        throw ExitCode.failure
    }
    if !succeeded { throw ExitCode.failure }
}
