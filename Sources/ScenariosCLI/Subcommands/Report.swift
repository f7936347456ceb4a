import ArgumentParser
import LiveCollectionsRunner

struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the merged result of every shard that recorded under a label.",
        discussion: """
            For each scenario of the directory: every run under the label in the working database (usually \
            the shared one), whether it passed, and whether it matches its golden. Exits 1 when a scenario has no \
            run under the label, or any of its runs failed or differs from its golden, with one line per problem.
            """
    )

    @OptionGroup var options: StoreOptions

    @Option(help: "The label the shards recorded under, such as a CI run or version.")
    var label: String

    @Flag(help: "Count only the newest run of each scenario under the label (a failed run followed by a passing one then passes).")
    var newestOnly = false

    func validate() throws {
        if label.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--label cannot be empty: give the label the shards recorded under, such as v1.2.0")
        }
    }

    func run() throws {
        try perform { () throws(CommandFailure) in try options.tool().report(label: label, newestOnly: newestOnly) }
    }
}
