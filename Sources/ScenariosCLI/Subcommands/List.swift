import ArgumentParser
import LiveCollectionsRunner

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the scenarios, their kinds and goldens.")

    @OptionGroup var options: GoldenStoreOptions

    func run() throws {
        try perform { () throws(CommandFailure) in
            try options.tool().list()
        }
    }
}
