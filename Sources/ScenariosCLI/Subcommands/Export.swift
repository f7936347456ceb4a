import ArgumentParser
import LiveCollectionsRunner

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Write a recorded run as JSON.")

    @OptionGroup var options: StoreOptions

    @Option(name: .shortAndLong, help: "The file to write (standard output when absent).")
    var output: String?

    @Argument(help: ArgumentHelp("The run id (12 or #12).", valueName: "run"))
    var runID: String

    func run() throws {
        try perform { () throws(CommandFailure) in
            try options.tool().export(runID, to: output)
            return true
        }
    }
}
