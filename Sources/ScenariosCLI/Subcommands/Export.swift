import ArgumentParser
import LiveCollectionsRunner

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Write a recorded run as JSON.")

    @OptionGroup var options: StoreOptions

    @Option(name: .shortAndLong, help: "The file to write (standard output when absent).")
    var output: String?

    @Argument(help: ArgumentHelp("The run: a working run number (12), or golden:NAME for a golden.", valueName: "run"), transform: RunReference.parseArgument)
    var reference: RunReference

    func run() throws {
        try perform { () throws(CommandFailure) in
            try options.tool().export(reference, to: output)
            return true
        }
    }
}
