import ArgumentParser
import LiveCollectionsRunner
import LiveCollectionsStore

struct Push: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy the runs of a local database into a shared one.",
        discussion: """
            For runners that record offline: each run is copied in its own transaction, and a run already there \
            (the same fingerprint) is not copied again, so pushing twice stores once.
            """
    )

    @OptionGroup var options: WorkingStoreOptions

    @Option(
        help: ArgumentHelp("The store to copy into, such as postgres://ci@db.example:5432/runs.", valueName: "location"),
        transform: RunStoreLocation.parseArgument)
    var to: RunStoreLocation

    @Option(help: "Only the runs with this label.")
    var label: String?

    func run() throws {
        try perform { () throws(CommandFailure) in try options.tool().push(to: to, label: label) }
    }
}
