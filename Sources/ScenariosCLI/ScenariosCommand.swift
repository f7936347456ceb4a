import ArgumentParser
import Foundation
import LiveCollectionsRunner

/// The `scenarios` tool: replays the LiveCollections scenarios, records their
/// runs in SQLite and checks them against the committed goldens.
@main
struct ScenariosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenarios",
        abstract: "Replay LiveCollections scenarios, record their runs and verify them against the goldens.",
        subcommands: [List.self, Run.self, Verify.self, Approve.self, Review.self, Diff.self, Show.self, Export.self, Docs.self, Shrink.self, Prune.self, Goldens.self, Push.self, Report.self]
    )

    /// Parses the arguments and runs the command, as argument-parser's
    /// `main()` does, but writes its messages (usage errors quote the
    /// arguments given) a line at a time through the console's rule for
    /// text from outside (``ScenarioConsole``): an argument holding a control
    /// character cannot drive the terminal or start a line of its own.
    static func main() {
        let error: any Error
        do {
            var command = try parse(CommandLine.arguments.dropFirst())
            try command.run()
            return
        } catch let caught {
            error = caught
        }
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if !message.isEmpty {
            let console = ScenarioConsole.standard()
            let write = code == .success ? console.line : console.progress
            message.split(separator: "\n", omittingEmptySubsequences: false).forEach { write(String($0)) }
        }
        Foundation.exit(code.rawValue)
    }

    /// The command `arguments` name. argument-parser reads `-1` as an
    /// option (of which there is none), so `approve -1` would say that the
    /// run is missing: when the arguments do not parse and one of them is
    /// a negative number, they are parsed again with that number taken as
    /// a value (after `--`), so that the error is about the value itself
    /// (`"-1" is not a run reference ...`).
    static func parse(_ arguments: ArraySlice<String>) throws -> any ParsableCommand {
        do {
            return try parseAsRoot(Array(arguments))
        } catch {
            func isNegativeNumber(_ argument: String) -> Bool {
                argument.count > 1 && argument.first == "-" && argument.dropFirst().allSatisfy(\.isNumber)
            }
            // A number right after an option is that option's value, which
            // the option parses itself (`--keep -1`).
            let options = arguments.prefix { $0 != "--" }
            guard let number = options.indices.first(where: { index in
                isNegativeNumber(arguments[index])
                    && (index == arguments.startIndex || !arguments[index - 1].hasPrefix("-") || isNegativeNumber(arguments[index - 1]))
            }) else {
                throw error
            }
            var retried = Array(arguments)
            retried.insert("--", at: number - arguments.startIndex)
            return try parseAsRoot(retried)
        }
    }
}
