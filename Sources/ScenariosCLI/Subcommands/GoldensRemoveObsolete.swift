import ArgumentParser
import LiveCollectionsRunner

struct RemoveObsoleteGoldens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove-obsolete",
        abstract: "Remove the goldens, and their text files, whose scenario file no longer exists.")

    @OptionGroup var options: GoldenStoreOptions

    func run() throws {
        try perform { () throws(CommandFailure) in
            try options.tool().removeObsoleteGoldens()
            return true
        }
    }
}
