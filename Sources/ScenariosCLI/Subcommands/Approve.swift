import ArgumentParser
import LiveCollectionsRunner

struct Approve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make a recorded run its scenario's golden.",
        discussion: "Replaces the golden and its text file (commit both); a failed run is refused."
    )

    @OptionGroup var options: StoreOptions

    @Argument(help: ArgumentHelp("The working run number, as `run` and `verify` print it (12).", valueName: "run"), transform: RunReference.parseArgument)
    var reference: RunReference

    func run() throws {
        try perform { () throws(CommandFailure) in
            try options.tool().approve(reference)
            return true
        }
    }
}
