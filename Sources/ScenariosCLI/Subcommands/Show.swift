import ArgumentParser
import LiveCollectionsRunner

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print a recorded run: its steps, deltas, animations and events.")

    @OptionGroup var options: StoreOptions

    @Argument(help: ArgumentHelp("The run: a working run number (12), or golden:NAME for a golden.", valueName: "run"), transform: RunReference.parseArgument)
    var reference: RunReference

    func run() throws {
        try perform { () throws(CommandFailure) in
            try options.tool().show(reference)
            return true
        }
    }
}
