import ArgumentParser
import LiveCollectionsRunner

struct Prune: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Remove old runs from the working database.",
        discussion: "Keeps the newest runs of each scenario and label (runs without a label are one group)."
    )

    @OptionGroup var options: WorkingStoreOptions

    // `.unconditional`: `--keep -1` is a value to refuse, not an option.
    @Option(parsing: .unconditional, help: ArgumentHelp("How many runs of each scenario and label to keep.", valueName: "count"))
    var keep: Int

    func validate() throws {
        if keep < 1 {
            throw ValidationError("--keep must be at least 1 (got \(keep)); to start over, delete the working database yourself")
        }
    }

    func run() throws {
        try perform { () throws(CommandFailure) in
            try options.tool().prune(keep: keep)
            return true
        }
    }
}
