import ArgumentParser
import Foundation
import LiveCollectionsRunner

struct Shrink: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Reduce a scenario to the smallest one that is still interesting.",
        discussion: """
            Removes steps, sections and items (delta debugging), replaying each candidate, until no single \
            removal keeps it interesting; writes shrunk-NAME.json beside the original (or --output) and prints \
            the size before and after. Give exactly one test: --fails, --contains, --matches or --command.
            """
    )

    @OptionGroup var options: ScenariosOption

    @Flag(help: "Interesting: the run fails (a rejected batch or an error).")
    var fails = false

    @Option(help: ArgumentHelp("Interesting: a line of the recording contains this text.", valueName: "text"))
    var contains: String?

    @Option(help: ArgumentHelp("Interesting: a line of the recording matches this regular expression.", valueName: "regex"))
    var matches: String?

    @Option(help: ArgumentHelp("Interesting: this shell command exits 0 given the candidate file as its last argument.", valueName: "command"))
    var command: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write. Default: shrunk-NAME.json beside the scenario.", valueName: "path"))
    var output: String?

    @Argument(help: ArgumentHelp("A scenario name or unique prefix, or the path of a .json scenario file.", valueName: "scenario"))
    var scenario: String

    func validate() throws {
        let given = [fails ? "--fails" : nil, contains.map { _ in "--contains" }, matches.map { _ in "--matches" }, command.map { _ in "--command" }]
            .compactMap { $0 }
        guard given.count == 1 else {
            throw ValidationError(given.isEmpty
                ? "give a test: --fails, --contains TEXT, --matches REGEX or --command COMMAND"
                : "give one test, not \(given.joined(separator: " and "))")
        }
        if let matches, (try? NSRegularExpression(pattern: matches)) == nil {
            throw ValidationError("--matches: \"\(matches)\" is not a valid regular expression")
        }
        if let text = contains ?? command, text.isEmpty {
            throw ValidationError("--contains and --command cannot be empty")
        }
    }

    func run() throws {
        let test: ShrinkCriterion
        if let contains {
            test = .contains(contains)
        } else if let matches {
            test = .matches(matches)
        } else if let command {
            test = .command(command)
        } else {
            test = .fails
        }
        try perform { () throws(CommandFailure) in try makeTool(scenarios: options.scenarios, database: nil, goldens: nil).shrink(scenario, test: test, output: output) }
    }
}
