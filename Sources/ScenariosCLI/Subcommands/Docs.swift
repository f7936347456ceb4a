import ArgumentParser
import LiveCollectionsRunner

struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write documentation pages, step pictures and players from recorded runs.",
        discussion: "From the goldens by default; with --label, from the newest run of each scenario under that label, each compared with its golden."
    )

    @OptionGroup var options: StoreOptions

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The folder to write: a new or empty one, or one this command wrote before (replaced whole).",
        valueName: "folder"
    ))
    var output: String = "docs/scenarios"

    @Option(help: "Document the newest working runs with this label instead of the goldens.")
    var label: String?

    func run() throws {
        try perform { () throws(CommandFailure) in
            try options.tool().docs(output: output, label: label)
        }
    }
}
